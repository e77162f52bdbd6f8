#!/usr/bin/env node
// `npm run bench`: start the product on a fresh database, run named scenarios with autocannon, and write
// bench/results.json. A bare Apollo Server hello-world runs in the same session so figures are ratios.
// Scenarios: add to SCENARIOS below. Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (50),
// BENCH_API (the API entry to start, default api/dist/main.js: another build can be compared in the same session).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import zlib from 'node:zlib';
import { startProviderStub } from './bench/providers-stub.mjs';
import { rssMb, sample, startProcess, waitHealthy } from './bench/processes.mjs';
import { run as runAnalyticsBench } from './bench/analytics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const admin = { email: 'bench-admin@factlens.test', password: 'bench-admin-password' };
// BENCH_ONLY=regex runs only the scenarios whose name matches (the baseline always runs).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const selected = (name) => !only || only.test(name);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

/**
 * `n` early-access users with a limit the bench cannot reach, each with a session made in the database
 * (signing in 50 times would spend the network's sign-in budget). Returns their bearer tokens.
 */
async function benchUsers(url, n) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const tokens = [];
  try {
    for (let i = 0; i < n; i++) {
      const token = crypto.randomBytes(32).toString('base64url');
      const { rows } = await c.query(
        `insert into users (email, password, role, daily_limit) values ($1, 'x', 'early_access', 100000000)
         on conflict (email) do update set daily_limit = 100000000 returning id`,
        [`bench-reader-${i}@factlens.test`],
      );
      await c.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
        rows[0].id,
        crypto.createHash('sha256').update(token).digest('hex'),
      ]);
      tokens.push(token);
    }
  } finally {
    await c.end();
  }
  return tokens;
}

/** Thrown to skip the remaining (slow) scenarios when BENCH_ONLY selects none of them. */
class SkipRest extends Error {}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
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

