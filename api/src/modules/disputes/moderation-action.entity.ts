import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';
import { Dispute } from './dispute.entity.js';

/** One audited moderator action: who, when, what, and the state before and after (docs/adr/0071-moderation-audit.md). */
@Entity({ tableName: 'moderation_actions' })
export class ModerationAction {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  @Index()
  actor?: Rel<User> | null;

  /** uphold, exclude_source, pin_review, no_fact_check. */
  @Property({ type: 'string', length: 32 })
  action!: string;

  @ManyToOne(() => Dispute, { nullable: true, deleteRule: 'set null' })
  @Index()
  dispute?: Rel<Dispute> | null;

  @Property({ type: 'json' })
  before!: Record<string, unknown>;

  @Property({ type: 'json' })
  after!: Record<string, unknown>;

  @Property({ ...createdAtProp })
  @Index()
  createdAt: Date = new Date();
}
