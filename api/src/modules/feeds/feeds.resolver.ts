import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Role } from '@factlens/common';
import type { GqlContext } from '../../graphql/context.js';
import { nativePool } from '../claim-review/claim-review.sql.js';
import { MAX_STORED_REJECTIONS, type FeedImportView, type FeedRejectionView } from './feeds.service.js';
import { ClaimIndexOverviewType, FeedImportType, FeedRejectionType, type PublisherReviewsType } from './feeds.types.js';

const TOP_PUBLISHERS_SQL = `select min(publisher_name) as name, min(publisher_site) as site, count(*)::int as reviews,
  max(review_date)::text as "newestReviewDate"
  from claim_reviews group by lower(publisher_name) order by count(*) desc, 1 limit $1`;

/** Feed uploads and the index overview of /admin/claims: administrators only (docs/claim-index.md, "Feeds"). */
@Resolver(() => FeedImportType)
export class FeedsResolver {
  @Authorized(Role.admin)
  @Mutation(() => FeedImportType, {
    description:
      'Upload a ClaimReview file (JSON-LD, a schema.org DataFeed or JSON Lines, optionally gzip; at most 50 MB) and queue its import (multipart; send the apollo-require-preflight header).',
  })
  async uploadClaimFeed(@Ctx() ctx: GqlContext, @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>): Promise<FeedImportView> {
    const upload = await file;
    return ctx.services.feeds.enqueue({ fileName: upload.filename, stream: upload.createReadStream(), userId: ctx.user!.id });
  }

  @Authorized(Role.admin)
  @Query(() => FeedImportType, { nullable: true, description: 'One feed import: poll it to watch the load.' })
  feedImport(@Ctx() ctx: GqlContext, @Arg('id', () => ID) id: string): Promise<FeedImportView | null> {
    return ctx.services.feeds.get(id);
  }

  @Authorized(Role.admin)
  @Query(() => [FeedImportType], { description: 'The latest feed imports, newest first.' })
  feedImports(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 10 }) first: number,
  ): Promise<FeedImportView[]> {
    return ctx.services.feeds.list(first);
  }

  @FieldResolver(() => [FeedRejectionType], { description: `Refused records in file order (the first ${MAX_STORED_REJECTIONS} are kept).` })
  rejections(
    @Ctx() ctx: GqlContext,
    @Root() row: FeedImportView,
    @Arg('first', () => Int, { nullable: true, defaultValue: 100 }) first: number,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number,
  ): Promise<FeedRejectionView[]> {
    return row.rejected ? ctx.services.feeds.rejections(row.id, first, offset) : Promise.resolve([]);
  }

  @Authorized(Role.admin)
  @Query(() => ClaimIndexOverviewType, { description: 'What the fact-check index holds: reviews, newest date, top publishers.' })
  async claimIndexOverview(
    @Ctx() ctx: GqlContext,
    @Arg('publishers', () => Int, { nullable: true, defaultValue: 10 }) publishers: number,
  ): Promise<ClaimIndexOverviewType> {
    const pool = await nativePool(ctx.services.orm);
    const [stats, top] = await Promise.all([
      // Read now, not from the cache: right after an import the figures must already include it.
      ctx.services.indexStats.load(),
      pool.query<PublisherReviewsType>(TOP_PUBLISHERS_SQL, [Math.min(Math.max(publishers, 1), 50)]),
    ]);
    return { stats: { ...stats, languages: stats.languages.map((l) => ({ ...l })) }, topPublishers: top.rows };
  }
}
