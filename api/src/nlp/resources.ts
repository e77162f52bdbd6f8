import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The shipped language resources (derived once by scripts/nlp/derive-vectors.mjs, see
 * docs/adr/0041-word-vectors.md): unit word vectors (int8 + scale on disk, float32 here),
 * WordNet antonym pairs and WordNet synonym pairs. Loaded once per process on first use (~50 ms, ~20 MB), same path from
 * src/ and dist/.
 */
export const WORD_VECTORS_FILE = fileURLToPath(new URL('../../data/nlp/word-vectors.bin.gz', import.meta.url));
export const ANTONYMS_FILE = fileURLToPath(new URL('../../data/nlp/antonyms.json.gz', import.meta.url));
/** The mean and principal directions removed from the vectors for the centred features (scripts/nlp/derive-centring.mjs). */
export const CENTRING_FILE = fileURLToPath(new URL('../../data/nlp/word-vectors-centring.json', import.meta.url));
/** WordNet synonyms among the vector words (scripts/nlp/derive-synonyms.mjs, docs/adr/0110-synonyms-and-acronyms.md). */
export const SYNONYMS_FILE = fileURLToPath(new URL('../../data/nlp/synonyms.json.gz', import.meta.url));
/** WordNet's one-word proper names and their kinds (scripts/nlp/derive-name-kinds.mjs, docs/adr/0150-rival-names.md). */
export const NAME_KINDS_FILE = fileURLToPath(new URL('../../data/nlp/name-kinds.json.gz', import.meta.url));

export interface WordVectors {
  dims: number;
  /** Row of each word in `data`. */
  index: Map<string, number>;
  /** count × dims, each row unit length. */
  data: Float32Array;
}

let vectors: WordVectors | null = null;
let antonyms: Set<string> | null = null;
let synonyms: Map<string, string[]> | null = null;
let nameKinds: Map<string, { senses: number[]; kinds: number[] }> | null = null;

export function loadWordVectors(file = WORD_VECTORS_FILE): WordVectors {
  const buf = zlib.gunzipSync(fs.readFileSync(file));
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8')) as {
    format: string;
    dims: number;
    count: number;
    wordBytes: number;
  };
  if (header.format !== 'factlens-word-vectors/1') throw new Error(`${file}: unknown format ${header.format}`);
  const { dims, count, wordBytes } = header;
  let at = 4 + headerLength;
  const words = buf
    .subarray(at, at + wordBytes)
    .toString('utf8')
    .split('\n');
  at += wordBytes;
  at += (4 - (at % 4)) % 4;
  const scales = new Float32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + count * 4));
  at += count * 4;
  const q = new Int8Array(buf.buffer, buf.byteOffset + at, count * dims);
  const data = new Float32Array(count * dims);
  for (let i = 0; i < count; i++) {
    const s = scales[i];
    for (let d = 0; d < dims; d++) data[i * dims + d] = q[i * dims + d] * s;
  }
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  return { dims, index, data };
}

/**
 * What "centring" removes from every word vector (docs/adr/0131-centred-word-vectors.md): the mean of all
 * vectors and their top principal directions. Those directions carry word frequency more than meaning, and
 * make common words look alike ("part"/"called" 0.77, "every"/"may" 0.58).
 */
export interface Centring {
  mean: number[];
  directions: number[][];
}

/** The mean of the rows and the top `count` principal directions of the centred rows (deterministic power iteration). */
export function principalDirections(v: WordVectors, count: number): Centring {
  const { dims, data } = v;
  const rows = data.length / dims;
  const mean = new Float64Array(dims);
  for (let i = 0; i < rows; i++) for (let d = 0; d < dims; d++) mean[d] += data[i * dims + d];
  for (let d = 0; d < dims; d++) mean[d] /= rows;
  const cov = new Float64Array(dims * dims);
  const row = new Float64Array(dims);
  for (let i = 0; i < rows; i++) {
    for (let d = 0; d < dims; d++) row[d] = data[i * dims + d] - mean[d];
    for (let a = 0; a < dims; a++) {
      const x = row[a];
      for (let b = a; b < dims; b++) cov[a * dims + b] += x * row[b];
    }
  }
  for (let a = 0; a < dims; a++) for (let b = 0; b < a; b++) cov[a * dims + b] = cov[b * dims + a];
  const directions: Float64Array[] = [];
  for (let k = 0; k < count; k++) {
    let u = new Float64Array(dims).fill(1 / Math.sqrt(dims));
    u[k % dims] += 0.5;
    for (let it = 0; it < 300; it++) {
      const w = new Float64Array(dims);
      for (let a = 0; a < dims; a++) {
        let sum = 0;
        for (let b = 0; b < dims; b++) sum += cov[a * dims + b] * u[b];
        w[a] = sum;
      }
      for (const p of directions) {
        let dot = 0;
        for (let a = 0; a < dims; a++) dot += w[a] * p[a];
        for (let a = 0; a < dims; a++) w[a] -= dot * p[a];
      }
      const norm = Math.sqrt(w.reduce((x, y) => x + y * y, 0)) || 1;
      for (let a = 0; a < dims; a++) w[a] /= norm;
      u = w;
    }
    // A direction's sign is arbitrary: fix it so the output is the same on every run.
    const lead = u.reduce((m, x) => (Math.abs(x) > Math.abs(m) ? x : m), 0);
    if (lead < 0) for (let a = 0; a < dims; a++) u[a] = -u[a];
    directions.push(u);
  }
  return { mean: [...mean], directions: directions.map((d) => [...d]) };
}

