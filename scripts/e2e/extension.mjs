#!/usr/bin/env node
// Browser end-to-end suites of the Chrome extension, run by `npm test` (scripts/test.mjs runs every
// scripts/e2e/*.mjs and reads the LAST stdout line: {"passed":n,"failed":m}).
//   node scripts/e2e/extension.mjs
// 1. builds what the suites need: `npx tsc -b common api` (incremental) and `npm run build -w
//    extension` when extension/dist is missing or older than its sources (the API zips that dist);
// 2. runs, one after another, with `node --test --test-reporter=tap`:
//      extension/e2e/smoke.test.mjs     stub API, test build (about 15 s)
//      extension/e2e/real.test.mjs      the real API on a fresh database, the ZIP it serves (about 30 s)
//      extension/e2e/shortcut.test.mjs  real Ctrl+Shift+F, headed under xvfb-run + xdotool (when both exist)
//    and adds up their TAP "# pass N" / "# fail M" (+ cancelled) lines;
// 3. cleans up everything the suites started, even when they fail, time out or are killed: each
//    suite runs in its own process group (killed as a group), with TMPDIR set to a private folder
//    (Chromium profiles, embedded PostgreSQL data and Xvfb's auth file all live there) and a run
//    marker in its environment; afterwards any process still carrying the marker or that folder is
//    stopped by pid, a real-API state file (extension/e2e/real-api.mjs) gets its embedded
//    PostgreSQL stopped and its database dropped, and the folder is removed.
// DATABASE_URL set: the real-API suite creates (and drops) a fresh database on that server; unset:
// it runs an embedded PostgreSQL in a temporary DATA_DIR. E2E_SUITE_TIMEOUT_S caps each suite
// (default 300). Screenshots: test-artifacts/extension-e2e/ (stub) and test-artifacts/extension-real/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, killGroup, killPids, newestMtime, ourProcesses, parseTap } from '../lib/e2e-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const t0 = Date.now();
const runId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-e2e-run-'));
// As root, embedded PostgreSQL runs as the "postgres" user, which must traverse this folder.
fs.chmodSync(runTmp, 0o755);
const stateDir = path.join(runTmp, 'state');
fs.mkdirSync(stateDir);
const suiteTimeoutMs = Number(process.env.E2E_SUITE_TIMEOUT_S ?? 300) * 1000;

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
let current = null; // the running child, for signal handling
let interrupted = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function which(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
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
  if (!ok) {
    totals.failed++;
    rows.push({ name: `build: ${name}`, passed: 0, failed: 1, skipped: 0, ms: Date.now() - t, note: 'build failed' });
  }
  return ok;
}

/** extension/dist is missing, or older than the sources it is built from. */
function extensionDistStale() {
  const manifest = path.join(root, 'extension', 'dist', 'manifest.json');
  if (!fs.existsSync(manifest)) return 'missing';
  const built = fs.statSync(manifest).mtimeMs;
  const inputs = [
    'extension/src',
    'extension/static',
    'extension/scripts',
    'extension/build.mjs',
    'extension/CHANGELOG.md',
    'common/src',
    'package.json',
  ];
  const newer = inputs.find((p) => newestMtime(path.join(root, p)) > built);
  return newer ? `older than ${newer}` : null;
}

// ---- processes left behind

