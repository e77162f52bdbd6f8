import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SENTENCE_END, type Token } from './tone-match.js';

/**
 * The learned part of the offline tone analyser (docs/adr/0115-tone-learned-model.md): a multinomial
 * logistic regression over features that say *what kind* of words a sentence holds (harm, weapons,
 * death, insults, dehumanising nouns, protected groups, self-harm, sexual, places, kin, times,
 * mob action, exclusion, outrage, menace, politeness, errands) and *how they are aimed* (at "you", promised by "I/we will", demanded
 * by "should" or an order, said of a third party, negated). Word kinds come from
 * api/data/nlp/tone-affinity.json.gz: hand-written seeds widened through the word vectors
 * (scripts/nlp/tone-derive-lexicon.mjs), so wording the rules never saw still reads as its kind.
 * Trained by scripts/nlp/tone-train.mjs on the train split of api/data/eval/tone-eval.jsonl, the
 * hand-written api/data/nlp/tone-train.jsonl and calm claims of the shipped corpus; the weights are
 * api/data/nlp/tone-model.json. Costs a map look-up per token.
 */

export const AFFINITY_FILE = fileURLToPath(new URL('../../../data/nlp/tone-affinity.json.gz', import.meta.url));
export const TONE_MODEL_FILE = fileURLToPath(new URL('../../../data/nlp/tone-model.json', import.meta.url));

/** What the model tells apart: no harm (calm or only charged) and the six harm families. */
export const MODEL_CLASSES = ['none', 'threat', 'violence', 'hate', 'self_harm', 'sexual', 'harassment'] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];
export type HarmClass = Exclude<ModelClass, 'none'>;

export const WORD_KINDS = [
  'harm',
  'weapon',
  'death',
  'injury',
  'insult',
  'insult_adj',
  'dehuman',
  'group',
  'selfharm',
  'sexual',
  'place',
  'kin',
  'soon',
  'mob',
  'exclusion',
  'loaded',
  'menace',
  'polite',
  'errand',
] as const;
type WordKind = (typeof WORD_KINDS)[number];
const K = WORD_KINDS.length;

/** How a sentence is aimed; each is 0 or 1 per sentence. */
const AIMS = ['you', 'firstFuture', 'ought', 'order', 'third', 'negated', 'youModal', 'condition'] as const;
/** Pairs of kinds whose meeting in one sentence means more than either alone. */
const PAIRS: ReadonlyArray<[WordKind, WordKind]> = [
  ['group', 'dehuman'],
  ['group', 'insult_adj'],
  ['group', 'exclusion'],
  ['group', 'harm'],
  ['group', 'insult'],
  ['harm', 'place'],
  ['harm', 'kin'],
  ['place', 'soon'],
  ['kin', 'place'],
  ['selfharm', 'death'],
  ['harm', 'weapon'],
  ['sexual', 'place'],
  ['menace', 'place'],
  ['menace', 'kin'],
  ['menace', 'soon'],
];
const FLAGS = ['you', 'me', 'we', 'future', 'ought', 'order', 'third', 'negated', 'condition', 'question'] as const;
/** What a harm word is done to: a person ("beat him", "kill the cops") or a thing ("beat the eggs", "kill the process"). */
const OBJECTS = ['harmAtPerson', 'harmAtThing'] as const;

/** Feature names in order: per kind its strongest word, its mass, and each aim; pairs; flags. */
export const MODEL_FEATURES: readonly string[] = [
  ...WORD_KINDS.flatMap((k) => [`${k}`, `${k}:mass`, ...AIMS.map((a) => `${k}:${a}`)]),
  ...PAIRS.map(([a, b]) => `${a}*${b}`),
  ...FLAGS.map((f) => `flag:${f}`),
  ...OBJECTS,
];

const set = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));
const YOU = set('you your yours yourself yourselves you_people people_like_you all_of_you each_of_you your_kind');
const ME = set('i me my myself mine');
const WE = set('we us our ourselves let_us');
const FUTURE = set('will shall would going_to about_to want_to plan_to intend_to ready_to decided_to wish_i_could');
const OUGHT = set('should must need_to needs_to ought_to deserve_to deserves_to have_to has_to got_to let_us');
const THIRD = set(
  'he she him her they them those these his their this_guy that_guy this_man that_man this_woman that_woman people_like_them their_kind all_of_them every_one_of_them every_last_one',
);
const PERSON_OBJECTS = set(
  'you him her them us me everyone everybody anyone anybody someone somebody yourself himself herself themselves people person men women',
);
/**
 * People named by their role, the usual targets of a call to violence ("beat the landlord", "shoot
 * the looters", "drive into the crowd"): a harm word followed by one of them is aimed at a person,
 * not a thing ("beat the eggs").
 */
