import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';
import { PgBoss, type Job } from 'pg-boss';
import type { Logger } from '../../logger.js';
import { badInput, notFound, tooLarge, unavailable } from '../../errors.js';
import { ingestClaimReviews, type IngestCheckpoint } from '../claim-review/ingest.js';
import { notifyClaimIndexChanged } from '../claim-review/claim-index.js';
import { nativePool } from '../claim-review/claim-review.sql.js';
import { FEED_CHUNK_BYTES, type FeedImportStatus } from './feed-import.entity.js';

/** The pg-boss queue of feed imports (docs/adr/0100-feed-import-queue.md). */
export const FEED_QUEUE = 'claim-feed-import';
/** Largest file accepted, as uploaded (gzip counts compressed). */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;
/** Rejections kept per import (the count is always complete). */
export const MAX_STORED_REJECTIONS = 1000;
/** Rows per batch: each batch commits with its progress, which the page polls. */
const DEFAULT_BATCH_SIZE = 100;

export interface FeedsOptions {
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** pg-boss's own pool connects here (default: the ORM's URL, embedded PostgreSQL included). */
  databaseUrl?: string;
  /** Rows per committed batch (default 100). */
  batchSize?: number;
  /** A job whose worker sends no heartbeat for this long is retried elsewhere (pg-boss minimum 10; default 30). */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for lapsed heartbeats (its supervise and monitor intervals; default 30). */
  superviseIntervalSeconds?: number;
  /** How often an idle worker polls for a job (default 1). */
  pollingIntervalSeconds?: number;
  /** Pause before a stopped or failed run is tried again (default 2 s). */
  retryDelaySeconds?: number;
  /** Tries before an import is given up (default 20: a rolling deploy may interrupt it several times). */
  retryLimit?: number;
}

/** An import as the page shows it. */
export interface FeedImportView {
  id: string;
  fileName: string;
  sizeBytes: number;
  status: FeedImportStatus;
  createdBy: string | null;
  runs: number;
  recordsDone: number;
  resumedFrom: number | null;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface FeedRejectionView {
  line: number;
  item: number | null;
  reason: string;
}

interface ImportRow {
  id: string;
  file_name: string;
  size_bytes: number;
  status: FeedImportStatus;
  created_by: string | null;
  runs: number;
  records_done: number;
  resumed_from: number | null;
  read_count: number;
  inserted_count: number;
  updated_count: number;
  unchanged_count: number;
  rejected_count: number;
  error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const SELECT_IMPORT = `select i.id, i.file_name, i.size_bytes, i.status, u.email as created_by, i.runs, i.records_done, i.resumed_from,
  i.read_count, i.inserted_count, i.updated_count, i.unchanged_count, i.rejected_count, i.error, i.created_at, i.updated_at,
  i.started_at, i.finished_at
  from feed_imports i left join users u on u.id = i.created_by_id`;

function view(r: ImportRow): FeedImportView {
  return {
    id: r.id,
    fileName: r.file_name,
    sizeBytes: r.size_bytes,
    status: r.status,
    createdBy: r.created_by,
    runs: r.runs,
    recordsDone: r.records_done,
    resumedFrom: r.resumed_from,
    read: r.read_count,
    inserted: r.inserted_count,
    updated: r.updated_count,
    unchanged: r.unchanged_count,
    rejected: r.rejected_count,
    error: r.error,
    createdAt: toDate(r.created_at)!,
    updatedAt: toDate(r.updated_at)!,
    startedAt: toDate(r.started_at),
    finishedAt: toDate(r.finished_at),
  };
}

/** The ORM's pool hands timestamps over as text. */
function toDate(value: Date | string | null): Date | null {
  return value === null ? null : value instanceof Date ? value : new Date(value);
}

/** Thrown out of a checkpoint when the process is stopping: the run ends after a committed batch. */
class Interrupted extends Error {}
/** Thrown out of a checkpoint when another attempt of the job holds the import (this one's claim lapsed). */
class Fenced extends Error {}

/**
 * ClaimReview feed imports (docs/claim-index.md, "Feeds"): an upload is stored in PostgreSQL and
 * queued with pg-boss in one transaction; a worker on any replica loads it with the shared
 * ingestion code (ingest.ts), committing each batch together with its progress, and NOTIFY
 * claim_index_changed makes every replica rebuild its index at the end
 * (docs/adr/0100-feed-import-queue.md, docs/adr/0101-feed-import-resume.md).
 */
export class FeedsService {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private stopping = false;
  private workerId: string | null = null;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly opts: FeedsOptions = {},
  ) {}

  private pool(): Promise<Pool> {
    return nativePool(this.orm);
  }

