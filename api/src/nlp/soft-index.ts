import { MATCH_PARAMS, fromCosine } from './match.js';
import { synonymsOfWord, wordVectors } from './resources.js';
import { stem, type Token } from './tokens.js';

/** How many near words (by vector) stand in for one query word. */
const NEIGHBOURS = 8;
/** Near words need at least this cosine (the alignment's zero is MATCH_PARAMS.cosZero). */
const NEIGHBOUR_COS = 0.55;
/** Doc entries one search may visit (rarest query words first): bounds the cost on large indexes. */
const POSTINGS_BUDGET = 60_000;
/** Near-word lists remembered per query word. */
const MEMO_MAX = 20_000;

interface Near {
  stem: number;
  sim: number;
}

/**
 * The word channel of the claim search: every review's content stems in an inverted index, and a
 * query ranked by the IDF-weighted share of its words a review holds, each word by its stem (1), a
 * WordNet synonym (MATCH_PARAMS.synonym) or one of its nearest words by vector (the alignment's cosine
 * mapping). A review that words the claim differently ("law-enforcement officers die 10 years earlier" for
 * "cops die a decade sooner") shares few stems with it and may sit far from it by sentence vector; here
 * each of its words can still stand in for one of the query's.
 */
export class SoftIndex {
  private readonly stemIds = new Map<string, number>();
  /** The reviews (row numbers) holding each stem, ascending: stem id s owns rows[offsets[s] .. offsets[s + 1]). */
  private offsets = new Int32Array(1);
  private postingRows = new Int32Array(0);
  /** While building: one (stem id, row) pair per distinct stem of a review, in typed arrays that grow. */
  private pairStems: Int32Array | null = new Int32Array(1 << 16);
  private pairRows = new Int32Array(1 << 16);
  private pairs = 0;
  /** Per stem id, while building: how often each word form was seen (the commonest with a vector stands for the stem). */
  private forms: Map<string, number>[] | null = [];
  /** Stems with a vector, for the near-word search. */
  private vecStems = new Int32Array(0);
  /** Their unit vectors, one row each, copied together (a scan reads them in order). */
  private vecs = new Float32Array(0);
  private readonly memo = new Map<string, Near[]>();
  private rows = 0;
  /** Distinct content stems of each row (growable while building). */
  private sizes: number[] | Uint16Array = [];
  /**
   * Per-row scratch of a search (a search runs to its end synchronously, so one set serves them all):
   * the weighted share so far, the query words held, the last query word counted. Only the rows a search
   * touched are reset after it.
   */
  private acc = new Float32Array(0);
  private hits = new Uint16Array(0);
  private stamp = new Int32Array(0);

  /** Reviews indexed. */
  get docs(): number {
    return this.rows;
  }

  /** How many reviews hold `stem` (0 when none does; read once sealed). */
  docFrequency(stem: string): number {
    const id = this.stemIds.get(stem);
    return id === undefined ? 0 : this.offsets[id + 1] - this.offsets[id];
  }

  /** Every stem with the number of reviews holding it (once sealed). */
  *docFrequencies(): IterableIterator<[string, number]> {
    for (const [stem, id] of this.stemIds) yield [stem, this.offsets[id + 1] - this.offsets[id]];
  }

  /** Adds the next review (row `docs`) by its tokens. */
  add(tokens: readonly Token[]): void {
    if (!this.pairStems || !this.forms) throw new Error('SoftIndex: add() after seal()');
    const seen = new Set<number>();
    for (const t of tokens) {
      if (t.stop || t.negation) continue;
      let id = this.stemIds.get(t.stem);
      if (id === undefined) {
        id = this.forms.length;
        this.stemIds.set(t.stem, id);
        this.forms.push(new Map());
      }
      const f = this.forms[id];
      f.set(t.word, (f.get(t.word) ?? 0) + 1);
      if (!seen.has(id)) {
        seen.add(id);
        if (this.pairs === this.pairStems.length) {
          const grow = (a: Int32Array) => {
            const b = new Int32Array(a.length * 2);
            b.set(a);
            return b;
          };
          this.pairStems = grow(this.pairStems);
          this.pairRows = grow(this.pairRows);
        }
        this.pairStems[this.pairs] = id;
        this.pairRows[this.pairs++] = this.rows;
      }
    }
    (this.sizes as number[]).push(Math.min(seen.size, 65_535));
    this.rows++;
  }

  /** Ends the build: postings become typed arrays, each stem gets the vector of its commonest form. */
  seal(): this {
    if (!this.pairStems || !this.forms) return this;
    // Counting sort of the pairs by stem; rows were added in order, so each stem's rows come out ascending.
    const stemCount = this.forms.length;
    const offsets = new Int32Array(stemCount + 1);
    for (let i = 0; i < this.pairs; i++) offsets[this.pairStems[i] + 1]++;
    for (let sId = 0; sId < stemCount; sId++) offsets[sId + 1] += offsets[sId];
    const fill = offsets.slice(0, stemCount);
    const postingRows = new Int32Array(this.pairs);
    for (let i = 0; i < this.pairs; i++) postingRows[fill[this.pairStems[i]]++] = this.pairRows[i];
    this.offsets = offsets;
    this.postingRows = postingRows;
    this.acc = new Float32Array(this.rows);
    this.hits = new Uint16Array(this.rows);
    this.stamp = new Int32Array(this.rows).fill(-1);
    this.sizes = Uint16Array.from(this.sizes);
    const wv = wordVectors();
    const stems: number[] = [];
    const rows: number[] = [];
    this.forms.forEach((f, id) => {
      let best: string | null = null;
      let count = 0;
      for (const [w, c] of f) if (wv.index.has(w) && (c > count || (c === count && best !== null && w < best))) [best, count] = [w, c];
      if (best === null || /\d/.test(best)) return;
      stems.push(id);
      rows.push(wv.index.get(best)!);
    });
    this.vecStems = Int32Array.from(stems);
    const d = wv.dims;
    this.vecs = new Float32Array(rows.length * d);
    rows.forEach((r, i) => this.vecs.set(wv.data.subarray(r * d, (r + 1) * d), i * d));
    this.pairStems = null;
    this.pairRows = new Int32Array(0);
    this.forms = null;
    return this;
  }

