import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Client, Notification, Pool } from 'pg';
import type { Logger } from '../../logger.js';
import type { Lexicon } from '../../nlp/match.js';
import { wordVectors } from '../../nlp/resources.js';
import { sentenceVector } from '../../nlp/sentence.js';
import { SoftIndex } from '../../nlp/soft-index.js';
import { tokenizeWithCasing } from '../../nlp/tokens.js';
import { nativePool } from './claim-review.sql.js';

/** Channel the ingestion code notifies after it changed claim_reviews; every API replica listens. */
export const CLAIM_INDEX_CHANNEL = 'claim_index_changed';
/** Rows tokenised between two turns of the event loop while building. */
const YIELD_EVERY = 500;
/** Rows read per statement while building. */
const BUILD_BATCH = 20_000;
/** Notifications arriving within this window cause one rebuild. */
const REFRESH_DEBOUNCE_MS = 300;
/** An empty index (the seed still loading on another replica) is re-read this often. */
const EMPTY_RECHECK_MS = 5_000;
/** Above this many reviews a search first ranks by sign-bit Hamming distance, then scores exactly. */
const COARSE_ABOVE = 50_000;
/** Rows the coarse pass keeps for exact scoring. */
const COARSE_KEEP = 4_000;
const SIGN_WORDS = 4;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Words need this many non-initial uses before their capitalisation rate says "name". */
const NAME_MIN_USES = 3;

/** One immutable build of the index; a refresh swaps in a new one. */
interface Snapshot {
  docs: number;
  /** Non-initial uses of a word in running text, and how many were capitalised. */
  uses: Map<string, number>;
  capitals: Map<string, number>;
  /** Review ids, one per vector row. */
  ids: string[];
  /** count × dims int8 sentence vectors (unit length before quantisation), and their scales. */
  vectors: Int8Array;
  scales: Float32Array;
  /** Sign bits of each vector (4 × 32 per row), for the coarse pass over large indexes. */
  signs: Int32Array;
  /** Content stems of each row, for the word channel (docs/adr/0138-word-channel.md); also each stem's document frequency. */
  words: SoftIndex;
  builtAt: number;
  ms: number;
}

export interface NearestReview {
  id: string;
  /** Cosine of the sentence vectors. */
  cosine: number;
}

export interface WordMatchedReview {
  id: string;
  /** IDF-weighted share of the query's content words the review holds (by stem, synonym or near word). */
  score: number;
}

export interface ClaimIndexOptions {
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** LISTEN for ingestion notifications (default true). */
  listen?: boolean;
}

/**
 * The in-memory side of the ClaimReview index (docs/adr/0042-semantic-claim-index.md): a sentence
 * vector per review (int8, ~100 bytes each) for the meaning-based retrieval channel, each review's
 * content stems for the word channel (docs/adr/0138-word-channel.md), and the corpus
 * statistics the matcher weighs words with (document frequencies, how often a word is written
 * capitalised). Built from PostgreSQL at start and rebuilt after every ingestion, on every replica:
 * the ingestion code sends NOTIFY claim_index_changed and each index LISTENs on a connection of its own.
 */
export class ClaimIndex implements Lexicon {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private listener: Client | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private pool: Promise<Pool> | null = null;

  constructor(
    private readonly source: MikroORM | (() => EntityManager),
    private readonly opts: ClaimIndexOptions = {},
  ) {}

  private getPool(): Promise<Pool> {
    return (this.pool ??= nativePool(this.source).catch((err: unknown) => {
      this.pool = null;
      throw err;
    }));
  }

  /** Builds the index if it has not been (and starts listening); resolves when a build is usable. */
  async ready(): Promise<void> {
    await this.current();
  }

  /** The current snapshot, building it on first use; an empty one is re-read in the background now and then. */
  private async current(): Promise<Snapshot> {
    const s = this.snapshot;
    if (!s) return this.rebuild();
    if (s.docs === 0 && Date.now() - s.builtAt > EMPTY_RECHECK_MS) void this.rebuild().catch(() => undefined);
    return s;
  }

  /** Rebuilds now (one build at a time; callers during a build share it). */
  rebuild(): Promise<Snapshot> {
    return (this.building ??= (async () => {
      try {
        if (this.opts.listen !== false)
          await this.listen().catch((err: unknown) =>
            this.opts.logger?.warn({ err }, 'claim index: LISTEN failed; refreshes only on restart'),
          );
        const snap = await this.build();
        this.snapshot = snap;
        return snap;
      } finally {
        this.building = null;
      }
    })());
  }

  get size(): number {
    return this.snapshot?.docs ?? 0;
  }

