import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Connection, type Page } from '../../graphql/connection.js';
import type { GqlContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { FactCheckInputType, FactCheckRecordType, FactCheckResultType } from './fact-check.types.js';
import { listFactChecks } from './history.service.js';
import { presentResult, type FactCheckRecord } from './result.presenter.js';

export const FactCheckConnection = Connection(FactCheckRecordType, 'FactCheck');

@Resolver(() => FactCheckRecordType)
export class FactCheckResolver {
  @Authorized()
  @Mutation(() => FactCheckResultType, { description: 'Fact-check text: accuracy and tone LEDs with the evidence. Counts against the daily limit.' })
  async factCheck(@Ctx() ctx: GqlContext, @Arg('input', () => FactCheckInputType) input: FactCheckInputType): Promise<FactCheckResultType> {
    const contentType = input.contentType === 'ocr' ? 'ocr' : 'text';
    const result = await ctx.services.factCheck.check(() => ctx.em, ctx.principal!, { content: input.content, platform: input.platform, contentType }, ctx.minTextLength === null ? undefined : { minTextLength: ctx.minTextLength });
    // A fresh analysis always has both scales; the presenter only fills fields an analysis may not write yet.
    return presentResult(result) ?? result;
  }

  @Authorized()
  @Query(() => FactCheckConnection, { description: "Fact-check history, newest first: your own; moderators and admins see everyone's." })
  factChecks(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1-100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from pageInfo.endCursor.' }) after?: string | null,
    @Arg('userId', () => ID, { nullable: true, description: "Only this user's checks (moderators and admins)." }) userId?: string | null,
    @Arg('platform', () => String, { nullable: true, description: 'Only checks from this platform.' }) platform?: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Only checks whose text contains this.' }) search?: string | null,
  ): Promise<Page<FactCheckRecord>> {
    return listFactChecks(ctx.em, ctx.user!, { first, after, userId, platform, search });
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who ran the check (loaded in one batch per page).' })
  user(@Root() row: FactCheckRecord): User | null {
    return row.user;
  }
}
