// TEMPORARY tuning aid (H3c), deleted before hand-off. Train split only.
import 'reflect-metadata';
import { initOrm } from '../db/orm.js';
import { createLocalClaimReviewProvider } from '../modules/claim-review/claim-search.js';
import { analyse, prepareText } from '../modules/fact-check/analysis/pipeline.js';
import { judgeClaim, loadClaimEvalSet, summarise, type ItemOutcome } from '../modules/claim-review/eval-set.js';
import { MATCH_PARAMS, matchClaim, setMatcherModel } from '../nlp/match.js';
import { loadTrainingPairs, trainMatcher } from '../nlp/matcher-training.js';
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
const grid = JSON.parse(process.argv[2] ?? '[{}]') as Partial<typeof MATCH_PARAMS & { t: number }>[];
const { pairs, lexicon } = loadTrainingPairs();
for (const g of grid) {
  Object.assign(MATCH_PARAMS, saved, g);
  const { model } = trainMatcher(pairs, lexicon, g.t ?? 0.7);
  setMatcherModel(model);
  const outcomes: ItemOutcome[] = items.map((item, i) => {
    const { claims, found } = cands[i];
    const kept = found.flatMap((list, ci) =>
      list.map((m) => ({ ...m, similarity: matchClaim(claims[ci], m.title, local.index).score })).filter((m) => m.similarity >= 0.05).sort((a, b) => b.similarity - a.similarity).slice(0, 5),
    );
    const a = analyse({ claims, found: kept, tone, providers: [], lexicon: local.index });
    return judgeClaim(item, { answer: a, ms: 0 }, (u) => verdicts.get(u));
  });
  const figs = summarise(outcomes, 'train').filter((f) => !f.group.startsWith('tone'));
  const r = Object.fromEntries(figs.map((f) => [f.group, f.rate]));
  console.log(JSON.stringify(g), ['paraphrase', 'verbatim', 'negation', 'near_miss', 'true_fact', 'unrelated'].map((k) => `${k} ${(100 * r[k]).toFixed(1)}`).join('  '), `MAP ${figs.find((f) => f.group === 'paraphrase')?.map5?.toFixed(3)}`);
  if (process.env.MISSES) for (const o of outcomes.filter((x) => !x.pass && x.group.startsWith(process.env.MISSES!))) console.log(`MISS [${o.group}] ${o.text} → ${o.got} (want ${o.expect}) rank ${o.rank} top: ${o.top}`);
}
await orm.close(true);