/** Stop whatever a suite left running and undo what the real-API helper created. */
async function cleanup() {
  const notes = [];
  for (const file of fs.existsSync(stateDir) ? fs.readdirSync(stateDir) : []) {
    const full = path.join(stateDir, file);
    let state;
    try {
      state = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch {
      fs.rmSync(full, { force: true });
      continue;
    }
    if (state.apiPid && alive(state.apiPid)) {
      notes.push(`API pid ${state.apiPid}`);
      await killPids([state.apiPid], 20_000); // SIGTERM: the API stops its embedded PostgreSQL itself
    }
    const { stopEmbeddedPostgres, dropDatabase } = await import('../../extension/e2e/real-api.mjs');
    if (state.dataDir && (await stopEmbeddedPostgres(state.dataDir).catch(() => false)))
      notes.push(`embedded PostgreSQL in ${state.dataDir}`);
    if (state.dbName && state.serverUrl) {
      await dropDatabase(state.serverUrl, state.dbName).then(
        () => notes.push(`database ${state.dbName} dropped`),
        (err) => notes.push(`could not drop ${state.dbName}: ${err.message}`),
      );
    }
    if (state.tmp) fs.rmSync(state.tmp, { recursive: true, force: true });
    fs.rmSync(full, { force: true });
  }
  let left = ourProcesses({ marker: `FACTLENS_E2E_RUN=${runId}`, runTmp });
  // Give processes that are already exiting (Xvfb after xvfb-run, Chromium helpers) a moment.
  for (let waited = 0; left.length && waited < 2_000; waited += 200) {
    await sleep(200);
    left = left.filter((p) => alive(p.pid));
  }
  if (left.length) {
    notes.push(...left.map((p) => `pid ${p.pid} (${p.cmdline.slice(0, 100)})`));
    await killPids(left.map((p) => p.pid));
  }
  if (notes.length) console.log(`--- cleanup: stopped/removed leftovers: ${notes.join('; ')}`);
}

// ---- suites

async function runSuite({ name, file, xvfb = false }) {
  if (interrupted) return;
  console.log(`\n--- suite: ${name} (${file})`);
  const t = Date.now();
  const nodeArgs = ['--test', '--test-reporter=tap', file];
  const [cmd, args] = xvfb
    ? ['xvfb-run', ['-a', '-s', '-screen 0 1400x900x24', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const child = spawn(cmd, args, {
    cwd: root,
    detached: true, // its own process group: API, Chromium helpers, Xvfb die with it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: runTmp, FACTLENS_E2E_STATE_DIR: stateDir, FACTLENS_E2E_RUN: runId },
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
    console.log(`--- suite ${name}: timed out after ${seconds(suiteTimeoutMs)}, stopping it`);
    killGroup(child, 'SIGTERM');
    setTimeout(() => killGroup(child, 'SIGKILL'), 5_000).unref();
  }, suiteTimeoutMs);
  const { code, signal } = await new Promise((resolve) => child.on('close', (c, s) => resolve({ code: c, signal: s })));
  clearTimeout(timer);
  current = null;
  // Anything of the group still around (the leader has exited): SIGTERM lets the API stop its
  // embedded PostgreSQL; cleanup() waits for it and kills what does not stop.
  killGroup(child, 'SIGTERM');
  await cleanup();

  const tap = parseTap(out);
  const row = {
    name,
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
  console.log(
    `--- suite: ${name}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped in ${seconds(row.ms)}${row.note ? ` (${row.note})` : ''}`,
  );
}

function summary() {
  console.log('\n--- extension e2e summary');
  for (const r of rows)
    console.log(
      `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${seconds(r.ms)}${r.note ? ` (${r.note})` : ''}`,
    );
  console.log(`  total ${seconds(Date.now() - t0)}`);
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
  summary();
  console.log(JSON.stringify(totals));
  process.exit(totals.failed ? 1 : 0);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = sig;
    console.log(`--- ${sig}: stopping the running suite`);
    // The suite's close handler then cleans up and the main flow finishes (no further suites).
    if (current) {
      const child = current;
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    } else void finish(`interrupted by ${sig}`);
  });
}

try {
  const apiBuilt = build('npx tsc -b common api', 'npx', ['tsc', '-b', 'common', 'api']);
  const stale = extensionDistStale();
  let extensionBuilt = true;
  if (stale) {
    console.log(`\nextension/dist is ${stale}`);
    extensionBuilt = build('npm run build -w extension', 'npm', ['run', 'build', '-w', 'extension']);
  }

  await runSuite({ name: 'extension against a stub API', file: 'extension/e2e/smoke.test.mjs' });
  if (apiBuilt && extensionBuilt)
    await runSuite({ name: 'extension from the ZIP the real API serves', file: 'extension/e2e/real.test.mjs' });
  else console.log('\n--- suite: real API skipped: a build failed (counted above)');
  if (which('xvfb-run') && which('xdotool'))
    await runSuite({ name: 'real Ctrl+Shift+F under Xvfb', file: 'extension/e2e/shortcut.test.mjs', xvfb: true });
  else console.log('\n--- suite: real shortcut skipped: xvfb-run or xdotool not installed');
  await finish(interrupted ? `interrupted by ${interrupted}` : undefined);
} catch (err) {
  await finish(`runner error: ${err.stack ?? err}`);
}
