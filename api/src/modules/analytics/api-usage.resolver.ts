import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { ApiUsageRecord, ApiUsageRecordConnection } from './api-usage.types.js';
import { listApiUsage } from './api-usage.service.js';
import { ProviderKind } from './provider-kinds.js';
import { userLoader } from './user.loader.js';

@Resolver(() => ApiUsageRecord)
export class ApiUsageResolver {
  @Authorized('moderator', 'admin')
  @Query(() => ApiUsageRecordConnection, { description: 'Recorded provider calls, newest first (moderators and admins).' })
  apiUsage(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1-200.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from pageInfo.endCursor.' }) after?: string | null,
    @Arg('provider', () => String, { nullable: true, description: 'Only calls to this provider (e.g. google-factcheck).' })
    provider?: string | null,
    @Arg('kind', () => ProviderKind, { nullable: true, description: 'Only calls to providers of this kind.' }) kind?: ProviderKind | null,
    @Arg('success', () => Boolean, { nullable: true, description: 'Only successful (true) or failed (false) calls.' })
    success?: boolean | null,
    @Arg('userId', () => ID, { nullable: true, description: 'Only calls made for this user.' }) userId?: string | null,
    @Arg('from', () => Date, { nullable: true, description: 'Only calls at or after this time.' }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true, description: 'Only calls before this time.' }) to?: Date | null,
  ): Promise<Page<ApiUsageRecord>> {
    return listApiUsage(ctx.em, { first, after, provider, kind, success, userId, from, to });
  }

  @FieldResolver(() => User, { nullable: true, description: 'The user the call was made for (batched: one query per page).' })
  user(@Ctx() ctx: GqlContext, @Root() row: ApiUsageRecord): Promise<User | null> | null {
    return row.userId ? userLoader(ctx.em).load(row.userId) : null;
  }
}
