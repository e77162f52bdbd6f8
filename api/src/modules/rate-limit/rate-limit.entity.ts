import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A fixed-window counter shared by every API replica (login failures, sign-ups per IP, contact per user). */
@Entity({ tableName: 'rate_limits' })
export class RateLimit {
  [OptionalProps]?: 'count';

  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  count: number = 0;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  resetAt!: Date;
}