  /** pg-boss, started on first use (its schema is created and migrated by pg-boss itself). */
  private queue(): Promise<PgBoss> {
    if (this.stopping) return Promise.reject(unavailable('The server is stopping; upload the file again in a moment'));
    return (this.starting ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.opts.databaseUrl ?? (this.orm.config.get('clientUrl') as string),
        application_name: 'factlens-feeds',
        max: 4,
        // Supervision fails the jobs whose heartbeat lapsed in its monitor pass: both on one interval.
        superviseIntervalSeconds: this.opts.superviseIntervalSeconds ?? 30,
        monitorIntervalSeconds: this.opts.superviseIntervalSeconds ?? 30,
        // No cron schedules here: their clock monitor would be one more timer per replica.
        schedule: false,
        // The registry of instances is for pg-boss's dashboard; this app does not read it.
        registerInstance: false,
      });
      boss.on('error', (err: unknown) => this.opts.logger?.warn({ err }, 'feed queue error'));
      await boss.start();
      const options = {
        // One import at a time across every replica: two would only contend for the same rows.
        policy: 'singleton' as const,
        retryLimit: this.opts.retryLimit ?? 20,
        retryDelay: this.opts.retryDelaySeconds ?? 2,
        heartbeatSeconds: this.opts.heartbeatSeconds ?? 30,
        // A heartbeat tells a live worker from a dead one; expiry only bounds a run that hangs.
        expireInSeconds: 6 * 60 * 60,
      };
      if (!(await boss.getQueue(FEED_QUEUE))) {
        await boss.createQueue(FEED_QUEUE, options).catch(async (err: unknown) => {
          // Another replica created it first.
          if (!(await boss.getQueue(FEED_QUEUE))) throw err;
        });
      }
      this.boss = boss;
      return boss;
    })().catch((err: unknown) => {
      this.starting = null;
      throw err;
    }));
  }

  /** Starts the queue and this replica's worker (one import at a time). */
  async start(): Promise<void> {
    const boss = await this.queue();
    if (this.workerId) return;
    this.workerId = await boss.work<{ importId: string }>(
      FEED_QUEUE,
      { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 1, localConcurrency: 1 },
      async ([job]) => {
        const run = this.run(job);
        this.running.add(run);
        try {
          return await run;
        } finally {
          this.running.delete(run);
        }
      },
    );
  }

  /**
   * Graceful stop (docs/adr/0060-graceful-stop.md): a run in progress ends after its next committed
   * batch and goes back to the queue, to resume from there on this or another replica.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    const boss = await this.starting?.catch(() => null);
    if (!boss) return;
    await Promise.allSettled([...this.running]);
    await boss.stop({ graceful: true, timeout: 5_000 });
    this.boss = null;
  }

  /**
   * Stores an uploaded file and queues its import, in one transaction: there is a job for every
   * stored file and a file for every job. Refuses files over MAX_FEED_BYTES and files that are
   * neither gzip nor JSON.
   */
  async enqueue(input: { fileName: string; stream: Readable; userId: string | null }): Promise<FeedImportView> {
    const boss = await this.queue();
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    const fileName = (path.basename(input.fileName || 'feed').replace(/[\u0000-\u001f]/g, '') || 'feed').slice(0, 255);
    const client = await (await this.pool()).connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string }>(
        'insert into feed_imports (file_name, size_bytes, created_by_id) values ($1, 0, $2) returning id',
        [fileName, input.userId],
      );
      const id = rows[0].id;
      const size = await storeChunks(client, id, input.stream);
      const jobId = await boss.send(
        FEED_QUEUE,
        { importId: id },
        { db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values as unknown[]) } },
      );
      if (!jobId) throw unavailable('The import could not be queued; try again');
      await client.query('update feed_imports set size_bytes = $2, job_id = $3 where id = $1', [id, size, jobId]);
      await client.query('commit');
      this.opts.logger?.info({ importId: id, fileName, bytes: size }, 'feed import queued');
      return (await this.get(id))!;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async get(id: string): Promise<FeedImportView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await (await this.pool()).query<ImportRow>(`${SELECT_IMPORT} where i.id = $1`, [id]);
    return rows[0] ? view(rows[0]) : null;
  }

  /** The latest imports, newest first. */
  async list(limit = 20): Promise<FeedImportView[]> {
    const { rows } = await (
      await this.pool()
    ).query<ImportRow>(`${SELECT_IMPORT} order by i.created_at desc limit $1`, [Math.min(Math.max(limit, 1), 100)]);
    return rows.map(view);
  }

  /** The rejected records kept for an import, in file order. */
  async rejections(id: string, limit = 100, offset = 0): Promise<FeedRejectionView[]> {
    const { rows } = await (
      await this.pool()
    ).query<FeedRejectionView>(
      'select line, item, reason from feed_import_rejections where feed_import_id = $1 order by seq limit $2 offset $3',
      [id, Math.min(Math.max(limit, 1), MAX_STORED_REJECTIONS), Math.max(offset, 0)],
    );
    return rows;
  }

  /** Runs (or resumes) one import. Returns normally when the import is settled; throws for pg-boss to retry. */
  private async run(job: Job<{ importId: string }>): Promise<{ status: string }> {
    const importId = job.data.importId;
    const attempt = job.retryCount;
    const log = this.opts.logger;
    const client = await (await this.pool()).connect();
    const tmp = path.join(os.tmpdir(), `factlens-feed-${importId}-${attempt}-${process.pid}`);
    let recordsDone = 0;
    try {
      const { rows } = await client.query<ImportRow & { attempt: number }>(
        `update feed_imports set status = 'running', attempt = $2, runs = runs + 1,
           resumed_from = case when records_done > 0 then records_done end,
           started_at = coalesce(started_at, now()), updated_at = now(), error = null
         where id = $1 and status in ('queued', 'running') and attempt <= $2
         returning *`,
        [importId, attempt],
      );
      const row = rows[0];
      // Done, failed or held by a later attempt: nothing to do (each import runs once).
      if (!row) return { status: 'skipped' };
      recordsDone = row.records_done;
      if (row.records_done) log?.info({ importId, from: row.records_done, attempt }, 'feed import resumes');
      await spool(client, importId, tmp);

      const base = {
        read: row.read_count,
        inserted: row.inserted_count,
        updated: row.updated_count,
        unchanged: row.unchanged_count,
        rejected: row.rejected_count,
      };
      const stored = Math.min(row.rejected_count, MAX_STORED_REJECTIONS);
      let persisted = 0;
      const save = async ({ records, report }: IngestCheckpoint) => {
        const fresh = report.rejected.slice(persisted);
        if (fresh.length) {
          await client.query(
            `insert into feed_import_rejections (feed_import_id, seq, line, item, reason)
             select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::text[])`,
            [
              importId,
              fresh.map((_, i) => stored + persisted + i + 1),
              fresh.map((r) => r.line),
              fresh.map((r) => r.item ?? null),
              fresh.map((r) => r.reason),
            ],
          );
          persisted += fresh.length;
        }
        const res = await client.query(
          `update feed_imports set records_done = $3, read_count = $4, inserted_count = $5, updated_count = $6,
             unchanged_count = $7, rejected_count = $8, updated_at = now()
           where id = $1 and attempt = $2 and status = 'running'`,
          [
            importId,
            attempt,
            row.records_done + records,
            base.read + report.read,
            base.inserted + report.inserted,
            base.updated + report.updated,
            base.unchanged + report.unchanged,
            base.rejected + report.rejectedCount,
          ],
        );
        if (res.rowCount !== 1) throw new Fenced('another run holds this import');
      };

      await client.query('begin');
      const report = await ingestClaimReviews(client, tmp, {
        inTransaction: true,
        notify: false,
        batchSize: this.opts.batchSize ?? DEFAULT_BATCH_SIZE,
        skip: row.records_done,
        maxRejections: MAX_STORED_REJECTIONS - stored,
        // The feed, not its compression: the same feed gzipped or not leaves its rows unchanged.
        source: `Feed upload: ${row.file_name.replace(/\.gz$/i, '')}`,
        checkpoint: async (at) => {
          await save(at);
          await client.query('commit');
          recordsDone = row.records_done + at.records;
          if (this.stopping || job.signal.aborted) throw new Interrupted('stopped');
          await client.query('begin');
        },
      });
      // The last checkpoint committed everything; the end is one more transaction.
      const { rows: done } = await client.query<{ inserted_count: number; updated_count: number }>(
        `update feed_imports set status = 'done', finished_at = now(), updated_at = now()
         where id = $1 and attempt = $2 and status = 'running' returning inserted_count, updated_count`,
        [importId, attempt],
      );
      if (!done[0]) throw new Fenced('another run holds this import');
      await client.query('delete from feed_import_chunks where feed_import_id = $1', [importId]);
      // Every replica rebuilds its index and its figures (delivered at commit).
      if (done[0].inserted_count || done[0].updated_count) {
        await notifyClaimIndexChanged(client, { feedImport: importId, inserted: done[0].inserted_count, updated: done[0].updated_count });
      }
      await client.query('commit');
      log?.info(
        {
          importId,
          read: base.read + report.read,
          inserted: base.inserted + report.inserted,
          rejected: base.rejected + report.rejectedCount,
          ms: report.ms,
        },
        'feed import done',
      );
      return { status: 'done' };
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      if (err instanceof Fenced) {
        log?.warn({ importId, attempt }, 'feed import: a later attempt took over; this run stops');
        return { status: 'fenced' };
      }
      const last = attempt >= (this.opts.retryLimit ?? 20);
      if ((err instanceof Interrupted || this.stopping || job.signal.aborted) && !last) {
        // Back to the queue with what it did; pg-boss retries the job and the next run resumes.
        await client
          .query(
            `update feed_imports set status = 'queued', error = $3, updated_at = now() where id = $1 and attempt = $2 and status = 'running'`,
            [importId, attempt, `Interrupted after ${recordsDone} records (the server stopped); it resumes from there.`],
          )
          .catch(() => undefined);
        log?.info({ importId, recordsDone }, 'feed import interrupted; it resumes from its last batch');
        throw err instanceof Interrupted ? new Error(`interrupted after ${recordsDone} records`) : err;
      }
      const transient = isTransient(err);
      const message =
        err instanceof Interrupted
          ? `Stopped after ${recordsDone} records on its last try; upload the file again to load the rest.`
          : ((err as Error)?.message?.slice(0, 500) ?? String(err));
      if (transient && !last) {
        await client
          .query(`update feed_imports set status = 'queued', error = $3, updated_at = now() where id = $1 and attempt = $2`, [
            importId,
            attempt,
            `Retrying: ${message}`,
          ])
          .catch(() => undefined);
        throw err;
      }
      // The file itself is unreadable (bad gzip, a document too large...), or the last try ended:
      // report it with what was committed, do not retry.
      await client
        .query(
          `update feed_imports set status = 'failed', error = $3, finished_at = now(), updated_at = now() where id = $1 and attempt = $2`,
          [importId, attempt, message],
        )
        .catch(() => undefined);
      await client.query('delete from feed_import_chunks where feed_import_id = $1', [importId]).catch(() => undefined);
      log?.warn({ importId, err }, 'feed import failed');
      return { status: 'failed' };
    } finally {
      client.release();
      await fs.promises.rm(tmp, { force: true });
    }
  }
}

