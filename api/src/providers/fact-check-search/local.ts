import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Verdict } from '@factlens/common';
import type { ProviderResult } from '../http.js';
import { nativePool } from '../../modules/claim-review/claim-review.sql.js';
import type { FactCheckMatch, FactCheckSearchOptions, FactCheckSearchProvider } from './index.js';

export const LOCAL_CLAIMREVIEW_PROVIDER = 'claimreview-local';
const DEFAULT_PAGE_SIZE = 5;
/** A sentence is enough to find a claim; longer input only slows the trigram work down. */
const MAX_QUERY_CHARS = 600;
/** Full-text candidates re-ranked per query. */
const CANDIDATES = 40;
/** Query lexemes used to find candidates (the rarest first). */
const MAX_QUERY_LEXEMES = 12;
/** Below this nothing is returned: such a review is about something else. */
const MIN_SIMILARITY = 0.2;
/** When the best full-text candidate is weaker than this, trigram candidates are looked up as well (typos, spelling). */
const TRIGRAM_FALLBACK_BELOW = 0.45;
const TRIGRAM_THRESHOLD = 0.45;
const STATS_TTL_MS = 10 * 60_000;

export interface LocalProviderOptions {
  /** How long document frequencies are reused before a background refresh (default 10 minutes). */
  statsTtlMs?: number;
}

export interface LocalClaimReviewProvider extends FactCheckSearchProvider {
  /** Re-read the document frequencies now (after an ingestion, say). */
  refreshStats(): Promise<void>;
}

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
  trgm: number;
  claim_in_query: number;
  query_in_claim: number;
}

const SELECT_COLUMNS = `claim_text, claimant, claim_date::text as claim_date, publisher_name, publisher_site, url,
  review_date::text as review_date, textual_rating, verdict, language_code, source, license,
  tsvector_to_array(search_vector) as lexemes,
  similarity(claim_text, $1) as trgm,
  word_similarity(claim_text, $1) as claim_in_query,
  word_similarity($1, claim_text) as query_in_claim`;

/**
 * Candidates by full text: an OR of the query's rarest lexemes (GIN on search_vector), ordered by
 * the summed inverse document frequency of the lexemes each review shares with the query, then
 * trigram measures for the few that are kept.
 */
const FULL_TEXT_SQL = `
with q as (select * from unnest($2::text[], $3::float8[]) as q(lexeme, weight))
select ${SELECT_COLUMNS}
from (
  select c.*, (select sum(q.weight) from q where q.lexeme = any(tsvector_to_array(c.search_vector))) as shared
  from claim_reviews c
  where c.search_vector @@ $4::tsquery and ($5::text is null or c.language_code = $5)
  order by shared desc, c.review_date desc nulls last, c.url
  limit ${CANDIDATES}
) c`;

/** Candidates by trigram similarity (GIN gin_trgm_ops; `%` uses pg_trgm.similarity_threshold set for the transaction). */
const TRIGRAM_SQL = `
select ${SELECT_COLUMNS}
from claim_reviews
where claim_text % $1 and ($2::text is null or language_code = $2)
order by similarity(claim_text, $1) desc
limit ${CANDIDATES}`;

/**
 * The local ClaimReview index (PostgreSQL full text + pg_trgm) as a fact-check search provider:
 * always on, offline. Similarity is on the 0..1 scale of trigramSimilarity (1 = same claim);
 * see scoreCandidate for how paraphrases keep a high score.
 */
export function createLocalClaimReviewProvider(
  source: MikroORM | (() => EntityManager),
  opts: LocalProviderOptions = {},
): LocalClaimReviewProvider {
  const ttl = opts.statsTtlMs ?? STATS_TTL_MS;
  let pool: Promise<Pool> | null = null;
  let stats: LexemeStats | null = null;
  let loading: Promise<LexemeStats> | null = null;
  const getPool = () => (pool ??= nativePool(source).catch((err: unknown) => {
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
    // An empty index (seed still loading) is re-read soon; otherwise refresh in the background.
    const age = Date.now() - stats.at;
    if (age > (stats.docs ? ttl : 5_000)) void loadStats().catch(() => undefined);
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
        const rows = await runSearch(db, st, text, options);
        const pageSize = Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE);
        return { ok: true, data: rows.slice(0, pageSize), ms: ms() };
      } catch (err) {
        const timeout = (err as { code?: string }).code === '57014';
        return {
          ok: false,
          error: { kind: timeout ? 'timeout' : 'network', message: timeout ? 'local index search timed out' : `local index search failed: ${(err as Error).message}`.slice(0, 200) },
          ms: ms(),
        };
      }
    },
  };
}

