import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Verdict } from '@factlens/common';
import type { ProviderResult } from '../http.js';
import { nativePool } from '../../modules/claim-review/claim-review.sql.js';
import type { FactCheckMatch, FactCheckSearchOptions, FactCheckSearchProvider } from './index.js';
import { trigramSimilarity } from './similarity.js';

export const LOCAL_CLAIMREVIEW_PROVIDER = 'claimreview-local';
const DEFAULT_PAGE_SIZE = 5;
/** A sentence is enough to find a claim; longer input only costs time. */
const MAX_QUERY_CHARS = 600;
/** Full-text candidates re-ranked per query (the right review ranks first by IDF overlap in ~99% of the evaluation). */
const CANDIDATES = 20;
/** Query lexemes used to find candidates, rarest first: they carry the meaning and keep the OR small. */
const MAX_QUERY_LEXEMES = 6;
/** Below this nothing is returned: such a review is about something else. */
const MIN_SIMILARITY = 0.2;
/**
 * The trigram channel (`%` over the gin_trgm_ops index) runs only when full text found nothing
 * this similar, the query has a word the index does not know (a typo?) and is short: on this
 * corpus a sentence-length `%` scan costs 50 ms to over a second (common trigrams have huge
 * posting lists), so it also gets its own small deadline.
 */
const TRIGRAM_FALLBACK_BELOW = 0.42;
const TRIGRAM_MAX_QUERY_CHARS = 100;
const TRIGRAM_THRESHOLD = 0.4;
const TRIGRAM_TIMEOUT_MS = 40;
const STATS_TTL_MS = 10 * 60_000;

export interface LocalProviderOptions {
  /** How long document frequencies are reused before a background refresh (default 10 minutes). */
  statsTtlMs?: number;
  /** Look short queries up by trigrams when full text finds nothing close (default true). */
  trigramFallback?: boolean;
}

export interface LocalClaimReviewProvider extends FactCheckSearchProvider {
  /** Re-read the document frequencies now (after an ingestion, say). */
  refreshStats(): Promise<void>;
}

/** Document frequency of every lexeme in the index, for inverse-document-frequency weights. */
interface LexemeStats {
  docs: number;
  df: Map<string, number>;
  at: number;
}

interface CandidateRow {
  claim_text: string;
  claimant: string | null;
  claim_date: string | null;
  publisher_name: string;
  publisher_site: string | null;
  url: string;
  review_date: string | null;
  textual_rating: string;
  verdict: Verdict;
  language_code: string | null;
  source: string | null;
  license: string | null;
  lexemes: string[];
}

const SELECT_COLUMNS = `claim_text, claimant, claim_date::text as claim_date, publisher_name, publisher_site, url,
  review_date::text as review_date, textual_rating, verdict, language_code, source, license,
  tsvector_to_array(search_vector) as lexemes`;

/**
 * Full-text candidates: reviews sharing any of the query's rarest lexemes (GIN on search_vector),
 * ordered by the summed IDF of the lexemes they share (one `@@` per lexeme: a binary search in
 * the stored tsvector).
 */
function fullTextSql(lexemes: number): string {
  const shared = Array.from(
    { length: lexemes },
    (_, i) => `(case when search_vector @@ $${3 + 2 * i}::tsquery then $${4 + 2 * i}::float8 else 0 end)`,
  ).join(' + ');
  return `select ${SELECT_COLUMNS} from claim_reviews
    where search_vector @@ $1::tsquery and ($2::text is null or language_code is null or split_part(lower(language_code), '-', 1) = $2)
    order by ${shared} desc, review_date desc nulls last, url
    limit ${CANDIDATES}`;
}

/** Trigram candidates (`%` uses pg_trgm.similarity_threshold, set for the transaction). */
const TRIGRAM_SQL = `select ${SELECT_COLUMNS} from claim_reviews
  where claim_text % $1 and ($2::text is null or language_code is null or split_part(lower(language_code), '-', 1) = $2)
  order by similarity(claim_text, $1) desc, url
  limit ${CANDIDATES}`;

/**
 * The local ClaimReview index (PostgreSQL full text + pg_trgm) as a fact-check search provider:
 * always on, offline. Similarity is 0..1 on the scale of trigramSimilarity (1 = the same claim);
 * see scoreCandidate.
 */