const apiMain = process.env.BENCH_API ? path.resolve(process.env.BENCH_API) : 'api/dist/main.js';
const port = 4100 + Math.floor(Math.random() * 500);
const env = { NODE_ENV: 'production', PORT: String(port), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir }) };
if (!dbUrl) delete env.DATABASE_URL;
const api = spawn(process.execPath, [apiMain], { cwd: root, env: { ...process.env, ...env, ...(dbUrl ? {} : { DATABASE_URL: '' }) }, stdio: ['ignore', 'inherit', 'inherit'] });
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
    ['GraphQL { __typename }', { url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
    ['GET /api/auth/me', { url: `${base}/api/auth/me`, method: 'GET', headers: auth }],
    ['GraphQL me', { url: `${base}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id email role dailyUsage dailyLimit } }' }) }],
  ].filter(([name]) => selected(name));
  for (const [name, opts] of scenarios) {
    console.log(name);
    const s = summary(await cannon(opts));
    s.ratioToBaseline = +(s.requestsPerSec / base0.requestsPerSec).toFixed(3);
    results.scenarios[name] = s;
  }

  // login is argon2id-bound on purpose: few connections, and its own latency samples. Every attempt
  // counts against the network's sign-in budget (50 per 15 minutes, docs/adr/0020), so the run sends
  // a fixed number of requests that stays inside it.
  if (selected('POST /api/auth/login')) {
    console.log('login (argon2id)');
    const loginBody = JSON.stringify(admin);
    const loginRun = summary(await cannon({ url: `${base}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody, connections: 4, amount: 24 }));
    loginRun.sequential = await sample(20, () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }).then((r) => r.text()));
    results.scenarios['POST /api/auth/login'] = loginRun;
  }

  // ---- fact-check (docs/benchmarks.md)
  const corpus = zlib.gunzipSync(fs.readFileSync(path.join(root, 'api', 'data', 'claimreview-veritas.jsonl.gz'))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
  const pick = (rating, n) => corpus.filter((r) => r.textualRating === rating && r.claimReviewed.length > 30).slice(0, n).map((r) => r.claimReviewed);
  const cachedBody = JSON.stringify({ content: pick('False', 1)[0], platform: 'news' });
  await fetch(`${base}/api/fact-check`, { method: 'POST', headers: auth, body: cachedBody });
  let readerTokens = null;
  const readers = async () => (readerTokens ??= dbUrl ? await benchUsers(dbUrl, 100) : [login.token]);
  /** Headers of the connection's own reader (autocannon keeps `context` per connection). */
  const asReader = (tokens) => {
    let next = 0;
    return (req, context) => {
      context.token ??= tokens[next++ % tokens.length];
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.token}` } };
    };
  };
  if (selected('POST /api/fact-check (cached)')) {
    // One signed-in user per connection (as 50 readers would be): each check counts against its own
    // user's row. The same text for all, so every answer after the first per user is a cached analysis.
    const tokens = (await readers()).slice(0, connections);
    console.log(`cached fact-check (${tokens.length} users)`);
    const cached = summary(
      await cannon({
        url: `${base}/api/fact-check`,
        requests: [
          {
            method: 'POST',
            body: cachedBody,
            headers: auth,
            setupRequest: asReader(tokens),
          },
        ],
      }),
    );
    cached.ratioToBaseline = +(cached.requestsPerSec / base0.requestsPerSec).toFixed(3);
    cached.users = tokens.length;
    results.scenarios['POST /api/fact-check (cached)'] = cached;
    // One user on every connection: all 50 update the same counter row, so each waits for the previous
    // commit (lock held through its WAL flush); bound by the disk's flush latency, not by the API.
    console.log('cached fact-check (one user)');
    const single = summary(await cannon({ url: `${base}/api/fact-check`, method: 'POST', headers: auth, body: cachedBody }));
    single.ratioToBaseline = +(single.requestsPerSec / base0.requestsPerSec).toFixed(3);
    results.scenarios['POST /api/fact-check (cached, one user on every connection)'] = single;
  }

  // Soak: health, me and cached checks mixed on 100 connections for BENCH_SOAK_SECONDS (60 s); memory before and after.
  if (selected('soak')) {
    console.log(`soak ${soakSeconds} s, 100 connections`);
    const tokens100 = await readers();
    const rssBefore = rssMb(api.pid);
    const soak = summary(
      await cannon({
        url: base,
        connections: 100,
        duration: soakSeconds,
        requests: (() => {
          const setupRequest = asReader(tokens100);
          return [
            { method: 'POST', path: '/api/health', headers: { 'content-type': 'application/json' }, body: '{}' },
            { method: 'GET', path: '/api/auth/me', headers: auth, setupRequest },
            { method: 'POST', path: '/api/fact-check', headers: auth, body: cachedBody, setupRequest },
          ];
        })(),
      }),
    );
    await new Promise((r) => setTimeout(r, 5000));
    soak.connections = 100;
    soak.durationS = soakSeconds;
    soak.rssMb = { before: rssBefore, after: rssMb(api.pid) };
    results.scenarios['soak: health + me + cached check, 100 connections'] = soak;
  }

  if (!selected('uncached')) throw new SkipRest();
  console.log('uncached local pipeline');
  const fresh = [...pick('Pants on Fire', 40), ...pick('True', 40), ...pick('Half True', 20)];
  let i = 0;
  const uncached = await sample(fresh.length, () =>
    fetch(`${base}/api/fact-check`, { method: 'POST', headers: auth, body: JSON.stringify({ content: fresh[i++], platform: 'news' }) }).then((r) => r.text()),
  );
  results.scenarios['POST /api/fact-check (uncached, local providers)'] = { sequential: uncached, latencyMs: { p50: uncached.p50, p90: null, p99: uncached.p99 }, requestsPerSec: null };

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
    users.statementsPerRequest = 1; // the page and its total in one statement, the session cached: asserted by api/src/test/http/query-count.test.ts
    users.ratioToBaseline = +(users.requestsPerSec / base0.requestsPerSec).toFixed(3);
    results.scenarios['GraphQL users page of 50 (10k users)'] = users;
  }
  if (dbUrl) {
    console.log('analytics and history');
    // The scenario measures the 10,000 checks it seeds: the checks earlier scenarios stored (about 240,000 after
    // the cached-check and soak scenarios, all of today) are removed first (docs/benchmarks.md).
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query('truncate fact_checks cascade');
    await c.end();
    const a = await runAnalyticsBench({ baseUrl: base, token: login.token, dbUrl });
    results.scenarios['analytics (10k fact-checks, 50k calls)'] = { analytics: a, requestsPerSec: null, latencyMs: {} };
  }

  // ---- simulated providers (Google 300 ms, OpenAI 200 ms, ClaimBuster 400 ms): a second API instance
  if (dbUrl) {
    const stub = await startProviderStub();
    const port2 = port + 1;
    const api2 = spawn(process.execPath, [apiMain], { cwd: root, env: { ...process.env, ...env, ...stub.env, PORT: String(port2), OCR_WORKERS: '1' }, stdio: ['ignore', 'inherit', 'inherit'] });
    try {
      const base2 = `http://127.0.0.1:${port2}`;
      await waitHealthy(base2);
      const t2 = (await (await fetch(`${base2}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json()).token;
      const h2 = { authorization: `Bearer ${t2}`, 'content-type': 'application/json' };
      // Half True claims: their local evidence is "mixed" (accuracy 4-6 with a medium warning), so ClaimBuster runs too.
      const mixed = corpus.filter((r) => r.textualRating === 'Half True' && r.claimReviewed.length > 40).slice(100, 130).map((r) => r.claimReviewed);
      let j = 0;
      console.log('simulated providers 300/200/400 ms');
      const sim = await sample(mixed.length, () => fetch(`${base2}/api/fact-check`, { method: 'POST', headers: h2, body: JSON.stringify({ content: mixed[j++] }) }).then((r) => r.text()));
      results.scenarios['POST /api/fact-check (simulated providers 300/200/400 ms)'] = {
        sequential: sim,
        latencyMs: { p50: sim.p50, p90: null, p99: sim.p99 },
        requestsPerSec: null,
        slowestProviderMs: 400,
        p50OverSlowest: +(sim.p50 / 400).toFixed(3),
        providerCalls: { ...stub.calls },
      };
    } finally {
      api2.kill('SIGTERM');
      await new Promise((r) => api2.on('exit', r));
      await stub.close();
    }
  }

  // ---- OCR (in this process: warm 600x200 crop and pool throughput)
  console.log('OCR');
  const { benchOcr } = await import(path.join(root, 'api', 'dist', 'providers', 'ocr', 'ocr.bench.js'));
  results.scenarios['OCR tesseract pool'] = { ocr: await benchOcr({ workers: 2 }), latencyMs: {}, requestsPerSec: null };
} catch (err) {
  if (!(err instanceof SkipRest)) throw err;
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
// ---- the claim index (docs/claim-index.md): start-up, uncached checks in process, search at ~300,000 reviews.
// Its own script (npm run bench:claims -w api), run after the API above has stopped so the two do not share the cores.
if (selected('claim index')) {
  console.log('claim index (npm run bench:claims -w api)');
  const child = spawn('npm', ['run', 'bench:claims', '-s', '-w', 'api'], { cwd: root, env: process.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code === 0) {
    const claimIndex = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'claim-index.json'), 'utf8'));
    results.scenarios['claim index: start-up, uncached checks, search at ~300,000 reviews'] = { claimIndex, latencyMs: {}, requestsPerSec: null };
  } else {
    // The other scenarios' figures are still written; the run ends with a failure status.
    console.error(`npm run bench:claims -w api exited with ${code}: the claim index figures are left out`);
    process.exitCode = 1;
  }
}
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', only ? 'results-partial.json' : 'results.json'), JSON.stringify(results, null, 2) + '\n');
for (const [name, s] of Object.entries(results.scenarios)) {
  if (s.analytics) {
    console.log(`${name.padEnd(56)} ${JSON.stringify(s.analytics).slice(0, 400)}`);
    continue;
  }
  if (s.claimIndex) {
    const { startup, factCheck, scale } = s.claimIndex;
    const big = scale ? `  ${scale.reviews} reviews: search p50 ${scale.search.p50} / p95 ${scale.search.p95} ms` : '';
    console.log(
      `${name.padEnd(56)} index ${startup.buildMs} ms (+${startup.rssGrowthMb} MB)  uncached check p50 ${factCheck.p50} / p95 ${factCheck.p95} ms${big}`,
    );
    continue;
  }
  if (s.ocr) {
    console.log(`${name.padEnd(56)} warm p50 ${s.ocr.warm.p50Ms} ms  p95 ${s.ocr.warm.p95Ms} ms  throughput ${s.ocr.throughput.jobsPerSec} jobs/s (${s.ocr.workers} workers)`);
    continue;
  }
  if (s.rssMb) console.log(`${name.padEnd(56)} ${s.requestsPerSec} req/s  p50 ${s.latencyMs.p50} ms  p99 ${s.latencyMs.p99} ms  errors ${s.errors}  RSS ${s.rssMb.before} -> ${s.rssMb.after} MB`);
  if (s.rssMb) continue;
  const rps = s.requestsPerSec === null ? '' : `${String(s.requestsPerSec).padStart(7)} req/s  p50 ${s.latencyMs.p50} ms  p99 ${s.latencyMs.p99} ms`;
  console.log(`${name.padEnd(56)} ${rps}${s.ratioToBaseline ? `  ×${s.ratioToBaseline} of baseline` : ''}${s.sequential ? `  sequential p50 ${s.sequential.p50} / p95 ${s.sequential.p95} ms` : ''}${s.p50OverSlowest ? `  p50/slowest ${s.p50OverSlowest}` : ''}`);
}
