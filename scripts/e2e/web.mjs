#!/usr/bin/env node
// Browser end-to-end suite of the web app, run by `npm test` (scripts/test.mjs runs every
// scripts/e2e/*.mjs and reads the LAST stdout line: {"passed":n,"failed":m}).
//   node scripts/e2e/web.mjs
// 1. builds what the suite needs: `npx tsc -b common api` (incremental), `npm run build -w web` when
//    web/dist is missing or older than its sources, `npm run build -w extension` when extension/dist
//    is missing (the API zips it for the download);
// 2. starts the real server once (web/e2e/server.mjs: api/dist/main.js, NODE_ENV=production,
//    serving a copy of web/dist taken now, so a concurrent rebuild cannot pull chunks away) on a fresh database: DATABASE_URL set → a new database on that server, dropped
//    after; unset → an embedded PostgreSQL in a temporary DATA_DIR, removed after;
// 3. runs web/e2e/*.test.mjs one file after another (each file starts its own Chromium) with `node --test --test-reporter=tap`
//    (headless /usr/bin/chromium through playwright-core) and adds up the TAP "# pass" / "# fail"
//    (+ cancelled) lines;
// 4. cleans up, even when the suite fails, times out or this runner gets SIGINT/SIGTERM: the test
//    process runs in its own process group (killed as a group), with TMPDIR set to a private folder
//    (Chromium profiles and downloads live there) and a run marker in its environment; any process
//    still carrying the marker or that folder is stopped by pid; the server gets SIGTERM (it stops
//    its embedded PostgreSQL), then its database is dropped or its data folder removed.
// Env: DATABASE_URL, CHROMIUM_PATH (default /usr/bin/chromium), E2E_WEB_SUITE_TIMEOUT_S (default
// 600), E2E_WEB_TIMEOUT_MS (one wait in a test, default 30000), E2E_WEB_BUILD=never (test web/dist
// as it is, no rebuild unless missing). Artifacts (screenshots, axe JSON,
// server.log): test-artifacts/web-e2e/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, killGroup, killPids, newestMtime, ourProcesses, parseTap } from '../lib/e2e-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const t0 = Date.now();
const runId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-web-e2e-run-'));
// As root, embedded PostgreSQL runs as the "postgres" user, which must traverse this folder.
fs.chmodSync(runTmp, 0o755);
const artifacts = path.join(root, 'test-artifacts', 'web-e2e');
const suiteTimeoutMs = Number(process.env.E2E_WEB_SUITE_TIMEOUT_S ?? 600) * 1000;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
let server = null;
let current = null;
let interrupted = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function fail(name, note, ms = 0) {
  totals.failed++;
  rows.push({ name, passed: 0, failed: 1, skipped: 0, ms, note });
}

/** A build step: output printed, a failure counted. */
function build(name, cmd, args) {
  console.log(`\n--- build: ${name}`);
  const t = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(res.stdout ?? '');
  process.stdout.write(res.stderr ?? '');
  const ok = res.status === 0;
  console.log(`--- build: ${name}: ${ok ? 'ok' : `FAILED (${res.error?.message ?? `exit ${res.status}`})`} in ${seconds(Date.now() - t)}`);
  if (!ok) fail(`build: ${name}`, 'build failed', Date.now() - t);
  return ok;
}

/** web/dist is missing, or older than what it is built from. */
function webDistStale() {
  const index = path.join(root, 'web', 'dist', 'index.html');
  if (!fs.existsSync(index)) return 'missing';
  const built = fs.statSync(index).mtimeMs;
  const inputs = ['web/src', 'web/public', 'web/index.html', 'web/vite', 'web/vite.config.ts', 'web/package.json', 'common/src'];
  const newer = inputs.find((p) => newestMtime(path.join(root, p)) > built);
  return newer ? `older than ${newer}` : null;
}

// ---- processes left behind

/**
 * Stop the server first (SIGTERM: it stops its embedded PostgreSQL itself; then its database is
 * dropped or its data folder removed), then whatever the tests left (Chromium and its helpers).
 */
async function cleanup() {
  const notes = [];
  if (server) {
    const s = server;
    server = null;
    await s.stop().then(
      () => notes.push(`server stopped (${s.mode})`),
      (err) => notes.push(`server stop: ${err.message}`),
    );
  }
  let left = ourProcesses({ marker: `FACTLENS_WEB_E2E_RUN=${runId}`, runTmp });
  for (let waited = 0; left.length && waited < 2_000; waited += 200) {
    await sleep(200);
    left = left.filter((p) => alive(p.pid));
  }
  if (left.length) {
    notes.push(...left.map((p) => `pid ${p.pid} (${p.cmdline.slice(0, 100)})`));
    await killPids(left.map((p) => p.pid));
  }
  if (notes.length) console.log(`--- cleanup: ${notes.join('; ')}`);
}

// ---- the suite

