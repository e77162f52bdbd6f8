#!/usr/bin/env node
// Claim-matching bench (docs/claim-index.md): what the semantic claim index costs and how fast checks are.
//   npm run bench:claims -w api [-- --copies 20 --checks 300]
// (the api's TypeScript is imported through the swc loader, so it runs from api/). Uses a scratch
// database on DATABASE_URL's server (dropped afterwards), else an embedded PostgreSQL in a temp dir.
// Prints, and writes bench/claim-index.json:
//   - start-up: word-vector load and centring (synchronous, at service creation) and index build (background), RSS growth;
//   - uncached fact-checks through FactCheckService.check (as an administrator, offline): p50/p95;
//   - scale: the corpus multiplied with word-shuffled copies to ~300,000 reviews: build time, RSS, search p95.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { onServer } from '../lib/test-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (p) => import(path.join(root, 'api/src', p));
const { values } = parseArgs({ options: { copies: { type: 'string', default: '20' }, checks: { type: 'string', default: '300' } } });
const copies = Number(values.copies);
const checks = Number(values.checks);

const { initOrm, migrate } = await api('db/orm.ts');
const { startEmbeddedPostgres } = await api('db/embedded.ts');
const { ensureSeedCorpus } = await api('modules/claim-review/ingest.ts');
const { createLocalClaimReviewProvider } = await api('modules/claim-review/claim-search.ts');
const { loadClaimEvalSet } = await api('modules/claim-review/eval-set.ts');
const { centredWordVectors, wordVectors } = await api('nlp/resources.ts');

const mb = () => process.memoryUsage().rss / 1e6;
const pct = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1));
};
const time = async (fn) => {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
};

const server = process.env.DATABASE_URL;
const scratch = `factlens_bench_ci_${process.pid}`;
let embedded = null;
let tmp = null;
let url;
if (server) {
  await onServer(server, `create database ${scratch}`);
  const u = new URL(server);
  u.pathname = `/${scratch}`;
  url = u.toString();
} else {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-bench-ci-'));
  embedded = await startEmbeddedPostgres({ dataDir: tmp });
  url = embedded.url;
}
const out = {};
const orm = await initOrm(url, { pool: 8 });
try {
  await migrate(orm);
  await ensureSeedCorpus(orm, { info: () => undefined, warn: () => undefined });
  const texts = loadClaimEvalSet('all').map((i) => i.text);

  // Start-up: what creating the services adds (the API creates one local provider per process).
  global.gc?.();
  const rss0 = mb();
  const [vectorsMs] = await time(() => wordVectors());
  const [centredMs] = await time(() => centredWordVectors());
  const local = createLocalClaimReviewProvider(orm, { listen: false });
  const [buildMs] = await time(() => local.index.ready());
  global.gc?.();
  out.startup = {
    vectorsMs: Math.round(vectorsMs),
    centredMs: Math.round(centredMs),
    buildMs: Math.round(buildMs),
    reviews: local.index.size,
    rssGrowthMb: Math.round(mb() - rss0),
  };
  console.log('start-up', out.startup);

  // Uncached fact-checks through the service (policy layer + pipeline), each text once.
  const { loadConfig } = await api('config.ts');
  const { createLogger } = await api('logger.ts');
  const { createServices } = await api('services.ts');
  const { bootstrapAdmin } = await api('server.ts');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    ADMIN_EMAIL: 'bench@factlens.test',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const services = createServices(orm, config, createLogger('silent'), { lazyOcr: true });
  await services.settings.seedDefaults();
  await bootstrapAdmin(services);
  const { User } = await api('modules/users/user.entity.ts');
  const em = orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: 'bench@factlens.test' });
  await services.factCheck.check(em.fork(), admin, { content: 'Warm-up: NASA confirmed a new moon.' });
  const lat = [];
  for (const t of texts.slice(0, checks)) {
    const [ms] = await time(() => services.factCheck.check(em.fork(), admin, { content: `${t} ` }));
    lat.push(ms);
  }
  out.factCheck = { n: lat.length, p50: pct(lat, 0.5), p95: pct(lat, 0.95), p99: pct(lat, 0.99) };
  console.log('uncached fact-check ms', out.factCheck);
  // The word channel alone (docs/adr/0138-word-channel.md), from a cold near-word memo: the first texts
  // look up every word's neighbours, later ones find many remembered.
  const words = [];
  for (const t of texts.slice(0, 300)) words.push((await time(() => local.index.byWords(t, 20)))[0]);
  out.wordChannel = { n: words.length, p50: pct(words, 0.5), p95: pct(words, 0.95), first20p50: pct(words.slice(0, 20), 0.5) };
  console.log('word channel ms', out.wordChannel);

  // Scale: word-shuffled copies of every review (new URLs), GIN indexes rebuilt once after the load.
  if (copies > 0) {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const [loadMs] = await time(async () => {
      const { rows: gin } = await db.query(
        "select indexname, indexdef from pg_indexes where tablename = 'claim_reviews' and indexdef ilike '% using gin %'",
      );
      for (const { indexname } of gin) await db.query(`drop index "${indexname}"`);
      await db.query(`insert into claim_reviews (claim_text, publisher_name, publisher_site, url, review_date, textual_rating, verdict, language_code, source, license)
        select array_to_string(array(select w from regexp_split_to_table(c.claim_text, ' ') w order by md5(w || g::text)), ' '),
               c.publisher_name, c.publisher_site, c.url || '#copy-' || g, c.review_date, c.textual_rating, c.verdict, c.language_code, c.source, c.license
          from claim_reviews c cross join generate_series(1, ${copies}) g`);
      for (const { indexdef } of gin) await db.query(indexdef);
      await db.query('analyze claim_reviews');
    });
    await db.end();
    global.gc?.();
    const rss1 = mb();
    const big = createLocalClaimReviewProvider(orm, { listen: false });
    const [bigBuildMs] = await time(() => big.index.ready());
    global.gc?.();
    for (const t of texts.slice(0, 10)) await big.search(t); // warm-up
    const s = [];
    for (const t of texts.slice(0, 300)) {
      const [ms, res] = await time(() => big.search(t));
      if (!res.ok) throw new Error(res.error.message);
      s.push(ms);
    }
    const near = [];
    for (const t of texts.slice(0, 300)) near.push((await time(() => big.index.nearest(t, 20)))[0]);
    const worded = [];
    for (const t of texts.slice(0, 300)) worded.push((await time(() => big.index.byWords(t, 20)))[0]);
    out.scale = {
      reviews: big.index.size,
      loadMs: Math.round(loadMs),
      buildMs: Math.round(bigBuildMs),
      rssGrowthMb: Math.round(mb() - rss1),
      search: { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99) },
      vectorChannel: { p50: pct(near, 0.5), p95: pct(near, 0.95) },
      wordChannel: { p50: pct(worded, 0.5), p95: pct(worded, 0.95) },
    };
    console.log('scale', out.scale);
  }
  out.machine = { cpus: os.cpus().length, load: os.loadavg().map((x) => Number(x.toFixed(1))) };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/claim-index.json'), JSON.stringify(out, null, 2) + '\n');
} finally {
  await orm.close(true);
  if (server) await onServer(server, `drop database if exists ${scratch} with (force)`);
  await embedded?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
