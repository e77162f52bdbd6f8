import { describe, expect, it } from '@jest/globals';
import { freshnessPolicy, resetFreshness } from './freshness';

describe('freshness', () => {
  it('reads the cache within the window and refetches in the background after it', () => {
    resetFreshness();
    expect(freshnessPolicy('Slots', 30_000, 1_000)).toBe('cache-first');
    expect(freshnessPolicy('Slots', 30_000, 20_000)).toBe('cache-first');
    expect(freshnessPolicy('Slots', 30_000, 31_001)).toBe('cache-and-network');
    expect(freshnessPolicy('Slots', 30_000, 40_000)).toBe('cache-first');
  });

  it('defaults to 5 minutes', () => {
    resetFreshness();
    freshnessPolicy('Users', undefined, 0);
    expect(freshnessPolicy('Users', undefined, 299_999)).toBe('cache-first');
    expect(freshnessPolicy('Users', undefined, 300_000)).toBe('cache-and-network');
  });
});
