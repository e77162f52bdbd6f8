// Seed analytics data (users, fact-checks, provider calls, early-access applicants) for dashboards,
// the GraphQL explorer and benchmarks. Deterministic: the same --seed and --until give the same rows.
// Usage: node dist/cli/seed-analytics.js [--fact-checks 10000] [--api-usage 50000] [--users 200]
//        [--respondents 25] [--days 90] [--seed 42] [--until 2026-01-01T00:00:00Z]
import { parseArgs } from 'node:util';
import { seedAnalytics } from '../db/seeders/analytics.seeder.js';
import { withCliDatabase } from './cli-db.js';

const { values } = parseArgs({
  options: {
    'fact-checks': { type: 'string' },
    'api-usage': { type: 'string' },
    users: { type: 'string' },
    respondents: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    until: { type: 'string' },
  },
});
const int = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const options = {
  factChecks: int(values['fact-checks']),
  apiUsage: int(values['api-usage']),
  users: int(values.users),
  respondents: int(values.respondents),
  days: int(values.days),
  seed: int(values.seed),
  until: values.until ? new Date(values.until) : undefined,
};

try {
  await withCliDatabase(async (orm) => {
    const started = performance.now();
    const used = await seedAnalytics(orm.em.fork(), options);
    console.log(
      `Seeded ${used.factChecks} fact-checks, ${used.apiUsage} provider calls, ${used.users} users and ${used.respondents} applicants ` +
        `over ${used.days} days up to ${used.until.toISOString()} (seed ${used.seed}) in ${Math.round(performance.now() - started)} ms`,
    );
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
