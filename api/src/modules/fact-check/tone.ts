import { emptyCategoryScores, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import {
  CLASSES,
  CUE_HARM,
  CUE_SELF_HARM,
  CUE_SEXUAL_STRONG,
  CUE_SEXUAL_WEAK,
  CUE_MOB,
  CUE_VIOLENT_VERBS,
  CUE_WEAPONS,
  DEHUMANISING,
  FIRST_PERSON_SINGULAR,
  FUTURE,
  GROUPS,
  INSULT_ADJECTIVES,
  NEGATIONS,
  OUGHT_CUES,
  SECOND_PERSON_ALL,
  WISH_CUES,
  GRAPHIC_WORDS,
  ILLICIT_PATTERNS,
  ILLICIT_VIOLENT_PATTERNS,
  CALM_IDIOMS,
  INSULT_NOUNS,
  INTENSIFIERS,
  PEOPLE_WORDS,
  LOADED,
  MILD_SEXUAL,
  MINOR_WORDS,
  SELF_HARM_TOPIC,
  TONE_PATTERNS,
  type Evidence,
  type TonePattern,
} from './tone-lexicon.js';
import { compilePattern, matchesAt, tokenize, type CompiledPattern, type Token } from './tone-match.js';
import { MODEL_CLASSES, modelFeatures, predictClasses, shippedToneModel, type HarmClass, type ToneModel } from './tone-model.js';
import { findProfanity } from './tone-profanity.js';
import { LOCAL_RED_FROM } from './tone-score.js';

/**
 * Offline tone analysis (docs/adr/0050-tone-harm-categories.md, docs/adr/0051-tone-phrase-patterns.md):
 * scores in OpenAI moderation's 13 categories, so one scoring function serves both and the two
 * can be combined per category, plus the emotional charge moderation does not measure.
 * Harm is read from constructions (who is targeted, with which modality, by which act), not
 * from single words, so news that reports violence stays calm while a call to commit it does not.
 */

/** Emotional charge beside the category scores; rates are 0..1 unless named a count. */
export interface ToneExtras {
  /** Emotional charge 0..1 (capitals, exclamation marks, intensifiers, loaded words, profanity). */
  intensity: number;
  /** Share of letters in shouted (ALL CAPS) words; lone acronyms like "NATO" do not count. */
  capsRatio: number;
  /** Exclamation marks per sentence. */
  exclamationsPerSentence: number;
  /** Intensifier words per word. */
  intensifierRate: number;
  /** Loaded (outraged, contemptuous) words per word. */
  loadedRate: number;
  profanityCount: number;
}

export interface ToneAnalysis {
  categoryScores: CategoryScores;
  extras: ToneExtras;
  /** Ids of the phrase patterns that matched, in text order (for tests and debugging). */
  matched: string[];
}

interface IndexedPatterns {
  byFirst: Map<string, Array<{ pattern: TonePattern; compiled: CompiledPattern }>>;
  anywhere: Array<{ pattern: TonePattern; compiled: CompiledPattern }>;
}

let index: IndexedPatterns | undefined;

/** Compiles the patterns once, indexed by the tokens that can start them. */
function patternIndex(): IndexedPatterns {
  if (index) return index;
  const built: IndexedPatterns = { byFirst: new Map(), anywhere: [] };
  for (const pattern of TONE_PATTERNS) {
    const compiled = compilePattern(pattern.pattern, CLASSES);
    const entry = { pattern, compiled };
    if (!compiled.first) built.anywhere.push(entry);
    else
      for (const word of compiled.first) {
        const list = built.byFirst.get(word) ?? [];
        list.push(entry);
        built.byFirst.set(word, list);
      }
  }
  index = built;
  return built;
}

/** Each category's evidence combined like independent signals: 1 - Π(1 - s). */
class EvidenceSum {
  private readonly keep: Record<ModerationCategory, number> = Object.fromEntries(
    Object.keys(emptyCategoryScores()).map((c) => [c, 1]),
  ) as Record<ModerationCategory, number>;

  add(evidence: Evidence, factor = 1): void {
    for (const [category, strength] of Object.entries(evidence) as Array<[ModerationCategory, number]>) {
      this.keep[category] *= 1 - Math.min(0.99, strength * factor);
    }
  }

  scores(): CategoryScores {
    return Object.fromEntries(Object.entries(this.keep).map(([c, keep]) => [c, Number((1 - keep).toFixed(4))])) as CategoryScores;
  }
}

/**
 * The moderation category each harm family of the learned model (docs/adr/0115-tone-learned-model.md)
 * speaks for; its evidence starts where the local score of that category is red (LOCAL_RED_FROM).
 */
const MODEL_CATEGORY: Record<HarmClass, ModerationCategory> = {
  threat: 'harassment/threatening',
  violence: 'violence',
  hate: 'hate',
  self_harm: 'self-harm/intent',
  sexual: 'sexual',
  harassment: 'harassment',
};

/**
 * Scores `text` offline in the 13 moderation categories and measures its emotional charge.
 * `options.model` replaces the shipped learned model (null: the rules alone), for training.
 */
export function analyseTone(original: string, options: { model?: ToneModel | null } = {}): ToneAnalysis {
  const text = CALM_IDIOMS.reduce((t, [idiom, plain]) => t.replace(idiom, plain), original);
  const tokens = tokenize(text);
  const evidence = new EvidenceSum();
  const matched: string[] = [];
  const { byFirst, anywhere } = patternIndex();
  // The same construction repeated down a long text adds little after its first few matches.
  const seen = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const candidates = byFirst.get(tokens[i].t);
    for (const list of [candidates, tokens[i].punct ? undefined : anywhere]) {
      if (!list) continue;
      for (const { pattern, compiled } of list) {
        if (!matchesAt(compiled.steps, tokens, i)) continue;
        const count = (seen.get(pattern.id) ?? 0) + 1;
        seen.set(pattern.id, count);
        if (count > 3) continue;
        matched.push(pattern.id);
        evidence.add(pattern.adds);
      }
    }
  }

  for (const sentence of sentencesOf(tokens)) addSentenceCues(sentence, evidence);

  const words = tokens.filter((t) => !t.punct).map((t) => t.t);
  let profanityCount = 0;
  for (const hit of findProfanity(text)) {
    profanityCount++;
    const near = text.slice(Math.max(0, hit.start - 60), hit.end + 60);
    const aimed = /\b(?:you|your|u|ur|ya)\b/iu.test(near);
    if (hit.kind === 'slurs') evidence.add({ hate: 0.75, harassment: 0.3 });
    else if (hit.kind === 'sexual') {
      const mild = MILD_SEXUAL.has(hit.word);
      evidence.add({ sexual: mild ? 0.12 : aimed ? 0.5 : 0.4 });
      // News about offences against children names both; only explicit terms near minors are red.
      if (MINOR_WORDS.test(near)) evidence.add({ 'sexual/minors': mild ? 0.05 : 0.8 });
    } else if (aimed) evidence.add({ harassment: 0.35 });
  }

  const graphic = words.filter((w) => GRAPHIC_WORDS.has(w)).length;
  if (graphic) evidence.add({ 'violence/graphic': 0.2 }, Math.min(4, graphic));
  if (words.some((w) => SELF_HARM_TOPIC.has(w))) evidence.add({ 'self-harm': 0.2 });
  for (const p of ILLICIT_PATTERNS) if (p.test(text)) evidence.add({ illicit: 0.6 });
  for (const p of ILLICIT_VIOLENT_PATTERNS) if (p.test(text)) evidence.add({ 'illicit/violent': 0.75, illicit: 0.6 });

  const model = options.model === undefined ? shippedToneModel() : options.model;
  if (model) addModelEvidence(model, tokens, text, evidence, matched);

  return { categoryScores: evidence.scores(), extras: measureCharge(text, tokens, words, profanityCount), matched };
}

