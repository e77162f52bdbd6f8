import type { Role } from '@factlens/common';
import type { AnalyticsBucket } from './analytics.range.js';
import type { ProviderKind } from './provider-kinds.js';

/*
 * The shapes the analytics services return. Plain data, no transport: the GraphQL object types in
 * analytics.types.ts and api-usage.types.ts implement these interfaces, REST serialises them as JSON.
 */

/** What topUsers ranks by. Const object, not a TS enum (registered for GraphQL in graphql/enums.ts). */
export const TopUsersOrder = { factChecks: 'factChecks', apiCalls: 'apiCalls', tokensUsed: 'tokensUsed' } as const;
export type TopUsersOrder = (typeof TopUsersOrder)[keyof typeof TopUsersOrder];

/** One bucket of a time series. */
export interface AnalyticsTimePoint {
  start: Date;
  count: number;
}

/** A count per day or week over a date range; empty buckets are 0. */
export interface AnalyticsTimeSeries {
  from: Date;
  to: Date;
  bucket: AnalyticsBucket;
  total: number;
  points: AnalyticsTimePoint[];
}

/** One category of a breakdown with its count and share. */
export interface AnalyticsCategory {
  key: string;
  label: string;
  count: number;
  share: number;
  points: AnalyticsTimePoint[] | null;
}

/** Counts by category over a date range. Every known category is listed, with 0 when absent. */
export interface AnalyticsBreakdown {
  from: Date;
  to: Date;
  bucket: AnalyticsBucket | null;
  total: number;
  categories: AnalyticsCategory[];
}

/** Provider calls in one bucket. */
export interface ProviderCallPoint {
  start: Date;
  calls: number;
  failures: number;
}

/** Calls to one provider, or to all providers of one kind, with success rate and latency percentiles. */
export interface ProviderCallStats {
  key: string;
  label: string;
  kind: ProviderKind;
  calls: number;
  successes: number;
  failures: number;
  successRate: number | null;
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  avgLatencyMs: number | null;
  tokensUsed: number;
  points: ProviderCallPoint[] | null;
}

/** Provider calls over a date range, one row per provider or per kind. */
export interface ProviderCallsReport {
  from: Date;
  to: Date;
  bucket: AnalyticsBucket | null;
  totalCalls: number;
  items: ProviderCallStats[];
}

/** One user's usage over a date range. */
export interface UserUsageStats {
  userId: string;
  email: string;
  role: Role;
  factChecks: number;
  apiCalls: number;
  failedApiCalls: number;
  tokensUsed: number;
  lastActiveAt: Date | null;
}

/** The most active users over a date range. */
export interface TopUsersReport {
  from: Date;
  to: Date;
  orderBy: TopUsersOrder;
  users: UserUsageStats[];
}

/** Early-access sign-ups and promotions in one bucket. */
export interface EarlyAccessPoint {
  start: Date;
  signups: number;
  promotions: number;
}

/** Early-access sign-ups (signup date) and promotions (authorised date) over time. */
export interface EarlyAccessSeries {
  from: Date;
  to: Date;
  bucket: AnalyticsBucket;
  totalSignups: number;
  totalPromotions: number;
  points: EarlyAccessPoint[];
}

/** One recorded provider call (a row of api_usage). */
export interface ApiUsageRecord {
  id: string;
  provider: string;
  kind: ProviderKind;
  requestType: string;
  tokensUsed: number;
  success: boolean;
  latencyMs: number | null;
  createdAt: Date;
  userId: string | null;
}
