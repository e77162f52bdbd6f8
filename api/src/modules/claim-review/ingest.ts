import { fileURLToPath } from 'node:url';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { toClaimReviewRow, type ClaimReviewRow, type RowDefaults } from './claim-review.mapper.js';
import { readClaimReviewRecords } from './claim-review.reader.js';
import { nativePool, upsertClaimReviews, type SqlClient } from './claim-review.sql.js';
import { notifyClaimIndexChanged } from './claim-index.js';

/** The corpus shipped with the API (api/data, CC BY-NC-SA 4.0; see api/data/README.md). Same path from src/ and dist/. */
export const SEED_CORPUS_FILE = fileURLToPath(new URL('../../../data/claimreview-veritas.jsonl.gz', import.meta.url));

export interface IngestRejection {
  /** 1-based line of the file where the record (or the unreadable line) starts. */
  line: number;
  /** 1-based position in the line's or document's list (DataFeed element, array entry), when there is one. */
  item?: number;
  reason: string;
}

export interface IngestReport {
  /** Records read (rows found in the file, good or bad; an unreadable line counts as one). */
  read: number;
  inserted: number;
  /** Existing URLs whose row changed. */
  updated: number;
  /** Existing URLs whose row was already identical (left untouched). */
  unchanged: number;
  /** The first `maxRejections` rejected records, in file order. */
  rejected: IngestRejection[];
  /** All rejected records (may exceed rejected.length). */
  rejectedCount: number;
  ms: number;
}

export interface IngestOptions extends RowDefaults {
  /** Rows per upsert statement (default 500). */
  batchSize?: number;
  /** Rejections kept in the report (default 1000); the count is always complete. */
  maxRejections?: number;
  /** Set when `db` is a client inside an open transaction: batches then run under a savepoint so a bad one can be retried row by row. */
  inTransaction?: boolean;
  /**
   * Records at the start of the file already handled by an earlier run (a resumed feed import):
   * read again (positions stay exact) but neither counted nor written.
   */
  skip?: number;
  /**
   * Called after each batch is written, before the next record is parsed, with the records consumed
   * so far (this run, after `skip`) and the report up to exactly there. A feed import commits the
   * batch and its progress here (docs/adr/0101-feed-import-resume.md); throwing stops the ingestion.
   */
  checkpoint?: (at: IngestCheckpoint) => Promise<void>;
  /** NOTIFY claim_index_changed at the end when rows changed (default true; a feed import notifies once itself). */
  notify?: boolean;
}

/** Where an ingestion stands after a written batch: every record up to `records` is counted in the report. */
export interface IngestCheckpoint {
  /** Records consumed by this run (good, rejected and written), not counting `skip`. */
  records: number;
  report: IngestReport;
}

interface Pending {
  row: ClaimReviewRow;
  line: number;
  item: number | null;
}

/**
 * Reads a ClaimReview file (see readClaimReviewRecords for the shapes) and upserts its rows by URL
 * in batches. A bad record (not JSON, no claim, no http(s) URL, ...) is reported with its line and
 * skipped; so is a row the database refuses (the batch is retried row by row to find it). Only
 * file-level and connection errors throw. When rows changed, NOTIFY claim_index_changed tells every
 * API replica to rebuild its in-memory index (claim-index.ts).
 */
