#!/usr/bin/env node
// Resident memory of the API after large provider answers (docs/adr/0062-provider-body-memory.md):
// starts the built API (api/dist/main.js) with Google Fact Check pointed at a local server whose
// answer is 50 MB of chunked JSON, sends ten concurrent fact-checks, and prints the API's RSS before,
// right after, and 10 s later. The 5 MB cap refuses every answer; memory should come back.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/provider-memory.mjs
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, freePort, sleep } from '../lib/test-db.mjs';
import { rssMb } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER = process.env.DATABASE_URL;
if (!SERVER) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a fresh database is created on it).');
  process.exit(2);
}
const BODY_BYTES = 50 * 1024 * 1024;
const CONCURRENT = 10;

const chunk = Buffer.alloc(64 * 1024, ' ');
let bytesSent = 0;
let big = false;
const stub = http.createServer((req, res) => {
  req.resume();
  if (!big) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"claims":[]}');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"claims":[');
  let sent = 0;
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = () => {
    while (sent < BODY_BYTES && !closed) {
      sent += chunk.length;
      bytesSent += chunk.length;
      if (!res.write(chunk)) return res.once('drain', pump);
    }
    if (!closed) res.end(']}');
  };
  pump();
});
await new Promise((r) => stub.listen(0, '127.0.0.1', r));

const name = `factlens_bench_e2e_mem_${process.pid}`;
const dbUrl = await createDatabase(SERVER, name);
const port = await freePort();
const api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'memory@factlens.test',
    ADMIN_PASSWORD: 'memory-password-1',
    GOOGLE_FACTCHECK_API_KEY: 'bench',
    GOOGLE_FACTCHECK_BASE_URL: `http://127.0.0.1:${stub.address().port}`,
  },
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('API did not start');
    await sleep(200);
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'memory@factlens.test', password: 'memory-password-1' }),
  }).then((r) => r.json());
  const check = (i) =>
    fetch(`${base}/api/fact-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ content: `Memory round claim ${i} ${Date.now()}: the river flooded the old town twice this year.` }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  // Baseline: the same ten concurrent fact-checks with small provider answers.
  await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => check(`s${i}`)));
  await sleep(5000);
  const baseline = rssMb(api.pid);
  big = true;
  // One round of large answers first (the allocator's arenas grow once), then settle.
  await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => check(`w${i}`)));
  await sleep(15_000);
  const before = rssMb(api.pid);
  const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => check(i)));
  const rightAfter = rssMb(api.pid);
  await sleep(10_000);
  const after = rssMb(api.pid);
  const google = results.map((r) => r.body.providers?.find((p) => p.provider.includes('google')));
  console.log(
    JSON.stringify({
      answers: results.map((r) => r.status),
      google: [...new Set(google.map((g) => `${g?.status}: ${g?.detail}`))],
      stubBytesSentMb: Math.round(bytesSent / 1048576),
      rssMb: { baselineSmallAnswers: baseline, beforeSecondRound: before, rightAfter, after10s: after },
      change: `${(((after - before) / before) * 100).toFixed(1)}% vs before the round, ${(((after - baseline) / baseline) * 100).toFixed(1)}% vs baseline`,
    }),
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  stub.closeAllConnections();
  stub.close();
  await dropDatabase(SERVER, name);
}
