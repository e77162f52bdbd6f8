import { ArgsType, Field, Int } from 'type-graphql';
import { AnalyticsBucket } from './analytics.range.js';
import { TopUsersOrder } from './analytics.model.js';

@ArgsType()
export class RangeArgs {
  @Field(() => Date, { nullable: true, description: 'Start (inclusive). Default: 30 days before `to`.' })
  from?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'End (exclusive). Default: the next 00:00 UTC, so today is included. At most 400 days after `from`.',
  })
  to?: Date | null;
}

@ArgsType()
export class SeriesArgs extends RangeArgs {
  @Field(() => AnalyticsBucket, { defaultValue: AnalyticsBucket.day, description: 'Bucket size (UTC).' })
  bucket: AnalyticsBucket = AnalyticsBucket.day;
}

@ArgsType()
export class BreakdownArgs extends RangeArgs {
  @Field(() => AnalyticsBucket, { nullable: true, description: 'When given, each category also carries its count per bucket.' })
  bucket?: AnalyticsBucket | null;
}

@ArgsType()
export class TopUsersArgs extends RangeArgs {
  @Field(() => Int, { defaultValue: 10, description: 'How many users, 1-100.' })
  first: number = 10;

  @Field(() => TopUsersOrder, {
    defaultValue: TopUsersOrder.factChecks,
    description: 'What to rank by (ties: the other measures, then email).',
  })
  orderBy: TopUsersOrder = TopUsersOrder.factChecks;
}
