#!/usr/bin/env node
// `npm run bench`: start the product on a fresh database, run named scenarios with autocannon, and write
// bench/results.json. A bare Apollo Server hello-world runs in the same session so figures are ratios.
// Scenarios: add to SCENARIOS below. Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (50).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const admin = { email: 'bench-admin@factlens.test', password: 'bench-admin-password' };

function startProcess(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
      const line = buf.split('\n').find((l) => l.includes('"url"'));
      if (line) resolve({ child, url: JSON.parse(line).url.replace(/\/$/, '') });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

async function waitHealthy(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`, { method: 'POST' })).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not become healthy');
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Sequential latency samples (for p50/p95, which autocannon does not report). */
async function sample(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p) => +times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return { n, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

const summary = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, avg: +r.latency.average.toFixed(2) },
  errors: r.errors + r.non2xx,
  connections,
  durationS: duration,
});

// ---- database for the bench
const serverUrl = process.env.DATABASE_URL;
let dbUrl = null;
let dataDir = null;
const dbName = `factlens_bench_${process.pid}`;
if (serverUrl) {
  const u = new URL(serverUrl);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-bench-'));
}

const port = 4100 + Math.floor(Math.random() * 500);
const env = { NODE_ENV: 'production', PORT: String(port), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir }) };
if (!dbUrl) delete env.DATABASE_URL;
const api = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...process.env, ...env, ...(dbUrl ? {} : { DATABASE_URL: '' }) }, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, scenarios: {} };
let baseline;
try {
  baseline = await startProcess(['scripts/bench/baseline.mjs'], {});
  await waitHealthy(base);

  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json();
  const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };

  console.log('baseline: Apollo hello-world');
  const base0 = summary(await cannon({ url: baseline.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ hello }' }) }));
  results.scenarios['baseline: apollo hello-world'] = base0;

  const scenarios = [
    ['POST /api/health', { url: `${base}/api/health`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['GraphQL me', { url: `${base}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id email role dailyUsage dailyLimit } }' }) }],
  ];
  for (const [name, opts] of scenarios) {
    console.log(name);
    const s = summary(await cannon(opts));
    s.ratioToBaseline = +(s.requestsPerSec / base0.requestsPerSec).toFixed(3);
    results.scenarios[name] = s;
  }

  // login is argon2id-bound on purpose: few connections, and its own latency samples
  console.log('login (argon2id)');
  const loginBody = JSON.stringify(admin);
  const loginRun = summary(await cannon({ url: `${base}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody, connections: 4, duration: 4 }));
  loginRun.sequential = await sample(20, () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }).then((r) => r.text()));
  results.scenarios['POST /api/auth/login'] = loginRun;
  // the login scenario counts attempts per IP and account only on failure; nothing to clean

  // admin user list over 10,000 users, page of 50
  if (dbUrl) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query(`insert into users (email, password, role, daily_limit, created_at)
      select 'bench' || g || '@factlens.test', 'x', (array['free','early_access','moderator'])[1 + g % 3], 10, now() - (g || ' minutes')::interval
      from generate_series(1, 10000) g on conflict do nothing`);
    await c.query('analyze users');
    await c.end();
    const q = JSON.stringify({ query: '{ users(first: 50) { totalCount nodes { id email role dailyUsage dailyLimit createdAt } pageInfo { endCursor hasNextPage } } }' });
    console.log('GraphQL users(first: 50) over 10,000 users');
    const users = summary(await cannon({ url: `${base}/graphql`, method: 'POST', headers: auth, body: q }));
    users.sequential = await sample(200, () => fetch(`${base}/graphql`, { method: 'POST', headers: auth, body: q }).then((r) => r.text()));
    users.queriesPerRequest = 3; // session lookup, page, count: asserted by api/src/test/http/query-count.test.ts
    users.ratioToBaseline = +(users.requestsPerSec / base0.requestsPerSec).toFixed(3);
    results.scenarios['GraphQL users page of 50 (10k users)'] = users;
  }
} finally {
  api.kill('SIGTERM');
  baseline?.child.kill('SIGTERM');
  await new Promise((r) => api.on('exit', r));
  if (dbUrl) {
    const u = new URL(serverUrl);
    u.pathname = '/postgres';
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
for (const [name, s] of Object.entries(results.scenarios)) {
  console.log(`${name.padEnd(44)} ${String(s.requestsPerSec).padStart(7)} req/s  p50 ${s.latencyMs.p50} ms  p99 ${s.latencyMs.p99} ms${s.ratioToBaseline ? `  ×${s.ratioToBaseline} of baseline` : ''}${s.sequential ? `  sequential p50 ${s.sequential.p50} / p95 ${s.sequential.p95} ms` : ''}`);
}
