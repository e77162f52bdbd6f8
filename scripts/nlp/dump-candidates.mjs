#!/usr/bin/env node
// Tuning aid (docs/claim-index.md): dumps, for every item of one split of api/data/eval/claims-eval.jsonl,
// the full-text channel's candidates (up to 100 per claim, the order claim-search.ts uses) and every
// corpus row, so matching and verdict changes can be judged offline in seconds
// (scripts/nlp/simulate.mjs). Run from api/: node --import @swc-node/register/esm-register
// ../scripts/nlp/dump-candidates.mjs --split train --out /tmp/cands-train.json (DATABASE_URL: a server).
// --items FILE dumps the items of another file of the same shape instead (judged as the train split),
// e.g. the short claims of api/data/nlp/matcher-dev (docs/adr/0142-short-claims.md).
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { onServer } from '../lib/test-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (p) => import(path.join(root, 'api/src', p));
const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'train' },
    items: { type: 'string' },
    out: { type: 'string' },
    limit: { type: 'string', default: '100' },
  },
});
const { initOrm, migrate } = await api('db/orm.ts');
const { ensureSeedCorpus } = await api('modules/claim-review/ingest.ts');
const { loadClaimEvalSet } = await api('modules/claim-review/eval-set.ts');
const { readJsonl } = await api('nlp/jsonl.ts');
const { prepareText } = await api('modules/fact-check/analysis/pipeline.ts');

const server = process.env.DATABASE_URL;
if (!server) throw new Error('DATABASE_URL must name a server');
const scratch = `factlens_dump_${process.pid}`;
await onServer(server, `create database ${scratch}`);
const u = new URL(server);
u.pathname = `/${scratch}`;
const orm = await initOrm(u.toString(), { pool: 2 });
try {
  await migrate(orm);
  await ensureSeedCorpus(orm, { info: () => undefined, warn: () => undefined });
  const db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  const { rows: corpus } = await db.query(
    'select id, claim_text, publisher_name, publisher_site, url, review_date::text as review_date, textual_rating, verdict from claim_reviews order by id',
  );
  const { rows: stat } = await db.query(`select word, ndoc from ts_stat('select search_vector from claim_reviews')`);
  const df = new Map(stat.map((r) => [r.word, Number(r.ndoc)]));
  const docs = corpus.length;
  const idf = (l) => Math.log((docs + 1) / ((df.get(l) ?? 0) + 0.5));
  const q = (l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const items = values.items ? readJsonl(values.items).map((i) => ({ ...i, split: 'train' })) : loadClaimEvalSet(values.split);
  const out = [];
  for (const item of items) {
    const { claims } = prepareText(item.text);
    const perClaim = [];
    for (const c of claims) {
      const text = c.replace(/\s+/g, ' ').trim().slice(0, 600);
      const { rows: lex } = await db.query(`select tsvector_to_array(to_tsvector('english', $1)) as lexemes`, [text]);
      const picked = [...new Set(lex[0]?.lexemes ?? [])]
        .filter((l) => df.has(l))
        .map((l) => [l, idf(l)])
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const lexemes = picked.map(([l, w]) => [l, Number(w.toFixed(4))]);
      const ft = {};
      for (const n of [6, 8, 10]) {
        const p = picked.slice(0, n);
        if (!p.length) {
          ft[n] = [];
          continue;
        }
        const params = [p.map(([l]) => q(l)).join(' | ')];
        p.forEach(([l, w]) => params.push(q(l), w));
        const shared = p
          .map((_, i) => `(case when search_vector @@ $${2 + 2 * i}::tsquery then $${3 + 2 * i}::float8 else 0 end)`)
          .join(' + ');
        const { rows } = await db.query(
          `select id from claim_reviews where search_vector @@ $1::tsquery order by ${shared} desc, review_date desc nulls last, url limit ${Number(values.limit)}`,
          params,
        );
        ft[n] = rows.map((r) => r.id);
      }
      perClaim.push({ claim: c, lexemes, ft });
    }
    out.push({ ...item, claims: perClaim });
  }
  await db.end();
  fs.writeFileSync(values.out, JSON.stringify({ corpus, items: out }));
  console.log(`wrote ${out.length} items, ${corpus.length} reviews → ${values.out}`);
} finally {
  await orm.close(true);
  await onServer(server, `drop database if exists ${scratch} with (force)`);
}