const ROLE_OBJECTS = set(
  `man woman guy guys boy girl lads crowd mayor mayors judge judges cop cops police officer officers politician politicians
   senator senators minister ministers councillor councillors governor president journalist journalists reporter reporters
   ref referee landlord landlords boss bosses ceo ceos executive executives banker bankers protester protesters protestors
   marchers striker strikers scab scabs traitor traitors guard guards driver drivers doctor doctors nurses teacher teachers
   owner owners neighbour neighbours neighbor neighbors bouncer bouncers speaker thief thieves looter looters rioters
   activists voters priest priests lawyer lawyers witness witnesses soldiers troops prisoners inmates cyclists streamer
   influencer tenants squatters poacher poachers leaders mp mps staff workers managers official officials agents fans
   survivors adulterers dissidents`,
);
/** The agent of a passive ("shot by officers") is not what the harm is done to. */
const AGENT = set('by');
const DETERMINER = set('the a an this that these those some every each all');
const NEGATION = set('not never no nobody no_one nothing');
const CONDITION = set('if unless or or_else until otherwise');
/** Words that open an order without being a harm word: "Go …", "Send me …", "Take your top off". */
const ORDER_STARTS = set(
  'go get send show come take put let make find grab drag throw keep stop give bring do just please run round line string hunt beat burn kill shoot stab',
);
/** Words that may start a clause but never an order. */
const NOT_ORDER = set(
  'i we you he she they it this that these those the a an my your his her our their there here what why how when who is are was were do does did will would can could should if and but so',
);

export interface ToneModel {
  format: 'factlens-tone-model/1';
  classes: readonly ModelClass[];
  features: readonly string[];
  /** One row per class: bias first, then a weight per feature. */
  weights: number[][];
  /**
   * Words whose presence is a feature of its own, after MODEL_FEATURES: the words found in at least
   * a few hand-written training texts (chosen by the training script).
   */
  vocabulary: readonly string[];
  /** Probability of harm (1 − P(none)) from which the model alone makes its likeliest family red. */
  threshold: number;
  /**
   * The lower probability that suffices when the rules already saw some harm in the text (any harm
   * category at a quarter of its red score or more): the two views agree.
   */
  supportedThreshold: number;
  /** Cross-validated figures recorded by the training script (for the ADR and the tests). */
  report?: Record<string, unknown>;
}

let affinity: Map<string, Float32Array> | undefined;
let shipped: ToneModel | null | undefined;

/** Word → affinity (0..1) to each kind, from the derived file; loaded once (~7 KB). */
export function wordKinds(): Map<string, Float32Array> {
  if (affinity) return affinity;
  const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(AFFINITY_FILE)).toString('utf8')) as {
    format: string;
    classes: Record<string, Record<string, number>>;
  };
  if (json.format !== 'factlens-tone-affinity/1') throw new Error(`${AFFINITY_FILE}: unknown format ${json.format}`);
  const map = new Map<string, Float32Array>();
  WORD_KINDS.forEach((kind, k) => {
    for (const [word, q] of Object.entries(json.classes[kind] ?? {})) {
      let row = map.get(word);
      if (!row) map.set(word, (row = new Float32Array(K)));
      // Seeds count 1; a neighbour by how far its cosine rises above 0.5 (0.62 → 0.24, 0.8 → 0.6).
      row[k] = q >= 100 ? 1 : Math.max(0, (q - 50) / 50);
    }
  });
  affinity = map;
  return map;
}

/** The shipped model, or null when its file is absent (the rules then work alone). */
export function shippedToneModel(): ToneModel | null {
  if (shipped !== undefined) return shipped;
  try {
    const model = JSON.parse(fs.readFileSync(TONE_MODEL_FILE, 'utf8')) as ToneModel;
    if (model.format !== 'factlens-tone-model/1' || model.features.join() !== MODEL_FEATURES.join())
      throw new Error(`${TONE_MODEL_FILE}: features differ from the code's; run scripts/nlp/tone-train.mjs`);
    shipped = model;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    shipped = null;
  }
  return shipped;
}

const ZERO = new Float32Array(K);

/** Affinities of a token; joined expressions ("kill_yourself") take the strongest of their parts. */
function kindsOf(word: string, kinds: Map<string, Float32Array>): Float32Array {
  const row = kinds.get(word);
  if (row || !word.includes('_')) return row ?? ZERO;
  const out = new Float32Array(K);
  for (const part of word.split('_')) {
    const r = kinds.get(part);
    if (r) for (let k = 0; k < K; k++) out[k] = Math.max(out[k], r[k]);
  }
  return out;
}

/**
 * Features of a tokenised text (tokenize() of tone-match.ts): each sentence's word kinds and aims,
 * pooled over sentences by their maximum, so one hostile sentence in a long text counts in full.
 */
