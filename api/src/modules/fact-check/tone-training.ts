import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { MODEL_CLASSES, MODEL_FEATURES, toneFeatures, type ModelClass, type ToneModel } from './tone-model.js';
import { tokenize } from './tone-match.js';
import { readJsonl } from '../../nlp/jsonl.js';

/**
 * Training of the learned tone model (docs/adr/0115-tone-learned-model.md): a deterministic
 * multinomial logistic regression (full-batch gradient descent, classes weighted to balance, L2)
 * on hand-written texts only: the train split of api/data/eval/tone-eval.jsonl, the extra texts
 * of api/data/nlp/tone-train.jsonl, and claims of the shipped corpus as texts without harm (news
 * about shootings, suicides and wars that must stay calm). The test split is never read here.
 */

export const TONE_EVAL_FILE = fileURLToPath(new URL('../../../data/eval/tone-eval.jsonl', import.meta.url));
export const TONE_EXTRA_FILE = fileURLToPath(new URL('../../../data/nlp/tone-train.jsonl', import.meta.url));
export const CORPUS_FILE = fileURLToPath(new URL('../../../data/claimreview-veritas.jsonl.gz', import.meta.url));
/** Every n-th claim of the corpus is a calm example (about a thousand). */
const CORPUS_STEP = 15;

export interface ToneExample {
  /** The eval item's id (tone-NNN), when it comes from the eval set. */
  id?: string;
  text: string;
  label: ModelClass;
  /** Where it comes from: 'eval' (train split), 'extra' or 'corpus'. */
  source: 'eval' | 'extra' | 'corpus';
  /** The eval or extra category (calm, charged, threat …), for the report. */
  category: string;
}

const LABEL_OF: Record<string, ModelClass> = {
  calm: 'none',
  charged: 'none',
  threat: 'threat',
  violence: 'violence',
  hate: 'hate',
  self_harm: 'self_harm',
  sexual: 'sexual',
  harassment: 'harassment',
};

/** The training texts; only `split: "train"` rows of the eval set. */
export function loadToneExamples(): ToneExample[] {
  const out: ToneExample[] = [];
  for (const row of readJsonl<Record<string, string>>(TONE_EVAL_FILE)) {
    if (row.split !== 'train') continue;
    out.push({ id: row.id, text: row.text, label: LABEL_OF[row.category], source: 'eval', category: row.category });
  }
  if (fs.existsSync(TONE_EXTRA_FILE))
    for (const row of readJsonl<Record<string, string>>(TONE_EXTRA_FILE)) {
      const label = LABEL_OF[row.category];
      if (!label) throw new Error(`${TONE_EXTRA_FILE}: unknown category ${row.category}`);
      out.push({ text: row.text, label, source: 'extra', category: row.category });
    }
  const lines = gunzipSync(fs.readFileSync(CORPUS_FILE)).toString('utf8').split('\n');
  for (let i = 0; i < lines.length; i += CORPUS_STEP) {
    if (!lines[i].trim()) continue;
    const claim = String((JSON.parse(lines[i]) as { claimReviewed?: unknown }).claimReviewed ?? '').trim();
    if (claim) out.push({ text: claim, label: 'none', source: 'corpus', category: 'corpus' });
  }
  return out;
}

/** The model's features for a text, as analyseTone computes them. */
export function featuresOf(text: string, vocabulary?: ReadonlyMap<string, number>): Float64Array {
  return toneFeatures(tokenize(text), countQuestions(text), vocabulary);
}

/**
 * Words that are features of their own: found in at least `minTexts` hand-written training texts
 * (corpus claims do not count), sorted. Few enough to be learned from a few hundred texts.
 */
export function chooseVocabulary(examples: readonly ToneExample[], minTexts: number): string[] {
  const df = new Map<string, number>();
  for (const e of examples) {
    if (e.source === 'corpus') continue;
    for (const w of new Set(
      tokenize(e.text)
        .filter((t) => !t.punct)
        .map((t) => t.t),
    ))
      df.set(w, (df.get(w) ?? 0) + 1);
  }
  return [...df]
    .filter(([, n]) => n >= minTexts)
    .map(([w]) => w)
    .sort();
}

