#!/usr/bin/env node
// Smoke test of the main job, as a new user would run it: `npm start` with no DATABASE_URL (embedded
// PostgreSQL in a fresh data folder), wait for POST /api/health, exercise the API, stop it with SIGTERM.
// Prints one JSON line {"passed":n,"failed":m} last.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-smoke-'));
const admin = { email: 'smoke-admin@factlens.test', password: 'smoke-admin-password' };
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;

let passed = 0;
let failed = 0;
const check = async (name, fn) => {
  try {
    await fn();
    passed++;
    console.log(`  ok   ${name}`);
  } catch (err) {
    failed++;
    console.log(`  FAIL ${name}: ${err.message}`);
  }
};
const assert = (cond, msg) => {
  if (!cond) throw new Error(msg);
};
const json = async (method, p, { body, token } = {}) => {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not json */
  }
  return { status: res.status, body: parsed };
};

const t0 = Date.now();
const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
let exited = null;
child.on('exit', (code, signal) => (exited = { code, signal }));

await check('starts on embedded PostgreSQL and answers POST /api/health', async () => {
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      const r = await json('POST', '/api/health', { body: {} });
      if (r.status === 200) {
        assert(r.body.status === 'ok' && r.body.db === 'ok', `health said ${JSON.stringify(r.body)}`);
        console.log(`  (ready after ${Date.now() - t0} ms)`);
        return;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(exited ? `exited early ${JSON.stringify(exited)}` : 'not ready after 120 s');
});

await check('GraphQL answers health and earlyAccessSlots', async () => {
  const r = await json('POST', '/graphql', { body: { query: '{ health { status db } earlyAccessSlots { remainingSlots } }' } });
  assert(r.status === 200 && r.body.data?.health?.db === 'ok', JSON.stringify(r.body));
  assert(r.body.data.earlyAccessSlots.remainingSlots === 25, JSON.stringify(r.body));
});

await check('serves the web app at / and its 404 route', async () => {
  const r = await fetch(`${base}/some/unknown/page`);
  const html = await r.text();
  // Not a route: the app (which shows its 404 page) with HTTP 404 (docs/adr/0064-first-hour.md).
  assert(r.status === 404 && html.includes('<div id="root">'), `status ${r.status}`);
});

let token = null;
await check('first admin signs in', async () => {
  const r = await json('POST', '/api/auth/login', { body: admin });
  assert(r.status === 200 && typeof r.body.token === 'string', JSON.stringify(r.body));
  assert(r.body.user.role === 'admin', 'not admin');
  token = r.body.token;
});

await check('admin lists users (REST and GraphQL)', async () => {
  const r = await json('GET', '/api/admin/users', { token });
  assert(r.status === 200 && r.body.some((u) => u.email === admin.email), JSON.stringify(r.body));
  const g = await json('POST', '/graphql', { token, body: { query: '{ users(first: 10) { totalCount nodes { email role } } }' } });
  assert(g.body.data?.users?.totalCount >= 1, JSON.stringify(g.body));
});

await check('a signed-in fact-check of a known false claim is red with a source URL', async () => {
  const r = await json('POST', '/api/fact-check', { token, body: { content: 'Breaking: Santa Fe killer expresses his love for Obama.', platform: 'news' } });
  assert(r.status === 200, `status ${r.status} ${JSON.stringify(r.body)}`);
  assert(r.body.accuracy?.band === 'red', `accuracy ${JSON.stringify(r.body.accuracy)}`);
  assert(/^https?:\/\//.test(r.body.sources?.[0]?.url ?? ''), 'no source URL');
});

await check('the extension ZIP downloads with its version in the file name', async () => {
  const res = await fetch(`${base}/api/download/extension`, { headers: { authorization: `Bearer ${token}` } });
  const buf = Buffer.from(await res.arrayBuffer());
  assert(res.status === 200 && buf.subarray(0, 2).toString() === 'PK', `status ${res.status}`);
  assert(/factlens-extension-\d+\.\d+\.\d+\.zip/.test(res.headers.get('content-disposition') ?? ''), res.headers.get('content-disposition'));
});

await check('admin logs out and the token stops working', async () => {
  const r = await json('POST', '/api/auth/logout', { token });
  assert(r.status === 200, `logout ${r.status}`);
  const me = await json('GET', '/api/auth/me', { token });
  assert(me.status === 401, `me after logout gave ${me.status}`);
});

await check('stops cleanly on SIGTERM', async () => {
  process.kill(-child.pid, 'SIGTERM');
  for (let i = 0; i < 60 && !exited; i++) await new Promise((r) => setTimeout(r, 250));
  assert(exited, 'still running 15 s after SIGTERM');
  assert(exited.code === 0 || exited.signal === 'SIGTERM', `exit ${JSON.stringify(exited)}`);
  const pid = path.join(dataDir, 'pg', 'postmaster.pid');
  assert(!fs.existsSync(pid), 'embedded PostgreSQL still running (postmaster.pid left)');
});

if (!exited) process.kill(-child.pid, 'SIGKILL');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
