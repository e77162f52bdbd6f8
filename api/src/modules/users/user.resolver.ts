import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '@factlens/common';
import { Connection, type Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from './user.entity.js';
import { listUsers, updateUserRole } from './users.service.js';

export const UserConnection = Connection(User, 'User');

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Boolean, { description: 'True for administrators, who have no daily limit (dailyLimit is then 0).' })
  unlimited(@Root() user: User): boolean {
    return user.role === 'admin';
  }

  @Authorized('admin')
  @Query(() => UserConnection, { description: 'All users, newest first (admins only).' })
  users(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1-200.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from pageInfo.endCursor.' }) after?: string | null,
    @Arg('role', () => Role, { nullable: true, description: 'Only users with this role.' }) role?: Role | null,
    @Arg('email', () => String, { nullable: true, description: 'Only emails containing this text.' }) email?: string | null,
  ): Promise<Page<User>> {
    return listUsers(ctx.em, { first, after, role, email });
  }

  @Authorized('admin')
  @Mutation(() => User, { description: "Change a user's role (admins only); also sets the daily limit for that role." })
  async updateUserRole(
    @Ctx() ctx: GqlContext,
    @Arg('userId', () => ID, { description: 'Id of the user to change.' }) userId: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
  ): Promise<User> {
    return updateUserRole(ctx.em, userId, role, await ctx.services.settings.get());
  }
}
