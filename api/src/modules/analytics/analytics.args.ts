import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { AnalyticsBucket } from './analytics.range.js';

/** What topUsers ranks by. Const object, not a TS enum. */
export const TopUsersOrder = { factChecks: 'factChecks', apiCalls: 'apiCalls', tokensUsed: 'tokensUsed' } as const;
export type TopUsersOrder = (typeof TopUsersOrder)[keyof typeof TopUsersOrder];

registerEnumType(TopUsersOrder, {
  name: 'TopUsersOrder',
  description: 'What the top users are ranked by.',
  valuesConfig: {
    factChecks: { description: 'Fact-checks run.' },
    apiCalls: { description: 'Provider calls made for the user.' },
    tokensUsed: { description: 'Provider tokens used.' },
  },
});

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
