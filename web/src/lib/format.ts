import { USER_ID_SHORT_LENGTH } from '@factlens/common';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Aug 21, 2025" from an ISO date; dates are shown in UTC so everyone sees the same day. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** The first 8 characters of an id (docs/adr/0016-client-behaviour.md). */
export function shortId(id: string): string {
  return id.slice(0, USER_ID_SHORT_LENGTH);
}

/** Whole percent of used/limit; 0 when there is no limit. */
export function percent(used: number, limit: number): number {
  return limit > 0 ? Math.round((used / limit) * 100) : 0;
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "10,000": a count as the API sent it, with thousands separators; '—' when missing. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : countFormat.format(value);
}

/** "99.2%" from a 0-1 share or rate as the API sent it; '—' when null (e.g. no calls). */
export function formatShare(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${(value * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** "412 ms" from a latency in ms (whole ms); '—' when the API has none. */
export function formatMs(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${countFormat.format(Math.round(value))} ms`;
}

/** "Aug 21, 2025, 14:05 UTC". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${dateTimeFormat.format(date)} UTC`;
}

/** "Aug 21": the axis label of a day or week bucket (UTC). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDateFormat.format(date);
}

/** The first `max` characters of a text on one line, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
