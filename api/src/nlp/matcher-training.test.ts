// The shipped same-claim model is what its training script makes of its shipped data, and that data
// comes from the train split and the training-only items, never from the test split
// (docs/adr/0040-claim-relation.md, docs/adr/0116-training-only-items.md).
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { loadClaimEvalSet } from '../modules/claim-review/eval-set.js';
import { MATCHER_MODEL_FILE, setMatcherModel } from './match.js';
import { DEV_ITEMS_DIR, loadExtraTrainingItems, loadTrainingPairs, trainMatcher } from './matcher-training.js';

describe('same-claim model', () => {
  const shipped = JSON.parse(fs.readFileSync(MATCHER_MODEL_FILE, 'utf8')) as { weights: number[]; bias: number; threshold: number };
  const { pairs, lexicon } = loadTrainingPairs();

  it('is trained on pairs from the train split and the training-only items, with both labels', () => {
    const train = new Set([...loadClaimEvalSet('train'), ...loadExtraTrainingItems()].map((i) => i.id));
    const test = new Set(loadClaimEvalSet('test').map((i) => i.id));
    expect(pairs.length).toBeGreaterThan(10_000);
    expect(pairs.every((p) => train.has(p.id) && !test.has(p.id))).toBe(true);
    expect(pairs.filter((p) => p.label === 1).length).toBeGreaterThan(1000);
  });

  it('training-only items are written from reviews the evaluation set never uses, in no text of it', () => {
    const evaluation = loadClaimEvalSet('all');
    const reviews = new Set(evaluation.map((i) => i.reviewUrl).filter(Boolean));
    const texts = new Set(evaluation.map((i) => i.text.toLowerCase()));
    const extra = loadExtraTrainingItems();
    expect(extra.length).toBeGreaterThan(1500);
    expect(new Set(extra.map((i) => i.id)).size).toBe(extra.length);
    expect(extra.filter((i) => (i.reviewUrl && reviews.has(i.reviewUrl)) || texts.has(i.text.toLowerCase()))).toEqual([]);
  });

  it('the development items (short claims, everyday talk) are written from reviews no other set uses, and never trained on', () => {
    const dev = loadExtraTrainingItems(DEV_ITEMS_DIR);
    expect(dev.length).toBeGreaterThan(500);
    const others = [...loadClaimEvalSet('all'), ...loadExtraTrainingItems()];
    const reviews = new Set(others.map((i) => i.reviewUrl).filter(Boolean));
    const texts = new Set(others.map((i) => i.text.toLowerCase()));
    expect(new Set(dev.map((i) => i.id)).size).toBe(dev.length);
    expect(dev.filter((i) => (i.reviewUrl && reviews.has(i.reviewUrl)) || texts.has(i.text.toLowerCase()))).toEqual([]);
    const devIds = new Set(dev.map((i) => i.id));
    expect(pairs.filter((p) => devIds.has(p.id))).toEqual([]);
  });

  it('retraining on the shipped pairs reproduces the shipped weights', () => {
    const { model } = trainMatcher(pairs, lexicon, shipped.threshold);
    setMatcherModel(null);
    setMatcherModel(JSON.parse(fs.readFileSync(MATCHER_MODEL_FILE, 'utf8')));
    expect(model.weights).toEqual(shipped.weights);
    expect(model.bias).toBe(shipped.bias);
  }, 120_000);
});
