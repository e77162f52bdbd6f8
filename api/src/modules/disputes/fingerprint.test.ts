import { describe, expect, it } from '@jest/globals';
import { closeness, fingerprint, looseFingerprint, NEAR_IDENTICAL, textKey, trigrams, trigramSimilarity } from './fingerprint.js';

describe('text fingerprints', () => {
  it('NFKC, lower case, punctuation stripped, whitespace collapsed', () => {
    expect(fingerprint('  “Ｓanta Fe”  killer’s\tlove — for OBAMA!!! ')).toBe('santa fe killers love for obama');
    expect(fingerprint('a\u0000b')).toBe('a b');
  });

  it('the loose fingerprint drops stop words but keeps negations', () => {
    expect(looseFingerprint(fingerprint('The vaccine is not safe'))).toBe('vaccine not safe');
  });

  it('trigram similarity follows pg_trgm (word-padded trigrams)', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigramSimilarity(trigrams('word'), trigrams('word'))).toBe(1);
    expect(trigramSimilarity(trigrams('abc'), trigrams('xyz'))).toBe(0);
  });

  it('same and near-identical texts match; a negated or different claim does not', () => {
    const base = textKey('Breaking: Santa Fe killer expresses his love for Obama.');
    expect(closeness(base, textKey('breaking santa fe killer expresses his love for obama'))).toBe(1);
    expect(closeness(base, textKey('The Santa Fe killer expresses love for Obama!'))).toBeGreaterThanOrEqual(NEAR_IDENTICAL);
    expect(closeness(base, textKey('Santa Fe killer expresses his love for Obamas'))).toBeGreaterThanOrEqual(NEAR_IDENTICAL);
    expect(closeness(base, textKey('Santa Fe killer does not express love for Obama'))).toBe(0);
    expect(closeness(base, textKey('Santa Fe mayor expresses his love for Biden'))).toBe(0);
  });
});
