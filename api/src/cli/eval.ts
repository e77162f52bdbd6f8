// Evaluate the local ClaimReview index on a deterministic set built from the shipped corpus:
// 300 claims stratified by verdict, each as written and as paraphrases, plus unrelated statements.
// Reports band agreement, top-1 URL recall per paraphrase kind, search latency and the seed load time.
// Usage: npm run eval -w api [-- --per-verdict 50 --min-band 0.9 --json FILE]
// Runs on a scratch database of the server in DATABASE_URL (dropped afterwards), else on an
// embedded PostgreSQL in a temp dir.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { accuracyFromCredibility, scoreBand, type Verdict } from '@factlens/common';
import { initOrm, migrate } from '../db/orm.js';
import { startEmbeddedPostgres, type EmbeddedDb } from '../db/embedded.js';
import { ensureSeedCorpus } from '../modules/claim-review/ingest.js';
import { buildEvalSet, UNRELATED_STATEMENTS, type CorpusClaim, type QueryKind } from '../modules/claim-review/eval-set.js';
import { createLocalClaimReviewProvider } from '../providers/fact-check-search/local.js';
import type { FactCheckMatch } from '../providers/fact-check-search/index.js';
import { MATCH_THRESHOLD, weighEvidence } from '../modules/fact-check/scoring.js';
import { VERDICT_CREDIBILITY } from '../modules/fact-check/verdict.js';

const { values } = parseArgs({
  options: {
    'per-verdict': { type: 'string', default: '50' },
    'min-band': { type: 'string', default: '0.9' },
    json: { type: 'string' },
  },
});
const perVerdict = Number(values['per-verdict']);
const minBand = Number(values['min-band']);

type Band = 'red' | 'yellow' | 'green' | 'unverified';
/** Verdict bands as the evaluation defines them (false/mostly false red, mixed yellow, mostly true/true green). */
const VERDICT_BAND: Record<Verdict, Band> = {
  false: 'red',
  mostly_false: 'red',
  mixed: 'yellow',
  mostly_true: 'green',
  true: 'green',
  unrated: 'unverified',
};
/** The accuracy-LED band the product shows for a verdict's credibility (mostly false is 7 LEDs: yellow). */
const ledBand = (v: Verdict): Band => {
  const c = VERDICT_CREDIBILITY[v];
  return c === null ? 'unverified' : scoreBand(accuracyFromCredibility(c));
};

const server = process.env.DATABASE_URL;
let embedded: EmbeddedDb | null = null;
let tmp: string | null = null;
let dbUrl: string;
const scratch = `factlens_eval_${process.pid}`;
if (server) {
  await adminQuery(server, `create database ${scratch}`);
  const u = new URL(server);
  u.pathname = `/${scratch}`;
  dbUrl = u.toString();
} else {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-eval-'));
  embedded = await startEmbeddedPostgres({ dataDir: tmp });
  dbUrl = embedded.url;
}

