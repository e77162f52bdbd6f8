import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { EARLY_ACCESS_TOTAL_SLOTS, type PromotionOutcome } from '@factlens/common';
import { Connection, type Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { deleteApplicant, joinEarlyAccess, listApplicants, promoteApplicant, remainingSlots } from './early-access.service.js';
import { EarlyAccessRespondent } from './respondent.entity.js';

@ObjectType({ description: 'How many early-access places are left.' })
export class EarlyAccessSlots {
  @Field(() => Int, { description: 'Places left (never below 0).' })
  remainingSlots!: number;

  @Field(() => Int, { description: 'Places in all (25).' })
  totalSlots!: number;

  @Field(() => Boolean, { description: 'True when sign-up needs an ALTCHA solution (challenge from GET /api/altcha/challenge).' })
  captchaRequired!: boolean;
}

export const PromotionOutcomeEnum = { CREATED: 'CREATED', UPGRADED: 'UPGRADED', ALREADY_MEMBER: 'ALREADY_MEMBER' } as const;
registerEnumType(PromotionOutcomeEnum, {
  name: 'PromotionOutcome',
  description: 'What a promotion did to the account with the applicant\'s email.',
  valuesConfig: {
    CREATED: { description: 'A new early-access account was created with a generated password.' },
    UPGRADED: { description: 'An existing free account was raised to early access; its password and sessions were not touched.' },
    ALREADY_MEMBER: { description: 'The person already had early access or a higher role; nothing was changed.' },
  },
});

@ObjectType({ description: 'The answer to an early-access sign-up.' })
export class JoinEarlyAccessResult {
  @Field(() => String, { description: 'A message to show.' })
  message!: string;

  @Field(() => Int, { description: 'Places left after this sign-up.' })
  remainingSlots!: number;
}

@ObjectType({ description: 'A promoted applicant, what happened to the account, and the password if one was generated.' })
export class PromotionResult {
  @Field(() => PromotionOutcomeEnum, { description: 'CREATED, UPGRADED or ALREADY_MEMBER.' })
  outcome!: PromotionOutcome;

  @Field(() => String, { description: 'The outcome in plain words, for the admin.' })
  message!: string;

  @Field(() => EarlyAccessRespondent, { description: 'The applicant, now authorised.' })
  respondent!: EarlyAccessRespondent;

  @Field(() => User, { description: 'The account created, upgraded or left as it was.' })
  user!: User;

  @Field(() => String, { nullable: true, description: 'The generated password, only for a CREATED account (null otherwise: an existing password is never changed).' })
  generatedPassword!: string | null;
}

@ObjectType({ description: 'The answer to deleting an applicant.' })
export class DeleteApplicantResult {
  @Field(() => ID, { description: 'Id of the deleted applicant.' })
  id!: string;

  @Field(() => Int, { description: 'Places left now.' })
  remainingSlots!: number;
}

@InputType({ description: 'An early-access sign-up, validated with the shared sign-up schema.' })
export class EarlyAccessInput {
  @Field(() => String, { description: 'Email (required).' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name (optional, 64 characters).' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'Last name (optional, 64 characters).' })
  lastName?: string;

  @Field(() => String, { nullable: true, description: "LinkedIn profile URL (optional; must contain 'linkedin.com')." })
  linkedinUrl?: string;

  @Field(() => String, { description: 'Why they want to be an early adopter (at least 10 characters).' })
  whyEarlyAdopter!: string;

  @Field(() => String, { nullable: true, description: 'The ALTCHA widget payload (required while the captchaEnabled setting is on).' })
  altcha?: string;
}

export const EarlyAccessRespondentConnection = Connection(EarlyAccessRespondent, 'EarlyAccessRespondent');

@Resolver()
export class EarlyAccessResolver {
  @Query(() => EarlyAccessSlots, { description: 'Early-access places left (public).' })
  async earlyAccessSlots(@Ctx() ctx: GqlContext): Promise<EarlyAccessSlots> {
    const settings = await ctx.services.settings.get();
    return { remainingSlots: await remainingSlots(ctx.em), totalSlots: EARLY_ACCESS_TOTAL_SLOTS, captchaRequired: settings.captchaEnabled };
  }

  @Mutation(() => JoinEarlyAccessResult, { description: 'Sign up for early access (public; rate-limited per IP).' })
  async joinEarlyAccess(@Ctx() ctx: GqlContext, @Arg('input', () => EarlyAccessInput) input: EarlyAccessInput): Promise<JoinEarlyAccessResult> {
    const res = await joinEarlyAccess(ctx.em, { ...input }, { ip: ctx.ip, settings: await ctx.services.settings.get() });
    return { message: res.message, remainingSlots: res.remainingSlots };
  }

  @Authorized('admin')
  @Query(() => EarlyAccessRespondentConnection, { description: 'Early-access applicants, newest first (admins only).' })
  earlyAccessApplicants(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 100, description: 'Page size, 1-200.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from pageInfo.endCursor.' }) after?: string | null,
  ): Promise<Page<EarlyAccessRespondent>> {
    return listApplicants(ctx.em, { first, after });
  }

  @Authorized('admin')
  @Mutation(() => PromotionResult, {
    description:
      'Promote an applicant (admins only; refused the second time). Creates an early-access account with a generated password, or upgrades an existing free account, and never changes an existing password.',
  })
  async promoteApplicant(
    @Ctx() ctx: GqlContext,
    @Arg('respondentId', () => ID, { description: 'Id of the applicant (respondent).' }) respondentId: string,
  ): Promise<PromotionResult> {
    return promoteApplicant(ctx.em, respondentId, await ctx.services.settings.get());
  }

  @Authorized('admin')
  @Mutation(() => DeleteApplicantResult, { description: 'Delete an applicant (admins only); frees their early-access place. An account already created stays.' })
  async deleteApplicant(
    @Ctx() ctx: GqlContext,
    @Arg('respondentId', () => ID, { description: 'Id of the applicant (respondent).' }) respondentId: string,
  ): Promise<DeleteApplicantResult> {
    const { remainingSlots: left } = await deleteApplicant(ctx.em, respondentId);
    return { id: respondentId, remainingSlots: left };
  }
}
