import type { FactCheckResult } from '@factlens/common';
import { scoreBand } from '@factlens/common';
import type { Account } from '../shared/messages.js';

export const ACCOUNT: Account = { id: 'user-1', email: 'ada@example.com', role: 'early_access', dailyUsage: 3, dailyLimit: 50 };

/** A fact-check answer in the shape POST /api/fact-check returns. */
export function buildResult(overrides: Partial<FactCheckResult> = {}): FactCheckResult {
  const accuracy = overrides.accuracy?.score ?? 9;
  const tone = overrides.tone?.score ?? 6;
  return {
    id: 'fc-1',
    credibilityScore: 18,
    accuracy: { score: accuracy, band: scoreBand(accuracy), label: 'Likely false or highly problematic' },
    tone: { score: tone, band: scoreBand(tone), label: 'Mixed or emotionally charged', categories: ['charged'] },
    verdict: 'false',
    verdictLabel: 'False',
    summary: 'Published fact-checks rate this claim false.',
    claims: ['The moon landing was staged'],
    warnings: [
      { severity: 'high', message: 'Matches a claim rated false by 2 fact-checkers' },
      { severity: 'low', message: 'Uses loaded language' },
    ],
    sources: [
      {
        publisher: 'PolitiFact',
        site: 'politifact.com',
        title: 'No, the moon landing was not staged',
        url: 'https://www.politifact.com/factchecks/moon/',
        rating: 'Pants on Fire',
        verdict: 'false',
        date: '2024-05-01',
        similarity: 0.92,
        provider: 'local',
        attribution: null,
        relation: 'same',
        relationConfidence: 0.9,
        explanation: 'This makes a claim PolitiFact rated Pants on Fire, so it is probably false.',
      },
    ],
    providers: [
      { provider: 'claimreview-local', status: 'ok', detail: null, ms: 12 },
      { provider: 'openai-moderation', status: 'ok', detail: null, ms: 80 },
    ],
    partial: false,
    cached: false,
    platform: 'news',
    usage: { used: 4, limit: 50, resetsAt: '2025-09-02T00:00:00.000Z' },
    checkedAt: '2025-09-01T12:00:00.000Z',
    language: 'en',
    languageNotice: null,
    ...overrides,
  };
}
