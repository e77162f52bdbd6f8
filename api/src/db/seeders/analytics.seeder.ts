import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANALYTICS_SEED_VACUUM,
  analyticsSeedStatements,
  resolveSeedOptions,
  type AnalyticsSeedOptions,
  type ResolvedSeedOptions,
} from './analytics.sql.js';

export type { AnalyticsSeedOptions } from './analytics.sql.js';

/**
 * Seed analytics data (users, fact_checks, api_usage, early-access respondents) with SQL generate_series:
 * 10,000 + 50,000 rows take well under a few seconds, and the same seed and `until` give the same rows.
 * Note: respondents fill early-access slots (25 by default), so sign-up reports no places left afterwards.
 */
export async function seedAnalytics(em: EntityManager, options: AnalyticsSeedOptions = {}): Promise<ResolvedSeedOptions> {
  const resolved = resolveSeedOptions(options);
  await em.transactional(async (tem) => {
    for (const sql of analyticsSeedStatements(resolved)) await tem.execute(sql, [], 'run');
  });
  await em.execute(ANALYTICS_SEED_VACUUM, [], 'run');
  return resolved;
}
