import { Ctx, Query, Resolver } from 'type-graphql';
import type { ClaimIndexStats } from '@factlens/common';
import type { GqlContext } from '../../graphql/context.js';
import { ClaimIndexStatsType } from './index-stats.types.js';

@Resolver()
export class ClaimIndexStatsResolver {
  @Query(() => ClaimIndexStatsType, { description: 'How many reviews the fact-check index holds and how recent the newest is (public; cached in memory).' })
  claimIndexStats(@Ctx() ctx: GqlContext): Promise<ClaimIndexStats> {
    return ctx.services.indexStats.get();
  }
}
