import 'reflect-metadata';
import { initOrm } from '../db/orm.js';
import { createLocalClaimReviewProvider } from '../modules/claim-review/claim-search.js';
import { matchClaim } from '../nlp/match.js';
const orm = await initOrm('postgres://postgres@127.0.0.1:5432/factlens_h3_tune', { pool: 2 });
const local = createLocalClaimReviewProvider(orm, { listen: false, minSimilarity: 0 });
await local.index.ready();
for (const t of process.argv.slice(2)) {
  const r = await local.search(t, { pageSize: 6 });
  console.log('\n' + t);
  if (r.ok) for (const m of r.data) { const x = matchClaim(t, m.title, local.index); console.log(`  ${x.score} ${x.relation} ${m.verdict} neg ${JSON.stringify(x.negations)} ant ${x.antonyms} | ${m.title}`); }
}
await orm.close(true);
