#!/usr/bin/env node
// Initial JS of a route in the production build: the entry, the page's chunk and every chunk
// they import statically (what the browser fetches before the page renders), gzipped.
//   node web/scripts/bundle-size.mjs [--build] [--json] [page=src/routes/Landing.tsx] [budgetKB=120]
// --build builds into a temporary folder first (leaves web/dist alone); exit code 1 = over budget.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export function initialJs(dist, page) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  visit(page);
  const files = [...seen].map((k) => manifest[k].file);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

function build() {
  const out = mkdtempSync(join(tmpdir(), 'factlens-web-'));
  const vite = join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webDir,
    encoding: 'utf8',
    // A production build even when called from Jest (NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stderr}${run.stdout}`);
  return out;
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [page = 'src/routes/Landing.tsx', budgetArg = '120'] = args.filter((a) => !a.startsWith('--'));
const dist = flags.has('--build') ? build() : join(webDir, 'dist');
try {
  const { files, gzipBytes } = initialJs(dist, page);
  const kb = gzipBytes / 1024;
  const budget = Number(budgetArg);
  if (flags.has('--json')) console.log(JSON.stringify({ page, files, gzipBytes, kb, budget }));
  else console.log(`${files.join('\n')}\ninitial JS for ${page}: ${kb.toFixed(1)} KB gzip (budget ${budget} KB)`);
  process.exitCode = kb > budget ? 1 : 0;
} finally {
  if (flags.has('--build')) rmSync(dist, { recursive: true, force: true });
}
