/**
 * Errors the OCR reader throws on purpose. The REST route and the GraphQL resolver map them by
 * `status` / `code` (the shared vocabulary in @factlens/common, docs/adr/0009-error-vocabulary.md);
 * anything else that escapes the reader is an internal error.
 */

/** Codes an OCR error can carry; a subset of `ErrorCode` from @factlens/common. */
export type OcrErrorCode = 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'BUSY' | 'SERVICE_UNAVAILABLE';

/**
 * The caller sent something we will not OCR: a bad data URL, bytes that are not png/jpeg/webp,
 * an image over the size limits, a crop outside the image, or an unavailable method.
 * `status` is 400, or 413 when the decoded image is over the byte limit.
 */
export class OcrInputError extends Error {
  override readonly name = 'OcrInputError';
  readonly status: 400 | 413;
  readonly code: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE';

  constructor(message: string, status: 400 | 413 = 400) {
    super(message);
    this.status = status;
    this.code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
  }
}

/**
 * The engine cannot take the job now: 503. `BUSY` when its queue is full (try again in a moment),
 * `SERVICE_UNAVAILABLE` when the pool is stopped or cannot start.
 */
export class OcrUnavailableError extends Error {
  override readonly name = 'OcrUnavailableError';
  readonly status = 503;
  readonly code: 'BUSY' | 'SERVICE_UNAVAILABLE';

  constructor(message: string, code: 'BUSY' | 'SERVICE_UNAVAILABLE' = 'SERVICE_UNAVAILABLE') {
    super(message);
    this.code = code;
  }
}

/**
 * A job ran longer than the OCR job timeout and was stopped (its worker was replaced). The image
 * was decoded and worked on, so this is the caller's cost: 400, with advice to read a smaller region.
 */
export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
  readonly status = 400;
  readonly code = 'BAD_USER_INPUT';

  constructor(readonly timeoutMs: number) {
    super(`Reading this image took longer than ${Math.round(timeoutMs / 1000)} s and was stopped; select a smaller region`);
  }
}
