import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EMAIL_MAX, NAME_MAX, DEFAULT_DAILY_LIMIT, Role } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';

// simpleResolvers: the fields are properties read by graphql's default resolver, without the global
// middleware chain, which guards root fields only (docs/adr/0095-graphql-execution-overhead.md).
@ObjectType({ description: 'A FactLens account.', simpleResolvers: true })
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'mustChangePassword' | 'role' | 'subscriptionTier' | 'subscriptionStatus' | 'dailyUsage' | 'dailyLimit' | 'usagePending' | 'createdAt' | 'updatedAt' | 'unlimited';

  @Field(() => ID, { description: 'Stable uuid of the user.' })
  @PrimaryKey(uuidPk)
  id: string = newId();

  @Field(() => String, { description: 'Sign-in email, stored trimmed and lower-cased.' })
  @Property({ type: 'string', length: EMAIL_MAX, unique: true })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name (at most 64 characters).' })
  @Property({ type: 'string', length: NAME_MAX, nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name (at most 64 characters).' })
  @Property({ type: 'string', length: NAME_MAX, nullable: true })
  lastName?: string | null;

  /** argon2id hash; never exposed through GraphQL or serialisation. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  password!: string;

  /** True while the password is one an administrator saw (generated at promotion); cleared by a password change. */
  @Field(() => Boolean, { description: 'True while the account still has its generated password: the member must choose a new one.' })
  @Property({ type: 'boolean', default: false })
  mustChangePassword: boolean = false;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  passwordChangedAt?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  extensionUserId?: string | null;

  @Field(() => Role, { description: 'free, early_access, moderator or admin.' })
  @Enum({ items: ['free', 'early_access', 'moderator', 'admin'], default: 'free' })
  @Index()
  role: Role = 'free';

  @Field(() => String, { description: 'Subscription tier; "free" by default.' })
  @Property({ type: 'string', length: 32, default: 'free' })
  subscriptionTier: string = 'free';

  @Field(() => String, { description: 'Subscription status; "active" by default.' })
  @Property({ type: 'string', length: 32, default: 'active' })
  subscriptionStatus: string = 'active';

  @Field(() => Int, { description: 'Checks used in the current UTC day. The reset is lazy: the first request after 00:00 UTC starts again from 0.' })
  @Property({ type: 'integer', default: 0 })
  dailyUsage: number = 0;

  @Field(() => Int, { description: 'Fact-checks allowed per day; set from the site settings for the role. Admins are not limited.' })
  @Property({ type: 'integer', default: DEFAULT_DAILY_LIMIT })
  dailyLimit: number = DEFAULT_DAILY_LIMIT;

  /** Units held by checks in flight: counted against the limit, not in dailyUsage (docs/adr/0082-exact-daily-count.md). */
  @Property({ type: 'integer', default: 0 })
  usagePending: number = 0;

  /** When the held units lapse if their checks are never stored. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  usagePendingUntil?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When dailyUsage was last reset.' })
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  lastUsageReset?: Date | null;

  @Field(() => Date, { description: 'When the account was created.' })
  @Property({ ...createdAtProp })
  @Index()
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When the account was last changed.' })
  @Property({ ...createdAtProp, onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Derived from the role, never stored: the getter below; the plain rows of the users list carry the value. */
  @Field(() => Boolean, { description: 'True for administrators, who have no daily limit (dailyLimit is then 0).' })
  declare readonly unlimited: boolean;
}

// A getter on the prototype, which graphql's default resolver reads like any property: a decorated
// getter would be a TypeGraphQL field resolver, with the middleware chain around it on every row
// (docs/adr/0095-graphql-execution-overhead.md).
Object.defineProperty(User.prototype, 'unlimited', {
  get(this: User) {
    return this.role === 'admin';
  },
  configurable: true,
});
