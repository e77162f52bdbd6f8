import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { BreakdownArgs, SeriesArgs, TopUsersArgs } from './analytics.args.js';
import { AnalyticsBreakdown, AnalyticsTimeSeries, EarlyAccessSeries, ProviderCallsReport, TopUsersReport } from './analytics.types.js';
import * as analytics from './analytics.service.js';

/** Aggregates over fact_checks, api_usage and early_access_respondents for moderators (read) and admins. */
@Resolver()
export class AnalyticsResolver {
  @Authorized('moderator', 'admin')
  @Query(() => AnalyticsTimeSeries, { description: 'Fact-checks per day or week (moderators and admins).' })
  factChecksOverTime(@Ctx() ctx: GqlContext, @Args(() => SeriesArgs) args: SeriesArgs): Promise<AnalyticsTimeSeries> {
    return analytics.getFactChecksOverTime(ctx.em, args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => AnalyticsBreakdown, { description: 'Fact-checks by platform, every platform listed (moderators and admins).' })
  factChecksByPlatform(@Ctx() ctx: GqlContext, @Args(() => BreakdownArgs) args: BreakdownArgs): Promise<AnalyticsBreakdown> {
    return analytics.getFactCheckBreakdown(ctx.em, 'platform', args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => AnalyticsBreakdown, {
    description:
      'Fact-checks by accuracy band of the result (green, yellow, red), with unrated verdicts as "unverified" (moderators and admins).',
  })
  factChecksByVerdictBand(@Ctx() ctx: GqlContext, @Args(() => BreakdownArgs) args: BreakdownArgs): Promise<AnalyticsBreakdown> {
    return analytics.getFactCheckBreakdown(ctx.em, 'verdictBand', args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => AnalyticsBreakdown, { description: 'Fact-checks by content type: text or ocr (moderators and admins).' })
  factChecksByContentType(@Ctx() ctx: GqlContext, @Args(() => BreakdownArgs) args: BreakdownArgs): Promise<AnalyticsBreakdown> {
    return analytics.getFactCheckBreakdown(ctx.em, 'contentType', args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => ProviderCallsReport, {
    description: 'Provider calls per provider: count, success rate, latency p50/p95 (moderators and admins).',
  })
  providerCallsByProvider(@Ctx() ctx: GqlContext, @Args(() => BreakdownArgs) args: BreakdownArgs): Promise<ProviderCallsReport> {
    return analytics.getProviderCalls(ctx.em, 'provider', args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => ProviderCallsReport, {
    description:
      'Provider calls per kind (fact-check, moderation, claim-verification, OCR): count, success rate, latency p50/p95 (moderators and admins).',
  })
  providerCallsByKind(@Ctx() ctx: GqlContext, @Args(() => BreakdownArgs) args: BreakdownArgs): Promise<ProviderCallsReport> {
    return analytics.getProviderCalls(ctx.em, 'kind', args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => AnalyticsTimeSeries, {
    description: 'Distinct users who ran a fact-check or an OCR, per day or week (moderators and admins).',
  })
  activeUsersOverTime(@Ctx() ctx: GqlContext, @Args(() => SeriesArgs) args: SeriesArgs): Promise<AnalyticsTimeSeries> {
    return analytics.getActiveUsersOverTime(ctx.em, args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => TopUsersReport, { description: 'The most active users in the range, with their email (moderators and admins).' })
  topUsers(@Ctx() ctx: GqlContext, @Args(() => TopUsersArgs) args: TopUsersArgs): Promise<TopUsersReport> {
    return analytics.getTopUsers(ctx.em, args);
  }

  @Authorized('moderator', 'admin')
  @Query(() => EarlyAccessSeries, { description: 'Early-access sign-ups and promotions per day or week (moderators and admins).' })
  earlyAccessOverTime(@Ctx() ctx: GqlContext, @Args(() => SeriesArgs) args: SeriesArgs): Promise<EarlyAccessSeries> {
    return analytics.getEarlyAccessOverTime(ctx.em, args);
  }
}
