/**
 * Turn HTTP failures into the ErrorInfo every view shows (the 401/429/503 wording lives here once).
 * The API's shared error `code` decides the kind; the HTTP status only when no known code came back
 * (docs/adr/0056-client-error-kinds.md): a 503 may be maintenance or a full queue, and only the code
 * tells them apart.
 */
import { ErrorCode } from '@factlens/common';
import { ErrorKind, type ErrorInfo } from './messages.js';

/** Thrown by the API client; `status` 0 means no response (network, timeout). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const KIND_BY_CODE: Record<ErrorCode, ErrorKind> = {
  [ErrorCode.UNAUTHENTICATED]: ErrorKind.unauthenticated,
  [ErrorCode.FORBIDDEN]: ErrorKind.forbidden,
  [ErrorCode.BAD_USER_INPUT]: ErrorKind.badInput,
  [ErrorCode.NOT_FOUND]: ErrorKind.badInput,
  [ErrorCode.CONFLICT]: ErrorKind.badInput,
  [ErrorCode.PAYLOAD_TOO_LARGE]: ErrorKind.tooLarge,
  [ErrorCode.RATE_LIMITED]: ErrorKind.rateLimited,
  [ErrorCode.SERVICE_UNAVAILABLE]: ErrorKind.maintenance,
  [ErrorCode.BUSY]: ErrorKind.busy,
  [ErrorCode.INTERNAL_SERVER_ERROR]: ErrorKind.unknown,
};

/** Only for answers without a known `code` (an old server, a proxy's own error page). */
const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: ErrorKind.badInput,
  401: ErrorKind.unauthenticated,
  403: ErrorKind.forbidden,
  413: ErrorKind.tooLarge,
  429: ErrorKind.rateLimited,
  503: ErrorKind.maintenance,
};

const DEFAULT_MESSAGE: Record<ErrorKind, string> = {
  unauthenticated: 'Sign in to FactLens to check this.',
  forbidden: 'Your account is not allowed to do this.',
  rate_limited: 'You have reached your daily limit of checks.',
  maintenance: 'FactLens is under maintenance. Please try again later.',
  busy: 'FactLens is busy right now. Please try again in a moment.',
  too_large: 'This text is too long to check. Select a shorter passage.',
  bad_input: 'FactLens could not check this text.',
  network: 'Could not reach the FactLens server. Check your connection or the server address in the options.',
  unsupported_page: 'FactLens cannot run on this page (browser and store pages are off limits).',
  unknown: 'Something went wrong. Please try again.',
};

export function defaultMessage(kind: ErrorKind): string {
  return DEFAULT_MESSAGE[kind];
}

/** The error kind of an API answer: by its shared `code` first, by HTTP status otherwise. */
export function kindOf(status: number, code: unknown): ErrorKind {
  if (typeof code === 'string' && Object.hasOwn(KIND_BY_CODE, code)) return KIND_BY_CODE[code as ErrorCode];
  return KIND_BY_STATUS[status] ?? ErrorKind.unknown;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function toErrorInfo(error: unknown): ErrorInfo {
  if (!(error instanceof ApiError)) return { kind: ErrorKind.unknown, status: null, message: DEFAULT_MESSAGE.unknown };
  if (error.status === 0) return { kind: ErrorKind.network, status: null, message: DEFAULT_MESSAGE.network };
  const kind = kindOf(error.status, error.body?.code);
  const serverText = typeof error.body?.error === 'string' && error.body.error.trim() ? error.body.error.trim() : null;
  // A 401 always reads the same: the server's wording ("invalid token") does not tell the user what to do.
  const message = kind === ErrorKind.unauthenticated || kind === ErrorKind.unknown ? DEFAULT_MESSAGE[kind] : serverText ?? DEFAULT_MESSAGE[kind];
  const info: ErrorInfo = { kind, status: error.status, message };
  if (kind === ErrorKind.rateLimited && error.body) {
    const used = num(error.body.used);
    const limit = num(error.body.limit);
    if (used !== undefined) info.used = used;
    if (limit !== undefined) info.limit = limit;
    if (typeof error.body.resetsAt === 'string') info.resetsAt = error.body.resetsAt;
  }
  return info;
}

/** An error raised inside the extension (not by the API) that already knows how to word itself. */
export class ExtensionError extends Error {
  constructor(readonly info: ErrorInfo) {
    super(info.message);
    this.name = 'ExtensionError';
  }
}

/** Like toErrorInfo, but also understands ExtensionError. */
export function describeError(error: unknown): ErrorInfo {
  return error instanceof ExtensionError ? error.info : toErrorInfo(error);
}
