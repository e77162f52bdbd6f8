import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Verdict } from '@factlens/common';
import type { ProviderResult } from '../../providers/http.js';
import type { FactCheckMatch, FactCheckSearchOptions, FactCheckSearchProvider } from '../../providers/fact-check-search/index.js';
import { trigramSimilarity } from '../../providers/fact-check-search/similarity.js';
import { loadClauseTagger } from '../../nlp/clauses.js';
import { matchClaim } from '../../nlp/match.js';
import { centredWordVectors, nameKindTable, synonymTable, wordVectors } from '../../nlp/resources.js';
import { tokenize } from '../../nlp/tokens.js';
import { nativePool } from './claim-review.sql.js';
import { ClaimIndex, type ClaimIndexOptions } from './claim-index.js';

export const LOCAL_CLAIMREVIEW_PROVIDER = 'claimreview-local';
const DEFAULT_PAGE_SIZE = 5;
/** A sentence is enough to find a claim; longer input only costs time. */
const MAX_QUERY_CHARS = 600;
/** Candidates per channel (full text, sentence vectors, words), fused and re-ranked per query. */
const CANDIDATES = 20;
/** Reciprocal-rank fusion constant (the usual 60). */
const RRF_K = 60;
/** Query lexemes used to find candidates, rarest first: they carry the meaning and keep the OR small. */
const MAX_QUERY_LEXEMES = 6;
/**
 * At most this many index rows (the query lexemes' document frequencies added up, rarest first) are
 * scored by the full-text statement: its cost grows with them, about 5 µs a row. Lexemes past it, the
 * most common ones ("trump" is in 23,000 of 300,000 reviews), are left out; they would rank few rows
 * into the top 20 over those sharing the rarer words. Never binds on the shipped corpus (docs/adr/0133-full-text-row-budget.md).
 */
const FULL_TEXT_ROW_BUDGET = 10_000;
/** Below this nothing is returned: such a review is about something else. */
const MIN_SIMILARITY = 0.3;
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

export interface LocalProviderOptions extends ClaimIndexOptions {
  /** The in-memory index to use (default: one built from the same database). */
  index?: ClaimIndex;
  /** How long document frequencies are reused before a background refresh (default 10 minutes). */
  statsTtlMs?: number;
  /** Look short queries up by trigrams when full text finds nothing close (default true). */
  trigramFallback?: boolean;
  /** Matches below this similarity are dropped (default 0.3; training collects every candidate with 0). */
  minSimilarity?: number;
  /** Index rows the full-text statement may score (see FULL_TEXT_ROW_BUDGET). */
  fullTextRowBudget?: number;
}

export interface LocalClaimReviewProvider extends FactCheckSearchProvider {
  /** Re-read the document frequencies and rebuild the in-memory index now (after an ingestion, say). */
  refreshStats(): Promise<void>;
  /** The in-memory semantic index and corpus statistics (also the matcher's lexicon). */
  readonly index: ClaimIndex;
}

/** Document frequency of every lexeme in the index, for inverse-document-frequency weights. */
export interface LexemeStats {
  docs: number;
  df: Map<string, number>;
  at: number;
}

