import { describe, expect, it } from '@jest/globals';
import { summarizeResult } from './factCheckResult';

describe('stored fact-check result', () => {
  it('reads the LEDs, verdict and sources the API stored', () => {
    const summary = summarizeResult(
      {
        accuracy: { score: 8, band: 'red', label: 'Likely false' },
        tone: { score: 5, band: 'yellow', label: 'Charged' },
        verdict: 'mostly_false',
        verdictLabel: 'Mostly false',
      },
      32,
      [{ publisher: 'Snopes', url: 'https://www.snopes.com/x', title: 'Claim' }],
    );
    expect(summary).toEqual({
      accuracy: { score: 8, band: 'red', label: 'Likely false' },
      tone: { score: 5, band: 'yellow', label: 'Charged' },
      verdict: 'mostly_false',
      verdictLabel: 'Mostly false',
      sources: [{ publisher: 'Snopes', url: 'https://www.snopes.com/x', title: 'Claim' }],
    });
  });

  it('copes with missing or odd JSON: credibility for accuracy, verdict labels, result sources, safe links only', () => {
    const summary = summarizeResult(
      { verdict: 'unrated', sources: [{ site: 'example.org', url: 'ftp://example.org/x' }, { url: 'https://fullfact.org/a' }, 42] },
      80,
      null,
    );
    expect(summary.accuracy).toEqual({ score: 2, band: 'green', label: 'Accuracy 2/10' });
    expect(summary.tone).toBeNull();
    expect(summary.verdictLabel).toBe('Unverified');
    expect(summary.sources).toEqual([
      { publisher: 'example.org', url: null, title: null },
      { publisher: 'fullfact.org', url: 'https://fullfact.org/a', title: null },
    ]);
    expect(summarizeResult('not an object', null, 'nope')).toEqual({
      accuracy: null,
      tone: null,
      verdict: null,
      verdictLabel: null,
      sources: [],
    });
  });
});
