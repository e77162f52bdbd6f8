import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { login, logout } from './auth.service.js';

@ObjectType({ description: 'A new session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field(() => String, { description: 'Opaque session token (256 random bits). Keep it secret.' })
  token!: string;

  @Field(() => Date, { description: 'When the session ends unless revoked earlier.' })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user; null without a token; UNAUTHENTICATED with a bad, expired or revoked token.',
  })
  me(@Ctx() ctx: GqlContext): User | null {
    if (ctx.authError) throw ctx.authError;
    return ctx.user;
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
}
