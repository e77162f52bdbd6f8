/**
 * Example queries for analysts: shown in docs/analytics.md and loaded into the GraphQL explorer
 * (/admin/explorer). Every one runs as a moderator (api/src/modules/analytics/saved-queries.test.ts
 * executes them all). Dates left null use the default range: the last 30 whole UTC days, today included.
 */
export interface SavedQuery {
  name: string;
  description: string;
  query: string;
  variables: Record<string, unknown>;
}

export const SAVED_QUERIES: SavedQuery[] = [
  {
    name: 'Fact-checks per day',
    description: 'How many fact-checks ran each day (UTC) in the range; empty days are 0.',
    query: `query FactChecksPerDay($from: DateTimeISO, $to: DateTimeISO) {
  factChecksOverTime(from: $from, to: $to, bucket: day) {
    from
    to
    total
    points { start count }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Where people check: platforms',
    description: 'Fact-checks by platform with each platform’s share of the total.',
    query: `query Platforms($from: DateTimeISO, $to: DateTimeISO) {
  factChecksByPlatform(from: $from, to: $to) {
    total
    categories { key label count share }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Verdict bands per week',
    description: 'Accuracy bands (green, yellow, red) and unverified checks, week by week: is misinformation rising?',
    query: `query VerdictBandsWeekly($from: DateTimeISO, $to: DateTimeISO) {
  factChecksByVerdictBand(from: $from, to: $to, bucket: week) {
    total
    categories { key label count share points { start count } }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Selected text vs. OCR',
    description: 'How often users check selected text and how often a dragged image region (OCR).',
    query: `query ContentTypes($from: DateTimeISO, $to: DateTimeISO) {
  factChecksByContentType(from: $from, to: $to) {
    total
    categories { key label count share }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Provider health',
    description: 'Every provider: calls, success rate and latency percentiles (p50, p95) in ms.',
    query: `query ProviderHealth($from: DateTimeISO, $to: DateTimeISO) {
  providerCallsByProvider(from: $from, to: $to) {
    totalCalls
    items { key label kind calls failures successRate latencyP50Ms latencyP95Ms tokensUsed }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Services per day',
    description: 'The fact-check, moderation and claim-verification services and OCR: totals, latency and calls/failures per day.',
    query: `query ServicesPerDay($from: DateTimeISO, $to: DateTimeISO) {
  providerCallsByKind(from: $from, to: $to, bucket: day) {
    totalCalls
    items {
      key label calls successRate latencyP50Ms latencyP95Ms
      points { start calls failures }
    }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Active users per week',
    description: 'Distinct users who ran a fact-check or an OCR, per ISO week, and over the whole range.',
    query: `query ActiveUsersWeekly($from: DateTimeISO, $to: DateTimeISO) {
  activeUsersOverTime(from: $from, to: $to, bucket: week) {
    total
    points { start count }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Top users',
    description: 'The 20 users who ran the most fact-checks, with their provider calls and tokens.',
    query: `query TopUsers($from: DateTimeISO, $to: DateTimeISO, $first: Int!, $orderBy: TopUsersOrder!) {
  topUsers(from: $from, to: $to, first: $first, orderBy: $orderBy) {
    orderBy
    users { email role factChecks apiCalls failedApiCalls tokensUsed lastActiveAt }
  }
}`,
    variables: { from: null, to: null, first: 20, orderBy: 'factChecks' },
  },
  {
    name: 'Early-access funnel',
    description: 'Early-access sign-ups and promotions per week.',
    query: `query EarlyAccessFunnel($from: DateTimeISO, $to: DateTimeISO) {
  earlyAccessOverTime(from: $from, to: $to, bucket: week) {
    totalSignups
    totalPromotions
    points { start signups promotions }
  }
}`,
    variables: { from: null, to: null },
  },
  {
    name: 'Recent failed provider calls',
    description: 'The latest failed provider calls with who they were for; page on with pageInfo.endCursor as $after.',
    query: `query FailedCalls($first: Int, $after: String, $kind: ProviderKind) {
  apiUsage(first: $first, after: $after, success: false, kind: $kind) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { createdAt provider kind requestType latencyMs user { email role } }
  }
}`,
    variables: { first: 20, after: null, kind: null },
  },
  {
    name: 'Everyone’s latest fact-checks',
    description: 'The fact-check history of all users (moderators and admins), newest first, with scores and who ran them.',
    query: `query LatestFactChecks($first: Int, $after: String, $platform: String) {
  factChecks(first: $first, after: $after, platform: $platform) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { createdAt platform contentType credibilityScore content user { email } }
  }
}`,
    variables: { first: 20, after: null, platform: null },
  },
];