  /** How long the last build took, ms. */
  get buildMs(): number {
    return this.snapshot?.ms ?? 0;
  }

  idf(stem: string): number {
    const s = this.snapshot;
    if (!s || !s.docs) return 1;
    // Unknown stems weigh like a word seen twice: rare, but a typo or lead-in word should not dominate.
    return Math.log((s.docs + 1) / ((s.words.docFrequency(stem) || 2) + 0.5));
  }

  nameRate(word: string): number | null {
    const uses = this.snapshot?.uses.get(word) ?? 0;
    if (uses < NAME_MIN_USES) return null;
    return (this.snapshot?.capitals.get(word) ?? 0) / uses;
  }

  /** The corpus statistics as plain data (the matcher's training keeps them beside its pairs). */
  exportLexicon(): { docs: number; df: [string, number][]; names: [string, number][] } {
    const s = this.snapshot;
    if (!s) return { docs: 0, df: [], names: [] };
    const names: [string, number][] = [];
    for (const [w, uses] of s.uses) if (uses >= NAME_MIN_USES) names.push([w, Number(((s.capitals.get(w) ?? 0) / uses).toFixed(3))]);
    return {
      docs: s.docs,
      df: [...s.words.docFrequencies()].sort((a, b) => a[0].localeCompare(b[0])),
      names: names.sort((a, b) => a[0].localeCompare(b[0])),
    };
  }

  /**
   * The `k` reviews whose sentence vectors are closest to the text's: an exact scan (int8 rows);
   * over COARSE_ABOVE reviews, only the COARSE_KEEP rows whose sign bits differ least from the
   * query's are scored exactly (a cheap angle estimate: four popcounts a row).
   */
  async nearest(text: string, k: number): Promise<NearestReview[]> {
    const s = await this.current();
    const q = sentenceVector(tokenizeWithCasing(text).tokens);
    if (!q || !s.docs) return [];
    const dims = q.length;
    const rows = s.docs > COARSE_ABOVE ? coarseRows(s, q, COARSE_KEEP) : null;
    const top: NearestReview[] = [];
    let floor = -Infinity;
    const v = s.vectors;
    const n = rows ? rows.length : s.docs;
    for (let r = 0; r < n; r++) {
      const i = rows ? rows[r] : r;
      const base = i * dims;
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += v[base + d] * q[d];
      dot *= s.scales[i];
      if (dot <= floor) continue;
      top.push({ id: s.ids[i], cosine: dot });
      if (top.length > k) {
        top.sort((a, b) => b.cosine - a.cosine);
        top.length = k;
        floor = top[k - 1].cosine;
      }
    }
    return top.sort((a, b) => b.cosine - a.cosine).slice(0, k);
  }

  /**
   * The `k` reviews holding the largest share of the text's content words, each word by its stem, a
   * synonym or a near word by vector (the word channel, docs/adr/0138-word-channel.md).
   */
  async byWords(text: string, k: number): Promise<WordMatchedReview[]> {
    const s = await this.current();
    if (!s.docs) return [];
    return s.words.search(tokenizeWithCasing(text).tokens, (st) => this.idf(st), k).map(({ row, score }) => ({ id: s.ids[row], score }));
  }

  private async build(): Promise<Snapshot> {
    const started = performance.now();
    const db = await this.getPool();
    const dims = wordVectors().dims;
    const uses = new Map<string, number>();
    const capitals = new Map<string, number>();
    const ids: string[] = [];
    let vectors = new Int8Array(dims * 16_384);
    let scales = new Float32Array(16_384);
    let signs = new Int32Array(16_384 * SIGN_WORDS);
    const words = new SoftIndex();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await db.query<{ id: string; claim_text: string }>(
        'select id, claim_text from claim_reviews where id > $1 order by id limit $2',
        [after, BUILD_BATCH],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      for (const [n, row] of rows.entries()) {
        // Built in slices: a rebuild never holds the event loop for long.
        if (n % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
        const { tokens, casing } = tokenizeWithCasing(row.claim_text);
        for (const t of tokens) {
          if (casing && t.index > 0 && !t.stop && !t.number) {
            uses.set(t.word, (uses.get(t.word) ?? 0) + 1);
            if (t.capitalised) capitals.set(t.word, (capitals.get(t.word) ?? 0) + 1);
          }
        }
        // Its content stems: the word channel's postings, and the document frequencies the matcher weighs words by.
        words.add(tokens);
        const vec = sentenceVector(tokens);
        const i = ids.length;
        if (i >= scales.length) {
          const grownV = new Int8Array(vectors.length * 2);
          grownV.set(vectors);
          vectors = grownV;
          const grownS = new Float32Array(scales.length * 2);
          grownS.set(scales);
          scales = grownS;
          const grownB = new Int32Array(signs.length * 2);
          grownB.set(signs);
          signs = grownB;
        }
        ids.push(row.id);
        if (!vec) continue; // zero row: never near anything
        let max = 0;
        for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(vec[d]));
        const scale = max / 127 || 1;
        scales[i] = scale;
        for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.round(vec[d] / scale);
        signs.set(signBits(vec), i * SIGN_WORDS);
      }
      if (rows.length < BUILD_BATCH) break;
    }
    const ms = Math.round(performance.now() - started);
    if (ids.length) this.opts.logger?.info({ reviews: ids.length, ms }, 'claim index built');
    return {
      docs: ids.length,
      uses,
      capitals,
      ids,
      vectors: vectors.slice(0, ids.length * dims),
      scales: scales.slice(0, ids.length),
      signs: signs.slice(0, ids.length * SIGN_WORDS),
      words: words.seal(),
      builtAt: Date.now(),
      ms,
    };
  }

