#!/usr/bin/env node
// Lighthouse performance of the public pages / and /login on the production build, with Debian's
// Chromium, plus the landing bundle figure of the same build. Not part of `npm test`.
//   node web/e2e/lighthouse.mjs            (DATABASE_URL set: a fresh database on that server;
//                                           unset: embedded PostgreSQL in a temporary folder)
// 1. `npx tsc -b common api` (incremental) and a production build of the web app into a temporary
//    folder (web/dist is left alone); the build prerenders the public pages and writes Brotli/gzip
//    copies, as `npm run build` does;
// 2. the initial JS of / in that build, gzipped (the same measure as web/scripts/bundle-size.mjs
//    and src/bundleBudget.test.ts: entry + Landing chunk + their static imports);
// 3. the real server (web/e2e/server.mjs) serving that build, then the Lighthouse CLI from npm
//    (`npx --yes lighthouse@13.5.0`, or node_modules/.bin/lighthouse when installed) against
//    http://127.0.0.1:PORT/ and /login with CHROME_PATH=/usr/bin/chromium headless: with
//    Lighthouse's default mobile emulation and simulated throttling, and with --preset=desktop;
//    each LIGHTHOUSE_RUNS times (default 3; the run with the median score is reported); a run that
//    ends in a Lighthouse runtime error (e.g. NO_NAVSTART) is retried up to twice;
// 4. reports in test-artifacts/lighthouse/ (HTML + JSON of the median runs) and one JSON line last:
//    {"performance":{"/":{"mobile":n,"desktop":n},"/login":{...}},"landingInitialJsKB":n,"metrics":{...},...}
//    where metrics gives CLS, LCP (ms) and TBT (ms) per page and preset.
// Env: CHROMIUM_PATH, LIGHTHOUSE_VERSION (default 13.5.0), LIGHTHOUSE_RUNS (default 3).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VERSION = process.env.LIGHTHOUSE_VERSION ?? '13.5.0';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = [
  ['landing', '/'],
  ['login', '/login'],
];
const PRESETS = [
  ['mobile', []],
  ['desktop', ['--preset=desktop']],
];
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
  console.log(`--- landing initial JS: ${bundle.kb} KB gzip (${bundle.files.length} files; budget 120 KB)`);

  server = await startServer({ logFile: path.join(OUT, 'server.log'), webDist: dist });
  console.log(`--- server: ${server.origin} (${server.mode}), ready in ${(server.startupMs / 1000).toFixed(1)} s`);

  const [cmd, pre] = lighthouseCommand();
  /**
   * One Lighthouse run. A runtime error (e.g. NO_NAVSTART: the trace missed the navigation, which
   * happens now and then with headless Chromium) makes the CLI exit non-zero; it is run again, up
   * to twice.
   */
  const lighthouse = (url, extra, base) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        run(
          cmd,
          [
            ...pre,
            url,
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
        if (report.runtimeError?.code || report.categories.performance.score === null) {
          throw new Error(`Runtime error encountered: ${report.runtimeError?.code} ${report.runtimeError?.message}`);
        }
        return report;
      } catch (err) {
        if (attempt === 3 || !/Runtime error encountered/.test(String(err.message))) throw err;
        console.log(`    (${/\(([A-Z_]+)\)/.exec(err.message)?.[1] ?? 'runtime error'}: running again)`);
      }
    }
  };
  const performance = {};
  const metrics = {};
  const details = {};
  for (const [page, pathname] of PAGES) {
    performance[pathname] = {};
    metrics[pathname] = {};
    for (const [preset, extra] of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const base = path.join(work, `${page}-${preset}-${i}`);
        const report = lighthouse(`${server.origin}${pathname}`, extra, base);
        const value = (id) => report.audits[id]?.numericValue;
        const shown = (id) => report.audits[id]?.displayValue ?? 'n/a';
        runs.push({
          base,
          score: Math.round(report.categories.performance.score * 100),
          cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
          lcpMs: Math.round(value('largest-contentful-paint')),
          tbtMs: Math.round(value('total-blocking-time')),
          fcp: shown('first-contentful-paint'),
          si: shown('speed-index'),
          lighthouse: report.lighthouseVersion,
          userAgent: report.environment?.hostUserAgent,
        });
        const r = runs.at(-1);
        console.log(
          `--- lighthouse ${preset} ${pathname} run ${i + 1}/${RUNS}: performance ${r.score}  FCP ${r.fcp}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  SI ${r.si}`,
        );
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      for (const ext of ['json', 'html']) copyFileSync(`${median.base}.report.${ext}`, path.join(OUT, `${page}-${preset}.report.${ext}`));
      const { base: _base, ...kept } = median;
      performance[pathname][preset] = median.score;
      metrics[pathname][preset] = { cls: median.cls, lcpMs: median.lcpMs, tbtMs: median.tbtMs };
      details[`${pathname} ${preset}`] = { ...kept, scores: runs.map((r) => r.score) };
      console.log(
        `    ${preset} ${pathname}: median performance ${median.score} (runs ${runs.map((r) => r.score).join(', ')}), CLS ${median.cls}, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms`,
      );
    }
  }
  console.log(`--- reports: ${path.relative(ROOT, OUT)}/{landing,login}-{mobile,desktop}.report.{html,json}`);
  console.log(JSON.stringify({ performance, landingInitialJsKB: bundle.kb, metrics, runs: RUNS, details }));
} catch (err) {
  exitCode = 1;
  console.error(err.stack ?? String(err));
  console.log(JSON.stringify({ error: String(err.message).split('\n')[0] }));
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
