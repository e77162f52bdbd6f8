import { GraphQLError } from 'graphql';
import { ERROR_STATUS, ErrorCode } from '@factlens/common';

/** A named, safe-to-show error with its HTTP status and GraphQL extensions.code (docs/adr/0009-error-vocabulary.md). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields for the REST body and GraphQL extensions (e.g. used/limit/resetsAt on 429). */
  readonly details: Record<string, unknown> | undefined;
  /** Sent as the Retry-After header of a REST answer (e.g. 503 while the database is unavailable). */
  readonly retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
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

/** How long a client should wait before retrying while the database is unavailable (docs/adr/0061-database-outage.md). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now; please try again in a few seconds';

/** 503 with Retry-After: the database cannot be reached (stopped, restarting, network). */
export const databaseUnavailable = () =>
  new AppError(ErrorCode.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE, { dependency: 'database' }, DATABASE_RETRY_AFTER_SECONDS);

/** Socket errors and PostgreSQL codes that mean "no usable connection", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // connection_exception class
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|Connection ended unexpectedly/i;

/** True when `err` (or an error it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  // AppErrors and validation errors are answers already, whatever their message says.
  if (err instanceof AppError) return false;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message) && isDriverError(err)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  if (e.originalError && isDatabaseUnavailable(e.originalError, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((x) => x instanceof Error && isDatabaseUnavailable(x, depth + 1));
}

/** MikroORM's DriverException family, or pg's own errors (plain Error from pg or pg-pool). */
function isDriverError(err: object): boolean {
  const name = (err as { name?: unknown }).name;
  return typeof name === 'string' && (/Exception$/.test(name) || name === 'Error' || name === 'DatabaseError');
}

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
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  if (err && typeof err === 'object') {
    const e = err as { name?: string; errors?: string[]; code?: string; constraint?: string; cause?: unknown; message?: string };
    // Errors of our own modules that carry a status and a code of the shared vocabulary (e.g. OCR input errors).
    const coded = err as { status?: unknown; code?: unknown; message?: string };
    if (
      typeof coded.status === 'number' &&
      typeof coded.code === 'string' &&
      coded.code in ERROR_STATUS &&
      ERROR_STATUS[coded.code as ErrorCode] === coded.status
    ) {
      return new AppError(coded.code as ErrorCode, coded.message ?? 'Error');
    }
    if (e.name === 'ValidationError' && Array.isArray(e.errors)) return badInput(e.errors[0] ?? 'Invalid input', { errors: e.errors });
    const pg = (typeof e.code === 'string' ? e : (e.cause as PgLikeError | undefined)) as PgLikeError | undefined;
    if (pg?.code && PG_MESSAGES[pg.code]) return PG_MESSAGES[pg.code](pg);
  }
  return null;
}
