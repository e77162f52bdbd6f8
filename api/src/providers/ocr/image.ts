import sharp from 'sharp';
import { OcrInputError } from './errors.js';
import type { PixelRect } from './crop.js';
import { estimateTextHeight } from './text-height.js';

export { resolveCrop, resolveDevicePixelRatio, type CropArea, type PixelRect } from './crop.js';

/** Largest decoded image we accept (docs/adr/0011-ocr.md). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Largest image we accept, in pixels (40 megapixels); also sharp's `limitInputPixels`. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** A validated image: its bytes, sniffed format and displayed size (EXIF orientation applied). */
export interface DecodedImage {
  data: Buffer;
  format: ImageFormat;
  mime: `image/${ImageFormat}`;
  width: number;
  height: number;
}

/** A crop ready for tesseract: 8-bit grayscale PGM, dark text on light, resized by `scale`. */
export interface PreparedImage {
  /** Binary PGM (P5): leptonica reads it without decompressing, and sharp skips PNG encoding. */
  image: Buffer;
  width: number;
  height: number;
  scale: number;
}

// `failOn: 'error'` tolerates harmless decoder warnings (odd EXIF, trailing bytes) that photos
// and some encoders produce, but still rejects truncated or corrupt data.
const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, failOn: 'error' } as const;

/** Base64 of MAX_IMAGE_BYTES, plus room for the `data:image/webp;base64,` header. */
const MAX_DATA_URL_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;
const DECLARED_MIME = /^image\/(png|jpeg|jpg|webp)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decode and validate an image given as a `data:image/...;base64,` URL or raw bytes: data-URL
 * syntax, base64, magic bytes (png, jpeg, webp only), ≤ 10 MB decoded (else 413), ≤ 40
 * megapixels. Throws OcrInputError. A string is never treated as a URL or a file path.
 */
export async function decodeImage(input: string | Buffer | Uint8Array): Promise<DecodedImage> {
  const data = typeof input === 'string' ? decodeDataUrl(input) : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (data.length === 0) throw new OcrInputError('The image is empty');
  if (data.length > MAX_IMAGE_BYTES) throw tooLarge(data.length);

  const format = sniffFormat(data);
  if (!format) throw new OcrInputError('The image must be a PNG, JPEG or WebP file');

  // metadata() parses only the header, so lifting the pixel limit here is safe, and it lets the
  // error below name the actual size; every pixel-decoding pipeline keeps `limitInputPixels`.
  const meta = await sharp(data, { ...SHARP_INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new OcrInputError(`The ${format.toUpperCase()} image could not be decoded`);
    });
  // EXIF orientation swaps width and height for rotated photos; crops are drawn on what the
  // user saw, which is the oriented image.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new OcrInputError(`The ${format.toUpperCase()} image has no size`);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new OcrInputError(
      `The image is ${width} × ${height} px (${((width * height) / 1e6).toFixed(1)} megapixels); ` +
        `the limit is ${MAX_IMAGE_PIXELS / 1e6} megapixels`,
    );
  }
  return { data, format, mime: `image/${format}`, width, height };
}

/** Parse a base64 data URL strictly; throws OcrInputError with what is wrong. */
export function decodeDataUrl(dataUrl: string): Buffer {
  if (!/^data:/i.test(dataUrl)) {
    throw new OcrInputError('imageDataUrl must be a data URL (data:image/png;base64,...)');
  }
  if (dataUrl.length > MAX_DATA_URL_CHARS) throw tooLarge(Math.floor((dataUrl.length * 3) / 4));
  const comma = dataUrl.indexOf(',');
  if (comma < 0) throw new OcrInputError('imageDataUrl is not a valid data URL: no comma before the data');
  const params = dataUrl.slice(5, comma).split(';');
  const mime = params[0].trim();
  if (params[params.length - 1].toLowerCase() !== 'base64') {
    throw new OcrInputError('imageDataUrl must be base64-encoded (data:image/png;base64,...)');
  }
  if (!DECLARED_MIME.test(mime)) {
    throw new OcrInputError(`imageDataUrl has type '${mime.slice(0, 40) || '(none)'}'; use image/png, image/jpeg or image/webp`);
  }
  const payload = dataUrl.slice(comma + 1);
  if (payload.length === 0) throw new OcrInputError('The image is empty');
  // Buffer.from(…, 'base64') silently skips junk, so check the alphabet and padding first.
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new OcrInputError('imageDataUrl contains invalid base64 data');
  }
  return Buffer.from(payload, 'base64');
}

/** The format named by the file's first bytes, or null if it is not one we accept. */
export function sniffFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * Height of a text line's ink band (ascender to descender) that small text is upscaled to: ~30 px,
 * where tesseract's binarisation stops merging thin strokes.
 */
const TARGET_LINE_PX = 32;
/**
 * Lines at least this tall are not upscaled. Measured on 4-line crops (DejaVu sans/serif, low
 * contrast, dark mode, JPEG q60): 11–12 px text gains 2–7% word accuracy from upscaling, 14–16 px
 * text gains nothing, while a 2× upscale doubles tesseract's CPU time (≈ 210 → 400 ms).
 */
const UPSCALE_BELOW_PX = 14;
const MAX_UPSCALE = 4;
const MIN_USEFUL_UPSCALE = 1.25;
/** Bound the work handed to tesseract: upscales stop here, and larger crops are shrunk to it. */
const MAX_OUTPUT_SIDE = 8000;
const MAX_OUTPUT_PIXELS = 16_000_000;
/** Above this the row scan costs more than it saves; crops that big are high-resolution anyway. */
const MAX_ESTIMATE_PIXELS = 4_000_000;
/** Typical body text on the web, in CSS px; used when no text lines can be measured. */
const TYPICAL_CSS_LINE_PX = 20;

