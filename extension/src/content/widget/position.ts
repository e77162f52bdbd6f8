/** Where to put a widget: below the anchor if it fits, else above, else wherever it fits on screen. */
import type { Rect, Size } from '../../shared/geometry.js';

export const MARGIN = 8;

/** Returns document coordinates (viewport + scroll) for an absolutely positioned widget. */
export function placeNear(anchor: Rect | null, widget: Size, viewport: Size, scroll: { x: number; y: number }): { left: number; top: number } {
  const maxLeft = Math.max(MARGIN, viewport.width - widget.width - MARGIN);
  const maxTop = Math.max(MARGIN, viewport.height - widget.height - MARGIN);
  if (!anchor) return { left: scroll.x + maxLeft, top: scroll.y + MARGIN };

  const left = Math.min(Math.max(anchor.left, MARGIN), maxLeft);
  const below = anchor.top + anchor.height + MARGIN;
  const above = anchor.top - MARGIN - widget.height;
  const preferred = below + widget.height <= viewport.height - MARGIN ? below : above >= MARGIN ? above : below;
  // Clamped, so the widget is on screen even when the anchor is not (or neither side fits).
  const top = Math.min(Math.max(preferred, MARGIN), maxTop);
  return { left: scroll.x + left, top: scroll.y + top };
}
