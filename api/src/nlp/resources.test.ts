// The shipped language resources: the word vectors and their centring (docs/adr/0131-centred-word-vectors.md).
import { describe, expect, it } from '@jest/globals';
import { centredWordCosine, centredWordVectors, loadCentring, principalDirections, wordCosine, wordVectors } from './resources.js';

describe('centred word vectors', () => {
  it('ships the centring that the derivation computes from the shipped vectors', () => {
    const shipped = loadCentring();
    const computed = principalDirections(wordVectors(), shipped.directions.length);
    expect(shipped.directions).toHaveLength(2);
    expect(shipped.mean).toHaveLength(wordVectors().dims);
    shipped.mean.forEach((x, d) => expect(x).toBeCloseTo(computed.mean[d], 6));
    shipped.directions.forEach((dir, k) => dir.forEach((x, d) => expect(x).toBeCloseTo(computed.directions[k][d], 5)));
  });

  it('keeps every row unit length and removes the mean and the directions', () => {
    const v = centredWordVectors();
    const { directions } = loadCentring();
    const rows = v.data.length / v.dims;
    const mean = new Float64Array(v.dims);
    for (const i of [0, 1, 500, 20_000, rows - 1]) {
      let norm = 0;
      for (let d = 0; d < v.dims; d++) norm += v.data[i * v.dims + d] ** 2;
      expect(Math.sqrt(norm)).toBeCloseTo(1, 4);
      for (const dir of directions) {
        let dot = 0;
        for (let d = 0; d < v.dims; d++) dot += v.data[i * v.dims + d] * dir[d];
        expect(Math.abs(dot)).toBeLessThan(1e-4);
      }
    }
    for (let i = 0; i < rows; i++) for (let d = 0; d < v.dims; d++) mean[d] += v.data[i * v.dims + d] / rows;
    const meanNorm = Math.sqrt(mean.reduce((x, y) => x + y * y, 0));
    expect(meanNorm).toBeLessThan(0.1);
  });

  it('no longer makes common words alike, and keeps real synonyms close', () => {
    // Common words that share nothing but frequency.
    for (const [a, b] of [
      ['every', 'may'],
      ['part', 'called'],
      ['spent', 'left'],
    ]) {
      expect(wordCosine(a, b)!).toBeGreaterThan(0.55);
      expect(centredWordCosine(a, b)!).toBeLessThan(0.45);
    }
    expect(centredWordCosine('detained', 'arrested')!).toBeGreaterThan(0.8);
    expect(centredWordCosine('video', 'footage')!).toBeGreaterThan(0.6);
    expect(centredWordCosine('unknownwordxyz', 'video')).toBeNull();
  });
});
