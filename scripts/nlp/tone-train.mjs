#!/usr/bin/env node
// Trains the learned tone model (docs/adr/0115-tone-learned-model.md) and writes
// api/data/nlp/tone-model.json. Reads only hand-written training texts: the train split of
// api/data/eval/tone-eval.jsonl, api/data/nlp/tone-train.jsonl and claims of the shipped corpus
// (see api/src/modules/fact-check/tone-training.ts); the test split is never read.
//
//   cd api && node --import @swc-node/register/esm-register ../scripts/nlp/tone-train.mjs [--folds 5] [--dry]
//
// 1. Cross-validation: each fold's texts are judged by the whole analyser (rules + a model trained
//    without them) at every candidate threshold; the threshold kept is the lowest whose out-of-fold
//    false alarms stay within budget (calm texts green, charged texts not red, corpus claims not red).
// 2. The final model is fitted on all training texts with that threshold. Deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assessTone } from '../../api/src/modules/fact-check/tone-provider.ts';
import { TONE_MODEL_FILE } from '../../api/src/modules/fact-check/tone-model.ts';
import { crossValidationModels, loadToneExamples, trainToneModel } from '../../api/src/modules/fact-check/tone-training.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { folds: { type: 'string', default: '5' }, dry: { type: 'boolean', default: false } } });
const folds = Number(values.folds);
/** Candidate pairs [threshold alone, threshold when the rules saw some harm]. */
const THRESHOLDS = [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9].flatMap((alone) =>
  [0.4, 0.5, 0.6].filter((s) => s <= alone).map((s) => [alone, s]),
);
/** How the model is fitted (tone-training.ts FitOptions), chosen by this cross-validation. */
const FIT = process.env.TONE_FIT ? JSON.parse(process.env.TONE_FIT) : { minTexts: 3, noneWeight: 3, l2: 3e-3 };
/**
 * Out-of-fold false alarms allowed: calm texts of the eval's train split not green, its charged texts
 * red, corpus claims red. The extra calm texts of tone-train.jsonl are harder on purpose (harm words
 * in errands, news and cooking) and are reported, not budgeted.
 */
const BUDGET = { calmNotGreen: 0.03, chargedRed: 0.03, corpusRed: 0.03 };

const examples = loadToneExamples();
const count = (pick) => examples.filter(pick).length;
console.log(
  `${examples.length} texts: ${count((e) => e.source === 'eval')} eval (train split), ${count((e) => e.source === 'extra')} extra, ${count((e) => e.source === 'corpus')} corpus`,
);

const expected = (e) => (e.category === 'calm' || e.category === 'corpus' ? 'green' : e.category === 'charged' ? 'yellow' : 'red');
// Out-of-fold bands per threshold (and the rules alone, for comparison).
const bands = new Map(THRESHOLDS.map((t) => [t.join('/'), new Map()]));
const rulesAlone = new Map();
for (const { model, test } of crossValidationModels(examples, folds, 0.5, FIT)) {
  for (const e of test) {
    rulesAlone.set(e, assessTone(e.text, null, { model: null }).band);
    for (const [alone, supported] of THRESHOLDS)
      bands
        .get(`${alone}/${supported}`)
        .set(e, assessTone(e.text, null, { model: { ...model, threshold: alone, supportedThreshold: supported } }).band);
  }
}

function figures(bandOf) {
  const rate = (pick, ok) => {
    const items = examples.filter(pick);
    return items.length ? items.filter((e) => ok(e, bandOf.get(e))).length / items.length : null;
  };
  const hostile = (e) => expected(e) === 'red' && e.source !== 'corpus';
  const out = {
    hostileRed: rate(hostile, (e, b) => b === 'red'),
    hostileRedUnseenByRules: rate(
      (e) => hostile(e) && (e.source === 'extra' || Number(e.id?.slice(5)) >= 313),
      (e, b) => b === 'red',
    ),
    calmGreen: rate(
      (e) => e.category === 'calm' && e.source === 'eval',
      (e, b) => b === 'green',
    ),
    chargedYellow: rate(
      (e) => e.category === 'charged' && e.source === 'eval',
      (e, b) => b === 'yellow',
    ),
    chargedRed: rate(
      (e) => e.category === 'charged' && e.source === 'eval',
      (e, b) => b === 'red',
    ),
    extraCalmGreen: rate(
      (e) => e.category === 'calm' && e.source === 'extra',
      (e, b) => b === 'green',
    ),
    extraChargedYellow: rate(
      (e) => e.category === 'charged' && e.source === 'extra',
      (e, b) => b === 'yellow',
    ),
    corpusRed: rate(
      (e) => e.source === 'corpus',
      (e, b) => b === 'red',
    ),
    corpusGreen: rate(
      (e) => e.source === 'corpus',
      (e, b) => b === 'green',
    ),
  };
  for (const c of ['threat', 'violence', 'hate', 'self_harm', 'sexual', 'harassment'])
    out[c] = rate(
      (e) => e.category === c,
      (e, b) => b === 'red',
    );
  return out;
}
const pct = (x) => (x === null ? '   -  ' : `${(100 * x).toFixed(1).padStart(5)}%`);
const report = { rules: figures(rulesAlone), byThreshold: {} };
const columns = Object.keys(report.rules);
console.log(`${'threshold'.padEnd(10)} ${columns.map((c) => c.slice(0, 9).padStart(9)).join(' ')}`);
console.log(`${''.padEnd(10)} ${columns.map((c) => c.slice(9, 18).padStart(9)).join(' ')}`);
console.log(`${'rules'.padEnd(10)} ${columns.map((c) => pct(report.rules[c]).padStart(9)).join(' ')}`);
let chosen = null;
for (const pair of THRESHOLDS) {
  const t = pair.join('/');
  const f = figures(bands.get(t));
  report.byThreshold[t] = f;
  console.log(`${String(t).padEnd(10)} ${columns.map((c) => pct(f[c]).padStart(9)).join(' ')}`);
  // The pair with the most hostile texts red within the false-alarm budget.
  const within = 1 - f.calmGreen <= BUDGET.calmNotGreen && f.chargedRed <= BUDGET.chargedRed && f.corpusRed <= BUDGET.corpusRed;
  if (within && (chosen === null || f.hostileRed > report.byThreshold[chosen].hostileRed)) chosen = t;
}
chosen ??= THRESHOLDS.at(-1).join('/');
console.log(`threshold ${chosen}`);

const [alone, supported] = chosen.split('/').map(Number);
const model = trainToneModel(examples, alone, FIT, supported);
model.report = {
  trainedOn: `${examples.length} texts (train split of api/data/eval/tone-eval.jsonl, api/data/nlp/tone-train.jsonl, every 15th claim of the corpus)`,
  fit: FIT,
  crossValidation: { folds, budget: BUDGET, rules: report.rules, chosen: report.byThreshold[chosen] },
};
const rounded = JSON.parse(JSON.stringify(model, (k, v) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(4)) : v)));
if (!values.dry) {
  fs.writeFileSync(TONE_MODEL_FILE, `${JSON.stringify(rounded)}\n`);
  console.log(`wrote ${path.relative(root, TONE_MODEL_FILE)}`);
}