  /** The stems standing in for `t`, best first: its own, its synonyms', its nearest words'. */
  private near(t: Token): Near[] {
    // A capitalised word stands only for itself: remembered apart from the same word written small. The
    // mapping's settings are part of the key, so a tuning run that changes them reads fresh lists.
    const { synonym, cosZero, cosFull } = MATCH_PARAMS;
    const key = `${synonym},${cosZero},${cosFull},${t.capitalised ? '^' : ''}${t.word}`;
    const hit = this.memo.get(key);
    if (hit) return hit;
    const out = new Map<number, number>();
    const own = this.stemIds.get(t.stem);
    if (own !== undefined) out.set(own, 1);
    if (!t.number && !t.capitalised) {
      if (synonym > 0)
        for (const s of synonymsOfWord(t.word)) {
          const id = this.stemIds.get(stem(s));
          if (id !== undefined && !out.has(id)) out.set(id, synonym);
        }
      const wv = wordVectors();
      const row = wv.index.get(t.word);
      if (row !== undefined) {
        const d = wv.dims;
        const q = wv.data.slice(row * d, (row + 1) * d);
        const vecs = this.vecs;
        const top: Array<[number, number]> = [];
        for (let i = 0; i < this.vecStems.length; i++) {
          let dot = 0;
          const o = i * d;
          for (let k = 0; k < d; k++) dot += vecs[o + k] * q[k];
          if (dot < NEIGHBOUR_COS) continue;
          if (top.length < NEIGHBOURS) top.push([dot, this.vecStems[i]]);
          else if (dot > top[NEIGHBOURS - 1][0]) top[NEIGHBOURS - 1] = [dot, this.vecStems[i]];
          else continue;
          top.sort((a, b) => b[0] - a[0]);
        }
        for (const [cos, id] of top) {
          const sim = fromCosine(cos, false, cosZero, cosFull, 1);
          if (sim > (out.get(id) ?? 0)) out.set(id, sim);
        }
      }
    }
    const list = [...out.entries()].map(([s, sim]) => ({ stem: s, sim })).sort((a, b) => b.sim - a.sim || a.stem - b.stem);
    if (this.memo.size >= MEMO_MAX) this.memo.clear();
    this.memo.set(key, list);
    return list;
  }

  /**
   * The `k` rows that hold the largest IDF-weighted share of the query's content words (each by its
   * best stand-in), best first, with that share. Numbers and capitalised words stand only for themselves.
   */
  search(tokens: readonly Token[], idf: (stem: string) => number, k: number): Array<{ row: number; score: number }> {
    const words = [...new Map(tokens.filter((t) => !t.stop && !t.negation).map((t) => [t.stem, t])).values()]
      .map((t) => ({ t, w: Math.max(0.1, idf(t.stem)) }))
      .sort((a, b) => b.w - a.w);
    const total = words.reduce((x, q) => x + q.w, 0);
    if (!total || !this.docs || this.pairStems) return [];
    const { acc, hits, stamp } = this;
    const touched: number[] = [];
    let budget = POSTINGS_BUDGET;
    words.forEach(({ t, w }, qi) => {
      for (const { stem: s, sim } of this.near(t)) {
        const [from, to] = [this.offsets[s], this.offsets[s + 1]];
        if (budget - (to - from) < 0 && touched.length) continue;
        budget -= to - from;
        for (let i = from; i < to; i++) {
          const d = this.postingRows[i];
          if (stamp[d] === qi) continue;
          if (stamp[d] === -1) touched.push(d);
          stamp[d] = qi;
          acc[d] += w * sim;
          hits[d]++;
        }
      }
    });
    const ranked = this.best(touched, total, k);
    for (const row of touched) {
      acc[row] = 0;
      hits[row] = 0;
      stamp[row] = -1;
    }
    return ranked;
  }

  /**
   * The `k` best of the touched rows, in order: by share; equal shares, the review with fewer words of
   * its own first (it says less besides), then by row. A selection, not a sort: a search over a large
   * index touches tens of thousands of rows, and most fall below the k-th share at once.
   */
  private best(touched: readonly number[], total: number, k: number): Array<{ row: number; score: number }> {
    if (k <= 0) return [];
    const { acc, hits, sizes } = this;
    type Ranked = { row: number; score: number; held: number };
    const top: Ranked[] = [];
    const before = (a: Ranked, b: Ranked) =>
      a.score > b.score || (a.score === b.score && (a.held > b.held || (a.held === b.held && a.row < b.row)));
    for (const row of touched) {
      const score = acc[row] / total;
      if (top.length === k && score < top[k - 1].score) continue;
      const item = { row, score, held: Math.min(1, hits[row] / Math.max(1, sizes[row])) };
      if (top.length === k && !before(item, top[k - 1])) continue;
      let i = top.length === k ? k - 1 : top.length;
      while (i > 0 && before(item, top[i - 1])) i--;
      if (top.length === k) top.pop();
      top.splice(i, 0, item);
    }
    return top.map(({ row, score }) => ({ row, score }));
  }
}