export function createLocalClaimReviewProvider(
  source: MikroORM | (() => EntityManager),
  opts: LocalProviderOptions = {},
): LocalClaimReviewProvider {
  const ttl = opts.statsTtlMs ?? STATS_TTL_MS;
  let pool: Promise<Pool> | null = null;
  let stats: LexemeStats | null = null;
  let loading: Promise<LexemeStats> | null = null;
  const getPool = () =>
    (pool ??= nativePool(source).catch((err: unknown) => {
      pool = null;
      throw err;
    }));

  const loadStats = (): Promise<LexemeStats> =>
    (loading ??= (async () => {
      try {
        const db = await getPool();
        const { rows } = await db.query<{ word: string; ndoc: number }>(
          `select word, ndoc from ts_stat('select search_vector from claim_reviews')`,
        );
        const { rows: count } = await db.query<{ n: string }>('select count(*) as n from claim_reviews');
        stats = { docs: Number(count[0]?.n ?? 0), df: new Map(rows.map((r) => [r.word, Number(r.ndoc)])), at: Date.now() };
        return stats;
      } finally {
        loading = null;
      }
    })());

  const currentStats = async (): Promise<LexemeStats> => {
    if (!stats) return loadStats();
    // Refreshed in the background; an empty index (the seed still loading) is re-read soon.
    if (Date.now() - stats.at > (stats.docs ? ttl : 5_000)) void loadStats().catch(() => undefined);
    return stats;
  };

  return {
    name: LOCAL_CLAIMREVIEW_PROVIDER,
    async refreshStats() {
      await loadStats();
    },
    async search(query: string, options: FactCheckSearchOptions = {}): Promise<ProviderResult<FactCheckMatch[]>> {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const text = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
      if (!/[\p{L}\p{N}]/u.test(text)) return { ok: true, data: [], ms: ms() };
      try {
        const [db, st] = await Promise.all([getPool(), currentStats()]);
        const matches = await runSearch(db, st, text, options, opts.trigramFallback ?? true);
        return { ok: true, data: matches.slice(0, Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE)), ms: ms() };
      } catch (err) {
        const timeout = (err as { code?: string }).code === '57014';
        const message = timeout ? 'local index search timed out' : `local index search failed: ${(err as Error).message}`;
        return { ok: false, error: { kind: timeout ? 'timeout' : 'network', message: message.slice(0, 200) }, ms: ms() };
      }
    },
  };
}

type Scored = FactCheckMatch & { score: number };

async function runSearch(
  db: Pool,
  stats: LexemeStats,
  text: string,
  options: FactCheckSearchOptions,
  trigramFallback: boolean,
): Promise<FactCheckMatch[]> {
  const language = options.languageCode?.split('-')[0]?.toLowerCase() ?? null;
  // Two pooled statements, no transaction: both are bounded (a handful of OR'ed lexemes, CANDIDATES rows).
  const { rows: lex } = await db.query<{ lexemes: string[] }>(`select tsvector_to_array(to_tsvector('english', $1)) as lexemes`, [text]);
  const weights = lexemeWeights(lex[0]?.lexemes ?? [], stats);
  const picked = [...weights.entries()]
    .filter(([l]) => stats.df.has(l))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_QUERY_LEXEMES);
  const scored = new Map<string, Scored>();
  const consider = (rows: CandidateRow[]) => {
    for (const row of rows) {
      if (scored.has(row.url)) continue;
      const score = scoreCandidate(text, row, weights, stats);
      scored.set(row.url, { ...toMatch(row, score), score });
    }
  };
  if (picked.length) {
    const params: unknown[] = [picked.map(([l]) => quoteLexeme(l)).join(' | '), language];
    for (const [l, w] of picked) params.push(quoteLexeme(l), w);
    consider((await db.query<CandidateRow>(fullTextSql(picked.length), params)).rows);
  }
  const best = Math.max(0, ...[...scored.values()].map((m) => m.score));
  // A word the index has never seen may be a misspelling: trigrams can still find the claim.
  const unknownWord = [...weights.keys()].some((l) => !stats.df.has(l));
  if (trigramFallback && unknownWord && best < TRIGRAM_FALLBACK_BELOW && text.length <= TRIGRAM_MAX_QUERY_CHARS) {
    consider(await trigramCandidates(db, text, language, Math.min(TRIGRAM_TIMEOUT_MS, options.timeoutMs ?? TRIGRAM_TIMEOUT_MS)));
  }
  return [...scored.values()]
    .filter((m) => m.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || (b.date ?? '').localeCompare(a.date ?? '') || a.url.localeCompare(b.url))
    .map(({ score: _score, ...match }) => match);
}

