import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { explainSource, presentResult, safeUrl } from './result.presenter.js';

const base = {
  accuracy: { score: 8, band: 'red', label: 'Likely false' },
  tone: { score: 2, band: 'green', label: 'Calm', categories: ['threat', 'nonsense', 'threat'] },
  verdict: 'false',
};

describe('result presenter', () => {
  it('words a source per relation when the analysis wrote no explanation', () => {
    const s = { publisher: 'PolitiFact', rating: 'False', verdict: 'false' as const };
    expect(explainSource({ ...s, relation: 'same' })).toBe('This makes a claim PolitiFact rated False, so it is probably false.');
    expect(explainSource({ ...s, relation: 'opposite' })).toBe(
      'This contradicts a claim PolitiFact rated False, so it is probably accurate.',
    );
    expect(explainSource({ ...s, relation: 'different' })).toBe(
      'PolitiFact rated a different claim on the same topic (False); that rating does not apply to this text.',
    );
  });

  it('keeps the explanation, relation and confidence the analysis wrote', () => {
    const r = presentResult({
      ...base,
      sources: [
        {
          publisher: 'AFP',
          url: 'https://factcheck.afp.com/x',
          rating: 'True',
          verdict: 'true',
          similarity: 0.7,
          relation: 'opposite',
          relationConfidence: 0.8,
          explanation: 'Own words.',
        },
      ],
    })!;
    expect(r.sources[0]).toMatchObject({ relation: 'opposite', relationConfidence: 0.8, explanation: 'Own words.' });
  });

  it('keeps known tone categories once each, and clamps scores and ranges', () => {
    const r = presentResult({
      ...base,
      accuracy: { score: 14, band: 'purple' },
      sources: [{ publisher: 'X', similarity: 3, relationConfidence: -1 }],
    })!;
    expect(r.tone.categories).toEqual(['threat']);
    expect(r.accuracy).toEqual({ score: 10, band: 'red', label: 'Likely false or highly problematic' });
    expect(r.sources[0]).toMatchObject({ similarity: 1, relationConfidence: 0, verdict: 'unrated', rating: 'Unverified', url: '' });
  });

  it('falls back to the row for accuracy, platform and time; null when nothing can be shown', () => {
    const r = presentResult(
      { tone: base.tone },
      { credibilityScore: 50, platform: 'reddit', checkedAt: new Date('2025-01-01T00:00:00Z'), id: 'x' },
    )!;
    expect(r.accuracy.score).toBe(5);
    expect(r).toMatchObject({ platform: 'reddit', checkedAt: '2025-01-01T00:00:00.000Z', id: 'x', credibilityScore: 50 });
    expect(presentResult({ accuracy: base.accuracy })).toBeNull();
    expect(presentResult('text')).toBeNull();
    expect(presentResult(null)).toBeNull();
  });

  it('lets only http(s) links through', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,x')).toBe('');
    expect(safeUrl(42)).toBe('');
  });
});
