import { Field, ID, Int, ObjectType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';
import type { FeedImportStatus } from './feed-import.entity.js';
import { ClaimIndexStatsType } from '../fact-check/index-stats.types.js';

export const FeedImportStatusEnum = enumOf<FeedImportStatus>(
  'FeedImportStatus',
  'Where a feed import stands (docs/claim-index.md, "Feeds").',
  {
    queued: 'Stored and waiting for a worker (also after an interrupted run, which resumes from its last batch).',
    running: 'A worker is loading it; the counts grow batch by batch.',
    done: 'Loaded; every replica rebuilt its index.',
    failed: 'The file could not be read (see error); nothing more will happen.',
  },
);

@ObjectType('FeedRejection', { description: 'A record of a feed the import refused.' })
export class FeedRejectionType {
  @Field(() => Int, { description: '1-based line of the file where the record starts.' })
  line!: number;

  @Field(() => Int, { nullable: true, description: '1-based position in a list (DataFeed element, array entry), when in one.' })
  item!: number | null;

  @Field(() => String, { description: 'Why it was refused.' })
  reason!: string;
}

@ObjectType('FeedImport', { description: 'A ClaimReview file uploaded by an administrator and its load into the index.' })
export class FeedImportType {
  @Field(() => ID, { description: 'The import (also its row in feed_imports).' })
  id!: string;

  @Field(() => String, { description: 'The name of the uploaded file.' })
  fileName!: string;

  @Field(() => Int, { description: 'Bytes as uploaded (compressed when gzip).' })
  sizeBytes!: number;

  @Field(() => FeedImportStatusEnum, { description: 'Where it stands.' })
  status!: FeedImportStatus;

  @Field(() => String, { nullable: true, description: 'Email of the administrator who uploaded it.' })
  createdBy!: string | null;

  @Field(() => Int, { description: 'Runs started: more than one when a run was interrupted and resumed.' })
  runs!: number;

  @Field(() => Int, { nullable: true, description: 'Records already committed when the latest run started (it resumed there).' })
  resumedFrom!: number | null;

  @Field(() => Int, { description: 'Records read (good or bad).' })
  read!: number;

  @Field(() => Int, { description: 'New reviews.' })
  inserted!: number;

  @Field(() => Int, { description: 'Reviews already in the index (same URL) that changed.' })
  updated!: number;

  @Field(() => Int, { description: 'Reviews already in the index, identical.' })
  unchanged!: number;

  @Field(() => Int, { description: 'Records refused (see rejections).' })
  rejected!: number;

  @Field(() => String, { nullable: true, description: 'Why it failed, or why its last run stopped.' })
  error!: string | null;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'Last progress.' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When its first run started.' })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended (done or failed).' })
  finishedAt!: Date | null;
}

@ObjectType('PublisherReviews', { description: 'How many reviews of one publisher the index holds.' })
export class PublisherReviewsType {
  @Field(() => String, { description: 'The publisher as its reviews name it.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its site (host), when known.' })
  site!: string | null;

  @Field(() => Int, { description: 'Its reviews in the index.' })
  reviews!: number;

  @Field(() => String, { nullable: true, description: 'Its newest review date (YYYY-MM-DD).' })
  newestReviewDate!: string | null;
}

@ObjectType('ClaimIndexOverview', { description: 'What the fact-check index holds, for administrators.' })
export class ClaimIndexOverviewType {
  @Field(() => ClaimIndexStatsType, { description: 'Reviews, newest review date, publishers and languages (read now).' })
  stats!: ClaimIndexStatsType;

  @Field(() => [PublisherReviewsType], { description: 'Publishers with the most reviews, most first.' })
  topPublishers!: PublisherReviewsType[];
}