const orm = await initOrm(dbUrl, { pool: 4 });
try {
  await migrate(orm);
  const seed = await ensureSeedCorpus(orm, { info: () => undefined, warn: (o: unknown) => console.warn(o) });
  const corpus = await orm.em.fork().execute<CorpusClaim[]>('select claim_text as "claimText", url, verdict from claim_reviews');
  const queries = buildEvalSet(corpus, { perVerdict });
  const provider = createLocalClaimReviewProvider(orm);
  await provider.refreshStats();
  for (const q of queries.slice(0, 20)) await provider.search(q.text); // warm-up: plans, caches

  interface Row {
    kind: QueryKind;
    n: number;
    top1: number;
    band: number;
    product: number;
  }
  const byKind = new Map<QueryKind, Row>();
  const latencies: number[] = [];
  const misses: { kind: QueryKind; query: string; expected: string; got: string }[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const res = await provider.search(q.text);
    latencies.push(performance.now() - t0);
    if (!res.ok) throw new Error(`search failed: ${res.error.message}`);
    const best: FactCheckMatch | undefined = res.data[0];
    const predicted: Band = best && best.similarity >= MATCH_THRESHOLD ? VERDICT_BAND[best.verdict] : 'unverified';
    const weighed = weighEvidence(res.data);
    const row = byKind.get(q.kind) ?? { kind: q.kind, n: 0, top1: 0, band: 0, product: 0 };
    row.n++;
    if (best?.url === q.url) row.top1++;
    if (predicted === VERDICT_BAND[q.verdict]) row.band++;
    else if (misses.length < 15)
      misses.push({
        kind: q.kind,
        query: q.text,
        expected: `${q.verdict}`,
        got: best ? `${best.verdict} ${best.similarity} ${best.title}` : 'nothing',
      });
    if (ledBand(weighed.verdict) === ledBand(q.verdict)) row.product++;
    byKind.set(q.kind, row);
  }
  let falseMatches = 0;
  let unrelatedBest = 0;
  for (const s of UNRELATED_STATEMENTS) {
    const res = await provider.search(s);
    const top = res.ok ? (res.data[0]?.similarity ?? 0) : 0;
    unrelatedBest = Math.max(unrelatedBest, top);
    if (top >= MATCH_THRESHOLD) falseMatches++;
  }

  const rows = [...byKind.values()];
  const total = rows.reduce(
    (a, r) => ({ ...a, n: a.n + r.n, top1: a.top1 + r.top1, band: a.band + r.band, product: a.product + r.product }),
    { kind: 'exact' as QueryKind, n: 0, top1: 0, band: 0, product: 0 },
  );
  const paraphrased = rows.filter((r) => r.kind !== 'exact').reduce((a, r) => ({ n: a.n + r.n, top1: a.top1 + r.top1 }), { n: 0, top1: 0 });
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);

  console.log(
    `Local ClaimReview index evaluation (${corpus.length} reviews; ${total.n} queries from ${total.n / (rows.length || 1)} claims; match threshold ${MATCH_THRESHOLD})`,
  );
  console.log(`seed load: ${seed.ms} ms (${seed.report?.inserted ?? 0} rows)`);
  console.log('');
  console.log('kind           queries  top-1 URL  band agree  product LED band');
  for (const r of [...rows, { ...total, kind: 'all' as QueryKind }]) {
    console.log(
      `${r.kind.padEnd(14)} ${String(r.n).padStart(7)}  ${pct(r.top1, r.n).padStart(9)}  ${pct(r.band, r.n).padStart(10)}  ${pct(r.product, r.n).padStart(16)}`,
    );
  }
  console.log('');
  console.log(
    `top-1 URL recall: exact ${pct(byKind.get('exact')?.top1 ?? 0, byKind.get('exact')?.n ?? 0)}, paraphrased ${pct(paraphrased.top1, paraphrased.n)}`,
  );
  console.log(`band agreement (best match ≥ threshold → its verdict's band, else unverified): ${pct(total.band, total.n)}`);
  console.log(
    `unrelated statements matched ≥ threshold: ${falseMatches}/${UNRELATED_STATEMENTS.length} (highest similarity ${unrelatedBest.toFixed(3)})`,
  );
  console.log(`search latency ms: p50 ${q(0.5)}, p95 ${q(0.95)}, p99 ${q(0.99)}, max ${q(1)}`);
  if (misses.length) {
    console.log('\nsome disagreements:');
    for (const m of misses) console.log(`  [${m.kind}] "${m.query}" expected ${m.expected}, got ${m.got}`);
  }
  if (values.json) {
    fs.writeFileSync(
      values.json,
      JSON.stringify({ seed, rows, total, falseMatches, unrelatedBest, latency: { p50: +q(0.5), p95: +q(0.95), p99: +q(0.99) } }, null, 2),
    );
  }
  if (total.band / total.n < minBand) {
    console.error(`band agreement below ${minBand * 100}%`);
    process.exitCode = 1;
  }
} finally {
  await orm.close(true);
  if (server) await adminQuery(server, `drop database if exists ${scratch}`);
  await embedded?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
