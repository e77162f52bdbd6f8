import type { AnalyticsBucket } from '../gql/graphql';

/**
 * The analytics date range as the page keeps it (and shows it in the URL): whole UTC days, `to`
 * inclusive, e.g. ?from=2025-08-01&to=2025-08-30&bucket=week. The API takes a half-open range
 * [from 00:00 UTC, the day after `to` 00:00 UTC), so the last day counts in full.
 */
export interface DayRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
  bucket: AnalyticsBucket;
}

/** Same defaults and limit as the API (analytics.range.ts): the last 30 UTC days, at most 400. */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of 00:00 UTC of a YYYY-MM-DD day, or NaN when it is not a real date. */
function dayMs(day: string): number {
  if (!DAY_PATTERN.test(day)) return NaN;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse rolls 2025-02-30 over to March: such a day is not a real date.
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? NaN : ms;
}

export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && !Number.isNaN(dayMs(value));
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days in the range, both ends included. */
export function rangeDays(range: Pick<DayRange, 'from' | 'to'>): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

export function defaultRange(now: Date = new Date()): DayRange {
  const to = todayUtc(now);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to, bucket: 'day' };
}

/** The range in the URL; a missing or malformed value falls back to its default. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): DayRange {
  const fallback = defaultRange(now);
  const from = params.get('from');
  const to = params.get('to');
  const bucket = params.get('bucket');
  return {
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
    bucket: bucket === 'week' ? 'week' : 'day',
  };
}

export function rangeToParams(range: DayRange): Record<string, string> {
  return { from: range.from, to: range.to, bucket: range.bucket };
}

/** Why the range cannot be asked for, or null when it can (the API would refuse the same). */
export function rangeProblem(range: Pick<DayRange, 'from' | 'to'>): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'Enter both dates.';
  if (dayMs(range.from) > dayMs(range.to)) return 'The start date must be on or before the end date.';
  if (rangeDays(range) > MAX_RANGE_DAYS) return `The range may span at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** The query variables of the analytics API: ISO instants, `to` exclusive. */
export function rangeVariables(range: DayRange): { from: string; to: string; bucket: AnalyticsBucket } {
  return {
    from: new Date(dayMs(range.from)).toISOString(),
    to: new Date(dayMs(range.to) + DAY_MS).toISOString(),
    bucket: range.bucket,
  };
}
