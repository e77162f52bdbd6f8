import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { DISPUTE_REASONS, DISPUTE_STATUSES, type DisputeReason, type DisputeStatus } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { FactCheck } from '../fact-check/fact-check.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A user's "this looks wrong" on one of their own fact-checks (docs/adr/0070-disputes-and-moderation.md).
 * At most one open dispute per fact-check (a partial unique index the migration creates).
 */
@Entity({ tableName: 'disputes' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({
  name: 'disputes_one_open_per_fact_check',
  expression: `create unique index "disputes_one_open_per_fact_check" on "disputes" ("fact_check_id") where "status" = 'open'`,
})
export class Dispute {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => FactCheck, { deleteRule: 'cascade' })
  @Index()
  factCheck!: Rel<FactCheck>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: [...DISPUTE_REASONS] })
  reason!: DisputeReason;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Enum({ items: [...DISPUTE_STATUSES], default: 'open' })
  status: DisputeStatus = 'open';

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  resolvedBy?: Rel<User> | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  resolvedAt?: Date | null;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();
}
