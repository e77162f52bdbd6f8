/** Business limits: field lengths, slots, daily-limit and extension-config defaults (docs/adr/0015-validation-and-limits.md). */
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

/** Parse an integer config input; anything invalid or out of range falls back to the default (docs/adr/0015-validation-and-limits.md). */
export function parseConfigNumber(raw: unknown, range: { min: number; max: number }, fallback: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < range.min || n > range.max) return fallback;
  return n;
}
