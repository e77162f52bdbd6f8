import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { analyseTone } from './tone.js';
import { tokenize } from './tone-match.js';
import {
  MODEL_CLASSES,
  MODEL_FEATURES,
  TONE_MODEL_FILE,
  WORD_KINDS,
  shippedToneModel,
  toneFeatures,
  wordKinds,
  type ToneModel,
} from './tone-model.js';
import { assessTone } from './tone-provider.js';
import { TONE_EVAL_FILE, loadToneExamples, trainToneModel } from './tone-training.js';

/** The learned tone model (docs/adr/0115-tone-learned-model.md). */
describe('tone model', () => {
  const model = shippedToneModel() as ToneModel;
  const seeds = JSON.parse(readFileSync(new URL('../../../data/nlp/tone-seeds.json', import.meta.url), 'utf8')) as {
    classes: Record<string, string>;
  };

  it('is shipped, with the features of the code and thresholds chosen by cross-validation', () => {
    expect(model).not.toBeNull();
    expect(model.features).toEqual(MODEL_FEATURES);
    expect(model.classes).toEqual(MODEL_CLASSES);
    expect(model.weights).toHaveLength(MODEL_CLASSES.length);
    for (const row of model.weights) expect(row).toHaveLength(1 + MODEL_FEATURES.length + model.vocabulary.length);
    expect(model.threshold).toBeGreaterThan(0.3);
    expect(model.threshold).toBeLessThan(1);
    expect(model.supportedThreshold).toBeLessThanOrEqual(model.threshold);
    const cv = (model.report as { crossValidation: { chosen: Record<string, number> } }).crossValidation.chosen;
    // Out of fold, the whole analyser (rules + a model that did not see the text). The floor is
    // under the 0.85 of docs/adr/0115-tone-learned-model.md because the training texts grew harder
    // (docs/adr/0125-tone-calls-to-violence.md: measured 0.837 over 467 hostile texts the rules were
    // never tuned on, against 0.897 over 243 before).
    expect(cv.hostileRedUnseenByRules).toBeGreaterThanOrEqual(0.8);
    expect(cv.calmGreen).toBeGreaterThanOrEqual(0.95);
    expect(cv.corpusRed).toBeLessThanOrEqual(0.03);
  });

  it('reads each kind of word: seeds in full, their neighbours in part, other words not at all', () => {
    const kinds = wordKinds();
    WORD_KINDS.forEach((kind, k) => {
      const first = seeds.classes[kind].trim().split(/\s+/)[0].replace(/^=/, '');
      expect([kind, kinds.get(first)?.[k]]).toEqual([kind, 1]);
    });
    const harm = WORD_KINDS.indexOf('harm');
    expect(kinds.get('bludgeoned')?.[harm]).toBeGreaterThan(0);
    expect(kinds.get('bludgeoned')?.[harm]).toBeLessThan(1);
    expect(kinds.get('the')).toBeUndefined();
  });

  it('pools sentences by their maximum, so one hostile sentence in a long calm text counts in full', () => {
    const hostile = 'Go slit your wrists, nobody would care.';
    const calm = 'The council met on Tuesday to discuss the budget for next year. ';
    const alone = toneFeatures(tokenize(hostile));
    const inLong = toneFeatures(tokenize(calm.repeat(20) + hostile));
    const kindsAt = MODEL_FEATURES.indexOf('selfharm:you');
    expect(inLong[kindsAt]).toBe(alone[kindsAt]);
    expect(alone[kindsAt]).toBeGreaterThan(0);
  });

  // Written for this test, apart from the eval set and the training texts.
  const UNSEEN_HOSTILE = [
    'Keep sniffing around my business and your kids will pay for it.',
    'Swallow the whole packet tonight, nobody here will miss you.',
    'Tell your sister to send me pictures in the shower or else.',
    'Refugees are locusts stripping this country bare.',
    'Round up the councillors and beat them with pipes.',
    'You are a brainless, ugly waste of a human being.',
  ];
  const UNSEEN_CALM = [
    'The museum reopens on Saturday with a new wing on medieval weapons.',
    'Please send me your address so I can post the invitation.',
    'The charity helps refugees find housing and work.',
  ];

  it('turns unseen hostile phrasings red and leaves calm ones green', () => {
    for (const text of UNSEEN_HOSTILE) expect([text, assessTone(text).band]).toEqual([text, 'red']);
    for (const text of UNSEEN_CALM) expect([text, assessTone(text).band]).toEqual([text, 'green']);
  });

  it('names the family it saw, so the label and the summary agree', () => {
    const tone = assessTone('Swallow the whole packet tonight, nobody here will miss you.');
    expect(tone.categories[0]).toBe('self_harm');
    expect(tone.label).toBe('Self-harm risk');
    expect(
      analyseTone('Refugees are locusts stripping this country bare.').matched.some((m) => m.startsWith('model:') || m.startsWith('group')),
    ).toBe(true);
  });

  it('adds nothing when the model is switched off, and never turns calm text yellow on its own', () => {
    const text = 'Please send me your address so I can post the invitation.';
    expect(analyseTone(text, { model: null }).matched).toEqual(analyseTone(text).matched.filter((m) => !m.startsWith('model:')));
    expect(assessTone(text).band).toBe('green');
  });

  it('is trained on the train split only', () => {
    const testTexts = new Set(
      readFileSync(TONE_EVAL_FILE, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as { text: string; split: string })
        .filter((r) => r.split === 'test')
        .map((r) => r.text),
    );
    const examples = loadToneExamples();
    expect(examples.filter((e) => testTexts.has(e.text))).toEqual([]);
    expect(examples.filter((e) => e.source === 'extra').length).toBeGreaterThanOrEqual(300);
  });

  it('is reproduced by its training script (deterministic)', () => {
    const examples = loadToneExamples();
    const fit = (model.report as { fit: { minTexts: number; noneWeight: number; l2: number } }).fit;
    const again = trainToneModel(examples, model.threshold, fit, model.supportedThreshold);
    expect(again.vocabulary).toEqual(model.vocabulary);
    let maxDiff = 0;
    again.weights.forEach((row, c) => row.forEach((w, j) => (maxDiff = Math.max(maxDiff, Math.abs(w - model.weights[c][j])))));
    expect(maxDiff).toBeLessThan(2e-3);
    expect(TONE_MODEL_FILE).toMatch(/tone-model\.json$/);
  }, 120_000);
});