/**
 * The learned model's view (docs/adr/0115-tone-learned-model.md): when the probability of harm
 * (any family) reaches the model's threshold, the likeliest family becomes red in its category,
 * more surely the higher it is; the threshold is lower when the rules already saw some harm (the
 * two agree). Below it the model adds nothing, so it never turns calm text yellow.
 */
function addModelEvidence(model: ToneModel, tokens: readonly Token[], text: string, evidence: EvidenceSum, matched: string[]): void {
  let questions = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 63) questions++;
  const probs = predictClasses(model, modelFeatures(model, tokens, questions));
  const rules = evidence.scores();
  const supported = Object.entries(LOCAL_RED_FROM).some(([category, { local }]) => rules[category as ModerationCategory] >= local / 4);
  const threshold = supported ? Math.min(model.threshold, model.supportedThreshold) : model.threshold;
  // Harm as a whole (1 − P(none)) decides; the likeliest family names it, so a text torn between
  // threat and harassment is not missed for being split.
  const harm = 1 - probs[0];
  if (harm < threshold) return;
  let best = 1;
  for (let c = 2; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
  const cls = MODEL_CLASSES[best] as HarmClass;
  const category = MODEL_CATEGORY[cls];
  const red = LOCAL_RED_FROM[category]?.local ?? 0.5;
  const margin = (harm - threshold) / (1 - threshold);
  evidence.add({ [category]: Math.min(0.99, red + 0.01 + margin * (1 - red) * 0.5) });
  matched.push(`model:${cls}`);
}

