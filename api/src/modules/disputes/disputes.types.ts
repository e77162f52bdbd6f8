import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  type DisputeReason,
  type DisputeStatus,
  type FactCheckResult,
  type Verdict,
} from '@factlens/common';
import { FactCheckResultType } from '../fact-check/fact-check.types.js';
import type { CorrectionsDay, DisputeView, OutcomeCount, PublisherDisputes, QueueItem, ReviewHit } from './disputes.service.js';

/* GraphQL shapes of disputes, the moderation queue and its analytics (docs/adr/0070-disputes-and-moderation.md). */

export const DisputeReasonEnum = enumOf('DisputeReason', 'Why a user thinks a result is wrong.', DISPUTE_REASON_LABELS);

export const DisputeStatusEnum = enumOf('DisputeStatus', 'Where a dispute stands.', DISPUTE_STATUS_LABELS);

@ObjectType('Dispute', { description: "A user's dispute of one of their fact-checks." })
export class DisputeType implements DisputeView {
  @Field(() => ID, { description: 'Stable uuid of the dispute.' })
  id!: string;

  @Field(() => ID, { description: 'The disputed fact-check.' })
  factCheckId!: string;

  @Field(() => DisputeReasonEnum, { description: 'Why the user thinks the result is wrong.' })
  reason!: DisputeReason;

  @Field(() => String, { nullable: true, description: "The user's note." })
  note!: string | null;

  @Field(() => DisputeStatusEnum, { description: 'open, upheld, corrected or no_fact_check.' })
  status!: DisputeStatus;

  @Field(() => Date, { description: 'When the user opened it.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a moderator resolved it.' })
  resolvedAt!: Date | null;
}

@ObjectType('ModerationItem', { description: 'A dispute in the moderation queue, with the checked text and its stored result.' })
export class ModerationItemType extends DisputeType implements QueueItem {
  @Field(() => String, { description: 'The text that was checked.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Where the text was found.' })
  platform!: string | null;

  @Field(() => Date, { description: 'When the check ran.' })
  checkedAt!: Date;

  @Field(() => FactCheckResultType, { nullable: true, description: 'The result the user saw.' })
  result!: FactCheckResult | null;
}

@InputType('DisputeInput', { description: '"This looks wrong": a reason and an optional note.' })
export class DisputeInputType {
  @Field(() => String, { description: 'wrong_match, outdated, misleading_tone or other.' })
  reason!: string;

  @Field(() => String, { nullable: true, description: 'Optional note (at most 1000 characters).' })
  note?: string | null;
}

@ObjectType('ClaimReviewHit', { description: 'A published fact-check from the local ClaimReview index.' })
export class ClaimReviewHitType implements ReviewHit {
  @Field(() => ID, { description: 'Stable uuid of the review (pass it to pinDisputeReview).' })
  id!: string;

  @Field(() => String, { description: 'The claim as the fact-checker worded it.' })
  claimText!: string;

  @Field(() => String, { description: 'Who published the review.' })
  publisherName!: string;

  @Field(() => String, { nullable: true, description: "Publisher's site (host without www)." })
  publisherSite!: string | null;

  @Field(() => String, { description: 'The review article.' })
  url!: string;

  @Field(() => String, { description: "The publisher's rating words." })
  textualRating!: string;

  @Field(() => String, { description: 'The rating on our scale.' })
  verdict!: Verdict;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  reviewDate!: string | null;

  @Field(() => Float, { description: 'Full-text rank (1 for an exact URL).' })
  rank!: number;
}

@ObjectType('DisputeOutcome', { description: 'Disputes with one status.' })
export class DisputeOutcomeType implements OutcomeCount {
  @Field(() => DisputeStatusEnum, { description: 'The status counted.' })
  status!: DisputeStatus;

  @Field(() => Int, { description: 'Disputes with this status.' })
  count!: number;
}

@ObjectType('PublisherDisputes', { description: "Disputes of results citing one publisher's fact-checks, by outcome." })
export class PublisherDisputesType implements PublisherDisputes {
  @Field(() => String, { description: 'Publisher of a source in the disputed results.' })
  publisher!: string;

  @Field(() => Int, { description: 'Disputes of results citing this publisher.' })
  disputes!: number;

  @Field(() => Int, { description: 'Of those, still open.' })
  open!: number;

  @Field(() => Int, { description: 'Of those, upheld.' })
  upheld!: number;

  @Field(() => Int, { description: 'Of those, corrected (a source excluded or a review pinned).' })
  corrected!: number;

  @Field(() => Int, { description: 'Of those, marked: no fact-check applies.' })
  noFactCheck!: number;
}

@ObjectType('CorrectionsDay', { description: 'Corrections written on one UTC day, by kind.' })
export class CorrectionsDayType implements CorrectionsDay {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  day!: string;

  @Field(() => Int, { description: 'Sources marked as not matching.' })
  excludeSource!: number;

  @Field(() => Int, { description: 'Reviews pinned.' })
  pinReview!: number;

  @Field(() => Int, { description: 'Texts marked: no fact-check applies.' })
  noFactCheck!: number;
}
