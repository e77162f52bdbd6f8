import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

/** queued → running → done | failed; an interrupted run goes back to queued (docs/adr/0101-feed-import-resume.md). */
export const FEED_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FeedImportStatus = (typeof FEED_IMPORT_STATUSES)[number];

/** The uploaded file is kept in chunks of this size (bytea rows) until its import ends. */
export const FEED_CHUNK_BYTES = 1024 * 1024;

/**
 * One ClaimReview file an administrator uploaded on /admin/claims and its load into the index
 * (docs/claim-index.md, "Feeds"). The row is the job's progress and its checkpoint: each batch of
 * upserts commits together with the counts and the position it reached, so a run stopped half-way
 * resumes there (docs/adr/0101-feed-import-resume.md). The file itself is in feed_import_chunks, so
 * any replica can run the job.
 */
@Entity({ tableName: 'feed_imports' })
@Index({ properties: ['createdAt'] })
export class FeedImport {
  [OptionalProps]?:
    | 'status'
    | 'createdAt'
    | 'updatedAt'
    | 'attempt'
    | 'runs'
    | 'recordsDone'
    | 'readCount'
    | 'insertedCount'
    | 'updatedCount'
    | 'unchangedCount'
    | 'rejectedCount';

  @PrimaryKey(uuidPk)
  id: string = newId();

  /** The name the file had on the administrator's disk (for the page only). */
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** Bytes as uploaded (compressed when gzip). */
  @Property({ type: 'integer' })
  sizeBytes!: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Enum({ items: [...FEED_IMPORT_STATUSES], default: 'queued' })
  status: FeedImportStatus = 'queued';

  /** The pg-boss job that runs it. */
  @Property({ type: 'string', length: 64, nullable: true })
  jobId?: string | null;

  /** The pg-boss attempt (retryCount) holding the import: a checkpoint of any other attempt is refused. */
  @Property({ type: 'integer', default: 0 })
  attempt: number = 0;

  /** Runs started (more than one: it was interrupted and resumed). */
  @Property({ type: 'integer', default: 0 })
  runs: number = 0;

  /** The checkpoint: records of the file handled and committed (a resumed run skips these). */
  @Property({ type: 'integer', default: 0 })
  recordsDone: number = 0;

  /** Where the latest run started (0 unless it resumed an interrupted one). */
  @Property({ type: 'integer', nullable: true })
  resumedFrom?: number | null;

  @Property({ type: 'integer', default: 0 })
  readCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  insertedCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  updatedCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  unchangedCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  rejectedCount: number = 0;

  /** Why the import failed, or why its last run stopped. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();

  /** Last progress. */
  @Property({ ...createdAtProp })
  updatedAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}

/** One piece of an uploaded file, in order (`seq` from 0); deleted when the import ends. */
@Entity({ tableName: 'feed_import_chunks' })
export class FeedImportChunk {
  @ManyToOne(() => FeedImport, { primary: true, deleteRule: 'cascade' })
  feedImport!: Rel<FeedImport>;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}

/** A record the import refused: its line in the file (and position in a list), and why. The first 1000 are kept. */
@Entity({ tableName: 'feed_import_rejections' })
export class FeedImportRejection {
  @ManyToOne(() => FeedImport, { primary: true, deleteRule: 'cascade' })
  feedImport!: Rel<FeedImport>;

  /** 1-based, in file order. */
  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'integer' })
  line!: number;

  @Property({ type: 'integer', nullable: true })
  item?: number | null;

  @Property({ type: 'text' })
  reason!: string;
}