const SPEAKERS = new Set(['i', 'we', 'someone', 'somebody']);

/** Sentences as lists of tokens (clause commas kept). */
function* sentencesOf(tokens: readonly Token[]): Generator<Token[]> {
  let current: Token[] = [];
  for (const token of tokens) {
    if (token.t === '.') {
      if (current.length) yield current;
      current = [];
    } else current.push(token);
  }
  if (current.length) yield current;
}

/**
 * Weak evidence from a sentence's vocabulary, its addressee and its modality: harm words in a
 * sentence aimed at "you" with a future or "should"; sexual words aimed at "you"; death words
 * about "me"; insults near "you". Each cue is weak, so only several together (or a cue with a
 * matched construction) make the text red; calm prose rarely combines them.
 */
function addSentenceCues(sentence: readonly Token[], evidence: EvidenceSum): void {
  let second = false;
  let first = false;
  let modal = false;
  let wish = false;
  let harm = 0;
  let violentVerbs = 0;
  let weapons = 0;
  let mob = 0;
  let people = 0;
  let sexualStrong = 0;
  let sexualWeak = 0;
  let selfHarm = 0;
  let insults = 0;
  let groups = 0;
  let dehumanising = 0;
  let negated = false;
  let thirdPerson = false;
  const counted = new Set<string>();
  for (let i = 0; i < sentence.length; i++) {
    const w = sentence[i].t;
    // Each word counts once per sentence ("hunting … hunting" is one cue).
    if (counted.has(w)) continue;
    counted.add(w);
    if (w === 'her' || w === 'she' || w === 'him') thirdPerson = true;
    if (SECOND_PERSON_ALL.has(w)) second = true;
    if (FIRST_PERSON_SINGULAR.has(w)) first = true;
    if (FUTURE.has(w) || OUGHT_CUES.has(w)) modal = true;
    if (WISH_CUES.has(w)) wish = true;
    if (NEGATIONS.has(w)) negated = true;
    if (CUE_HARM.has(w)) harm++;
    if (CUE_VIOLENT_VERBS.has(w)) violentVerbs++;
    else if (CUE_MOB.has(w)) mob++;
    if (CUE_WEAPONS.has(w)) weapons++;
    if (w === 'them' || w === 'him' || w === 'her' || w === 'people' || GROUPS.has(w) || PEOPLE_WORDS.has(w)) people++;
    if (CUE_SEXUAL_STRONG.has(w)) sexualStrong++;
    if (CUE_SEXUAL_WEAK.has(w)) sexualWeak++;
    if (CUE_SELF_HARM.has(w)) selfHarm++;
    if (INSULT_NOUNS.has(w) || INSULT_ADJECTIVES.has(w)) insults++;
    if (GROUPS.has(w)) groups++;
    if (DEHUMANISING.has(w)) dehumanising++;
  }
  // A clause that opens with a violent verb is an order: "Drag them out", "Storm the building".
  const imperative = sentence.some((t, i) => (i === 0 || sentence[i - 1].punct) && CUE_VIOLENT_VERBS.has(t.t));
  // Harm promised: "I/we/someone … will|should" or "you will|are going to", with harm words about.
  const promised = sentence.some(
    (t, i) =>
      (SPEAKERS.has(t.t) && sentence.slice(i + 1, i + 4).some((n) => FUTURE.has(n.t) || OUGHT_CUES.has(n.t))) ||
      (t.t === 'you' && sentence.slice(i + 1, i + 3).some((n) => FUTURE.has(n.t))),
  );
  if (second && promised && harm > 0 && !negated) evidence.add({ 'harassment/threatening': 0.3 }, Math.min(2, harm));
  // Violent verbs, weapons or mob violence with a call ("we", "let's", "should", an order) and people about.
  const violent = violentVerbs + weapons + mob;
  if ((imperative || modal || wish) && !negated && violent > 0 && people > 0)
    evidence.add({ violence: 0.35, 'harassment/threatening': second ? 0.2 : 0 }, Math.min(2, violent));
  // Sexual words about the reader ("you") or a woman or man spoken of ("her", "him").
  const aimedAt = second || thirdPerson;
  if (aimedAt && (sexualStrong > 0 || sexualWeak > 1)) evidence.add({ sexual: 0.22 }, Math.min(4, 2 * sexualStrong + sexualWeak));
  if (first && !second && selfHarm > 0) evidence.add({ 'self-harm/intent': 0.15, 'self-harm': 0.15 }, Math.min(3, selfHarm));
  if (second && selfHarm > 0 && (modal || imperative)) evidence.add({ 'self-harm': 0.2, harassment: 0.15 }, Math.min(2, selfHarm));
  if (second && insults > 0) evidence.add({ harassment: 0.3 }, Math.min(2, insults));
  if (groups > 0 && dehumanising > 0) evidence.add({ hate: 0.4 });
}

