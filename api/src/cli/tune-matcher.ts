// Tuning aid for the claim matcher, on the TRAIN split of api/data/eval only: searches every train item
// once, then prints the per-group figures for each same-claim threshold given, e.g.
//   node --import @swc-node/register/esm-register src/cli/tune-matcher.ts '[{"sameClaim":0.6},{"sameClaim":0.7}]'
// (needs a database factlens_h3_tune holding the corpus: run `npm run train:matcher -- --collect` first against it).
import 'reflect-metadata';
import { initOrm } from '../db/orm.js';
import { createLocalClaimReviewProvider } from '../modules/claim-review/claim-search.js';
import { analyse, prepareText } from '../modules/fact-check/analysis/pipeline.js';
import { judgeClaim, loadClaimEvalSet, summarise, formatFigures, type ItemOutcome } from '../modules/claim-review/eval-set.js';
import fs from 'node:fs';
import { MATCH_PARAMS, MATCHER_MODEL_FILE, matchClaim, setMatcherModel } from '../nlp/match.js';
import type { FactCheckMatch } from '../providers/fact-check-search/index.js';
import type { Verdict } from '@factlens/common';

const orm = await initOrm('postgres://postgres@127.0.0.1:5432/factlens_h3_tune', { pool: 4 });
const local = createLocalClaimReviewProvider(orm, { listen: false });
await local.index.ready();
const verdicts = new Map((await orm.em.fork().execute<{ url: string; verdict: Verdict }[]>('select url, verdict from claim_reviews')).map((r) => [r.url, r.verdict]));
const items = loadClaimEvalSet('train');
const saved = { ...MATCH_PARAMS };
setMatcherModel(null); Object.assign(MATCH_PARAMS, { cosZero: 0.3, cosFull: 0.7, sameClaim: 0.3 });
const cands: { claims: string[]; found: FactCheckMatch[][] }[] = [];
for (const item of items) {
  const { claims } = prepareText(item.text);
  cands.push({ claims, found: (await Promise.all(claims.map((c) => local.search(c, { pageSize: 40 })))).map((r) => (r.ok ? r.data : [])) });
}
const tone = { score: 1, band: 'green' as const, label: 'Neutral', warnings: [], categories: [] };
const grid = JSON.parse(process.argv[2] ?? '[{}]') as Partial<typeof MATCH_PARAMS>[];
setMatcherModel(JSON.parse(fs.readFileSync(MATCHER_MODEL_FILE, 'utf8')));
// The shipped model's threshold, not the default the candidates were collected under.
const base = { ...saved, sameClaim: MATCH_PARAMS.sameClaim };
for (const g of grid) {
  Object.assign(MATCH_PARAMS, base, g);
  const outcomes: ItemOutcome[] = items.map((item, i) => {
    const { claims, found } = cands[i];
    const kept = found.flatMap((list, ci) =>
      list
        .map((m) => ({ ...m, similarity: matchClaim(claims[ci], m.title, local.index).score }))
        .filter((m) => m.similarity >= 0.05)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 5),
    );
    const a = analyse({ claims, found: kept, tone, providers: [], lexicon: local.index });
    return judgeClaim(item, { answer: a, ms: 0 }, (u) => verdicts.get(u));
  });
  const figs = summarise(outcomes, 'train').filter((f) => !f.group.startsWith('tone'));
  const r = Object.fromEntries(figs.map((f) => [f.group, f.rate]));
  console.log(JSON.stringify(g), ['paraphrase', 'verbatim', 'negation', 'near_miss', 'true_fact', 'unrelated'].map((k) => `${k} ${(100 * r[k]).toFixed(1)}`).join('  '), `MAP ${figs.find((f) => f.group === 'paraphrase')?.map5?.toFixed(3)}`);
  if (grid.length === 1) {
    console.log(formatFigures(figs));
    for (const o of outcomes.filter((x) => !x.pass).slice(0, Number(process.argv[3] ?? 40))) console.log(`MISS [${o.group}] ${o.text} → ${o.got} (want ${o.expect}) rank ${o.rank} top: ${o.top}`);
  }
}
await orm.close(true);
