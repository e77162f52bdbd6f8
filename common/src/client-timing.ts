/**
 * How the clients behave: storage key, cache freshness, delays and the toast numbers
 * (docs/adr/0016-client-behaviour.md).
 */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const SLOTS_FRESH_MS = 30_000;
export const QUERY_FRESH_MS = 5 * 60_000;
export const DASHBOARD_REDIRECT_DELAY_MS = 100;
export const COPIED_INDICATOR_MS = 2000;
export const USER_ID_SHORT_LENGTH = 8;

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
