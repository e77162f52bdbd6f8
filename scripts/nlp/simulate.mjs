#!/usr/bin/env node
// Tuning aid (docs/claim-index.md): judges the claim items dumped by scripts/nlp/dump-candidates.mjs
// offline, the way FactCheckService.check does (all three channels, re-ranking, relation, verdict), so a
// change to nlp/ or the analysis can be measured on the train split in seconds. Run from api/:
//   node --import @swc-node/register/esm-register ../scripts/nlp/simulate.mjs --in /tmp/cands-train.json \
//     [--misses group] [--json out] [--params '{"sameClaim":0.7}'] [--ft 20 --vec 20 --words 20 --lexemes 6|8|10 --page 5]
//   --cv K --grid '[{"sameClaim":0.72},{"sameClaim":0.72,"distinctMargin":0.25}]'
//     K-fold cross-validation on the dumped (train) items: folds by review, the same-claim model
//     retrained on the other folds' pairs (api/data/nlp/matcher-pairs.jsonl.gz), each grid entry of
//     MATCH_PARAMS judged on the held-out fold. Never run it on the test split.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (p) => import(path.join(root, 'api/src', p));
const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    misses: { type: 'string' },
    json: { type: 'string' },
    ft: { type: 'string', default: '20' },
    vec: { type: 'string', default: '20' },
    words: { type: 'string', default: '20' },
    lexemes: { type: 'string', default: '6' },
    page: { type: 'string', default: '5' },
    params: { type: 'string', default: '{}' },
    cv: { type: 'string' },
    thresholds: { type: 'string' },
    grid: { type: 'string' },
    // Train the folds' models with the lexicon built here from the dump's corpus instead of the shipped
    // api/data/nlp/matcher-lexicon.json.gz (for a change to how the corpus statistics are read).
    'own-lexicon': { type: 'boolean', default: false },
  },
});
const { matchClaim, matcherModel, MATCH_PARAMS } = await api('nlp/match.ts');
matcherModel();
const DEFAULTS = { ...MATCH_PARAMS };
Object.assign(MATCH_PARAMS, JSON.parse(values.params));
const { sentenceVector } = await api('nlp/sentence.ts');
const { tokenizeWithCasing, tokenize } = await api('nlp/tokens.ts');
const { wordVectors } = await api('nlp/resources.ts');
const { analyse } = await api('modules/fact-check/analysis/pipeline.ts');
const { judgeClaim, summarise, formatFigures } = await api('modules/claim-review/eval-set.ts');
const { trigramSimilarity } = await api('providers/fact-check-search/similarity.ts');

const { corpus, items } = JSON.parse(fs.readFileSync(values.in, 'utf8'));
const byId = new Map(corpus.map((r) => [r.id, r]));
// The lexicon and vectors as ClaimIndex builds them.
const uses = new Map();
const capitals = new Map();
const dims = wordVectors().dims;
const vecs = new Float32Array(corpus.length * dims);
const t0 = performance.now();
// The word channel as ClaimIndex builds it (docs/adr/0138-word-channel.md), in the same pass.
const { SoftIndex } = await api('nlp/soft-index.ts');
const wordIndex = new SoftIndex();
corpus.forEach((row, i) => {
  const { tokens, casing } = tokenizeWithCasing(row.claim_text);
  wordIndex.add(tokens);
  for (const t of tokens) {
    if (casing && t.index > 0 && !t.stop && !t.number) {
      uses.set(t.word, (uses.get(t.word) ?? 0) + 1);
      if (t.capitalised) capitals.set(t.word, (capitals.get(t.word) ?? 0) + 1);
    }
  }
  const v = sentenceVector(tokens);
  if (v) vecs.set(v, i * dims);
});
wordIndex.seal();
const docs = corpus.length;
const lexicon = {
  idf: (s) => Math.log((docs + 1) / ((wordIndex.docFrequency(s) || 2) + 0.5)),
  nameRate: (w) => {
    const n = uses.get(w) ?? 0;
    return n < 3 ? null : (capitals.get(w) ?? 0) / n;
  },
};
console.error(`index ${Math.round(performance.now() - t0)} ms`);

