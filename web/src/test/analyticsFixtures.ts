import type { Role } from '@factlens/common';
import { HttpResponse } from 'msw';
import { CurrentUserDocument, type AdminAnalyticsQuery, type HistoryQuery } from '../gql/graphql';
import { api } from './server';

/** The `me` answer of the access gate (CurrentUser), or no user. */
export function meAs(role: Role | null, overrides: { id?: string; email?: string } = {}) {
  const me = role && {
    __typename: 'User' as const,
    id: overrides.id ?? '0a0b0c0d-1111-4222-8333-444455556666',
    email: overrides.email ?? `${role}@example.com`,
    role,
    mustChangePassword: false,
  };
  return api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me } }));
}

type FactCheckNode = HistoryQuery['factChecks']['nodes'][number];

/** A stored fact-check as the API returns it in `factChecks` (a typed result). */
export function buildFactCheck(overrides: Partial<FactCheckNode> = {}): FactCheckNode {
  return {
    __typename: 'FactCheck',
    id: 'fc-1',
    createdAt: '2025-08-21T14:05:00.000Z',
    platform: 'twitter',
    contentType: 'text',
    content: 'The moon landing was staged in a studio in 1969.',
    credibilityScore: 20,
    result: {
      __typename: 'FactCheckResultType',
      accuracy: { __typename: 'ScoreDetailType', score: 8, band: 'red', label: 'Likely false' },
      tone: { __typename: 'ToneDetailType', score: 3, band: 'green', label: 'Neutral', categories: [] },
      verdict: 'false',
      verdictLabel: 'False',
      summary: 'Published fact-checks rate this claim false.',
      language: 'en',
      languageNotice: null,
      sources: [
        {
          __typename: 'FactCheckSourceType',
          publisher: 'PolitiFact',
          url: 'https://www.politifact.com/moon',
          title: 'The moon landing was staged',
          rating: 'Pants on Fire',
          similarity: 0.93,
          relation: 'same',
          explanation: 'This makes a claim PolitiFact rated Pants on Fire, so it is probably false.',
        },
      ],
    },
    user: { __typename: 'User', id: 'u-ada', email: 'ada@example.com' },
    dispute: null,
    ...overrides,
  };
}

const DAYS = ['2025-08-01T00:00:00.000Z', '2025-08-02T00:00:00.000Z', '2025-08-03T00:00:00.000Z'];

function series(counts: number[], total: number) {
  return {
    __typename: 'AnalyticsTimeSeries' as const,
    bucket: 'day' as const,
    total,
    points: counts.map((count, i) => ({ __typename: 'AnalyticsTimePoint' as const, start: DAYS[i] ?? DAYS[0]!, count })),
  };
}

function breakdown(total: number, categories: [key: string, label: string, count: number, share: number][]) {
  return {
    __typename: 'AnalyticsBreakdown' as const,
    total,
    categories: categories.map(([key, label, count, share]) => ({ __typename: 'AnalyticsCategory' as const, key, label, count, share })),
  };
}

function stats(
  key: string,
  label: string,
  kind: 'fact_check' | 'moderation' | 'claim_verification' | 'ocr' | 'other',
  calls: number,
  failures: number,
  successRate: number | null,
  p50: number | null,
  p95: number | null,
  tokensUsed = 0,
) {
  return {
    __typename: 'ProviderCallStats' as const,
    key,
    label,
    kind,
    calls,
    failures,
    successRate,
    latencyP50Ms: p50,
    latencyP95Ms: p95,
    tokensUsed,
  };
}

const points = (calls: number[]) =>
  calls.map((c, i) => ({ __typename: 'ProviderCallPoint' as const, start: DAYS[i] ?? DAYS[0]!, calls: c, failures: 0 }));

/**
 * The usage dashboard's answer with distinctive numbers: 1,234 fact-checks, 57 active users
 * (distinct, so not the sum of the buckets), 5,310 provider calls.
 */