/**
 * Emotional charge: loudness (capitals, "!!!") and the vocabulary of outrage. Counts are read
 * against the length of the text, so one "terrible" in a long report does not make it charged.
 */
function measureCharge(text: string, tokens: readonly Token[], words: readonly string[], profanityCount: number): ToneExtras {
  const wordCount = Math.max(1, words.length);
  const sentences = Math.max(1, tokens.filter((t) => t.t === '.').length + (tokens.length && !tokens[tokens.length - 1].punct ? 1 : 0));
  const capsRatio = shoutedLetterRatio(text);
  let exclamations = 0;
  let doubled = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 33) {
      exclamations++;
      if (text.charCodeAt(i + 1) === 33 || text.charCodeAt(i + 1) === 63 || text.charCodeAt(i - 1) === 63) doubled++;
    }
  }
  const exclamationsPerSentence = exclamations / sentences;
  const intensifiers = words.filter((w) => INTENSIFIERS.has(w)).length;
  const loaded = words.filter((w) => LOADED.has(w) || INSULT_NOUNS.has(w)).length;
  // Short posts are judged by counts, long texts by density (per 30 words).
  const scale = Math.min(1, 30 / wordCount);

  const points =
    Math.min(1.6, capsRatio * 3.2) +
    Math.min(1.2, 0.5 * exclamationsPerSentence + (doubled > 0 ? 0.3 : 0)) +
    Math.min(1.6, 0.55 * loaded * scale) +
    Math.min(0.6, 0.2 * intensifiers * scale) +
    Math.min(0.8, 0.4 * profanityCount * scale);
  const intensity = 1 - Math.exp(-points / 2);

  return {
    intensity: round4(intensity),
    capsRatio: round4(capsRatio),
    exclamationsPerSentence: round4(exclamationsPerSentence),
    intensifierRate: round4(intensifiers / wordCount),
    loadedRate: round4(loaded / wordCount),
    profanityCount,
  };
}

const round4 = (n: number) => Number(n.toFixed(4));

const EMPHATIC = new Set([
  'now',
  'stop',
  'why',
  'again',
  'not',
  'this',
  'you',
  'they',
  'all',
  'wake',
  'truth',
  'lies',
  'never',
  'enough',
  'shame',
  'wrong',
  'done',
]);

const SHOUT_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Letters in shouted words over all letters. A run of capitalised words counts when it has two
 * words of 2+ letters and 6+ letters in all ("WAKE UP", "THIS IS A DISGRACE"); a lone word
 * counts from 6 letters ("UNBELIEVABLE"). So acronyms ("NATO said", "the US FDA") are not shouting.
 */
function shoutedLetterRatio(text: string): number {
  let shouted = 0;
  let total = 0;
  let run = { words: 0, letters: 0, loud: false };
  const closeRun = () => {
    if ((run.words >= 2 && run.letters >= 6) || (run.words === 1 && (run.letters >= 6 || run.loud))) shouted += run.letters;
    run = { words: 0, letters: 0, loud: false };
  };
  for (const [word] of text.matchAll(SHOUT_WORD)) {
    const letters = (word.match(/\p{L}/gu) ?? []).length;
    total += letters;
    const caps = letters > 0 && /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
    if (!caps) {
      closeRun();
    } else if (letters === 1) {
      // "A" and "I" neither start nor break a shouted run.
      if (run.words > 0) run.letters += 1;
    } else {
      run.words += 1;
      run.letters += letters;
      // A short word is shouted when it is a word of emphasis ("AGAIN", "LIES"), not an acronym.
      const lower = word.toLowerCase();
      if (letters >= 3 && (LOADED.has(lower) || INTENSIFIERS.has(lower) || EMPHATIC.has(lower))) run.loud = true;
    }
  }
  closeRun();
  return total === 0 ? 0 : shouted / total;
}