async function runTests(files) {
  console.log(`\n--- suite: ${files.map((f) => path.relative(root, f)).join(' ')}`);
  const t = Date.now();
  const child = spawn(process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', ...files], {
    cwd: root,
    detached: true, // its own process group: Chromium and its helpers die with it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      TMPDIR: runTmp,
      FACTLENS_WEB_E2E_RUN: runId,
      E2E_WEB_ORIGIN: server.origin,
      E2E_WEB_ADMIN_EMAIL: server.admin.email,
      E2E_WEB_ADMIN_PASSWORD: server.admin.password,
      E2E_WEB_DATABASE_URL: server.databaseUrl ?? '',
      E2E_WEB_DIST: server.webDist,
      E2E_WEB_ARTIFACTS: artifacts,
    },
  });
  current = child;
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    process.stdout.write(d);
  });
  child.stderr.on('data', (d) => process.stderr.write(d));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    console.log(`--- suite: timed out after ${seconds(suiteTimeoutMs)}, stopping it`);
    killGroup(child, 'SIGTERM');
    setTimeout(() => killGroup(child, 'SIGKILL'), 5_000).unref();
  }, suiteTimeoutMs);
  const { code, signal } = await new Promise((resolve) => child.on('close', (c, s) => resolve({ code: c, signal: s })));
  clearTimeout(timer);
  current = null;
  killGroup(child, 'SIGTERM');

  const tap = parseTap(out);
  const row = {
    name: 'web e2e',
    passed: tap.pass ?? 0,
    failed: (tap.fail ?? 0) + tap.cancelled,
    skipped: tap.skipped + tap.todo,
    ms: Date.now() - t,
    note: '',
  };
  if (tap.pass === null || tap.fail === null) {
    row.failed = Math.max(row.failed, 1);
    row.note = `no TAP summary (exit ${code ?? signal})`;
  } else if (code !== 0 && row.failed === 0) {
    row.failed = 1;
    row.note = `exit ${code ?? signal} with no failing test`;
  }
  if (timedOut) row.note = `timed out after ${seconds(suiteTimeoutMs)}${row.note ? `; ${row.note}` : ''}`;
  rows.push(row);
  totals.passed += row.passed;
  totals.failed += row.failed;
  totals.skipped += row.skipped;
}

let finished = false;
async function finish(extraFailure) {
  if (finished) return;
  finished = true;
  if (extraFailure) {
    totals.failed++;
    console.log(`--- ${extraFailure}`);
  }
  await cleanup().catch((err) => console.log(`--- cleanup error: ${err.message}`));
  fs.rmSync(runTmp, { recursive: true, force: true });
  console.log('\n--- web e2e summary');
  for (const r of rows)
    console.log(
      `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${seconds(r.ms)}${r.note ? ` (${r.note})` : ''}`,
    );
  console.log(`  artifacts: ${path.relative(root, artifacts)}/  total ${seconds(Date.now() - t0)}`);
  console.log(JSON.stringify(totals));
  process.exit(totals.failed ? 1 : 0);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = sig;
    console.log(`--- ${sig}: stopping`);
    if (current) {
      // The suite's close handler returns to the main flow, which cleans up and finishes.
      const child = current;
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    } else void finish(`interrupted by ${sig}`);
  });
}

try {
  if (!fs.existsSync(chromium)) {
    await finish(`Chromium not found at ${chromium} (apt-get install -y chromium)`);
  }
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });

  let ok = build('npx tsc -b common api', 'npx', ['tsc', '-b', 'common', 'api']);
  // E2E_WEB_BUILD=never tests web/dist as it is (for example while web/src is being edited).
  const webStale =
    process.env.E2E_WEB_BUILD === 'never'
      ? fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))
        ? null
        : 'missing'
      : webDistStale();
  if (webStale) {
    console.log(`\nweb/dist is ${webStale}`);
    ok = build('npm run build -w web', 'npm', ['run', 'build', '-w', 'web']) && ok;
  }
  if (!fs.existsSync(path.join(root, 'extension', 'dist', 'manifest.json'))) {
    console.log('\nextension/dist is missing (the API zips it for the download)');
    ok = build('npm run build -w extension', 'npm', ['run', 'build', '-w', 'extension']) && ok;
  }

  if (ok && !interrupted) {
    const t = Date.now();
    // The server serves a copy of web/dist: a rebuild of web/dist during the run (another
    // session's `npm run build -w web`) would otherwise remove the chunks the browser loads.
    const webDist = path.join(runTmp, 'web-dist');
    fs.cpSync(path.join(root, 'web', 'dist'), webDist, { recursive: true, filter: (src) => !src.endsWith('.map') });
    const { startServer } = await import('../../web/e2e/server.mjs');
    // The server's temporary folder (embedded PostgreSQL data) also lives in the run folder.
    process.env.TMPDIR = runTmp;
    try {
      server = await startServer({ logFile: path.join(artifacts, 'server.log'), webDist });
      console.log(`\n--- server: ${server.origin} (${server.mode}), ready in ${seconds(server.startupMs)}`);
    } catch (err) {
      fail('server start', err.message.split('\n')[0], Date.now() - t);
      console.log(`--- server failed to start:\n${err.message}`);
    }
  } else if (!interrupted) console.log('\n--- suite skipped: a build failed (counted above)');

  if (server && !interrupted) {
    const dir = path.join(root, 'web', 'e2e');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => path.join(dir, f));
    await runTests(files);
  }
  await finish(interrupted ? `interrupted by ${interrupted}` : undefined);
} catch (err) {
  await finish(`runner error: ${err.stack ?? err}`);
}