export function countQuestions(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 63) n++;
  return n;
}

export interface FitOptions {
  epochs?: number;
  l2?: number;
  rate?: number;
  /** Weight of the no-harm class against one harm family (false alarms cost more than misses). */
  noneWeight?: number;
  /** Texts a word must be found in to be a feature of its own; 0: no word features. */
  minTexts?: number;
}

/** Softmax regression by full-batch gradient descent; deterministic (zero start, fixed order). */
export function fitSoftmax(x: readonly Float64Array[], y: readonly number[], opts: FitOptions = {}): number[][] {
  const epochs = opts.epochs ?? 1500;
  const l2 = opts.l2 ?? 3e-3;
  const rate = opts.rate ?? 0.5;
  const C = MODEL_CLASSES.length;
  const d = x[0].length;
  // Each class weighs as much in all as the others: the harm families are small beside the calm texts.
  const counts = new Array<number>(C).fill(0);
  for (const c of y) counts[c]++;
  const noneWeight = opts.noneWeight ?? 3;
  const classWeight = counts.map((n, c) => (n ? ((c === 0 ? noneWeight : 1) * y.length) / (C * n) : 0));
  const w = Array.from({ length: C }, () => new Float64Array(d + 1));
  const grad = Array.from({ length: C }, () => new Float64Array(d + 1));
  const z = new Float64Array(C);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const g of grad) g.fill(0);
    for (let i = 0; i < x.length; i++) {
      const row = x[i];
      let max = -Infinity;
      for (let c = 0; c < C; c++) {
        let s = w[c][0];
        for (let j = 0; j < d; j++) s += w[c][j + 1] * row[j];
        z[c] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let c = 0; c < C; c++) sum += z[c] = Math.exp(z[c] - max);
      const cw = classWeight[y[i]];
      for (let c = 0; c < C; c++) {
        const err = (z[c] / sum - (c === y[i] ? 1 : 0)) * cw;
        if (err === 0) continue;
        grad[c][0] += err;
        for (let j = 0; j < d; j++) grad[c][j + 1] += err * row[j];
      }
    }
    for (let c = 0; c < C; c++) {
      w[c][0] -= (rate * grad[c][0]) / x.length;
      for (let j = 1; j <= d; j++) w[c][j] -= rate * (grad[c][j] / x.length + l2 * w[c][j]);
    }
  }
  return w.map((row) => Array.from(row, (v) => Number(v.toFixed(4))));
}

/** A model fitted on `examples`, with the given harm threshold. */
export function trainToneModel(
  examples: readonly ToneExample[],
  threshold: number,
  opts: FitOptions = {},
  supportedThreshold = threshold,
): ToneModel {
  const vocabulary = opts.minTexts ? chooseVocabulary(examples, opts.minTexts) : [];
  const index = new Map(vocabulary.map((w, i) => [w, i]));
  const x = examples.map((e) => featuresOf(e.text, index));
  const y = examples.map((e) => MODEL_CLASSES.indexOf(e.label));
  return {
    format: 'factlens-tone-model/1',
    classes: MODEL_CLASSES,
    features: MODEL_FEATURES,
    vocabulary,
    weights: fitSoftmax(x, y, opts),
    threshold,
    supportedThreshold,
  };
}

/**
 * Out-of-fold models: the hand-written examples are dealt into `folds` folds in turn (each
 * category spread evenly); each fold's model is trained on the rest and on all corpus claims but
 * those of the fold's share. Returns, per example, the model that did not see it.
 */
export function crossValidationModels(
  examples: readonly ToneExample[],
  folds: number,
  threshold: number,
  opts: FitOptions = {},
): Array<{ model: ToneModel; test: ToneExample[] }> {
  const foldOf = new Map<ToneExample, number>();
  const seen = new Map<string, number>();
  for (const e of examples) {
    const key = `${e.source}/${e.category}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    foldOf.set(e, n % folds);
  }
  return Array.from({ length: folds }, (_, k) => {
    const train = examples.filter((e) => foldOf.get(e) !== k);
    return { model: trainToneModel(train, threshold, opts), test: examples.filter((e) => foldOf.get(e) === k) };
  });
}
