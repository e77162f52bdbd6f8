import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Role } from '@factlens/common';
import { AnalyticsBucket } from './analytics.range.js';
import { ProviderKind } from './provider-kinds.js';
import { TopUsersOrder } from './analytics.model.js';
import type * as model from './analytics.model.js';

@ObjectType({ description: 'One bucket of a time series.' })
export class AnalyticsTimePoint implements model.AnalyticsTimePoint {
  @Field(() => Date, { description: 'Start of the bucket (00:00 UTC of the day, or of the Monday of the week).' })
  start!: Date;

  @Field(() => Int, { description: 'Count in this bucket (0 when nothing happened).' })
  count!: number;
}

@ObjectType({ description: 'A count per day or week over a date range; empty buckets are 0.' })
export class AnalyticsTimeSeries implements model.AnalyticsTimeSeries {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => AnalyticsBucket, { description: 'Bucket size.' })
  bucket!: AnalyticsBucket;

  @Field(() => Int, {
    description:
      'Total over the range (for distinct counts such as active users: distinct over the whole range, not the sum of the buckets).',
  })
  total!: number;

  @Field(() => [AnalyticsTimePoint], {
    description: 'One point per bucket, oldest first. The first and last bucket may cover only part of a day or week.',
  })
  points!: AnalyticsTimePoint[];
}

@ObjectType({ description: 'One category of a breakdown with its count and share.' })
export class AnalyticsCategory implements model.AnalyticsCategory {
  @Field(() => String, { description: 'Stable key (e.g. twitter, green, ocr; "unknown" when the value is missing).' })
  key!: string;

  @Field(() => String, { description: 'Label for display.' })
  label!: string;

  @Field(() => Int, { description: 'Count in the range.' })
  count!: number;

  @Field(() => Float, { description: 'count / total of the breakdown, 0-1 (0 when the total is 0).' })
  share!: number;

  @Field(() => [AnalyticsTimePoint], { nullable: true, description: 'Count per bucket, when the query was given a bucket; else null.' })
  points!: AnalyticsTimePoint[] | null;
}

@ObjectType({ description: 'Counts by category over a date range. Every known category is listed, with 0 when absent.' })
export class AnalyticsBreakdown implements model.AnalyticsBreakdown {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => AnalyticsBucket, {
    nullable: true,
    description: 'Bucket size of the per-category points, or null when none were asked for.',
  })
  bucket!: AnalyticsBucket | null;

  @Field(() => Int, { description: 'Total over all categories.' })
  total!: number;

  @Field(() => [AnalyticsCategory], { description: 'Categories: known ones in their usual order, then any others by count.' })
  categories!: AnalyticsCategory[];
}

@ObjectType({ description: 'Provider calls in one bucket.' })
export class ProviderCallPoint implements model.ProviderCallPoint {
  @Field(() => Date, { description: 'Start of the bucket (UTC).' })
  start!: Date;

  @Field(() => Int, { description: 'Calls in this bucket.' })
  calls!: number;

  @Field(() => Int, { description: 'Failed calls in this bucket.' })
  failures!: number;
}

@ObjectType({ description: 'Calls to one provider, or to all providers of one kind, with success rate and latency percentiles.' })
export class ProviderCallStats implements model.ProviderCallStats {
  @Field(() => String, {
    description: 'Provider name as stored (e.g. google-factcheck), or the kind (e.g. fact_check) in providerCallsByKind.',
  })
  key!: string;

  @Field(() => String, { description: 'Label for display.' })
  label!: string;

  @Field(() => ProviderKind, { description: 'What the provider is for.' })
  kind!: ProviderKind;

  @Field(() => Int, { description: 'Calls in the range.' })
  calls!: number;

  @Field(() => Int, { description: 'Calls that succeeded.' })
  successes!: number;

  @Field(() => Int, { description: 'Calls that failed or timed out.' })
  failures!: number;

  @Field(() => Float, { nullable: true, description: 'successes / calls, 0-1; null without calls.' })
  successRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median latency in ms (percentile_cont 0.5); null without timed calls.' })
  latencyP50Ms!: number | null;

  @Field(() => Float, { nullable: true, description: '95th percentile latency in ms (percentile_cont 0.95); null without timed calls.' })
  latencyP95Ms!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean latency in ms; null without timed calls.' })
  avgLatencyMs!: number | null;

  @Field(() => Float, { description: 'Tokens used (as the providers report them; 0 for local ones).' })
  tokensUsed!: number;

  @Field(() => [ProviderCallPoint], { nullable: true, description: 'Calls per bucket, when the query was given a bucket; else null.' })
  points!: ProviderCallPoint[] | null;
}

@ObjectType({ description: 'Provider calls over a date range, one row per provider or per kind.' })
export class ProviderCallsReport implements model.ProviderCallsReport {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => AnalyticsBucket, { nullable: true, description: 'Bucket size of the points, or null when none were asked for.' })
  bucket!: AnalyticsBucket | null;

  @Field(() => Int, { description: 'All calls in the range.' })
  totalCalls!: number;

  @Field(() => [ProviderCallStats], {
    description: 'Known providers (or kinds) in their usual order, with 0 when unused, then unknown ones.',
  })
  items!: ProviderCallStats[];
}

@ObjectType({ description: "One user's usage over a date range." })
export class UserUsageStats implements model.UserUsageStats {
  @Field(() => ID, { description: 'Id of the user.' })
  userId!: string;

  @Field(() => String, { description: "The user's email." })
  email!: string;

  @Field(() => Role, { description: "The user's current role." })
  role!: Role;

  @Field(() => Int, { description: 'Fact-checks the user ran in the range.' })
  factChecks!: number;

  @Field(() => Int, { description: 'Provider calls made for the user in the range.' })
  apiCalls!: number;

  @Field(() => Int, { description: 'Of those, calls that failed.' })
  failedApiCalls!: number;

  @Field(() => Float, { description: 'Tokens used by those calls.' })
  tokensUsed!: number;

  @Field(() => Date, { nullable: true, description: 'Last fact-check or provider call in the range.' })
  lastActiveAt!: Date | null;
}

@ObjectType({ description: 'The most active users over a date range.' })
export class TopUsersReport implements model.TopUsersReport {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => TopUsersOrder, { description: 'What the users are ranked by.' })
  orderBy!: TopUsersOrder;

  @Field(() => [UserUsageStats], { description: 'Users, highest first (ties by email).' })
  users!: UserUsageStats[];
}

@ObjectType({ description: 'Early-access sign-ups and promotions in one bucket.' })
export class EarlyAccessPoint implements model.EarlyAccessPoint {
  @Field(() => Date, { description: 'Start of the bucket (UTC).' })
  start!: Date;

  @Field(() => Int, { description: 'Applicants who signed up in this bucket.' })
  signups!: number;

  @Field(() => Int, { description: 'Applicants promoted (authorised) in this bucket.' })
  promotions!: number;
}

@ObjectType({ description: 'Early-access sign-ups (signup date) and promotions (authorised date) over time.' })
export class EarlyAccessSeries implements model.EarlyAccessSeries {
  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => AnalyticsBucket, { description: 'Bucket size.' })
  bucket!: AnalyticsBucket;

  @Field(() => Int, { description: 'Sign-ups in the range.' })
  totalSignups!: number;

  @Field(() => Int, { description: 'Promotions in the range.' })
  totalPromotions!: number;

  @Field(() => [EarlyAccessPoint], { description: 'One point per bucket, oldest first.' })
  points!: EarlyAccessPoint[];
}
