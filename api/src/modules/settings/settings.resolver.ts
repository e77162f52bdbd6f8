import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { SiteSettings as SiteSettingsValues } from '@factlens/common';
import type { GqlContext } from '../../graphql/context.js';

@ObjectType({ description: 'The site settings (a singleton with id "site").' })
export class SiteSettings implements SiteSettingsValues {
  @Field(() => ID, { description: 'Always "site", so clients can normalise the object.' })
  id!: string;

  @Field(() => Boolean, { description: 'When off, the site answers 503 to everyone but admins.' })
  siteEnabled!: boolean;

  @Field(() => Boolean, { description: 'When off, early-access sign-up is refused.' })
  registrationOpen!: boolean;

  @Field(() => Boolean, { description: 'When off, the extension ZIP download is refused.' })
  extensionDownloadEnabled!: boolean;

  @Field(() => Boolean, { description: 'When on, the site answers 503 to everyone but admins (login, me and health still work).' })
  maintenanceMode!: boolean;

  @Field(() => Boolean, { description: 'Use the fact-check search service (Google Fact Check Tools) when a key is configured.' })
  googleFactCheckEnabled!: boolean;

  @Field(() => Boolean, { description: 'Use the moderation service (OpenAI) for tone when a key is configured.' })
  openAiModerationEnabled!: boolean;

  @Field(() => Boolean, { description: 'Use the claim-verification service (ClaimBuster) when a key is configured.' })
  claimBusterEnabled!: boolean;

  @Field(() => Boolean, { description: 'When on (the default), early-access sign-up needs an ALTCHA proof-of-work solution.' })
  captchaEnabled!: boolean;

  @Field(() => Int, { description: 'Daily fact-checks for free users.' })
  dailyRateLimitFree!: number;

  @Field(() => Int, { description: 'Daily fact-checks for early-access users.' })
  dailyRateLimitEarlyAccess!: number;

  @Field(() => Int, { description: 'Daily fact-checks for moderators.' })
  dailyRateLimitModerator!: number;

  @Field(() => Int, { description: 'Timeout of every call to an outside service, in seconds.' })
  apiTimeoutSeconds!: number;

  @Field(() => Int, { description: 'Longest text a fact-check accepts, in characters.' })
  maxContentLength!: number;
}

const withId = (s: SiteSettingsValues): SiteSettings => ({ id: 'site', ...s });

@Resolver()
export class SettingsResolver {
  @Authorized('admin')
  @Query(() => SiteSettings, { description: 'The site settings (admins only).' })
  async siteSettings(@Ctx() ctx: GqlContext): Promise<SiteSettings> {
    return withId(await ctx.services.settings.get());
  }

  @Authorized('admin')
  @Mutation(() => SiteSettings, { description: 'Change one setting (admins only). Booleans take true/false, numbers whole numbers.' })
  async updateSiteSetting(
    @Ctx() ctx: GqlContext,
    @Arg('key', () => String, { description: 'Setting name, e.g. maintenanceMode.' }) key: string,
    @Arg('value', () => GraphQLJSON, { description: 'New value: a boolean or an integer.' }) value: unknown,
  ): Promise<SiteSettings> {
    return withId(await ctx.services.settings.update(ctx.em, key, value));
  }
}
