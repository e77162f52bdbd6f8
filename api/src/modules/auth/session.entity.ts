import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

/** A sign-in session (DESIGN.md section 2): the opaque token is stored only as its SHA-256 hash. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt';

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

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
