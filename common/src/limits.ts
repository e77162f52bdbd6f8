/** Business constants and limits (spec section 9). */
export const EARLY_ACCESS_TOTAL_SLOTS = 25;
export const NAME_MAX = 64;
export const LINKEDIN_URL_MAX = 128;
export const GENERATED_PASSWORD_MAX = 50;
export const EMAIL_MAX = 254;
export const WHY_MIN = 10;
export const ISSUE_DESCRIPTION_MIN = 10;
/** Upper bounds we chose for free text so a request cannot store megabytes (docs/decisions.md). */
export const WHY_MAX = 2000;
export const ISSUE_DESCRIPTION_MAX = 5000;
export const PASSWORD_MAX = 256;

export const DEFAULT_DAILY_LIMIT = 10;
export const DEFAULT_MIN_DRAG_WIDTH = 20;
export const DEFAULT_MIN_DRAG_HEIGHT = 20;
export const DEFAULT_MIN_TEXT_LENGTH = 15;
export const DRAG_RANGE = { min: 1, max: 200 } as const;
export const TEXT_LENGTH_RANGE = { min: 1, max: 100 } as const;

export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const SLOTS_FRESH_MS = 30_000;
export const QUERY_FRESH_MS = 5 * 60_000;
export const DASHBOARD_REDIRECT_DELAY_MS = 100;
export const COPIED_INDICATOR_MS = 2000;
export const USER_ID_SHORT_LENGTH = 8;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const LEGAL_EFFECTIVE_DATE = 'August 20, 2025';
export const PRODUCT_NAME = 'FactLens';
export const TAGLINE = 'Stop the spread of misinformation';

/** Parse an integer config input; anything invalid or out of range falls back to the default (spec section 5). */
export function parseConfigNumber(raw: unknown, range: { min: number; max: number }, fallback: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < range.min || n > range.max) return fallback;
  return n;
}
