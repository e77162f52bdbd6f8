import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { ClaimReview } from '../claim-review/claim-review.entity.js';
import { User } from '../users/user.entity.js';
import { Dispute } from './dispute.entity.js';

export const CORRECTION_KINDS = ['exclude_source', 'pin_review', 'no_fact_check'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/**
 * A moderator's correction for a text, keyed by its fingerprint (docs/adr/0072-corrections-by-fingerprint.md):
 * a source that does not match it, the review that does, or "no fact-check applies". The newest pin or
 * no-fact-check of a fingerprint wins; exclusions add up.
 */
@Entity({ tableName: 'corrections' })
@Index({ properties: ['fingerprint'] })
@Index({ properties: ['looseFingerprint'] })
export class Correction {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  /** NFKC, lower case, punctuation stripped, whitespace collapsed. */
  @Property({ type: 'text' })
  fingerprint!: string;

  /** The fingerprint without stop words (negations kept). */
  @Property({ type: 'text' })
  looseFingerprint!: string;

  @Enum({ items: [...CORRECTION_KINDS] })
  kind!: CorrectionKind;

  /** exclude_source: the URL of the source that does not match. */
  @Property({ type: 'text', nullable: true })
  sourceUrl?: string | null;

  /** pin_review: the review that applies. */
  @ManyToOne(() => ClaimReview, { nullable: true, deleteRule: 'cascade' })
  claimReview?: Rel<ClaimReview> | null;

  @ManyToOne(() => Dispute, { nullable: true, deleteRule: 'set null' })
  dispute?: Rel<Dispute> | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Property({ ...createdAtProp })
  @Index()
  createdAt: Date = new Date();
}
