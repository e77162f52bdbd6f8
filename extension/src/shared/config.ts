import {
  DEFAULT_MIN_DRAG_HEIGHT,
  DEFAULT_MIN_DRAG_WIDTH,
  DEFAULT_MIN_TEXT_LENGTH,
  DRAG_RANGE,
  TEXT_LENGTH_RANGE,
  parseConfigNumber,
} from '@factlens/common';
import type { ExtensionConfig } from './messages.js';

export const DEFAULT_CONFIG: ExtensionConfig = {
  minDragWidth: DEFAULT_MIN_DRAG_WIDTH,
  minDragHeight: DEFAULT_MIN_DRAG_HEIGHT,
  minTextLength: DEFAULT_MIN_TEXT_LENGTH,
};

/** How long a fetched config is reused before asking the server again. */
export const CONFIG_MAX_AGE_MS = 5 * 60_000;

/** Server values outside the ranges fall back to the defaults (docs/adr/0015-validation-and-limits.md). */
export function sanitizeConfig(raw: unknown): ExtensionConfig {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    minDragWidth: parseConfigNumber(r.minDragWidth, DRAG_RANGE, DEFAULT_MIN_DRAG_WIDTH),
    minDragHeight: parseConfigNumber(r.minDragHeight, DRAG_RANGE, DEFAULT_MIN_DRAG_HEIGHT),
    minTextLength: parseConfigNumber(r.minTextLength, TEXT_LENGTH_RANGE, DEFAULT_MIN_TEXT_LENGTH),
  };
}