/** A copy of the vectors with the mean subtracted and the directions projected out, each row unit length again. */
export function centreVectors(v: WordVectors, c: Centring): WordVectors {
  const { dims } = v;
  const data = new Float32Array(v.data.length);
  const rows = data.length / dims;
  const row = new Float64Array(dims);
  for (let i = 0; i < rows; i++) {
    const o = i * dims;
    for (let d = 0; d < dims; d++) row[d] = v.data[o + d] - c.mean[d];
    for (const p of c.directions) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += row[d] * p[d];
      for (let d = 0; d < dims; d++) row[d] -= dot * p[d];
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += row[d] * row[d];
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) data[o + d] = row[d] / norm;
  }
  return { dims, index: v.index, data };
}

export function wordVectors(): WordVectors {
  return (vectors ??= loadWordVectors());
}

let centred: WordVectors | null = null;

/** The centring of the shipped vectors (scripts/nlp/derive-centring.mjs). */
export function loadCentring(file = CENTRING_FILE): Centring {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Centring;
}

/** The shipped vectors centred (docs/adr/0131-centred-word-vectors.md): loaded once, ~40 ms and 20 MB. */
export function centredWordVectors(): WordVectors {
  return (centred ??= centreVectors(wordVectors(), loadCentring()));
}

/** Antonym pairs as "a|b" with a < b. */
export function antonymPairs(): Set<string> {
  if (!antonyms) {
    const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(ANTONYMS_FILE)).toString('utf8')) as { pairs: [string, string][] };
    antonyms = new Set(json.pairs.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));
  }
  return antonyms;
}

export function areAntonyms(a: string, b: string): boolean {
  return antonymPairs().has(a < b ? `${a}|${b}` : `${b}|${a}`);
}

/** Each word's synonyms (both directions). */
export function synonymTable(): Map<string, string[]> {
  if (!synonyms) {
    const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(SYNONYMS_FILE)).toString('utf8')) as { pairs: [string, string[]][] };
    const table = new Map<string, string[]>();
    const add = (a: string, b: string) => {
      const list = table.get(a);
      if (list) list.push(b);
      else table.set(a, [b]);
    };
    for (const [a, bs] of json.pairs) {
      for (const b of bs) {
        add(a, b);
        add(b, a);
      }
    }
    synonyms = table;
  }
  return synonyms;
}

export function synonymsOfWord(word: string): readonly string[] {
  return synonymTable().get(word) ?? [];
}

export function areSynonyms(a: string, b: string): boolean {
  return synonymsOfWord(a).includes(b);
}

/** Each proper name's WordNet synsets and the kinds they are instances or hyponyms of ("texas": American state). */
export function nameKindTable(): Map<string, { senses: number[]; kinds: number[] }> {
  if (!nameKinds) {
    const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(NAME_KINDS_FILE)).toString('utf8')) as {
      names: [string, number[], number[]][];
    };
    nameKinds = new Map(json.names.map(([word, senses, kinds]) => [word, { senses, kinds }]));
  }
  return nameKinds;
}

/**
 * Two proper names of one kind that never name the same thing ("obama" / "clinton": Presidents of the
 * United States; "texas" / "florida": American states): a claim about one is not about the other.
 */
export function areRivalNames(a: string, b: string): boolean {
  const x = nameKindTable().get(a);
  const y = nameKindTable().get(b);
  if (!x || !y || a === b) return false;
  return x.kinds.some((k) => y.kinds.includes(k)) && !x.senses.some((s) => y.senses.includes(s));
}

/** Cosine of two words' vectors (unit rows), or null when either has none. */
export function wordCosine(a: string, b: string): number | null {
  return wordCosines(a, b, false)?.[0] ?? null;
}

/** Cosine of two words' centred vectors, or null when either has none. */
export function centredWordCosine(a: string, b: string): number | null {
  return wordCosines(a, b, true)?.[1] ?? null;
}

/**
 * The plain cosine of two words and, when `centred`, their centred cosine (NaN otherwise), with the
 * words looked up once; null when either has no vector. Both sets share one index.
 */
export function wordCosines(a: string, b: string, centred: boolean): [number, number] | null {
  const v = wordVectors();
  const i = v.index.get(a);
  const j = v.index.get(b);
  if (i === undefined || j === undefined) return null;
  const d = v.dims;
  return [dot(v.data, i * d, j * d, d), centred ? dot(centredWordVectors().data, i * d, j * d, d) : NaN];
}

function dot(data: Float32Array, x: number, y: number, dims: number): number {
  let sum = 0;
  for (let k = 0; k < dims; k++) sum += data[x + k] * data[y + k];
  return sum;
}