  /** A connection of its own that LISTENs; reconnects while the pool is alive, never keeps the process up. */
  private async listen(): Promise<void> {
    if (this.listener || this.closed) return;
    const pool = (await this.getPool()) as Pool & {
      Client?: new (o: unknown) => Client;
      options?: unknown;
      ended?: boolean;
      ending?: boolean;
    };
    const ClientCtor = pool.Client ?? (await import('pg')).default.Client;
    const client = new ClientCtor(pool.options);
    this.listener = client;
    const drop = () => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      if (!this.closed && !pool.ended && !pool.ending) setTimeout(() => void this.listen().catch(() => undefined), 2_000).unref();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (n: Notification) => {
      if (n.channel !== CLAIM_INDEX_CHANNEL) return;
      if (this.refreshTimer) clearTimeout(this.refreshTimer);
      this.refreshTimer = setTimeout(() => {
        this.refreshTimer = null;
        void this.rebuild().catch((err: unknown) => this.opts.logger?.warn({ err }, 'claim index refresh failed'));
      }, REFRESH_DEBOUNCE_MS);
      this.refreshTimer.unref();
    });
    // The pool's end (the ORM closed) ends the listener too: nothing else would tell it.
    const watch = setInterval(() => {
      if (!pool.ended && !pool.ending) return;
      clearInterval(watch);
      void this.close();
    }, 1_000);
    watch.unref();
    await client.connect();
    // The listener must never keep the process alive or block a shutdown.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    await client.query(`listen ${CLAIM_INDEX_CHANNEL}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    const l = this.listener;
    this.listener = null;
    await l?.end().catch(() => undefined);
  }
}

/** The signs of a vector's first 128 dimensions as four 32-bit words (bit set = positive). */
function signBits(vec: Float32Array): Int32Array {
  const out = new Int32Array(SIGN_WORDS);
  for (let d = 0; d < vec.length && d < SIGN_WORDS * 32; d++) if (vec[d] > 0) out[d >>> 5] |= 1 << (d & 31);
  return out;
}

/** Indexes of the `keep` rows whose sign bits are nearest the query's (Hamming distance, bucketed: linear). */
function coarseRows(s: Snapshot, q: Float32Array, keep: number): Int32Array {
  const qs = signBits(q);
  const dist = new Uint8Array(s.docs);
  const histogram = new Int32Array(SIGN_WORDS * 32 + 1);
  for (let i = 0, b = 0; i < s.docs; i++, b += SIGN_WORDS) {
    let h = 0;
    for (let w = 0; w < SIGN_WORDS; w++) h += popcount(s.signs[b + w] ^ qs[w]);
    dist[i] = h;
    histogram[h]++;
  }
  let cut = 0;
  for (let total = 0; cut < histogram.length && total + histogram[cut] <= keep; cut++) total += histogram[cut];
  // Rows strictly under the cut, then as many at the cut as fit.
  const out = new Int32Array(keep);
  let n = 0;
  let atCut = keep - histogram.slice(0, cut).reduce((a, b) => a + b, 0);
  for (let i = 0; i < s.docs && n < keep; i++) {
    if (dist[i] < cut) out[n++] = i;
    else if (dist[i] === cut && atCut > 0) {
      out[n++] = i;
      atCut--;
    }
  }
  return out.subarray(0, n);
}

/** Tells every replica's index that claim_reviews changed (delivered at commit when inside a transaction). */
export async function notifyClaimIndexChanged(
  db: { query: (sql: string, params?: unknown[]) => Promise<unknown> },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query('select pg_notify($1, $2)', [CLAIM_INDEX_CHANNEL, JSON.stringify(detail)]);
}