interface CandidateRow {
  id: string;
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

const SELECT_COLUMNS = `id, claim_text, claimant, claim_date::text as claim_date, publisher_name, publisher_site, url,
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

/** Rows of the sentence-vector channel's ids. */
const BY_ID_SQL = `select ${SELECT_COLUMNS} from claim_reviews
  where id = any($1::uuid[]) and ($2::text is null or language_code is null or split_part(lower(language_code), '-', 1) = $2)`;

/** Trigram candidates (`%` uses pg_trgm.similarity_threshold, set for the transaction). */
const TRIGRAM_SQL = `select ${SELECT_COLUMNS} from claim_reviews
  where claim_text % $1 and ($2::text is null or language_code is null or split_part(lower(language_code), '-', 1) = $2)
  order by similarity(claim_text, $1) desc, url
  limit ${CANDIDATES}`;

/**
 * The local ClaimReview index as a fact-check search provider: always on, offline (docs/claim-index.md).
 * Three retrieval channels, PostgreSQL full text (rarest lexemes), the in-memory sentence vectors and
 * the in-memory word channel (each word by its stem or a near word), fused by reciprocal rank and
 * re-ranked by the symmetric claim match (nlp/match.ts); similarity is that match score, 0..1 (1 = the
 * same content words).
 */
export function createLocalClaimReviewProvider(
  source: MikroORM | (() => EntityManager),
  opts: LocalProviderOptions = {},
): LocalClaimReviewProvider {
  const ttl = opts.statsTtlMs ?? STATS_TTL_MS;
  const index = opts.index ?? new ClaimIndex(source, opts);
  // Built at start (in the background): the first search waits for it only if it is still running.
  wordVectors();
  centredWordVectors();
  synonymTable();
  nameKindTable();
  loadClauseTagger();
  void index.ready().catch(() => undefined);
  let statsFor = 0;
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
    // An index rebuilt after an ingestion means new lexemes too.
    if (index.size !== statsFor) {
      statsFor = index.size;
      void loadStats().catch(() => undefined);
    }
    // Refreshed in the background; an empty index (the seed still loading) is re-read soon.
    if (Date.now() - stats.at > (stats.docs ? ttl : 5_000)) void loadStats().catch(() => undefined);
    return stats;
  };

  return {
    name: LOCAL_CLAIMREVIEW_PROVIDER,
    index,
    async refreshStats() {
      await Promise.all([loadStats(), index.rebuild()]);
    },
    async search(query: string, options: FactCheckSearchOptions = {}): Promise<ProviderResult<FactCheckMatch[]>> {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const text = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
      if (!/[\p{L}\p{N}]/u.test(text)) return { ok: true, data: [], ms: ms() };
      try {
        const [db, st] = await Promise.all([getPool(), currentStats(), index.ready()]);
        const matches = await runSearch(db, st, index, text, options, {
          trigramFallback: opts.trigramFallback ?? true,
          minSimilarity: opts.minSimilarity ?? MIN_SIMILARITY,
          rowBudget: opts.fullTextRowBudget ?? FULL_TEXT_ROW_BUDGET,
        });
        return { ok: true, data: matches.slice(0, Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE)), ms: ms() };
      } catch (err) {
        const timeout = (err as { code?: string }).code === '57014';
        const message = timeout ? 'local index search timed out' : `local index search failed: ${(err as Error).message}`;
        return { ok: false, error: { kind: timeout ? 'timeout' : 'network', message: message.slice(0, 200) }, ms: ms() };
      }
    },
  };
}

type Scored = FactCheckMatch & { score: number; fused: number };

async function runSearch(
  db: Pool,
  stats: LexemeStats,
  index: ClaimIndex,
  text: string,
  options: FactCheckSearchOptions,
  { trigramFallback, minSimilarity, rowBudget }: { trigramFallback: boolean; minSimilarity: number; rowBudget: number },
): Promise<FactCheckMatch[]> {
  const language = options.languageCode?.split('-')[0]?.toLowerCase() ?? null;
  // Full text: the query's rarest known lexemes (two pooled statements, both bounded). The search
  // statement goes out before the in-memory channels hold the event loop, so PostgreSQL runs it
  // meanwhile; the pool hands a statement to its connection on a later tick, hence the one turn of the
  // loop after it.
  const { rows: lex } = await db.query<{ lexemes: string[] }>(`select tsvector_to_array(to_tsvector('english', $1)) as lexemes`, [text]);
  const picked = queryLexemes(lex[0]?.lexemes ?? [], stats, rowBudget);
  const params: unknown[] = [picked.map(([l]) => quoteLexeme(l)).join(' | '), language];
  for (const [l, w] of picked) params.push(quoteLexeme(l), w);
  let fullText: Promise<CandidateRow[]> = Promise.resolve([]);
  if (picked.length) {
    fullText = db.query<CandidateRow>(fullTextSql(picked.length), params).then((r) => r.rows);
    // Awaited below with the rows by id; a failure before then is not an unhandled rejection.
    fullText.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Meaning: nearest sentence vectors in memory; words: the reviews holding most of the text's words,
  // each by its stem or a near word (docs/adr/0138-word-channel.md). Then their rows by id, read while
  // the full-text statement still runs (a row both bring is read twice rather than waited for).
  const near = await index.nearest(text, CANDIDATES);
  const worded = await index.byWords(text, CANDIDATES);
  const ids = [...new Set([...near, ...worded].map((n) => n.id))];
  const byId = ids.length ? db.query<CandidateRow>(BY_ID_SQL, [ids, language]).then((r) => r.rows) : Promise.resolve([]);
  const [ftRows, vecRows] = await Promise.all([fullText, byId]);
  const rowsById = new Map<string, CandidateRow>([...ftRows, ...vecRows].map((r) => [r.id, r]));

  // Reciprocal-rank fusion of the three channels decides ties; the symmetric match score ranks.
  const fused = new Map<string, number>();
  ftRows.forEach((r, i) => fused.set(r.id, (fused.get(r.id) ?? 0) + 1 / (RRF_K + i + 1)));
  near.forEach((n, i) => fused.set(n.id, (fused.get(n.id) ?? 0) + 1 / (RRF_K + i + 1)));
  worded.forEach((n, i) => fused.set(n.id, (fused.get(n.id) ?? 0) + 1 / (RRF_K + i + 1)));
  // Words the vectors do not know may be typos: then trigram similarity may stand in for the match.
  const vocab = wordVectors().index;
  const unknownWord = tokenize(text).some((t) => !t.stop && !t.number && !vocab.has(t.word));
  const scored = new Map<string, Scored>();
  const consider = (row: CandidateRow) => {
    if (scored.has(row.url)) return;
    let score = matchClaim(text, row.claim_text, index).score;
    if (unknownWord) score = Math.max(score, trigramSimilarity(text, row.claim_text));
    scored.set(row.url, { ...toMatch(row, score), score, fused: fused.get(row.id) ?? 0 });
  };
  for (const row of rowsById.values()) consider(row);
  const best = Math.max(0, ...[...scored.values()].map((m) => m.score));
  if (trigramFallback && unknownWord && best < TRIGRAM_FALLBACK_BELOW && text.length <= TRIGRAM_MAX_QUERY_CHARS) {
    for (const row of await trigramCandidates(db, text, language, Math.min(TRIGRAM_TIMEOUT_MS, options.timeoutMs ?? TRIGRAM_TIMEOUT_MS)))
      consider(row);
  }
  return [...scored.values()]
    .filter((m) => m.score >= minSimilarity)
    .sort((a, b) => b.score - a.score || b.fused - a.fused || (b.date ?? '').localeCompare(a.date ?? '') || a.url.localeCompare(b.url))
    .map(({ score: _score, fused: _fused, ...match }) => match);
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

/**
 * The lexemes the full-text channel looks up, with their IDF: the rarest `MAX_QUERY_LEXEMES` the index
 * knows, while their document frequencies add up to at most `rowBudget` (the rarest one always).
 */
export function queryLexemes(lexemes: readonly string[], stats: LexemeStats, rowBudget = FULL_TEXT_ROW_BUDGET): [string, number][] {
  const ranked = [...lexemeWeights(lexemes, stats).entries()]
    .filter(([l]) => stats.df.has(l))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_QUERY_LEXEMES);
  const picked: [string, number][] = [];
  let rows = 0;
  for (const entry of ranked) {
    rows += stats.df.get(entry[0]) ?? 0;
    if (picked.length && rows > rowBudget) break;
    picked.push(entry);
  }
  return picked;
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
