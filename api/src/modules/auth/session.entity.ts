import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

/**
 * A sign-in session: the opaque token is stored only as its SHA-256 hash. It ends at `expiresAt`, when
 * revoked, or after an idle period since `lastSeenAt` (docs/adr/0032-password-change-and-sessions.md).
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Last use, refreshed at most every few minutes (keeps the per-request lookup cheap). */
  @Property({ ...createdAtProp })
  lastSeenAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
