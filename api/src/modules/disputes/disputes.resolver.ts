import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ANALYST_ROLES, Role } from '@factlens/common';
import type { GqlContext } from '../../graphql/context.js';
import { FactCheckRecordType } from '../fact-check/fact-check.types.js';
import type { FactCheckRecord } from '../fact-check/result.presenter.js';
import {
  correctionsOverTime,
  createDispute,
  disputeOutcomes,
  disputesByPublisher,
  latestDisputes,
  moderationQueue,
  resolveDispute,
  searchClaimReviews,
  type DisputeView,
  type ModerationDecision,
  type QueueItem,
} from './disputes.service.js';
import {
  ClaimReviewHitType,
  CorrectionsDayType,
  DisputeInputType,
  DisputeOutcomeType,
  DisputeType,
  ModerationItemType,
  PublisherDisputesType,
} from './disputes.types.js';

const loaders = new WeakMap<EntityManager, DataLoader<string, DisputeView | null>>();

/** The newest dispute of each fact-check on a page, in one query per request tick. */
function disputeLoader(em: EntityManager): DataLoader<string, DisputeView | null> {
  let l = loaders.get(em);
  if (!l) {
    l = new DataLoader(async (ids) => {
      const found = await latestDisputes(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    loaders.set(em, l);
  }
  return l;
}

const MODERATORS = [...ANALYST_ROLES];

@Resolver(() => FactCheckRecordType)
export class FactCheckDisputeResolver {
  @FieldResolver(() => DisputeType, { nullable: true, description: 'The newest dispute of this check, if the user disputed it.' })
  dispute(@Ctx() ctx: GqlContext, @Root() row: FactCheckRecord): Promise<DisputeView | null> {
    return disputeLoader(ctx.em).load(row.id);
  }
}

@Resolver()
export class DisputesResolver {
  @Authorized()
  @Mutation(() => DisputeType, {
    description: '"This looks wrong" on one of your own fact-checks (one open dispute per check; a daily limit per user).',
  })
  disputeFactCheck(
    @Ctx() ctx: GqlContext,
    @Arg('factCheckId', () => ID) factCheckId: string,
    @Arg('input', () => DisputeInputType) input: DisputeInputType,
  ): Promise<DisputeView> {
    return createDispute(ctx.em, ctx.user!, factCheckId, { ...input });
  }

  @Authorized(...MODERATORS)
  @Query(() => [ModerationItemType], { description: 'Open disputes, oldest first (moderators and administrators).' })
  moderationQueue(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50 }) first: number,
  ): Promise<QueueItem[]> {
    return moderationQueue(ctx.em, ctx.user!, first);
  }

  @Authorized(...MODERATORS)
  @Query(() => [ClaimReviewHitType], {
    description: 'Full-text search of the ClaimReview index, or one review by URL (moderators and administrators).',
  })
  searchClaimReviews(
    @Ctx() ctx: GqlContext,
    @Arg('query', () => String) query: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 10 }) first: number,
  ) {
    return searchClaimReviews(ctx.em, ctx.user!, query, first);
  }

  private resolve(ctx: GqlContext, id: string, decision: ModerationDecision): Promise<QueueItem> {
    return resolveDispute(ctx.em, ctx.services.corrections, ctx.user!, id, decision);
  }

  @Authorized(...MODERATORS)
  @Mutation(() => ModerationItemType, { description: 'The result stands: close the dispute as upheld.' })
  upholdDispute(@Ctx() ctx: GqlContext, @Arg('id', () => ID) id: string): Promise<QueueItem> {
    return this.resolve(ctx, id, { kind: 'uphold' });
  }

  @Authorized(...MODERATORS)
  @Mutation(() => ModerationItemType, { description: 'These sources do not match the text: they are dropped from later checks of it.' })
  excludeDisputeSources(
    @Ctx() ctx: GqlContext,
    @Arg('id', () => ID) id: string,
    @Arg('urls', () => [String]) urls: string[],
  ): Promise<QueueItem> {
    return this.resolve(ctx, id, { kind: 'exclude_source', urls });
  }

  @Authorized(...MODERATORS)
  @Mutation(() => ModerationItemType, {
    description: 'This review is the one about the text: later checks of it show it first and take its rating.',
  })
  pinDisputeReview(
    @Ctx() ctx: GqlContext,
    @Arg('id', () => ID) id: string,
    @Arg('claimReviewId', () => ID) claimReviewId: string,
  ): Promise<QueueItem> {
    return this.resolve(ctx, id, { kind: 'pin_review', claimReviewId });
  }

  @Authorized(...MODERATORS)
  @Mutation(() => ModerationItemType, { description: 'No published fact-check applies to the text: later checks of it are unverified.' })
  markDisputeNoFactCheck(@Ctx() ctx: GqlContext, @Arg('id', () => ID) id: string): Promise<QueueItem> {
    return this.resolve(ctx, id, { kind: 'no_fact_check' });
  }

  @Authorized(Role.admin)
  @Query(() => [DisputeOutcomeType], { description: 'Disputes by status (administrators).' })
  disputeOutcomes(@Ctx() ctx: GqlContext) {
    return disputeOutcomes(ctx.em, ctx.user!);
  }

  @Authorized(Role.admin)
  @Query(() => [PublisherDisputesType], { description: 'Disputes by publisher of the disputed sources (administrators).' })
  disputesByPublisher(@Ctx() ctx: GqlContext, @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number) {
    return disputesByPublisher(ctx.em, ctx.user!, first);
  }

  @Authorized(Role.admin)
  @Query(() => [CorrectionsDayType], { description: 'Corrections per UTC day (administrators).' })
  correctionsOverTime(@Ctx() ctx: GqlContext, @Arg('days', () => Int, { nullable: true, defaultValue: 30 }) days: number) {
    return correctionsOverTime(ctx.em, ctx.user!, days);
  }
}