function nearest(text, k) {
  const q = sentenceVector(tokenizeWithCasing(text).tokens);
  if (!q) return [];
  const scores = [];
  for (let i = 0; i < docs; i++) {
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += vecs[i * dims + d] * q[d];
    scores.push([dot, i]);
  }
  scores.sort((a, b) => b[0] - a[0]);
  return scores.slice(0, k).map(([, i]) => corpus[i].id);
}
const verdictByUrl = new Map(corpus.map((r) => [r.url, r.verdict]));
const vocab = wordVectors().index;
const FT = Number(values.ft);
const VEC = Number(values.vec);
const WORDS = Number(values.words);
const PAGE = Number(values.page);
const tone = { score: 1, band: 'green', label: 'Neutral', warnings: [], categories: [] };
function runItems(items) {
  const outcomes = [];
  for (const item of items) {
    const found = [];
    let ownRank = null;
    let ownScore = null;
    const candScores = [];
    for (const { claim, ft } of item.claims) {
      const text = claim.replace(/\s+/g, ' ').trim().slice(0, 600);
      const ftIds = (ft[values.lexemes] ?? ft[6]).slice(0, FT);
      const near = nearest(text, VEC);
      const worded = wordIndex.search(tokenizeWithCasing(text).tokens, lexicon.idf, WORDS).map((x) => corpus[x.row].id);
      const ids = [...new Set([...ftIds, ...near, ...worded])];
      const fused = new Map();
      ftIds.forEach((id, i) => fused.set(id, (fused.get(id) ?? 0) + 1 / (61 + i)));
      near.forEach((id, i) => fused.set(id, (fused.get(id) ?? 0) + 1 / (61 + i)));
      worded.forEach((id, i) => fused.set(id, (fused.get(id) ?? 0) + 1 / (61 + i)));
      const unknownWord = tokenize(text).some((t) => !t.stop && !t.number && !vocab.has(t.word));
      const scored = ids.map((id) => {
        const r = byId.get(id);
        let score = matchClaim(text, r.claim_text, lexicon).score;
        if (unknownWord) score = Math.max(score, trigramSimilarity(text, r.claim_text));
        return { r, score, fused: fused.get(id) ?? 0 };
      });
      scored.sort(
        (a, b) =>
          b.score - a.score ||
          b.fused - a.fused ||
          (b.r.review_date ?? '').localeCompare(a.r.review_date ?? '') ||
          a.r.url.localeCompare(b.r.url),
      );
      const own = scored.findIndex((s) => s.r.url === item.reviewUrl);
      candScores.push(scored.slice(0, 6).map((s) => [Number(s.score.toFixed(3)), s.r.url === item.reviewUrl ? 1 : 0, s.r.verdict]));
      if (own >= 0 && (ownRank === null || own < ownRank)) {
        ownRank = own;
        ownScore = scored[own].score;
      }
      for (const s of scored.filter((x) => x.score >= 0.3).slice(0, PAGE)) {
        found.push({
          publisher: s.r.publisher_name,
          site: s.r.publisher_site,
          title: s.r.claim_text,
          url: s.r.url,
          rating: s.r.textual_rating,
          verdict: s.r.verdict,
          date: s.r.review_date,
          similarity: s.score,
          provider: 'local',
          attribution: null,
        });
      }
    }
    const claims = item.claims.map((c) => c.claim);
    const a = analyse({ claims, found, tone, providers: [], lexicon });
    const o = judgeClaim(item, { answer: a, ms: 0 }, (u) => verdictByUrl.get(u));
    o.inCandidates = item.reviewUrl ? ownRank : undefined;
    o.ownScore = ownScore;
    o.cands = candScores;
    o.sources = a.sources.map(
      (s) => `${s.relation} ${s.similarity} ${s.verdict} ${s.url === item.reviewUrl ? '*' : ''} ${s.title.slice(0, 90)}`,
    );
    outcomes.push(o);
  }
  return outcomes;
}
const started = performance.now();
const split = items[0]?.split ?? 'train';
let outcomes;
if (values.cv) {
  // K-fold cross-validation on the train split: folds by review (items of one review together),
  // the model trained on the pairs of the other folds, each threshold judged on the held-out fold.
  const { loadTrainingPairs, trainMatcher } = await api('nlp/matcher-training.ts');
  const { setMatcherModel } = await api('nlp/match.ts');
  const { createHash } = await import('node:crypto');
  const K = Number(values.cv);
  const fold = (item) =>
    createHash('sha256')
      .update(item.reviewUrl ?? item.text)
      .digest()[0] % K;
  const foldOfId = new Map(items.map((i) => [i.id, fold(i)]));
  const { pairs, lexicon: pairLex } = loadTrainingPairs();
  // Each grid entry: MATCH_PARAMS to set (sameClaim among them) on top of --params.
  const grid = values.grid
    ? JSON.parse(values.grid)
    : (values.thresholds ?? '0.5,0.6,0.7').split(',').map((t) => ({ sameClaim: Number(t) }));
  const byG = grid.map(() => []);
  for (let k = 0; k < K; k++) {
    Object.assign(MATCH_PARAMS, DEFAULTS, JSON.parse(values.params));
    const { model } = trainMatcher(
      pairs.filter((p) => foldOfId.get(p.id) !== k),
      values['own-lexicon'] ? lexicon : pairLex,
      0.5,
    );
    const held = items.filter((i) => fold(i) === k);
    grid.forEach((g, gi) => {
      setMatcherModel({ ...model, threshold: g.sameClaim ?? 0.7 });
      Object.assign(MATCH_PARAMS, DEFAULTS, JSON.parse(values.params), g);
      byG[gi].push(...runItems(held));
    });
  }
  grid.forEach((g, gi) => {
    const figs = summarise(byG[gi], split);
    const r = Object.fromEntries(figs.map((f) => [f.group, f]));
    console.log(
      `cv ${JSON.stringify(g)}`,
      ['paraphrase/false', 'paraphrase/true', 'verbatim', 'negation', 'near_miss', 'true_fact', 'unrelated']
        .map((x) => `${x.replace('paraphrase', 'para').replace('_', '')} ${(100 * r[x].rate).toFixed(1)}`)
        .join(' '),
      `MAP ${r.paraphrase.map5.toFixed(3)}`,
    );
  });
  outcomes = byG[byG.length - 1];
} else outcomes = runItems(items);
console.error(`checks ${Math.round(performance.now() - started)} ms`);
const figs = summarise(outcomes, split).filter((f) => !f.group.startsWith('tone'));
console.log(formatFigures(figs));
if (values.misses) {
  for (const o of outcomes.filter((x) => !x.pass && x.group.startsWith(values.misses))) {
    console.log(
      `\nMISS [${o.group} ${o.id}] ${o.text} → ${o.got} (want ${o.expect}) rank ${o.rank} cand ${o.inCandidates} own ${o.ownScore}`,
    );
    for (const s of o.sources) console.log(`    ${s}`);
  }
}
if (values.json) fs.writeFileSync(values.json, JSON.stringify(outcomes, null, 1));