/** Connection trouble (SQLSTATE classes 08, 53, 57, 40) or a socket error: worth another try. */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return /^(08|53|57|40)/.test(code) || /^E(CONN|PIPE|TIMEDOUT|HOSTUNREACH|AI_AGAIN)/.test(code);
}

/** Writes the upload into feed_import_chunks (FEED_CHUNK_BYTES each); returns its size. */
async function storeChunks(client: PoolClient, id: string, stream: Readable): Promise<number> {
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const write = async () => {
    if (!pendingBytes) return;
    await client.query('insert into feed_import_chunks (feed_import_id, seq, data) values ($1, $2, $3)', [
      id,
      seq++,
      Buffer.concat(pending),
    ]);
    pending = [];
    pendingBytes = 0;
  };
  try {
    for await (const piece of stream) {
      const buf = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
      if (size === 0 && !looksLikeFeed(buf)) throw badInput('This is not a ClaimReview file: upload JSON, JSON Lines or gzip');
      size += buf.length;
      if (size > MAX_FEED_BYTES) throw tooLarge(`The file is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`);
      pending.push(buf);
      pendingBytes += buf.length;
      if (pendingBytes >= FEED_CHUNK_BYTES) await write();
    }
  } catch (err) {
    stream.destroy();
    // graphql-upload ends the stream with its own error past its limit.
    if ((err as { status?: number })?.status === 413) throw tooLarge(`The file is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`);
    throw err;
  }
  await write();
  if (!size) throw badInput('The file is empty');
  return size;
}

/** gzip magic, or JSON's first non-blank character (after a byte-order mark). */
function looksLikeFeed(head: Buffer): boolean {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return true;
  const text = head
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text === '' || text.startsWith('{') || text.startsWith('[');
}

/** Reassembles the stored file on this replica's disk, one chunk at a time. */
async function spool(client: PoolClient, id: string, file: string): Promise<void> {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  try {
    for (let seq = 0; ; seq++) {
      const { rows } = await client.query<{ data: Buffer }>('select data from feed_import_chunks where feed_import_id = $1 and seq = $2', [
        id,
        seq,
      ]);
      if (!rows[0]) break;
      if (!out.write(rows[0].data)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  const stat = await fs.promises.stat(file);
  if (!stat.size) throw notFound('The uploaded file is no longer stored');
}
