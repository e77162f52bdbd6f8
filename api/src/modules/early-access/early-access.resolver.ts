import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { EARLY_ACCESS_TOTAL_SLOTS } from '@factlens/common';
import { Connection, type Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { joinEarlyAccess, listApplicants, promoteApplicant, remainingSlots } from './early-access.service.js';
import { EarlyAccessRespondent } from './respondent.entity.js';

@ObjectType({ description: 'How many early-access places are left.' })
export class EarlyAccessSlots {
  @Field(() => Int, { description: 'Places left (never below 0).' })
  remainingSlots!: number;

  @Field(() => Int, { description: 'Places in all (25).' })
  totalSlots!: number;
}

@ObjectType({ description: 'The answer to an early-access sign-up.' })
export class JoinEarlyAccessResult {
  @Field(() => String, { description: 'A message to show.' })
  message!: string;

  @Field(() => Int, { description: 'Places left after this sign-up.' })
  remainingSlots!: number;
}

@ObjectType({ description: 'A promoted applicant, their account and the password generated for it.' })
export class PromotionResult {
  @Field(() => EarlyAccessRespondent, { description: 'The applicant, now authorised.' })
  respondent!: EarlyAccessRespondent;

  @Field(() => User, { description: 'The account created or upgraded.' })
  user!: User;

  @Field(() => String, { description: 'The generated password (shown to the admin to pass on).' })
  generatedPassword!: string;
}

@InputType({ description: 'An early-access sign-up (spec section 5 validation).' })
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
}

export const EarlyAccessRespondentConnection = Connection(EarlyAccessRespondent, 'EarlyAccessRespondent');

@Resolver()
export class EarlyAccessResolver {
  @Query(() => EarlyAccessSlots, { description: 'Early-access places left (public).' })
  async earlyAccessSlots(@Ctx() ctx: GqlContext): Promise<EarlyAccessSlots> {
    return { remainingSlots: await remainingSlots(ctx.em), totalSlots: EARLY_ACCESS_TOTAL_SLOTS };
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
  @Mutation(() => PromotionResult, { description: 'Promote an applicant to an early-access account (admins only; refused the second time).' })
  async promoteApplicant(
    @Ctx() ctx: GqlContext,
    @Arg('respondentId', () => ID, { description: 'Id of the applicant (respondent).' }) respondentId: string,
  ): Promise<PromotionResult> {
    return promoteApplicant(ctx.em, respondentId, await ctx.services.settings.get());
  }
}
