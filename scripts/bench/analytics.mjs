// Bench scenario (docs/analytics.md): seed 10,000 fact-checks and 50,000 provider calls over 90 days into the bench
// database, then measure each analytics query and a history page, sequentially, with the analytics cache
// bypassed (every run asks for a distinct `to`, so no two runs share a cache key).
// Targets: each analytics query p95 < 100 ms; history page p95 < 50 ms.
//
//   import { run } from './bench/analytics.mjs';
//   results.scenarios['analytics (10k fact-checks, 50k calls)'] = await run({ baseUrl, token, dbUrl });
//
// Standalone: node scripts/bench/analytics.mjs --base-url http://127.0.0.1:3000 --token TOKEN --db-url postgres://...
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DAY = 86_400_000;
export const TARGETS = { analyticsP95Ms: 100, historyP95Ms: 50 };

/** The seeder's SQL: the TypeScript source through Node's type stripping (Node >= 23.6), else the built file. */
async function seedSql(options) {
  let mod;
  try {
    mod = await import(pathToFileURL(path.join(root, 'api', 'src', 'db', 'seeders', 'analytics.sql.ts')).href);
  } catch {
    mod = await import(pathToFileURL(path.join(root, 'api', 'dist', 'db', 'seeders', 'analytics.sql.js')).href);
  }
  return { statements: mod.analyticsSeedStatements(options), vacuum: mod.ANALYTICS_SEED_VACUUM };
}

async function seed(dbUrl, options) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const started = performance.now();
  try {
    const { statements, vacuum } = await seedSql(options);
    await client.query('begin');
    for (const sql of statements) await client.query(sql);
    await client.query('commit');
    await client.query(vacuum);
    const { rows } = await client.query(
      'select (select count(*) from fact_checks)::int fact_checks, (select count(*) from api_usage)::int api_usage',
    );
    return { ...rows[0], ms: Math.round(performance.now() - started) };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p) => +sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(2);
  return { n: sorted.length, p50: q(0.5), p95: q(0.95), max: +sorted.at(-1).toFixed(2) };
}

const nextMidnight = () => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + DAY;
};

// name → [query, variables(i)]; `i` makes `to` distinct per run (cache bypass) while keeping the window.
const span = (days) => (i) => ({
  from: new Date(nextMidnight() + i - days * DAY).toISOString(),
  to: new Date(nextMidnight() + i).toISOString(),
});
const R = '$from: DateTimeISO, $to: DateTimeISO';
const QUERIES = {
  'factChecksOverTime (30 d, day)': [`query(${R}) { factChecksOverTime(from: $from, to: $to) { total points { start count } } }`, span(30)],
  'factChecksOverTime (90 d, week)': [
    `query(${R}) { factChecksOverTime(from: $from, to: $to, bucket: week) { total points { start count } } }`,
    span(90),
  ],
  'factChecksByPlatform (30 d)': [
    `query(${R}) { factChecksByPlatform(from: $from, to: $to) { total categories { key count share } } }`,
    span(30),
  ],
  'factChecksByPlatform (90 d, per day)': [
    `query(${R}) { factChecksByPlatform(from: $from, to: $to, bucket: day) { total categories { key count points { start count } } } }`,
    span(90),
  ],
  'factChecksByVerdictBand (30 d)': [
    `query(${R}) { factChecksByVerdictBand(from: $from, to: $to) { total categories { key count share } } }`,
    span(30),
  ],
  'factChecksByContentType (30 d, per day)': [
    `query(${R}) { factChecksByContentType(from: $from, to: $to, bucket: day) { total categories { key count points { count } } } }`,
    span(30),
  ],
  'providerCallsByProvider (30 d)': [
    `query(${R}) { providerCallsByProvider(from: $from, to: $to) { totalCalls items { key calls successRate latencyP50Ms latencyP95Ms tokensUsed } } }`,
    span(30),
  ],
  'providerCallsByKind (30 d, per day)': [
    `query(${R}) { providerCallsByKind(from: $from, to: $to, bucket: day) { totalCalls items { key calls successRate latencyP50Ms latencyP95Ms points { calls failures } } } }`,
    span(30),
  ],
  'providerCallsByKind (90 d, per day)': [
    `query(${R}) { providerCallsByKind(from: $from, to: $to, bucket: day) { totalCalls items { key calls successRate latencyP50Ms latencyP95Ms points { calls failures } } } }`,
    span(90),
  ],
  'activeUsersOverTime (30 d, day)': [
    `query(${R}) { activeUsersOverTime(from: $from, to: $to) { total points { start count } } }`,
    span(30),
  ],
  'activeUsersOverTime (90 d, week)': [
    `query(${R}) { activeUsersOverTime(from: $from, to: $to, bucket: week) { total points { start count } } }`,
    span(90),
  ],
  'topUsers (90 d, 10)': [
    `query(${R}) { topUsers(from: $from, to: $to) { users { email factChecks apiCalls tokensUsed lastActiveAt } } }`,
    span(90),
  ],
  'earlyAccessOverTime (90 d, week)': [
    `query(${R}) { earlyAccessOverTime(from: $from, to: $to, bucket: week) { totalSignups totalPromotions points { start signups promotions } } }`,
    span(90),
  ],
  'apiUsage (first 50, nested user)': [
    `query { apiUsage(first: 50) { totalCount pageInfo { endCursor } nodes { id provider success latencyMs createdAt user { email } } } }`,
    () => ({}),
  ],
};
const HISTORY = {
  'history factChecks(first: 20)': [
    'query { factChecks(first: 20) { totalCount pageInfo { endCursor hasNextPage } nodes { id content platform contentType credibilityScore result { verdict verdictLabel summary accuracy { score band label } tone { score band label categories } sources { publisher url title rating similarity relation explanation } } createdAt user { email } } } }',
    () => ({}),
  ],
};

