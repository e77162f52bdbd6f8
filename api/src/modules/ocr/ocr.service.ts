import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, forbidden } from '../../errors.js';
import { ErrorCode } from '@factlens/common';
import { OcrUnavailableError } from '../../providers/ocr/errors.js';
import { MAX_IMAGE_BYTES } from '../../providers/ocr/image.js';
import { readImageStream } from '../../providers/ocr/read-stream.js';
import type { ExtractTextInput, InspectedImage, OcrReader, OcrResult } from '../../providers/ocr/ocr-reader.js';
import type { User } from '../users/user.entity.js';
import { grantOcrFollowUp, refundDailyUnit, takeDailyUnit } from '../usage/daily-limit.service.js';
import { withUsage } from '../usage/usage.service.js';

/** Largest image either transport accepts (10 MB; the REST body limit is its base64 size). */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/**
 * One OCR request from either transport: a data URL (REST), bytes, or an upload stream (GraphQL
 * multipart, read here with a 413 past MAX_UPLOAD_BYTES). `claimedUserId` is a `userId` the payload
 * named, if any.
 */
export interface OcrRequest extends Omit<ExtractTextInput, 'image'> {
  image: ExtractTextInput['image'] | AsyncIterable<Uint8Array | string>;
  claimedUserId?: unknown;
}

export interface OcrPolicy {
  /** Jobs one user may have running or waiting at once (per API process). */
  maxInFlightPerUser: number;
  /** A tesseract job running longer is stopped and its worker replaced. */
  jobTimeoutMs: number;
}

/**
 * The OCR rules, in one place for the REST route and the GraphQL mutation (docs/adr/0011-ocr.md):
 *
 * 1. the user is the token's user: a payload `userId` naming anyone else is 403;
 * 2. at most `maxInFlightPerUser` jobs per user, and none while the engine's queue is full: 503 BUSY,
 *    before any unit is taken;
 * 3. one unit of the daily limit (429 over the limit);
 * 4. the cheap checks from the image header (parameters, size, format, pixel count, crop): a refusal
 *    here gives the unit back;
 * 5. decoding and recognition, bounded by `jobTimeoutMs`. From here the work is done and the unit is
 *    kept, whatever happens (a corrupt image that fails to decode, a timeout), so failures cannot buy
 *    free CPU. Only the server's own refusal (its queue filled meanwhile, the pool stopped) gives it back;
 * 6. a successful read leaves a follow-up grant: the fact-check of the text it read (contentType 'ocr')
 *    within OCR_FOLLOW_UP_SECONDS takes no second unit.
 */
export class OcrService {
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly reader: OcrReader,
    private readonly policy: () => OcrPolicy,
  ) {}

  async extract(em: EntityManager, user: User, request: OcrRequest): Promise<OcrResult> {
    const { claimedUserId, image, ...rest } = request;
    if (claimedUserId !== undefined && claimedUserId !== null && claimedUserId !== '' && claimedUserId !== user.id) {
      throw forbidden('userId does not match the signed-in user');
    }
    const policy = this.policy();
    if ((this.inFlight.get(user.id) ?? 0) >= policy.maxInFlightPerUser) {
      throw new AppError(ErrorCode.BUSY, `You already have ${policy.maxInFlightPerUser} images being read; try again when they are done`);
    }
    if (this.reader.busy) throw new AppError(ErrorCode.BUSY, 'The OCR service is busy; try again in a moment');

    this.inFlight.set(user.id, (this.inFlight.get(user.id) ?? 0) + 1);
    try {
      const input: ExtractTextInput = { ...rest, image: isStream(image) ? await readUpload(image) : image };
      await takeDailyUnit(em, user);
      let inspected: InspectedImage;
      try {
        inspected = await this.reader.inspect(input);
      } catch (err) {
        await refundDailyUnit(em, user);
        throw err;
      }
      try {
        const result = await withUsage(em, user.id, () => this.reader.read(inspected, { jobTimeoutMs: policy.jobTimeoutMs }));
        // The unit taken here also pays for checking the text read (one unit per region check).
        await grantOcrFollowUp(em, user, result.extractedText);
        return result;
      } catch (err) {
        if (err instanceof OcrUnavailableError) await refundDailyUnit(em, user);
        throw err;
      }
    } finally {
      const left = (this.inFlight.get(user.id) ?? 1) - 1;
      if (left > 0) this.inFlight.set(user.id, left);
      else this.inFlight.delete(user.id);
    }
  }
}

function isStream(image: OcrRequest['image']): image is AsyncIterable<Uint8Array | string> {
  return typeof image === 'object' && image !== null && !(image instanceof Uint8Array) && Symbol.asyncIterator in image;
}

async function readUpload(stream: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const bytes = await readImageStream(stream, MAX_UPLOAD_BYTES);
  if (!bytes.length) throw badInput('The uploaded file is empty');
  return bytes;
}
