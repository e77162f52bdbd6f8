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
/** WordNet synonyms among the vector words (scripts/nlp/derive-synonyms.mjs, docs/adr/0110-synonyms-and-acronyms.md). */
export const SYNONYMS_FILE = fileURLToPath(new URL('../../data/nlp/synonyms.json.gz', import.meta.url));

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

export function wordVectors(): WordVectors {
  return (vectors ??= loadWordVectors());
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

/** Cosine of two words' vectors (unit rows), or null when either has none. */
export function wordCosine(a: string, b: string): number | null {
  const v = wordVectors();
  const i = v.index.get(a);
  const j = v.index.get(b);
  if (i === undefined || j === undefined) return null;
  let dot = 0;
  const d = v.dims;
  for (let k = 0; k < d; k++) dot += v.data[i * d + k] * v.data[j * d + k];
  return dot;
}
