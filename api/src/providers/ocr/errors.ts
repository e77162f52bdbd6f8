/**
 * Errors the OCR service throws on purpose. The REST route and the GraphQL resolver map them by
 * `status` / `code` (the shared vocabulary in @factlens/common, DESIGN.md section 7); anything
 * else that escapes the service is an internal error.
 */

/** Codes an OCR error can carry; a subset of `ErrorCode` from @factlens/common. */
export type OcrErrorCode = 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'SERVICE_UNAVAILABLE';

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

/** The engine cannot take the job now (pool stopped or its queue is full): 503, try again later. */
export class OcrUnavailableError extends Error {
  override readonly name = 'OcrUnavailableError';
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
}