export async function ingestClaimReviews(
  db: SqlClient | MikroORM | EntityManager,
  file: string,
  options: IngestOptions = {},
): Promise<IngestReport> {
  const started = performance.now();
  const client: SqlClient =
    'query' in db && typeof db.query === 'function' ? (db as SqlClient) : await nativePool(db as MikroORM | EntityManager);
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const maxRejections = options.maxRejections ?? 1000;
  const report: IngestReport = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: [], rejectedCount: 0, ms: 0 };
  const reject = (line: number, item: number | null, reason: string) => {
    report.rejectedCount++;
    if (report.rejected.length < maxRejections) report.rejected.push(item === null ? { line, reason } : { line, item, reason });
  };

  let batch: Pending[] = [];
  const urls = new Set<string>();
  const checkpoint = options.checkpoint;
  let skip = Math.max(0, options.skip ?? 0);
  // One batch is written while the next one is parsed (never two in flight: counts and rejections stay in file order).
  let inflight: Promise<void> = Promise.resolve();
  /** `consumed`: records of this run fully accounted for once the batch is written (a checkpoint's position). */
  const flush = async (consumed: number) => {
    await inflight;
    if (!batch.length) return;
    const pending = batch;
    batch = [];
    urls.clear();
    if (checkpoint) {
      // Checkpointed runs write and record each batch before reading on: the position is exact.
      await writeBatch(client, pending, options.inTransaction ?? false, report, reject);
      await checkpoint({ records: consumed, report: { ...report, read: consumed, rejected: [...report.rejected] } });
      return;
    }
    inflight = writeBatch(client, pending, options.inTransaction ?? false, report, reject);
    inflight.catch(() => undefined); // surfaced by the next await
  };

  for await (const source of readClaimReviewRecords(file)) {
    if (skip > 0) {
      skip--;
      continue;
    }
    report.read++;
    if ('error' in source) {
      reject(source.line, source.item, source.error);
      continue;
    }
    const mapped = toClaimReviewRow(source.record, options);
    if (!mapped.ok) {
      reject(source.line, source.item, mapped.reason);
      continue;
    }
    // One statement cannot upsert a URL twice: a repeated URL starts a new batch, so the later record wins.
    if (urls.has(mapped.row.url)) await flush(report.read - 1);
    batch.push({ row: mapped.row, line: source.line, item: source.item });
    urls.add(mapped.row.url);
    if (batch.length >= batchSize) await flush(report.read);
  }
  await flush(report.read);
  await inflight;
  // Trailing rejected records after the last batch: the final position still gets its checkpoint.
  if (checkpoint) await checkpoint({ records: report.read, report: { ...report, rejected: [...report.rejected] } });
  // Every API replica rebuilds its in-memory index (inside a transaction: delivered at commit).
  if (options.notify !== false && (report.inserted || report.updated))
    await notifyClaimIndexChanged(client, { inserted: report.inserted, updated: report.updated });
  report.ms = Math.round(performance.now() - started);
  return report;
}

async function writeBatch(
  db: SqlClient,
  pending: Pending[],
  savepoints: boolean,
  report: IngestReport,
  reject: (line: number, item: number | null, reason: string) => void,
): Promise<void> {
  try {
    add(
      report,
      await attempt(
        db,
        pending.map((p) => p.row),
        savepoints,
      ),
    );
    return;
  } catch (err) {
    if (!isDataError(err)) throw err;
  }
  for (const p of pending) {
    try {
      add(report, await attempt(db, [p.row], savepoints));
    } catch (err) {
      if (!isDataError(err)) throw err;
      reject(p.line, p.item, `database refused the row: ${(err as Error).message.slice(0, 200)}`);
    }
  }
}

async function attempt(db: SqlClient, rows: ClaimReviewRow[], savepoint: boolean) {
  if (!savepoint) return upsertClaimReviews(db, rows);
  await db.query('savepoint claim_reviews_batch');
  try {
    const counts = await upsertClaimReviews(db, rows);
    await db.query('release savepoint claim_reviews_batch');
    return counts;
  } catch (err) {
    await db.query('rollback to savepoint claim_reviews_batch');
    throw err;
  }
}

function add(report: IngestReport, counts: { inserted: number; updated: number; unchanged: number }) {
  report.inserted += counts.inserted;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint): the row's fault, not the connection's. */
function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

export interface SeedResult {
  /** False when the table already had rows (nothing done). */
  loaded: boolean;
  report: IngestReport | null;
  ms: number;
}

/**
 * Loads the shipped corpus when claim_reviews is empty (first start of a fresh database), so the
 * product fact-checks offline out of the box. One transaction under an advisory lock: concurrent
 * starts load it once, and a crash half-way leaves the table empty for the next start.
 */
export async function ensureSeedCorpus(
  em: EntityManager | MikroORM,
  logger: Pick<Logger, 'info' | 'warn'>,
  opts: { file?: string } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const pool = await nativePool(em);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select pg_advisory_xact_lock(hashtext('factlens.claim_reviews.seed'))");
    const { rows } = await client.query<{ present: boolean }>('select exists (select 1 from claim_reviews) as present');
    if (rows[0]?.present) {
      await client.query('commit');
      return { loaded: false, report: null, ms: Math.round(performance.now() - started) };
    }
    const file = opts.file ?? SEED_CORPUS_FILE;
    // Building the GIN indexes once after the load is about twice as fast as updating them row by
    // row. Their definitions come from the catalogue, so they always match the migrations.
    const { rows: gin } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'claim_reviews' and indexdef ilike '% using gin %'`,
    );
    for (const { indexname } of gin) await client.query(`drop index "${indexname.replace(/"/g, '""')}"`);
    const report = await ingestClaimReviews(client, file, { inTransaction: true, batchSize: 1000 });
    for (const { indexdef } of gin) await client.query(indexdef);
    await client.query('commit');
    const ms = Math.round(performance.now() - started);
    logger.info({ file, inserted: report.inserted, rejected: report.rejectedCount, ms }, 'seed ClaimReview corpus loaded');
    if (report.rejectedCount) logger.warn({ rejected: report.rejected.slice(0, 10) }, 'seed corpus rows rejected');
    return { loaded: true, report, ms };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