async function runSearch(db: Pool, stats: LexemeStats, text: string, options: FactCheckSearchOptions): Promise<FactCheckMatch[]> {
  const client = await db.connect();
  try {
    await client.query('begin read only');
    const timeout = Math.max(50, Math.round(options.timeoutMs ?? 10_000));
    await client.query(`select set_config('statement_timeout', $1, true), set_config('pg_trgm.similarity_threshold', $2, true)`, [
      `${timeout}ms`,
      String(TRIGRAM_THRESHOLD),
    ]);
    const language = options.languageCode?.split('-')[0]?.toLowerCase() ?? null;
    const { rows: lex } = await client.query<{ lexemes: string[] }>(
      `select tsvector_to_array(to_tsvector('english', $1)) as lexemes`,
      [text],
    );
    const weights = lexemeWeights(lex[0]?.lexemes ?? [], stats);
    const picked = [...weights.entries()].filter(([l]) => stats.df.has(l)).sort((a, b) => b[1] - a[1]).slice(0, MAX_QUERY_LEXEMES);
    const scored = new Map<string, FactCheckMatch & { score: number }>();
    const consider = (rows: CandidateRow[]) => {
      for (const row of rows) {
        if (scored.has(row.url)) continue;
        const score = scoreCandidate(row, weights, stats);
        scored.set(row.url, { ...toMatch(row, score), score });
      }
    };
    if (picked.length) {
      const { rows } = await client.query<CandidateRow>(FULL_TEXT_SQL, [
        text,
        picked.map(([l]) => l),
        picked.map(([, w]) => w),
        picked.map(([l]) => quoteLexeme(l)).join(' | '),
        language,
      ]);
      consider(rows);
    }
    const best = Math.max(0, ...[...scored.values()].map((m) => m.score));
    if (best < TRIGRAM_FALLBACK_BELOW) {
      const { rows } = await client.query<CandidateRow>(TRIGRAM_SQL, [text, language]);
      consider(rows);
    }
    await client.query('commit');
    return [...scored.values()]
      .filter((m) => m.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || (b.date ?? '').localeCompare(a.date ?? '') || a.url.localeCompare(b.url))
      .map(({ score: _score, ...match }) => match);
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Inverse document frequency of each query lexeme; lexemes the corpus never uses weigh the most. */
function lexemeWeights(lexemes: readonly string[], stats: LexemeStats): Map<string, number> {
  const n = Math.max(stats.docs, 1);
  const weights = new Map<string, number>();
  for (const l of lexemes) weights.set(l, Math.log((n + 1) / ((stats.df.get(l) ?? 0) + 0.5)));
  return weights;
}

/**
 * 0..1, 1 for the same claim. The larger of the pg_trgm similarity of the two texts and a
 * lexical score: the IDF-weighted Dice overlap of their stemmed lexemes (word order and
 * inflection do not matter, rare words count most), blended with the trigram word similarities
 * so that a claim quoted inside a longer sentence (or a sentence quoting part of a claim) stays
 * close. Unrelated text shares few rare lexemes and stays low.
 */
export function scoreCandidate(row: Pick<CandidateRow, 'lexemes' | 'trgm' | 'claim_in_query' | 'query_in_claim'>, weights: Map<string, number>, stats: LexemeStats): number {
  const n = Math.max(stats.docs, 1);
  const idf = (l: string) => weights.get(l) ?? Math.log((n + 1) / ((stats.df.get(l) ?? 0) + 0.5));
  let shared = 0;
  let claimWeight = 0;
  for (const l of row.lexemes) {
    const w = idf(l);
    claimWeight += w;
    if (weights.has(l)) shared += w;
  }
  let queryWeight = 0;
  for (const w of weights.values()) queryWeight += w;
  const dice = queryWeight + claimWeight > 0 ? (2 * shared) / (queryWeight + claimWeight) : 0;
  const containment = Math.max(Number(row.claim_in_query), Number(row.query_in_claim));
  const lexical = 0.75 * dice + 0.25 * containment * dice ** 0.5;
  return Math.min(1, Math.max(Number(row.trgm), lexical));
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