export function toneFeatures(tokens: readonly Token[], questions = 0, vocabulary?: ReadonlyMap<string, number>): Float64Array {
  const kinds = wordKinds();
  const f = new Float64Array(MODEL_FEATURES.length + (vocabulary?.size ?? 0));
  if (vocabulary)
    for (const tok of tokens) {
      const v = tok.punct ? undefined : vocabulary.get(tok.t);
      if (v !== undefined) f[MODEL_FEATURES.length + v] = 1;
    }
  const perKind = 2 + AIMS.length;
  const pairsAt = K * perKind;
  const flagsAt = pairsAt + PAIRS.length;
  const kindIndex = new Map<WordKind, number>(WORD_KINDS.map((k, i) => [k, i]));
  const objectsAt = flagsAt + FLAGS.length;
  const groupAt = WORD_KINDS.indexOf('group');
  const kinAt = WORD_KINDS.indexOf('kin');
  const insultAt = WORD_KINDS.indexOf('insult');
  const best = new Float64Array(K);
  const mass = new Float64Array(K);
  let start = 0;
  for (let end = 0; end <= tokens.length; end++) {
    if (end < tokens.length && tokens[end].t !== SENTENCE_END) continue;
    if (end > start) {
      best.fill(0);
      mass.fill(0);
      const flags = { you: 0, me: 0, we: 0, future: 0, ought: 0, order: 0, third: 0, negated: 0, condition: 0 };
      for (let i = start; i < end; i++) {
        const tok = tokens[i];
        if (tok.punct) continue;
        const w = tok.t;
        if (YOU.has(w)) flags.you = 1;
        if (ME.has(w)) flags.me = 1;
        if (WE.has(w)) flags.we = 1;
        if (FUTURE.has(w)) flags.future = 1;
        if (OUGHT.has(w)) flags.ought = 1;
        if (THIRD.has(w)) flags.third = 1;
        if (NEGATION.has(w)) flags.negated = 1;
        if (CONDITION.has(w)) flags.condition = 1;
        const row = kindsOf(w, kinds);
        if (row[0] >= 0.5) {
          // The object: a person (pronoun, people noun, group, kin, insult) or, after a determiner, a thing.
          let person = false;
          let thing = false;
          for (let j = i + 1; j < end && j <= i + 3 && !tokens[j].punct; j++) {
            const o = tokens[j].t;
            const r = kindsOf(o, kinds);
            if (AGENT.has(o)) break;
            if (PERSON_OBJECTS.has(o) || ROLE_OBJECTS.has(o) || r[groupAt] >= 0.5 || r[kinAt] >= 0.5 || r[insultAt] >= 0.5) person = true;
            else if (j > i + 1 && DETERMINER.has(tokens[j - 1].t) && !person) thing = true;
            if (person || thing) break;
          }
          if (person) f[objectsAt] = Math.max(f[objectsAt], row[0]);
          if (thing) f[objectsAt + 1] = Math.max(f[objectsAt + 1], row[0]);
        }
        const clauseStart = i === start || tokens[i - 1].punct;
        if (clauseStart && !NOT_ORDER.has(w) && (ORDER_STARTS.has(w) || row[0] >= 0.7)) flags.order = 1;
        for (let k = 0; k < K; k++) {
          const a = row[k];
          if (a > best[k]) best[k] = a;
          mass[k] += a;
        }
      }
      const firstFuture = (flags.me || flags.we) && (flags.future || flags.ought) ? 1 : 0;
      const youModal = flags.you && (flags.future || flags.ought || flags.order) ? 1 : 0;
      const aims = [flags.you, firstFuture, flags.ought, flags.order, flags.third, flags.negated, youModal, flags.condition];
      for (let k = 0; k < K; k++) {
        const at = k * perKind;
        f[at] = Math.max(f[at], best[k]);
        f[at + 1] = Math.max(f[at + 1], Math.min(2, mass[k]) / 2);
        for (let a = 0; a < aims.length; a++) if (aims[a]) f[at + 2 + a] = Math.max(f[at + 2 + a], best[k]);
      }
      PAIRS.forEach(([a, b], p) => {
        const v = best[kindIndex.get(a) ?? 0] * best[kindIndex.get(b) ?? 0];
        f[pairsAt + p] = Math.max(f[pairsAt + p], v);
      });
      const values = [flags.you, flags.me, flags.we, flags.future, flags.ought, flags.order, flags.third, flags.negated, flags.condition];
      values.forEach((v, j) => (f[flagsAt + j] = Math.max(f[flagsAt + j], v)));
    }
    start = end + 1;
  }
  f[flagsAt + FLAGS.length - 1] = questions > 0 ? 1 : 0;
  return f;
}

const vocabularies = new WeakMap<ToneModel, Map<string, number>>();

/** The model's vocabulary as word → feature offset (cached per model). */
export function vocabularyOf(model: ToneModel): Map<string, number> {
  let map = vocabularies.get(model);
  if (!map) vocabularies.set(model, (map = new Map(model.vocabulary.map((w, i) => [w, i]))));
  return map;
}

/** Features of a tokenised text for `model` (its vocabulary included). */
export function modelFeatures(model: ToneModel, tokens: readonly Token[], questions = 0): Float64Array {
  return toneFeatures(tokens, questions, vocabularyOf(model));
}

/** Class probabilities (softmax) for a feature vector. */
export function predictClasses(model: ToneModel, features: Float64Array): number[] {
  const logits = model.weights.map((row) => {
    let z = row[0];
    for (let j = 0; j < features.length; j++) z += row[j + 1] * features[j];
    return z;
  });
  const max = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
