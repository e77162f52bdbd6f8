import { GraphQLError } from 'graphql';
import { ERROR_STATUS, ErrorCode } from '@factlens/common';

/** A named, safe-to-show error with its HTTP status and GraphQL extensions.code (DESIGN.md section 7). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields for the REST body and GraphQL extensions (e.g. used/limit/resetsAt on 429). */
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) => new AppError(ErrorCode.BAD_USER_INPUT, message, details);
export const unauthenticated = (message = 'Authentication required') => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (message = 'Not found') => new AppError(ErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const tooLarge = (message: string) => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message);
export const rateLimited = (message: string, details?: Record<string, unknown>) => new AppError(ErrorCode.RATE_LIMITED, message, details);
export const unavailable = (message: string) => new AppError(ErrorCode.SERVICE_UNAVAILABLE, message);

const PG_MESSAGES: Record<string, (e: PgLikeError) => AppError> = {
  // string_data_right_truncation: a value longer than its column
  '22001': () => badInput('A value is longer than allowed'),
  // unique_violation
  '23505': (e) => conflict(e.constraint?.includes('email') ? 'An account with this email already exists' : 'This record already exists'),
  // invalid_text_representation (e.g. a malformed uuid)
  '22P02': () => badInput('A value has the wrong format'),
  '23514': () => badInput('A value is not allowed'),
};

interface PgLikeError {
  code?: string;
  constraint?: string;
}

/** Turn any thrown value into an AppError when it is one we understand (validation, PostgreSQL constraints); else null. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof GraphQLError && err.originalError) return toAppError(err.originalError);
  if (err && typeof err === 'object') {
    const e = err as { name?: string; errors?: string[]; code?: string; constraint?: string; cause?: unknown; message?: string };
    // Errors of our own modules that carry a status and a code of the shared vocabulary (e.g. OCR input errors).
    const coded = err as { status?: unknown; code?: unknown; message?: string };
    if (typeof coded.status === 'number' && typeof coded.code === 'string' && coded.code in ERROR_STATUS && ERROR_STATUS[coded.code as ErrorCode] === coded.status) {
      return new AppError(coded.code as ErrorCode, coded.message ?? 'Error');
    }
    if (e.name === 'ValidationError' && Array.isArray(e.errors)) return badInput(e.errors[0] ?? 'Invalid input', { errors: e.errors });
    const pg = (typeof e.code === 'string' ? e : (e.cause as PgLikeError | undefined)) as PgLikeError | undefined;
    if (pg?.code && PG_MESSAGES[pg.code]) return PG_MESSAGES[pg.code](pg);
  }
  return null;
}