/** Seed (unless seed: false), then time each query `runs` times in a row after `warmup` runs. */
export async function run({ baseUrl, token, dbUrl, runs = 50, warmup = 3, seed: doSeed = true, log = console.log }) {
  const seeded = doSeed ? await seed(dbUrl, { factChecks: 10_000, apiUsage: 50_000, users: 200, days: 90, seed: 42 }) : null;
  if (seeded) log(`analytics: seeded ${seeded.fact_checks} fact-checks, ${seeded.api_usage} provider calls in ${seeded.ms} ms`);
  let i = 0;
  const post = async (query, variables) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  };
  const measure = async (table) => {
    const out = {};
    for (const [name, [query, vars]] of Object.entries(table)) {
      for (let w = 0; w < warmup; w++) await post(query, vars(++i));
      const times = [];
      for (let n = 0; n < runs; n++) {
        const variables = vars(++i);
        const t = performance.now();
        await post(query, variables);
        times.push(performance.now() - t);
      }
      out[name] = stats(times);
      log(`  ${name.padEnd(42)} p50 ${String(out[name].p50).padStart(7)} ms  p95 ${String(out[name].p95).padStart(7)} ms`);
    }
    return out;
  };
  const analytics = await measure(QUERIES);
  const history = await measure(HISTORY);
  const worstAnalyticsP95 = Math.max(...Object.values(analytics).map((s) => s.p95));
  const worstHistoryP95 = Math.max(...Object.values(history).map((s) => s.p95));
  return {
    seeded,
    runsPerQuery: runs,
    analytics,
    history,
    worstAnalyticsP95,
    worstHistoryP95,
    targets: TARGETS,
    pass: worstAnalyticsP95 < TARGETS.analyticsP95Ms && worstHistoryP95 < TARGETS.historyP95Ms,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, token: { type: 'string' }, 'db-url': { type: 'string' }, 'no-seed': { type: 'boolean' } },
  });
  const result = await run({ baseUrl: values['base-url'], token: values.token, dbUrl: values['db-url'], seed: !values['no-seed'] });
  console.log(JSON.stringify(result, null, 2));
}
