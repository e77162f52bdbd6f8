import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { EMAIL_MAX, GENERATED_PASSWORD_MAX, LINKEDIN_URL_MAX, NAME_MAX } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';

@ObjectType({ description: 'Someone who signed up for early access.' })
@Entity({ tableName: 'early_access_respondents' })
export class EarlyAccessRespondent {
  [OptionalProps]?: 'authorizedUser' | 'captchaVerified' | 'signupDate';

  @Field(() => ID, { description: 'Stable uuid of the respondent (the id that promotion takes).' })
  @PrimaryKey(uuidPk)
  id: string = newId();

  @Field(() => String, { description: 'Email, stored trimmed and lower-cased; one sign-up per email.' })
  @Property({ type: 'string', length: EMAIL_MAX, unique: true })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name, if given.' })
  @Property({ type: 'string', length: NAME_MAX, nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name, if given.' })
  @Property({ type: 'string', length: NAME_MAX, nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'LinkedIn profile URL, if given.' })
  @Property({ type: 'string', length: LINKEDIN_URL_MAX, nullable: true })
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Why they want to be an early adopter.' })
  @Property({ type: 'text', nullable: true })
  whyEarlyAdopter?: string | null;

  @Field(() => Boolean, { description: 'True once an administrator promoted them.' })
  @Property({ type: 'boolean', default: false })
  authorizedUser: boolean = false;

  @Field(() => Boolean, { description: 'True once a captcha was verified (not used yet).' })
  @Property({ type: 'boolean', default: false })
  captchaVerified: boolean = false;

  @Field(() => Date, { description: 'When they signed up.' })
  @Property({ ...createdAtProp })
  signupDate: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When they were promoted.' })
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  authorizedDate?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the promoted user first signed in.' })
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  lastLoginDate?: Date | null;

  @Field(() => String, { nullable: true, description: 'Password generated at promotion; cleared at their first sign-in. Admins only.' })
  @Property({ type: 'string', length: GENERATED_PASSWORD_MAX, nullable: true })
  generatedPassword?: string | null;
}
