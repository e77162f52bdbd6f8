import { describe, expect, it } from '@jest/globals';
import { defaultRange, rangeDays, rangeFromParams, rangeProblem, rangeVariables } from './dateRange';

const NOW = new Date('2025-08-21T23:30:00.000Z');

describe('analytics date range', () => {
  it('defaults to the last 30 UTC days, today included, by day (as the API)', () => {
    const range = defaultRange(NOW);
    expect(range).toEqual({ from: '2025-07-23', to: '2025-08-21', bucket: 'day' });
    expect(rangeDays(range)).toBe(30);
    expect(rangeVariables(range)).toEqual({ from: '2025-07-23T00:00:00.000Z', to: '2025-08-22T00:00:00.000Z', bucket: 'day' });
  });

  it('reads the URL, falling back per value when one is missing or not a real date', () => {
    expect(rangeFromParams(new URLSearchParams('from=2025-01-01&to=2025-01-31&bucket=week'), NOW)).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      bucket: 'week',
    });
    expect(rangeFromParams(new URLSearchParams('from=2025-02-30&to=yesterday&bucket=month'), NOW)).toEqual(defaultRange(NOW));
  });

  it('refuses what the API would refuse: an empty or reversed range, or more than 400 days', () => {
    expect(rangeProblem({ from: '2025-08-01', to: '2025-08-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2025-08-01' })).toBe('Enter both dates.');
    expect(rangeProblem({ from: '2025-08-02', to: '2025-08-01' })).toBe('The start date must be on or before the end date.');
    expect(rangeProblem({ from: '2024-07-18', to: '2025-08-21' })).toBeNull(); // 400 days
    expect(rangeProblem({ from: '2024-07-17', to: '2025-08-21' })).toBe('The range may span at most 400 days.');
  });
});
