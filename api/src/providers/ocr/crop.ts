import { OcrInputError } from './errors.js';

/** A rectangle in CSS pixels, as the extension measures the dragged region (docs/adr/0011-ocr.md). */
export interface CropArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A rectangle in image (device) pixels, integers, inside the image. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const MIN_DEVICE_PIXEL_RATIO = 0.5;
export const MAX_DEVICE_PIXEL_RATIO = 5;

/**
 * Rounding a fractional DPR (1.25, 1.5, 2.625 on phones) can push the far edge of a crop that
 * ends exactly at the viewport edge one pixel past the screenshot; that pixel is clamped rather
 * than rejected. Anything further out is a real mistake and gets a 400.
 */
const ROUNDING_SLACK_PX = 1;

/** Validate a devicePixelRatio (default 1) and return it. */
export function resolveDevicePixelRatio(raw: unknown): number {
  if (raw === undefined || raw === null) return 1;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    throw new OcrInputError('deviceInfo.devicePixelRatio must be a number');
  }
  if (raw < MIN_DEVICE_PIXEL_RATIO || raw > MAX_DEVICE_PIXEL_RATIO) {
    throw new OcrInputError(
      `deviceInfo.devicePixelRatio must be between ${MIN_DEVICE_PIXEL_RATIO} and ${MAX_DEVICE_PIXEL_RATIO}, got ${raw}`,
    );
  }
  return raw;
}

/**
 * Turn a CSS-pixel crop into an integer pixel rectangle of an image of `imageWidth` ×
 * `imageHeight`, scaling by `dpr`. No crop means the whole image. Throws OcrInputError (400)
 * when the crop is malformed, empty or not inside the image.
 */
export function resolveCrop(cropArea: unknown, dpr: number, imageWidth: number, imageHeight: number): PixelRect {
  if (cropArea === undefined || cropArea === null) {
    return { left: 0, top: 0, width: imageWidth, height: imageHeight };
  }
  if (typeof cropArea !== 'object') throw new OcrInputError('cropArea must be an object {left, top, width, height}');
  const c = cropArea as Record<string, unknown>;
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    const v = c[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new OcrInputError(`cropArea.${key} must be a finite number`);
    }
  }
  const { left, top, width, height } = c as unknown as CropArea;
  if (left < 0 || top < 0) throw new OcrInputError('cropArea.left and cropArea.top must not be negative');
  if (width <= 0 || height <= 0) throw new OcrInputError('cropArea.width and cropArea.height must be positive');

  // Round both edges, not the size, so adjacent crops tile without gaps or overlaps.
  const x0 = Math.round(left * dpr);
  const y0 = Math.round(top * dpr);
  let x1 = Math.round((left + width) * dpr);
  let y1 = Math.round((top + height) * dpr);
  if (x1 > imageWidth && x1 - imageWidth <= ROUNDING_SLACK_PX) x1 = imageWidth;
  if (y1 > imageHeight && y1 - imageHeight <= ROUNDING_SLACK_PX) y1 = imageHeight;

  if (x0 >= imageWidth || y0 >= imageHeight || x1 > imageWidth || y1 > imageHeight) {
    throw new OcrInputError(
      `cropArea (${left}, ${top}, ${width} × ${height} CSS px at devicePixelRatio ${dpr} = ` +
        `${x0}, ${y0} to ${x1}, ${y1} px) lies outside the ${imageWidth} × ${imageHeight} px image`,
    );
  }
  if (x1 - x0 < 1 || y1 - y0 < 1) {
    throw new OcrInputError('cropArea is smaller than one image pixel after scaling by devicePixelRatio');
  }
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}
