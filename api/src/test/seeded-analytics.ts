// The seeded app both analytics number tests run against (a real app on its own database).
import { afterAll, beforeAll, expect } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from './harness.js';
import { seedAnalytics } from '../db/seeders/analytics.seeder.js';
import { clearAnalyticsCache } from '../modules/analytics/analytics.cache.js';

export const DAY = 86_400_000;
/** The seeded data ends now (fixed when the test file loads, so describe blocks can use the range). */
export const until = new Date();
/** 92 days back to the next midnight: covers all seeded rows, with week buckets. */
export const wide = { from: new Date(until.getTime() - 92 * DAY).toISOString(), to: new Date(until.getTime() + DAY).toISOString() };

export interface SeededApp {
  app: TestApp;
  /** A moderator's token. */
  token: string;
  q<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export async function startSeededApp(): Promise<SeededApp> {
  const app = await startTestApp();
  const token = (await createUser(app, 'moderator')).token;
  await seedAnalytics(app.services.orm.em.fork(), { factChecks: 2000, apiUsage: 5000, users: 40, respondents: 25, days: 90, seed: 7, until });
  clearAnalyticsCache();
  return {
    app,
    token,
    async q<T>(query: string, variables: Record<string, unknown> = {}) {
      const res = await app.gql<T>(query, variables, token);
      expect(res.errors).toBeUndefined();
      return res.data as T;
    },
    sql: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.services.orm.em.fork().execute<T[]>(text, params),
  };
}

export const dayKey = (iso: string) => iso.slice(0, 10);
export const toMap = (rows: { k: string; n: unknown }[]) => new Map(rows.map((r) => [String(r.k), Number(r.n)]));

/**
 * Register the hooks that start the seeded app before a test file and close it after; the returned
 * helpers query it (GraphQL as a moderator, and plain SQL for the independent checks).
 */
export function useSeededApp(): Pick<SeededApp, 'q' | 'sql'> {
  let ctx: SeededApp;
  beforeAll(async () => {
    ctx = await startSeededApp();
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  return {
    q: <T,>(query: string, variables: Record<string, unknown> = {}) => ctx.q<T>(query, variables),
    sql: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => ctx.sql<T>(text, params),
  };
}
