#!/usr/bin/env node
// Hot-path A/B bench (docs/benchmarks.md, "The hot path"): one or more builds of the API side by side.
//   npm run build -w api && DATABASE_URL=postgres://... node scripts/bench/hot-path.mjs
// BENCH_APIS="before=/path/to/old/api/dist/main.js,after=api/dist/main.js" (default: after=api/dist/main.js)
// starts each build in production mode on its own scratch database of DATABASE_URL's server (dropped
// afterwards) with 50 signed-in readers, then for BENCH_ROUNDS (2) rounds runs, alternating the builds
// inside each round so they see the same machine: the bare Apollo hello-world, then per build the cached
// `POST /api/fact-check` (one reader per connection), `GET /api/auth/me` and GraphQL `me`, each at
// BENCH_CONNECTIONS (50) for BENCH_DURATION (8 s). Besides req/s and latency it reads from /proc the CPU
// the API process and its database's PostgreSQL backends spend per request, which moves much less than
// req/s when other work shares the machine. BENCH_SCENARIOS=check,me,gme selects scenarios.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, freePort, offlineApiEnv, onServer } from '../lib/test-db.mjs';
import { startProcess, waitHealthy } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const admin = { email: 'bench-admin@factlens.test', password: 'bench-admin-password' };
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server for scratch databases) is required');
const builds = (process.env.BENCH_APIS ?? 'after=api/dist/main.js').split(',').map((s) => {
  const [name, main] = s.split('=');
  return { name, main: path.resolve(root, main) };
});
const scenarioNames = (process.env.BENCH_SCENARIOS ?? 'check,me,gme').split(',');

function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));

async function withCpu(run, pids, pidsAfter = async () => pids) {
  const before = pids.map(cpuSeconds);
  const res = await run();
  // Backends the pool opened during the run: all their CPU is the run's.
  for (const pid of await pidsAfter()) {
    if (!pids.includes(pid)) {
      pids.push(pid);
      before.push(0);
    }
  }
  const after = pids.map(cpuSeconds);
  const per = (i) => ((after[i] - before[i]) * 1000) / res.requests.total;
  // A backend that ended during the run is not counted (the pools keep their connections under load).
  const pg = pids.slice(1).reduce((a, _, i) => a + (before[i + 1] !== null && after[i + 1] !== null ? after[i + 1] - before[i + 1] : 0), 0);
  return {
    rps: Math.round(res.requests.average),
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.non2xx,
    apiCpu: +per(0).toFixed(3),
    pgCpu: +((pg * 1000) / res.requests.total).toFixed(3),
  };
}

/** 50 early-access readers with sessions made in SQL; their bearer tokens. */
async function readers(c, n) {
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const token = crypto.randomBytes(32).toString('base64url');
    const { rows } = await c.query(
      `insert into users (email, password, role, daily_limit) values ($1, 'x', 'early_access', 100000000) returning id`,
      [`bench-reader-${i}@factlens.test`],
    );
    await c.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      rows[0].id,
      crypto.createHash('sha256').update(token).digest('hex'),
    ]);
    tokens.push(token);
  }
  return tokens;
}

const asReader = (tokens) => {
  let next = 0;
  return (req, context) => {
    context.token ??= tokens[next++ % tokens.length];
    return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.token}` } };
  };
};

const corpus = zlib
  .gunzipSync(readFileSync(path.join(root, 'api', 'data', 'claimreview-veritas.jsonl.gz')))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const cachedBody = JSON.stringify({
  content: corpus.find((r) => r.textualRating === 'False' && r.claimReviewed.length > 30).claimReviewed,
  platform: 'news',
});

const started = [];
let baseline;
try {
  baseline = await startProcess(['scripts/bench/baseline.mjs']);
  for (const b of builds) {
    const dbName = `factlens_bench_hot_${b.name.replace(/\W/g, '_')}_${process.pid}`;
    const dbUrl = await createDatabase(serverUrl, dbName);
    const port = await freePort();
    const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), b.main], {
      cwd: root,
      env: offlineApiEnv({ port, admin, extra: { DATABASE_URL: dbUrl } }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const s = { ...b, dbName, dbUrl, child, base: `http://127.0.0.1:${port}` };
    started.push(s);
    await waitHealthy(s.base);
    s.db = new pg.Client({ connectionString: dbUrl });
    await s.db.connect();
    s.tokens = await readers(s.db, connections);
    s.pids = async () => [
      child.pid,
      ...(await s.db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map(
        (r) => r.pid,
      ),
    ];
    const h = { authorization: `Bearer ${s.tokens[0]}`, 'content-type': 'application/json' };
    const first = await fetch(`${s.base}/api/fact-check`, { method: 'POST', headers: h, body: cachedBody });
    if (!first.ok) throw new Error(`${b.name}: first check answered ${first.status}`);
    s.scenarios = {
      check: {
        url: `${s.base}/api/fact-check`,
        requests: [{ method: 'POST', body: cachedBody, headers: { 'content-type': 'application/json' }, setupRequest: asReader(s.tokens) }],
      },
      me: { url: `${s.base}/api/auth/me`, requests: [{ method: 'GET', setupRequest: asReader(s.tokens) }] },
      gme: {
        url: `${s.base}/graphql`,
        requests: [
          {
            method: 'POST',
            body: JSON.stringify({ query: '{ me { id email role dailyUsage dailyLimit } }' }),
            headers: { 'content-type': 'application/json' },
            setupRequest: asReader(s.tokens),
          },
        ],
      },
    };
    // warm-up (JIT, pools, session cache)
    await cannon({ ...s.scenarios.check, duration: 2 });
  }
  const line = (name, r, hello) =>
    `  ${name.padEnd(28)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${String(r.p99).padStart(3)} ms` +
    (hello ? `  ×${(r.rps / hello.rps).toFixed(3)}` : '      ') +
    `  CPU/req API ${r.apiCpu.toFixed(3)} ms  PG ${r.pgCpu.toFixed(3)} ms  errors ${r.errors}`;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...started].reverse() : started;
    const hello = await withCpu(
      () =>
        cannon({
          url: baseline.url,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ hello }' }),
        }),
      [baseline.child.pid],
    );
    console.log(`round ${round + 1}`);
    console.log(line('Apollo hello-world', hello));
    for (const name of scenarioNames) {
      for (const s of order)
        console.log(line(`${name} ${s.name}`, await withCpu(() => cannon(s.scenarios[name]), await s.pids(), s.pids), hello));
    }
  }
} finally {
  baseline?.child.kill('SIGTERM');
  for (const s of started) {
    await s.db?.end().catch(() => undefined);
    s.child.kill('SIGTERM');
    await new Promise((r) => (s.child.exitCode !== null ? r() : s.child.on('exit', r)));
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${s.dbName} WITH (FORCE)`);
  }
}