/**
 * `%` candidates in a read-only transaction that sets the threshold `%` uses and a short deadline
 * of its own; a query that would take longer simply adds nothing.
 */
async function trigramCandidates(db: Pool, text: string, language: string | null, timeoutMs: number): Promise<CandidateRow[]> {
  const client = await db.connect();
  try {
    // Simple protocol, numbers only: one round trip.
    await client.query(
      `begin read only; set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}; set local pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`,
    );
    const { rows } = await client.query<CandidateRow>(TRIGRAM_SQL, [text, language]);
    await client.query('commit');
    return rows;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    if ((err as { code?: string }).code === '57014') return [];
    throw err;
  } finally {
    client.release();
  }
}

/** Inverse document frequency of each query lexeme; lexemes the index never uses weigh the most. */
function lexemeWeights(lexemes: readonly string[], stats: LexemeStats): Map<string, number> {
  const weights = new Map<string, number>();
  for (const l of lexemes) weights.set(l, idf(l, stats));
  return weights;
}

function idf(lexeme: string, stats: LexemeStats): number {
  return Math.log((Math.max(stats.docs, 1) + 1) / ((stats.df.get(lexeme) ?? 0) + 0.5));
}

/**
 * 0..1, 1 for the same claim: the larger of
 * - the pg_trgm similarity of the two texts (the scale Google matches are given on), and
 * - the IDF-weighted lexeme overlap: the geometric mean of how much of the review's weight the
 *   query covers and how much of the query's weight the review covers. Stemmed lexemes make it
 *   blind to word order and inflection; rare words count most, so a lead-in ("I read that") or a
 *   few swapped common words cost little, while unrelated text sharing a word or two stays low
 *   (≤ 0.26 on the evaluation's unrelated statements; the scoring threshold is 0.42).
 */
function scoreCandidate(
  query: string,
  row: Pick<CandidateRow, 'claim_text' | 'lexemes'>,
  weights: Map<string, number>,
  stats: LexemeStats,
): number {
  let shared = 0;
  let claimWeight = 0;
  for (const l of row.lexemes) {
    const w = weights.get(l) ?? idf(l, stats);
    claimWeight += w;
    if (weights.has(l)) shared += w;
  }
  let queryWeight = 0;
  for (const w of weights.values()) queryWeight += w;
  const overlap = claimWeight > 0 && queryWeight > 0 ? Math.sqrt((shared / claimWeight) * (shared / queryWeight)) : 0;
  return Math.min(1, Math.max(trigramSimilarity(query, row.claim_text), overlap));
}

function toMatch(row: CandidateRow, score: number): FactCheckMatch {
  return {
    publisher: row.publisher_name,
    site: row.publisher_site,
    title: row.claim_text,
    url: row.url,
    rating: row.textual_rating,
    verdict: row.verdict,
    date: row.review_date,
    similarity: Number(score.toFixed(4)),
    provider: 'local',
    attribution: attributionOf(row.source, row.license),
    claimant: row.claimant,
    claimDate: row.claim_date,
    languageCode: row.language_code,
  };
}

const LICENSE_NAMES: Record<string, string> = {
  'CC-BY-NC-SA-4.0': 'CC BY-NC-SA 4.0',
  'CC-BY-SA-4.0': 'CC BY-SA 4.0',
  'CC-BY-4.0': 'CC BY 4.0',
  'CC0-1.0': 'CC0 1.0',
};

/** "VERITAS corpus v2.1, CC BY-NC-SA 4.0": the source's name without its parenthesised detail, and the licence. */
export function attributionOf(source: string | null, license: string | null): string | null {
  const name = source?.replace(/\s*\([^)]*\)\s*/g, ' ').trim() || null;
  const lic = license ? (LICENSE_NAMES[license] ?? license) : null;
  return [name, lic].filter(Boolean).join(', ') || null;
}

/** A lexeme as a tsquery operand: quoted, with quotes and backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
