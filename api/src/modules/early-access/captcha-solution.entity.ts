import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An ALTCHA challenge that was already used for a sign-up; kept until it expires so it cannot be replayed. */
@Entity({ tableName: 'captcha_solutions' })
export class CaptchaSolution {
  @PrimaryKey({ type: 'string', length: 128 })
  challengeId!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  @Index()
  expiresAt!: Date;
}
