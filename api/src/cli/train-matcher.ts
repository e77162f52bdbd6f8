// Trains the same-claim model of the claim matcher (nlp/match.ts; docs/adr/0040-claim-relation.md)
// on the TRAIN split of api/data/eval/claims-eval.jsonl. Two steps:
//   --collect  builds the training pairs: every train item is searched in the shipped corpus (a
//              scratch database: DATABASE_URL's server, else an embedded PostgreSQL) and each
//              candidate review becomes a pair (text, reviewed claim, label: 1 when it is the item's
//              own review and the item restates or negates it, else 0) → api/data/nlp/matcher-pairs.jsonl.gz
//   (always)   fits a logistic regression on the pairs' features → api/data/nlp/matcher-model.json
// Usage: npm run train:matcher -w api [-- --collect [--extra DIR|none]] [-- --threshold 0.7]
//   --extra  the training-only items (default api/data/nlp/matcher-train/; none: the train split alone)
//   --threshold  the same-claim probability cut; by default the best balanced accuracy on the
//                pairs, leaning to precision. The shipped model uses the cut that met the targets
//                best on the train split's items (src/cli/tune-matcher.ts prints them per cut).
// The test split is never read; `npm run eval` judges the model on it.
import 'reflect-metadata';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { initOrm, migrate } from '../db/orm.js';
import { withScratchDatabase } from './cli-db.js';
import { ensureSeedCorpus } from '../modules/claim-review/ingest.js';
import { createLocalClaimReviewProvider } from '../modules/claim-review/claim-search.js';
import { loadClaimEvalSet } from '../modules/claim-review/eval-set.js';
import { prepareText } from '../modules/fact-check/analysis/pipeline.js';
import { MATCHER_MODEL_FILE, setMatcherModel, type Lexicon } from '../nlp/match.js';
import {
  LEXICON_FILE,
  PAIRS_FILE,
  lexiconOf,
  loadExtraTrainingItems,
  loadTrainingPairs,
  trainMatcher,
  type TrainingPair,
} from '../nlp/matcher-training.js';
import { trigramSimilarity } from '../providers/fact-check-search/similarity.js';

const { values } = parseArgs({
  options: { collect: { type: 'boolean', default: false }, threshold: { type: 'string' }, extra: { type: 'string' } },
});

type Pair = TrainingPair;

/** Candidates per item kept as pairs (the closest by the untrained score: the hard negatives). */
const PER_ITEM = 12;

/** Searches every train item and labels its candidates. */
async function collect(): Promise<{ pairs: Pair[]; lexicon: Lexicon }> {
  setMatcherModel(null); // candidates ranked by the untrained score: the model must not choose its own data
  return withScratchDatabase('train', async (url) => {
    const orm = await initOrm(url, { pool: 4 });
    try {
      await migrate(orm);
      await ensureSeedCorpus(orm, { info: () => undefined, warn: () => undefined });
      const local = createLocalClaimReviewProvider(orm, { listen: false, minSimilarity: 0 });
      await local.index.ready();
      const pairs: Pair[] = [];
      for (const item of [...loadClaimEvalSet('train'), ...(values.extra === 'none' ? [] : loadExtraTrainingItems(values.extra))]) {
        const { claims } = prepareText(item.text);
        const seen = new Set<string>();
        const own = ['paraphrase', 'verbatim', 'negation'].includes(item.group) ? item.reviewUrl : undefined;
        const found = (await Promise.all(claims.map((c) => local.search(c, { pageSize: PER_ITEM })))).flatMap((r) => (r.ok ? r.data : []));
        const target = found.find((m) => m.url === own)?.title;
        for (const m of found) {
          if (seen.has(m.url)) continue;
          seen.add(m.url);
          const label = m.url === own ? 1 : 0;
          // Another publisher's review of the same claim is not a negative.
          if (!label && target && trigramSimilarity(target, m.title) >= 0.7) continue;
          pairs.push({ id: item.id, group: item.group, label, text: item.text, claim: m.title });
        }
      }
      fs.writeFileSync(PAIRS_FILE, gzipSync(pairs.map((p) => JSON.stringify(p)).join('\n') + '\n'));
      console.log(`collected ${pairs.length} pairs (${pairs.filter((p) => p.label).length} positive) → ${PAIRS_FILE}`);
      return { pairs, lexicon: snapshotLexicon(local.index) };
    } finally {
      await orm.close(true);
    }
  });
}

/** The lexicon (idf, name rates) the pairs were featurised with is the corpus's: kept with the pairs. */
function snapshotLexicon(index: { exportLexicon(): { docs: number; df: [string, number][]; names: [string, number][] } }): Lexicon {
  const data = index.exportLexicon();
  fs.writeFileSync(LEXICON_FILE, gzipSync(JSON.stringify(data)));
  return lexiconOf(data);
}

const { pairs, lexicon } = values.collect ? await collect() : loadTrainingPairs();
const { model, pairThreshold, balancedAccuracy } = trainMatcher(pairs, lexicon, values.threshold ? Number(values.threshold) : undefined);
fs.writeFileSync(MATCHER_MODEL_FILE, JSON.stringify(model, null, 2) + '\n');
console.log(`weights: ${model.features.map((n, i) => `${n} ${model.weights[i]}`).join(', ')}, bias ${model.bias}`);
console.log(
  `threshold ${model.threshold} (best balanced accuracy on the training pairs: ${pairThreshold}, ${(balancedAccuracy * 100).toFixed(1)}%) → ${MATCHER_MODEL_FILE}`,
);
