import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { currentUsage } from '../usage/daily-limit.service.js';
import type { UserView } from '../users/user.presenter.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { changePassword, login, logout, signOutEverywhere } from './auth.service.js';

@ObjectType({ description: 'A new session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field(() => String, { description: 'Opaque session token (256 random bits). Keep it secret.' })
  token!: string;

  @Field(() => Date, { description: 'When the session ends unless revoked earlier.' })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;

  @Field(() => Boolean, { description: 'True when the account still has its generated password: ask for a new one (changePassword) before anything else.' })
  mustChangePassword!: boolean;
}

@ObjectType({ description: 'The answer to a password change.' })
export class PasswordChangeResult {
  @Field(() => String, { description: 'A message to show.' })
  message!: string;

  @Field(() => Int, { description: 'How many other sessions of the user were signed out.' })
  revokedSessions!: number;

  @Field(() => User, { description: 'The user, with mustChangePassword now false.' })
  user!: User;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user; null without a token; UNAUTHENTICATED with a bad, expired or revoked token.',
  })
  async me(@Ctx() ctx: GqlContext): Promise<UserView | null> {
    if (ctx.authError) throw ctx.authError;
    if (!ctx.session) return null;
    // The session's row as the User type reads it, with today's usage read fresh (the cache does not
    // follow the counter): no entity is mapped (docs/adr/0124-entity-manager-and-user-on-demand.md).
    const view = ctx.session.view();
    const usage = await currentUsage(ctx.services.sql, view.id);
    if (usage) {
      view.dailyUsage = usage.used;
      view.dailyLimit = usage.limit;
      view.lastUsageReset = usage.lastReset;
    }
    return view;
  }

  @Mutation(() => AuthPayload, { description: 'Sign in with email and password. Too many failures answer RATE_LIMITED.' })
  login(
    @Arg('email', () => String, { description: 'Account email.' }) email: string,
    @Arg('password', () => String, { description: 'Account password.' }) password: string,
    @Ctx() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return login(ctx.em, { email, password }, { ip: ctx.ip, userAgent: ctx.userAgent }, ctx.services.config.sessionTtlDays);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revoke the current session on the server.' })
  async logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    await logout(ctx.em, ctx.token!);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Sign out everywhere: revoke every session of the signed-in user, this one included. Returns how many ended.' })
  signOutEverywhere(@Ctx() ctx: GqlContext): Promise<number> {
    return signOutEverywhere(ctx.em, ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => PasswordChangeResult, {
    description:
      'Change the signed-in user\'s password. The current password is required; the new one needs 8 to 256 characters and must differ. Every other session of the user is signed out.',
  })
  async changePassword(
    @Ctx() ctx: GqlContext,
    @Arg('currentPassword', () => String, { description: 'The password in use now.' }) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'The new password (8 to 256 characters).' }) newPassword: string,
  ): Promise<PasswordChangeResult> {
    const { user, revokedSessions } = await changePassword(ctx.em, ctx.user!.id, ctx.token!, { currentPassword, newPassword });
    return { message: ACCOUNT_MESSAGES.passwordChanged, revokedSessions, user };
  }
}
