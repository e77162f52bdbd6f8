import { wordVectors } from './resources.js';
import type { Token } from './tokens.js';

/** SIF weight of a word from its frequency rank in the vector file (rank order = English frequency). */
function sif(rank: number): number {
  const p = 1 / ((rank + 10) * Math.log(1.78 * 60_000));
  return 1e-3 / (1e-3 + p);
}

/** The IDF-free sentence vector of some content words: SIF-weighted sum of word vectors, unit length; null when no word has a vector. */
export function sentenceVector(words: readonly Token[]): Float32Array | null {
  const wv = wordVectors();
  const out = new Float32Array(wv.dims);
  let any = false;
  for (const t of words) {
    if (t.stop || t.negation) continue;
    const row = wv.index.get(t.word);
    if (row === undefined) continue;
    any = true;
    const w = sif(row);
    const base = row * wv.dims;
    for (let d = 0; d < wv.dims; d++) out[d] += w * wv.data[base + d];
  }
  if (!any) return null;
  let norm = 0;
  for (let d = 0; d < wv.dims; d++) norm += out[d] * out[d];
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < wv.dims; d++) out[d] /= norm;
  return out;
}

/** Cosine of two unit sentence vectors (0 when either is missing). */
export function sentenceCosine(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0;
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += a[d] * b[d];
  return dot;
}
