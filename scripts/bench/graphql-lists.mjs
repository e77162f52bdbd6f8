#!/usr/bin/env node
// GraphQL list and execution-overhead bench (docs/benchmarks.md, "GraphQL lists"):
//   npm run build -w common && npm run build -w api && DATABASE_URL=postgres://... node scripts/bench/graphql-lists.mjs
// Starts the built API (api/dist/main.js) in production mode on a scratch database of DATABASE_URL's
// server (dropped afterwards), seeds 10,000 users the way scripts/bench.mjs does, and runs, back to back
// so the ratios hold on a shared machine: the bare Apollo hello-world (scripts/bench/baseline.mjs),
// GraphQL `me`, and `users(first: 50)` at BENCH_CONNECTIONS (50) for BENCH_DURATION (8 s) each, plus
// 200 sequential `users` requests for p50/p95. BENCH_ROUNDS (1) repeats the three autocannon runs;
// BENCH_NODE_ARGS passes flags to the API's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, freePort, onServer } from '../lib/test-db.mjs';
import { sample, startProcess, waitHealthy } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const admin = { email: 'bench-admin@factlens.test', password: 'bench-admin-password' };
const serverUrl = process.env.DATABASE_URL;
// BENCH_ONLY=users,me runs a subset (for profiling with BENCH_NODE_ARGS=--cpu-prof); ratios need hello.
const onlyList = process.env.BENCH_ONLY?.split(',');
const only = (name) => !onlyList || onlyList.includes(name);
if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server for a scratch database) is required');

const USERS_QUERY =
  '{ users(first: 50) { totalCount nodes { id email role dailyUsage dailyLimit createdAt } pageInfo { endCursor hasNextPage } } }';
const ME_QUERY = '{ me { id email role dailyUsage dailyLimit } }';

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return null;
  }
}

/**
 * CPU the API process and the scratch database's PostgreSQL backends spend on a run, in ms per
 * request: on a shared machine req/s move with the neighbours' load, CPU per request much less.
 */
async function withCpu(run, pgPids, pid = api.pid) {
  const pids = await pgPids();
  const before = [pid, ...pids].map(cpuSeconds);
  const res = await run();
  const after = [pid, ...pids].map(cpuSeconds);
  const perReq = (from, to) => +(((to - from) * 1000) / res.requests.total).toFixed(3);
  const pgBefore = before.slice(1).reduce((a, v) => a + (v ?? 0), 0);
  const pgAfter = after.slice(1).reduce((a, v) => a + (v ?? 0), 0);
  return { ...summary(res), apiCpuMsPerReq: perReq(before[0], after[0]), pgCpuMsPerReq: perReq(pgBefore, pgAfter) };
}

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});

const dbName = `factlens_bench_gql_${process.pid}`;
const dbUrl = await createDatabase(serverUrl, dbName);
const port = await freePort();
const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
  DATABASE_URL: dbUrl,
  OCR_WORKERS: '1',
};
const api = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, ...env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let baseline;
try {
  baseline = await startProcess(['scripts/bench/baseline.mjs']);
  await waitHealthy(base);
  const login = await (
    await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  ).json();
  const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(`insert into users (email, password, role, daily_limit, created_at)
    select 'bench' || g || '@factlens.test', 'x', (array['free','early_access','moderator'])[1 + g % 3], 10, now() - (g || ' minutes')::interval
    from generate_series(1, 10000) g on conflict do nothing`);
  await c.query('analyze users');
  // The API's connections to the scratch database (not this one).
  const pgPids = async () =>
    (await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map(
      (r) => r.pid,
    );

  const usersBody = JSON.stringify({ query: USERS_QUERY });
  const check = await (await fetch(`${base}/graphql`, { method: 'POST', headers: auth, body: usersBody })).json();
  if (check.errors || check.data.users.nodes.length !== 50 || check.data.users.totalCount !== 10001) {
    throw new Error(`unexpected users answer: ${JSON.stringify(check).slice(0, 300)}`);
  }
  // warm-up (JIT, pools)
  await cannon({ url: `${base}/graphql`, method: 'POST', headers: auth, body: usersBody, duration: 2 });

  const runs = [];
  const line = (name, s, hello) =>
    `  ${name.padEnd(25)} ${String(s.rps).padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms` +
    (hello ? `  ×${(s.rps / hello.rps).toFixed(3)}` : '') +
    `  CPU/req: API ${s.apiCpuMsPerReq} ms, PostgreSQL ${s.pgCpuMsPerReq} ms  errors ${s.errors}`;
  for (let r = 0; r < rounds; r++) {
    const skipped = { rps: NaN, p50: NaN, p99: NaN, errors: 0 };
    const helloBody = JSON.stringify({ query: '{ hello }' });
    const hello = only('hello')
      ? await withCpu(
          () => cannon({ url: baseline.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: helloBody }),
          async () => [],
          baseline.child.pid,
        )
      : skipped;
    const me = only('me')
      ? await withCpu(
          () => cannon({ url: `${base}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: ME_QUERY }) }),
          pgPids,
        )
      : skipped;
    const users = only('users')
      ? await withCpu(() => cannon({ url: `${base}/graphql`, method: 'POST', headers: auth, body: usersBody }), pgPids)
      : skipped;
    runs.push({ hello, me, users });
    console.log(`round ${r + 1}`);
    console.log(line('Apollo hello-world', hello));
    console.log(line('GraphQL me', me, hello));
    console.log(line('GraphQL users(first: 50)', users, hello));
  }
  const seq = await sample(200, () => fetch(`${base}/graphql`, { method: 'POST', headers: auth, body: usersBody }).then((r) => r.text()));
  console.log(`  users sequential (n=${seq.n})  p50 ${seq.p50} ms  p95 ${seq.p95} ms  p99 ${seq.p99} ms`);
  console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, connections, duration, runs, usersSequential: seq }));
  await c.end();
} finally {
  api.kill('SIGTERM');
  baseline?.child.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.on('exit', r)));
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
