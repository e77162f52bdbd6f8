import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '@factlens/common';
import { Connection, type Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from './user.entity.js';
import { listUsers, updateUserRole } from './users.service.js';
import { userView, type UserView } from './user.presenter.js';

export const UserConnection = Connection(User, 'User');

@Resolver(() => User)
export class UserResolver {
  @Authorized('admin')
  @Query(() => UserConnection, { description: 'All users, newest first (admins only).' })
  users(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1-200.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from pageInfo.endCursor.' }) after?: string | null,
    @Arg('role', () => Role, { nullable: true, description: 'Only users with this role.' }) role?: Role | null,
    @Arg('email', () => String, { nullable: true, description: 'Only emails containing this text.' }) email?: string | null,
  ): Promise<Page<UserView>> {
    return listUsers(ctx.services.sql, { first, after, role, email });
  }

  @Authorized('admin')
  @Mutation(() => User, { description: "Change a user's role (admins only); also sets the daily limit for that role." })
  async updateUserRole(
    @Ctx() ctx: GqlContext,
    @Arg('userId', () => ID, { description: 'Id of the user to change.' }) userId: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
  ): Promise<UserView> {
    return userView(await updateUserRole(ctx.em, userId, role, await ctx.services.settings.get()));
  }
}
