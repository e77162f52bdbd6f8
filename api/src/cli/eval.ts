// Evaluate the fact-check pipeline on the hand-written sets in api/data/eval (see its README and
// docs/claim-index.md): every item goes through the same FactCheckService.check the REST route and
// the GraphQL mutation call, as an administrator (no daily limit), offline (no provider keys).
// Reports, per group and split: band agreement, retrieval MAP@5 and recall@5 (paraphrase and
// verbatim: the rank of the source review among the answer's sources), tone band agreement per
// category; checks the targets on the test split; writes a JSON summary (default bench/eval.json).
// Usage: npm run eval (root), or npm run eval -w api -- [--split test|train|all] [--only claims|tone] [--json FILE]
//   [--concurrency N] [--misses N] [--check]
//   --check  exit 1 when a target is not met on the test split.
// Runs on a scratch database of the server in DATABASE_URL (dropped afterwards), else on an
// embedded PostgreSQL in a temp dir; either way the shipped corpus is loaded into it first.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Verdict } from '@factlens/common';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { initOrm, migrate } from '../db/orm.js';
import { withScratchDatabase } from './cli-db.js';
import { ensureSeedCorpus } from '../modules/claim-review/ingest.js';
import {
  checkTargets,
  formatFigures,
  formatTargets,
  loadClaimEvalSet,
  loadToneEvalSet,
  runEvaluation,
  summarise,
  type GroupFigures,
  type SplitChoice,
} from '../modules/claim-review/eval-set.js';
import { User } from '../modules/users/user.entity.js';
import { createServices } from '../services.js';
import { bootstrapAdmin } from '../server.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'all' },
    json: { type: 'string', default: path.join(REPO_ROOT, 'bench', 'eval.json') },
    concurrency: { type: 'string', default: '2' },
    misses: { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const split = values.split as SplitChoice;
if (!['test', 'train', 'all'].includes(split)) {
  console.error('--split must be test, train or all');
  process.exit(2);
}
if (values.only !== undefined && values.only !== 'claims' && values.only !== 'tone') {
  console.error('--only must be claims or tone');
  process.exit(2);
}
const concurrency = Math.max(1, Number(values.concurrency) || 2);
const missesPerGroup = Math.max(0, Number(values.misses) || 0);

await withScratchDatabase('eval', async (dbUrl) => {
  const orm = await initOrm(dbUrl, { pool: concurrency + 4 });
  let services: ReturnType<typeof createServices> | null = null;
  try {
    await migrate(orm);
    const seed = await ensureSeedCorpus(orm, { info: () => undefined, warn: (o: unknown) => console.warn(o) });
    // Offline on purpose: only the variables below, so no provider key of the shell takes part.
    const adminEmail = 'eval-admin@factlens.local';
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'silent',
      OCR_WORKERS: '0',
      WEB_DIST: '/nonexistent',
    });
    services = createServices(orm, config, createLogger(config.logLevel), { lazyOcr: true });
    await services.settings.seedDefaults();
    await bootstrapAdmin(services);
    const admin = await orm.em.fork().findOneOrFail(User, { email: adminEmail });
    const factCheck = services.factCheck;

    const claims = values.only === 'tone' ? [] : loadClaimEvalSet(split);
    const tone = values.only === 'claims' ? [] : loadToneEvalSet(split);
    const urls = [...new Set(claims.flatMap((c) => (c.reviewUrl ? [c.reviewUrl] : [])))];
    const reviews = await orm.em.fork().execute<{ url: string; verdict: Verdict }[]>('select url, verdict from claim_reviews');
    const verdictByUrl = new Map(reviews.map((r) => [r.url, r.verdict]));
    const missing = urls.filter((u) => !verdictByUrl.has(u));
    if (missing.length) console.warn(`${missing.length} source reviews of the sets are not in the index, e.g. ${missing[0]}`);

    const started = performance.now();
    const outcomes = await runEvaluation({
      check: (text) => factCheck.check(orm.em.fork(), admin, { content: text }),
      claims,
      tone,
      originalVerdict: (u) => verdictByUrl.get(u),
      concurrency,
      onProgress: (done, total) => {
        if (process.stderr.isTTY && (done % 25 === 0 || done === total)) process.stderr.write(`\r${done}/${total}`);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const wallMs = performance.now() - started;

    const splits: SplitChoice[] = split === 'all' ? ['train', 'test', 'all'] : [split];
    const figures: GroupFigures[] = splits.flatMap((s) => summarise(outcomes, s));
    const judged = split === 'train' ? 'train' : 'test';
    // With --only, the targets of the other set have nothing to judge and are left out.
    const targets = checkTargets(figures.filter((f) => f.split === judged)).filter((t) => !values.only || t.value !== null);
    const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const q = (p: number) => (ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] * 10) / 10 : 0);

    console.log(
      `FactLens evaluation: ${claims.length} claim items and ${tone.length} tone items (split ${split}); ${seed.report?.inserted ?? reviews.length} reviews loaded`,
    );
    for (const s of splits) {
      console.log(`\n== split ${s}`);
      console.log(formatFigures(figures.filter((f) => f.split === s)));
    }
    console.log(`\ntargets on the ${judged} split:`);
    console.log(formatTargets(targets));
    console.log(
      `\nfact-check latency (in-process, concurrency ${concurrency}): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms; total ${(wallMs / 1000).toFixed(1)} s`,
    );
    if (missesPerGroup) {
      console.log(`\nmisses (first ${missesPerGroup} per group):`);
      const shown = new Map<string, number>();
      for (const o of outcomes) {
        if (o.pass || (shown.get(o.group) ?? 0) >= missesPerGroup) continue;
        shown.set(o.group, (shown.get(o.group) ?? 0) + 1);
        console.log(
          `  [${o.group} ${o.id}] "${o.text}" expected ${o.expect}, got ${o.got}${o.rank ? ` (source at rank ${o.rank})` : ''}; top: ${o.top ?? 'none'}`,
        );
      }
    }

    const out = path.resolve(values.json);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          git: gitState(),
          split,
          items: { claims: claims.length, tone: tone.length },
          latencyMs: { p50: q(0.5), p95: q(0.95), totalS: Math.round(wallMs / 100) / 10, concurrency },
          figures,
          targets,
          outcomes,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nwrote ${path.relative(process.cwd(), out) || out}`);
    if (values.check && targets.some((t) => !t.met)) process.exitCode = 1;
  } finally {
    await services?.ocrPool.stop();
    await orm.close(true);
  }
});
// Timers of long-lived services (index refreshes and the like) must not keep the command running.
process.exit(process.exitCode ?? 0);

/** The commit and how many files differ from it, so a figure can be tied to the code it measured. */
function gitState(): { head: string | null; changedFiles: number | null } {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { head, changedFiles: status.split('\n').filter(Boolean).length };
  } catch {
    return { head: null, changedFiles: null };
  }
}
