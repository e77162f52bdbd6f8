import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../errors.js';
import { cached } from './analytics.cache.js';
import { iso, resolveRange, type AnalyticsBucket, type DateRange } from './analytics.range.js';
import type { AnalyticsBreakdown, AnalyticsTimeSeries, EarlyAccessSeries, ProviderCallsReport, TopUsersReport, TopUsersOrder } from './analytics.model.js';
import { DIMENSIONS, factCheckBreakdown, factChecksOverTime } from './fact-check-stats.queries.js';
import { providerCalls, type ProviderGrouping } from './provider-stats.queries.js';
import { activeUsersOverTime, earlyAccessOverTime, topUsers } from './user-stats.queries.js';

/*
 * The one entry point of every analytics number (GraphQL resolvers and the CSV export both call it):
 * resolve and validate the range, then answer from the short cache or one aggregate SQL statement.
 */

export interface RangeInput {
  from?: Date | null;
  to?: Date | null;
}
export type Dimension = keyof typeof DIMENSIONS;

const keyOf = (r: DateRange, extra: Record<string, unknown> = {}) => ({ from: iso(r.from), to: iso(r.to), ...extra });

export function getFactChecksOverTime(em: EntityManager, input: RangeInput & { bucket: AnalyticsBucket }): Promise<AnalyticsTimeSeries> {
  const range = resolveRange(input.from, input.to);
  return cached('factChecksOverTime', keyOf(range, { b: input.bucket }), () => factChecksOverTime(em, range, input.bucket));
}

export function getFactCheckBreakdown(
  em: EntityManager,
  dimension: Dimension,
  input: RangeInput & { bucket?: AnalyticsBucket | null },
): Promise<AnalyticsBreakdown> {
  const range = resolveRange(input.from, input.to);
  const bucket = input.bucket ?? null;
  return cached(`factChecksBy:${dimension}`, keyOf(range, { b: bucket }), () =>
    factCheckBreakdown(em, DIMENSIONS[dimension], range, bucket),
  );
}

export function getProviderCalls(
  em: EntityManager,
  grouping: ProviderGrouping,
  input: RangeInput & { bucket?: AnalyticsBucket | null },
): Promise<ProviderCallsReport> {
  const range = resolveRange(input.from, input.to);
  const bucket = input.bucket ?? null;
  return cached(`providerCalls:${grouping}`, keyOf(range, { b: bucket }), () => providerCalls(em, grouping, range, bucket));
}

export function getActiveUsersOverTime(em: EntityManager, input: RangeInput & { bucket: AnalyticsBucket }): Promise<AnalyticsTimeSeries> {
  const range = resolveRange(input.from, input.to);
  return cached('activeUsers', keyOf(range, { b: input.bucket }), () => activeUsersOverTime(em, range, input.bucket));
}

export const TOP_USERS_MAX = 100;

export function getTopUsers(
  em: EntityManager,
  input: RangeInput & { first?: number | null; orderBy?: TopUsersOrder | null },
): Promise<TopUsersReport> {
  const range = resolveRange(input.from, input.to);
  const first = input.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > TOP_USERS_MAX) throw badInput(`first must be from 1 to ${TOP_USERS_MAX}`);
  const orderBy = input.orderBy ?? 'factChecks';
  return cached('topUsers', keyOf(range, { first, orderBy }), async () => ({
    ...range,
    orderBy,
    users: await topUsers(em, range, first, orderBy),
  }));
}

export function getEarlyAccessOverTime(em: EntityManager, input: RangeInput & { bucket: AnalyticsBucket }): Promise<EarlyAccessSeries> {
  const range = resolveRange(input.from, input.to);
  return cached('earlyAccess', keyOf(range, { b: input.bucket }), () => earlyAccessOverTime(em, range, input.bucket));
}
