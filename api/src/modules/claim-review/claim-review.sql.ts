import type { Pool, PoolClient } from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ClaimReviewRow } from './claim-review.mapper.js';

/** A pg Pool or a checked-out client: ingestion and search use server-side parameters (arrays for unnest). */
export type SqlClient = Pick<Pool | PoolClient, 'query'>;

/**
 * The pg pool behind MikroORM. The index's hot paths (multi-row upserts, trigram/full-text
 * search) use it directly: bound parameters and typed arrays instead of SQL text with inlined values.
 */
export async function nativePool(source: MikroORM | EntityManager | (() => EntityManager)): Promise<Pool> {
  const em = typeof source === 'function' ? source() : 'em' in source ? source.em : source;
  return em.getConnection().getNativeClient();
}

const COLUMNS = [
  ['claim_text', 'text'],
  ['claimant', 'text'],
  ['claim_date', 'date'],
  ['publisher_name', 'text'],
  ['publisher_site', 'text'],
  ['url', 'text'],
  ['review_date', 'date'],
  ['textual_rating', 'text'],
  ['verdict', 'text'],
  ['rating_value', 'numeric'],
  ['best_rating', 'numeric'],
  ['worst_rating', 'numeric'],
  ['language_code', 'text'],
  ['source', 'text'],
  ['license', 'text'],
] as const;

const names = COLUMNS.map(([c]) => c);
const updatable = names.filter((c) => c !== 'url');

/**
 * One statement for a whole batch: the rows travel as one array a column (15 parameters whatever
 * the batch size), unchanged rows are left alone (so updated_at means "changed"), and each
 * returned row says whether it was inserted. URLs must be unique within a batch.
 */
const UPSERT_SQL = `
insert into claim_reviews (${names.join(', ')})
select * from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
on conflict (url) do update set ${updatable.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
where (${updatable.map((c) => `claim_reviews.${c}`).join(', ')}) is distinct from (${updatable.map((c) => `excluded.${c}`).join(', ')})
returning (xmax = 0) as inserted`;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export async function upsertClaimReviews(db: SqlClient, rows: readonly ClaimReviewRow[]): Promise<UpsertCounts> {
  if (!rows.length) return { inserted: 0, updated: 0, unchanged: 0 };
  const params = [
    rows.map((r) => r.claimText),
    rows.map((r) => r.claimant),
    rows.map((r) => r.claimDate),
    rows.map((r) => r.publisherName),
    rows.map((r) => r.publisherSite),
    rows.map((r) => r.url),
    rows.map((r) => r.reviewDate),
    rows.map((r) => r.textualRating),
    rows.map((r) => r.verdict),
    rows.map((r) => r.ratingValue),
    rows.map((r) => r.bestRating),
    rows.map((r) => r.worstRating),
    rows.map((r) => r.languageCode),
    rows.map((r) => r.source),
    rows.map((r) => r.license),
  ];
  const res = await db.query<{ inserted: boolean }>(UPSERT_SQL, params);
  const inserted = res.rows.filter((r) => r.inserted).length;
  const updated = res.rows.length - inserted;
  return { inserted, updated, unchanged: rows.length - res.rows.length };
}