export function buildAnalytics(): AdminAnalyticsQuery {
  return {
    factChecksOverTime: series([400, 0, 834], 1234),
    activeUsersOverTime: series([30, 0, 41], 57),
    factChecksByVerdictBand: breakdown(1234, [
      ['green', 'Green', 500, 0.4052],
      ['yellow', 'Yellow', 300, 0.2431],
      ['red', 'Red', 222, 0.1799],
      ['unverified', 'Unverified', 212, 0.1718],
    ]),
    factChecksByPlatform: breakdown(1234, [
      ['twitter', 'Twitter/X', 1000, 0.8104],
      ['reddit', 'Reddit', 234, 0.1896],
    ]),
    factChecksByContentType: breakdown(1234, [
      ['text', 'Selected text', 1200, 0.9724],
      ['ocr', 'Image (OCR)', 34, 0.0276],
    ]),
    providerCallsByKind: {
      __typename: 'ProviderCallsReport',
      totalCalls: 5310,
      bucket: 'day',
      items: [
        { ...stats('fact_check', 'Fact-check service', 'fact_check', 3912, 31, 0.99207, 410.4, 1250.6), points: points([1000, 0, 2912]) },
        { ...stats('moderation', 'Moderation service', 'moderation', 1284, 3, 0.99766, 220, 480), points: points([600, 0, 684]) },
        {
          ...stats('claim_verification', 'Claim-verification service', 'claim_verification', 80, 6, 0.925, 640, 900, 1500),
          points: points([40, 0, 40]),
        },
        { ...stats('ocr', 'OCR', 'ocr', 34, 0, 1, 1800, 2600), points: points([10, 0, 24]) },
        { ...stats('other', 'Other', 'other', 0, 0, null, null, null), points: points([0, 0, 0]) },
      ],
    },
    providerCallsByProvider: {
      __typename: 'ProviderCallsReport',
      items: [
        stats('claimreview-local', 'Local ClaimReview index', 'fact_check', 2912, 0, 1, 12, 40),
        stats('google-factcheck', 'Google Fact Check Tools', 'fact_check', 1000, 31, 0.969, 700, 1800),
        stats('openai-moderation', 'OpenAI moderation', 'moderation', 1284, 3, 0.99766, 220, 480),
        stats('local-tone', 'Local tone analyser', 'moderation', 0, 0, null, null, null),
        stats('claimbuster', 'ClaimBuster', 'claim_verification', 80, 6, 0.925, 640, 900, 1500),
        stats('tesseract', 'Tesseract OCR', 'ocr', 34, 0, 1, 1800, 2600),
        stats('gemini', 'Gemini OCR', 'ocr', 0, 0, null, null, null),
      ],
    },
    topUsers: {
      __typename: 'TopUsersReport',
      users: [
        {
          __typename: 'UserUsageStats',
          userId: 'u-ada',
          email: 'ada@example.com',
          role: 'early_access',
          factChecks: 321,
          apiCalls: 1400,
          failedApiCalls: 7,
          tokensUsed: 0,
          lastActiveAt: '2025-08-03T09:00:00.000Z',
        },
      ],
    },
    earlyAccessOverTime: { __typename: 'EarlyAccessSeries', totalSignups: 12, totalPromotions: 4 },
    recentFactChecks: {
      __typename: 'FactCheckConnection',
      nodes: [buildFactCheck({ id: 'recent-1', user: { __typename: 'User', id: 'u-grace', email: 'grace@example.com' } })],
    },
  };
}

/** A range with nothing in it: every series 0, every category 0, no users, no calls. */
export function emptyAnalytics(): AdminAnalyticsQuery {
  const data = buildAnalytics();
  const zero = <T extends { count: number; share: number }>(c: T) => ({ ...c, count: 0, share: 0 });
  return {
    ...data,
    factChecksOverTime: series([0, 0, 0], 0),
    activeUsersOverTime: series([0, 0, 0], 0),
    factChecksByVerdictBand: { ...data.factChecksByVerdictBand, total: 0, categories: data.factChecksByVerdictBand.categories.map(zero) },
    factChecksByPlatform: { ...data.factChecksByPlatform, total: 0, categories: data.factChecksByPlatform.categories.map(zero) },
    factChecksByContentType: { ...data.factChecksByContentType, total: 0, categories: data.factChecksByContentType.categories.map(zero) },
    providerCallsByKind: {
      ...data.providerCallsByKind,
      totalCalls: 0,
      items: data.providerCallsByKind.items.map((i) => ({
        ...i,
        calls: 0,
        failures: 0,
        successRate: null,
        latencyP50Ms: null,
        latencyP95Ms: null,
        tokensUsed: 0,
        points: points([0, 0, 0]),
      })),
    },
    providerCallsByProvider: {
      ...data.providerCallsByProvider,
      items: data.providerCallsByProvider.items.map((i) => ({
        ...i,
        calls: 0,
        failures: 0,
        successRate: null,
        latencyP50Ms: null,
        latencyP95Ms: null,
      })),
    },
    topUsers: { ...data.topUsers, users: [] },
    earlyAccessOverTime: { ...data.earlyAccessOverTime, totalSignups: 0, totalPromotions: 0 },
    recentFactChecks: { ...data.recentFactChecks, nodes: [] },
  };
}
