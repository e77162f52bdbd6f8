#!/usr/bin/env node
// Lighthouse performance score of the landing page (/) on the production build, with Debian's
// Chromium, plus the landing bundle figure of the same build. Not part of `npm test`.
//   node web/e2e/lighthouse.mjs            (DATABASE_URL set: a fresh database on that server;
//                                           unset: embedded PostgreSQL in a temporary folder)
// 1. `npx tsc -b common api` (incremental) and a production build of the web app into a temporary
//    folder (web/dist is left alone);
// 2. the initial JS of / in that build, gzipped (the same measure as web/scripts/bundle-size.mjs
//    and src/bundleBudget.test.ts: entry + Landing chunk + their static imports);
// 3. the real server (web/e2e/server.mjs) serving that build, then the Lighthouse CLI from npm
//    (`npx --yes lighthouse@13.5.0`, or node_modules/.bin/lighthouse when installed) against
//    http://127.0.0.1:PORT/ with CHROME_PATH=/usr/bin/chromium headless: once with Lighthouse's
//    default mobile emulation and simulated throttling, once with --preset=desktop;
// 4. reports in test-artifacts/lighthouse/ (HTML + JSON) and one JSON line last:
//    {"performance":{"mobile":n,"desktop":n},"landingInitialJsKB":n,...}.
// Env: CHROMIUM_PATH, LIGHTHOUSE_VERSION (default 13.5.0).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VERSION = process.env.LIGHTHOUSE_VERSION ?? '13.5.0';
const OUT = path.join(ROOT, 'test-artifacts', 'lighthouse');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 600_000, ...opts });
  if (res.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${res.error?.message ?? `exit ${res.status}`}):\n${res.stderr}${res.stdout}`.slice(0, 6000),
    );
  return res.stdout;
}

/** Initial JS of a page chunk: the entry, the page and their static imports, gzip level 9 (as bundle-size.mjs). */
function initialJs(dist, page = 'src/routes/Landing.tsx') {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  visit(page);
  const files = [...seen].map((k) => manifest[k].file);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return { files, kb: Math.round((bytes / 1024) * 10) / 10 };
}

function lighthouseCommand() {
  const local = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  return existsSync(local) ? [local, []] : ['npx', ['--yes', `lighthouse@${VERSION}`]];
}

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'factlens-lighthouse-'));
let server = null;
let exitCode = 0;
try {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  console.log('--- build: npx tsc -b common api');
  run('npx', ['tsc', '-b', 'common', 'api']);
  const dist = path.join(work, 'web-dist');
  console.log('--- build: vite build (production) into a temporary folder');
  run(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const bundle = initialJs(dist);
  console.log(`--- landing initial JS: ${bundle.kb} KB gzip (${bundle.files.length} files; budget 150 KB)`);

  server = await startServer({ logFile: path.join(OUT, 'server.log'), webDist: dist });
  console.log(`--- server: ${server.origin} (${server.mode}), ready in ${(server.startupMs / 1000).toFixed(1)} s`);

  const [cmd, pre] = lighthouseCommand();
  const scores = {};
  for (const [name, extra] of [
    ['mobile', []],
    ['desktop', ['--preset=desktop']],
  ]) {
    const base = path.join(OUT, `landing-${name}`);
    console.log(`--- lighthouse ${name}: ${[cmd, ...pre].join(' ')} ${server.origin}/`);
    run(
      cmd,
      [
        ...pre,
        `${server.origin}/`,
        '--only-categories=performance',
        '--output=json',
        '--output=html',
        `--output-path=${base}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
        ...extra,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: work } },
    );
    const report = JSON.parse(readFileSync(`${base}.report.json`, 'utf8'));
    const audit = (id) => report.audits[id]?.displayValue ?? 'n/a';
    scores[name] = {
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      lighthouse: report.lighthouseVersion,
      userAgent: report.environment?.hostUserAgent,
    };
    const runtimeError = report.runtimeError?.code;
    if (runtimeError) throw new Error(`lighthouse ${name}: ${runtimeError} ${report.runtimeError.message}`);
    console.log(
      `    performance ${scores[name].score}  FCP ${scores[name].fcp}  LCP ${scores[name].lcp}  TBT ${scores[name].tbt}  CLS ${scores[name].cls}  SI ${scores[name].si}`,
    );
  }
  console.log(`--- reports: ${path.relative(ROOT, OUT)}/landing-{mobile,desktop}.report.{html,json}`);
  console.log(
    JSON.stringify({
      performance: { mobile: scores.mobile.score, desktop: scores.desktop.score },
      landingInitialJsKB: bundle.kb,
      details: scores,
    }),
  );
} catch (err) {
  exitCode = 1;
  console.error(err.stack ?? String(err));
  console.log(JSON.stringify({ error: String(err.message).split('\n')[0] }));
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