/** Tuning for `prepareForOcr`; the defaults come from the measurements above. */
export interface PrepareOptions {
  /** Scale of the screenshot, used to guess text size when no lines can be measured; default 1. */
  devicePixelRatio?: number;
  /** Line height small text is upscaled to; default 32. */
  targetLinePx?: number;
  /** Lines at least this tall are left alone; default 14. Set to Infinity to always upscale to the target. */
  upscaleBelowPx?: number;
}

/**
 * Crop `rect` out of the image and prepare it for tesseract: flatten transparency on white,
 * grayscale, turn light-on-dark text dark-on-light, upscale small text (lines under 14 px go to
 * ~32 px), stretch the contrast, and wrap the pixels as a PGM.
 */
export async function prepareForOcr(image: DecodedImage, rect: PixelRect, options: PrepareOptions = {}): Promise<PreparedImage> {
  const { devicePixelRatio = 1, targetLinePx = TARGET_LINE_PX, upscaleBelowPx = UPSCALE_BELOW_PX } = options;
  const { data: gray, info } = await sharp(image.data, SHARP_INPUT)
    .extract(rect)
    .flatten({ background: '#ffffff' })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(rethrowAsInputError(image));

  const estimate =
    info.width * info.height <= MAX_ESTIMATE_PIXELS
      ? estimateTextHeight(gray, info.width, info.height)
      : { lineHeight: null, inkIsDark: true };
  // Nothing measurable: assume web text at the given DPR for screen-sized crops, and leave big
  // ones (photos, scans) at their own resolution rather than multiply tesseract's work.
  const fallback = info.width * info.height > 1_000_000 ? targetLinePx : TYPICAL_CSS_LINE_PX * devicePixelRatio;
  const lineHeight = estimate.lineHeight ?? fallback;
  const area = info.width * info.height;
  // Huge crops (a whole 40 MP photo) are shrunk instead: tesseract time grows with pixels, and
  // text in an image that large is big enough to survive it.
  const scale =
    area > MAX_OUTPUT_PIXELS
      ? Math.floor(Math.sqrt(MAX_OUTPUT_PIXELS / area) * 100) / 100
      : lineHeight >= upscaleBelowPx
        ? 1
        : chooseScale(lineHeight, info.width, info.height, targetLinePx);

  let pipeline = sharp(gray, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (scale !== 1) {
    pipeline = pipeline.resize(Math.round(info.width * scale), Math.round(info.height * scale), { kernel: 'lanczos3' });
  }
  if (!estimate.inkIsDark) pipeline = pipeline.negate();
  const { data: pixels, info: out } = await pipeline.normalise().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (out.channels !== 1) throw new Error(`expected one grayscale channel, got ${out.channels}`);
  // PGM instead of PNG: no zlib on either side (measured 10–60 ms of CPU less per 600 × 200 crop
  // at 1–2×), and the image never leaves the process, so its size does not matter.
  const header = Buffer.from(`P5\n${out.width} ${out.height}\n255\n`, 'latin1');
  return { image: Buffer.concat([header, pixels]), width: out.width, height: out.height, scale };
}

/** Upscale factor (1, or 1.25..4 with two decimals) that brings `lineHeight` to the target within the output caps. */
export function chooseScale(lineHeight: number, width: number, height: number, targetLinePx = TARGET_LINE_PX): number {
  let scale = Math.min(MAX_UPSCALE, Math.max(1, targetLinePx / lineHeight));
  scale = Math.min(scale, MAX_OUTPUT_SIDE / width, MAX_OUTPUT_SIDE / height, Math.sqrt(MAX_OUTPUT_PIXELS / (width * height)));
  // A small resize costs time and blurs edges without making glyphs meaningfully bigger.
  if (scale < MIN_USEFUL_UPSCALE) return 1;
  return Math.floor(scale * 100) / 100;
}

/** Longest side we send to Gemini; it tiles images at far lower resolution anyway. */
const GEMINI_MAX_SIDE = 3072;
/** Keep the base64 request well under Gemini's 20 MB inline limit. */
const GEMINI_MAX_PNG_BYTES = 7 * 1024 * 1024;

/** A colour crop for a vision model and its size after any downscale. */
export interface ModelCrop {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Crop `rect` in colour for a vision model: PNG, or JPEG when the PNG would be too big. */
export async function encodeCropForModel(image: DecodedImage, rect: PixelRect): Promise<ModelCrop> {
  const base = sharp(image.data, SHARP_INPUT)
    .extract(rect)
    .flatten({ background: '#ffffff' })
    .resize(GEMINI_MAX_SIDE, GEMINI_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const png = await base.clone().png().toBuffer({ resolveWithObject: true }).catch(rethrowAsInputError(image));
  if (png.data.length <= GEMINI_MAX_PNG_BYTES) {
    return { data: png.data, mime: 'image/png', width: png.info.width, height: png.info.height };
  }
  const jpeg = await base.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  return { data: jpeg.data, mime: 'image/jpeg', width: jpeg.info.width, height: jpeg.info.height };
}

/**
 * `metadata()` reads only the header, so a truncated or corrupt body first fails here, at full
 * decode; that is the caller's bad image (400), not a server error.
 */
function rethrowAsInputError(image: DecodedImage): (err: unknown) => never {
  return (err: unknown) => {
    if (err instanceof OcrInputError) throw err;
    throw new OcrInputError(`The ${image.format.toUpperCase()} image could not be decoded: ${errorText(err)}`);
  };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 120);
}

function tooLarge(bytes: number): OcrInputError {
  return new OcrInputError(`The image is ${(bytes / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, 413);
}
