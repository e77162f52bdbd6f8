import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readJsonl } from './jsonl.js';
import { FEATURE_NAMES, matchClaim, setMatcherModel, type Lexicon, type MatcherModel } from './match.js';

/**
 * Training of the same-claim model (docs/adr/0040-claim-relation.md): the shipped pairs (texts of
 * the train split of api/data/eval/claims-eval.jsonl against reviewed claims of the corpus), the
 * corpus statistics they were featurised with, and a deterministic logistic regression.
 * `npm run train:matcher -w api` writes the result; the tests check it reproduces the shipped model.
 */

export const PAIRS_FILE = fileURLToPath(new URL('../../data/nlp/matcher-pairs.jsonl.gz', import.meta.url));
export const LEXICON_FILE = fileURLToPath(new URL('../../data/nlp/matcher-lexicon.json.gz', import.meta.url));

export interface TrainingPair {
  /** The evaluation item the text comes from (train split only). */
  id: string;
  group: string;
  /** 1 when the claim is the item's own review and the text restates or negates it. */
  label: 0 | 1;
  text: string;
  claim: string;
}

/** Hand-written items for training only (never judged): api/data/nlp/matcher-train/*.jsonl, the shape of the evaluation items. */
export const EXTRA_TRAINING_DIR = fileURLToPath(new URL('../../data/nlp/matcher-train/', import.meta.url));

/**
 * Hand-written short claims for judging the matcher on texts of a few words, never trained on
 * (api/data/nlp/matcher-dev; docs/adr/0142-short-claims.md): `scripts/nlp/dump-candidates.mjs --items`.
 */
export const DEV_ITEMS_DIR = fileURLToPath(new URL('../../data/nlp/matcher-dev/', import.meta.url));

export interface TrainingItem {
  id: string;
  group: string;
  text: string;
  reviewUrl?: string;
}

export function loadExtraTrainingItems(dir = EXTRA_TRAINING_DIR): TrainingItem[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => readJsonl<TrainingItem>(path.join(dir, f)));
}

export interface LexiconData {
  docs: number;
  df: [string, number][];
  names: [string, number][];
}

export function lexiconOf(data: LexiconData): Lexicon {
  const df = new Map(data.df);
  const names = new Map(data.names);
  return {
    idf: (s) => Math.log((data.docs + 1) / ((df.get(s) ?? 2) + 0.5)),
    nameRate: (w) => names.get(w) ?? null,
  };
}

export function loadTrainingPairs(): { pairs: TrainingPair[]; lexicon: Lexicon } {
  const pairs = gunzipSync(fs.readFileSync(PAIRS_FILE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TrainingPair);
  const lexicon = lexiconOf(JSON.parse(gunzipSync(fs.readFileSync(LEXICON_FILE)).toString('utf8')) as LexiconData);
  return { pairs, lexicon };
}

/** Logistic regression, batch gradient descent, classes weighted to balance, light L2; deterministic. */
function fit(x: number[][], y: number[]): { weights: number[]; bias: number } {
  const d = x[0].length;
  const w = new Array<number>(d).fill(0);
  let b = 0;
  const pos = y.filter((v) => v === 1).length;
  const cw = [y.length / (2 * (y.length - pos)), y.length / (2 * pos)];
  const lr = 0.5;
  // L2 3e-3 (was 1e-3): chosen by 4- and 5-fold cross-validation with the rare-word features (docs/adr/0113-rare-word-coverage.md).
  const l2 = 3e-3;
  for (let epoch = 0; epoch < 4000; epoch++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0;
    for (let i = 0; i < x.length; i++) {
      let z = b;
      for (let j = 0; j < d; j++) z += w[j] * x[i][j];
      const err = (1 / (1 + Math.exp(-z)) - y[i]) * cw[y[i]];
      for (let j = 0; j < d; j++) gw[j] += err * x[i][j];
      gb += err;
    }
    for (let j = 0; j < d; j++) w[j] -= lr * (gw[j] / x.length + l2 * w[j]);
    b -= (lr * gb) / x.length;
  }
  return { weights: w.map((v) => Number(v.toFixed(4))), bias: Number(b.toFixed(4)) };
}

export interface TrainedModel extends MatcherModel {
  features: readonly string[];
  trainedOn: string;
}

/**
 * Fits the model on the pairs. The threshold is `threshold` when given, else the best balanced
 * accuracy on the pairs leaning to precision (a wrong "same claim" costs a wrong verdict; a missed
 * one only leaves the text unverified); `pairThreshold` reports the latter either way.
 */
export function trainMatcher(
  pairs: readonly TrainingPair[],
  lexicon: Lexicon,
  threshold?: number,
): { model: TrainedModel; pairThreshold: number; balancedAccuracy: number } {
  setMatcherModel(null); // features do not depend on a model; the score is not used here
  const x = pairs.map((p) => {
    const f = matchClaim(p.text, p.claim, lexicon).features;
    return FEATURE_NAMES.map((n) => f[n]);
  });
  const y = pairs.map((p) => p.label);
  const { weights, bias } = fit(x, y);
  const prob = (row: number[]) => 1 / (1 + Math.exp(-(bias + row.reduce((s, v, j) => s + v * weights[j], 0))));
  const pos = y.filter((v) => v === 1).length;
  let best = { threshold: 0.5, value: -1 };
  for (let t = 0.3; t <= 0.9; t += 0.01) {
    let tp = 0;
    let tn = 0;
    x.forEach((row, i) => {
      const p = prob(row) >= t;
      if (p && y[i] === 1) tp++;
      if (!p && y[i] === 0) tn++;
    });
    const value = 0.45 * (tp / pos) + 0.55 * (tn / (y.length - pos));
    if (value > best.value) best = { threshold: Number(t.toFixed(2)), value };
  }
  const model: TrainedModel = {
    features: FEATURE_NAMES,
    weights,
    bias,
    threshold: threshold ?? best.threshold,
    trainedOn: `api/data/nlp/matcher-pairs.jsonl.gz (${pairs.length} pairs from the train split of api/data/eval/claims-eval.jsonl and the training-only items of api/data/nlp/matcher-train)`,
  };
  return { model, pairThreshold: best.threshold, balancedAccuracy: best.value };
}
