import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

/** One call to a third-party or local provider (fact-check search, moderation, claim verification, OCR). */
@Entity({ tableName: 'api_usage' })
@Index({ properties: ['apiProvider', 'createdAt'] })
export class ApiUsage {
  [OptionalProps]?: 'tokensUsed' | 'createdAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user?: Rel<User> | null;

  @Property({ type: 'string', length: 64 })
  apiProvider!: string;

  @Property({ type: 'string', length: 64 })
  requestType!: string;

  @Property({ type: 'integer', default: 0 })
  tokensUsed: number = 0;

  @Property({ type: 'boolean' })
  success!: boolean;

  /** Wall time of the call, for latency percentiles. */
  @Property({ type: 'integer', nullable: true })
  latencyMs?: number | null;

  @Property({ ...createdAtProp })
  @Index()
  createdAt: Date = new Date();
}
