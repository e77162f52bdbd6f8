/**
 * Drag-rectangle maths. The page reports CSS pixels; the screenshot has device pixels
 * (CSS px × devicePixelRatio, which includes browser zoom). Crops must land on whole device
 * pixels and stay inside the image, or OCR reads half-pixels and edges of unrelated content.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The rectangle spanned by two corners, whichever way the user dragged. */
export function rectFromPoints(a: Point, b: Point): Rect {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/** Clip a rectangle to the viewport (a drag may end outside the window). */
export function clampRect(rect: Rect, viewport: Size): Rect {
  const left = Math.max(0, Math.min(rect.left, viewport.width));
  const top = Math.max(0, Math.min(rect.top, viewport.height));
  const right = Math.max(left, Math.min(rect.left + rect.width, viewport.width));
  const bottom = Math.max(top, Math.min(rect.top + rect.height, viewport.height));
  return { left, top, width: right - left, height: bottom - top };
}

export function meetsMinSize(rect: Rect, min: Size): boolean {
  return rect.width >= min.width && rect.height >= min.height;
}

/** Device-pixel rectangle covering a CSS rectangle: edges pushed outwards to whole pixels. */
export function toDevicePixels(rect: Rect, scale: number, image?: Size): Rect {
  // Round away tiny float noise first (e.g. 10.000000001 × 2) so we do not grow by a whole pixel.
  const snap = (v: number) => Math.round(v * 1000) / 1000;
  let left = Math.floor(snap(rect.left * scale));
  let top = Math.floor(snap(rect.top * scale));
  let right = Math.ceil(snap((rect.left + rect.width) * scale));
  let bottom = Math.ceil(snap((rect.top + rect.height) * scale));
  if (image) {
    left = Math.max(0, Math.min(left, image.width));
    top = Math.max(0, Math.min(top, image.height));
    right = Math.max(left, Math.min(right, image.width));
    bottom = Math.max(top, Math.min(bottom, image.height));
  }
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Pixels per CSS pixel of a capture. Prefer the measured ratio (image width over viewport width):
 * it stays right when the reported devicePixelRatio and the capture disagree.
 */
export function captureScale(imageWidth: number, viewportWidth: number, devicePixelRatio: number): number {
  if (imageWidth > 0 && viewportWidth > 0) {
    const measured = imageWidth / viewportWidth;
    if (Math.abs(measured - devicePixelRatio) / devicePixelRatio < 0.1) return measured;
  }
  return devicePixelRatio > 0 ? devicePixelRatio : 1;
}
