import { USER_ID_SHORT_LENGTH } from '@factlens/common';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Aug 21, 2025" from an ISO date; dates are shown in UTC so everyone sees the same day. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** The first 8 characters of an id (spec section 9). */
export function shortId(id: string): string {
  return id.slice(0, USER_ID_SHORT_LENGTH);
}

/** Whole percent of used/limit; 0 when there is no limit. */
export function percent(used: number, limit: number): number {
  return limit > 0 ? Math.round((used / limit) * 100) : 0;
}
