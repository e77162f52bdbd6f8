import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClaimRelation } from '@factlens/common';
import { areAntonyms, areRivalNames, nameKindTable, synonymsOfWord, wordCosines } from './resources.js';
import { clauseOf } from './clauses.js';
import { sentenceCosine, sentenceVector } from './sentence.js';
import { AUXILIARIES, DECEIVED_BY, IS_FAKE, SAYS_FAKE, negationCount, stem, tokenize, type Token } from './tokens.js';

/**
 * Symmetric claim matching and the claim relation (docs/adr/0040-claim-relation.md).
 *
 * Each content word of the text is aligned to its most similar word of the reviewed claim and
 * vice versa (same stem = 1, else the cosine of their word vectors mapped onto 0..1, names and
 * numbers only by their own form). Each side's coverage is the IDF-weighted share of its words
 * that found a partner; the score is their geometric mean, so content left unmatched on EITHER
 * side lowers it ("Barack Obama was born in Hawaii" vs "'I finished' the controversy about where
 * Obama was born": Hawaii is unmatched on one side, finished/controversy on the other).
 *
 * A small logistic model (trained on the train split of api/data/eval by
 * `npm run train:matcher -w api`, weights in api/data/nlp/matcher-model.json) turns these alignment
 * features into the probability that both state the same claim, polarity aside: that probability
 * is the score. The relation is then read from explainable features: the score, names or numbers
 * that differ on both sides (a different claim), and polarity (negation cues on either side, and
 * aligned antonyms: the opposite claim).
 */

/** The features the same-claim model weighs, in its order. */
export const FEATURE_NAMES = [
  'coverText',
  'coverClaim',
  'geometric',
  'minCover',
  'exactText',
  'exactClaim',
  'sentenceCosine',
  'nameConflict',
  'unmatchedNamesText',
  'unmatchedNamesClaim',
  'numberConflict',
  'lengthRatio',
  'predicateText',
  'predicateClaim',
  'predicateMin',
  'unmatchedMaxText',
  'unmatchedMaxClaim',
  'substitution',
  'coverTimesCosine',
  'predicateTimesCosine',
  'rareCoverText',
  'rareCoverClaim',
  'rareCoverMin',
  'contentSubstitution',
  'centredCoverText',
  'centredCoverClaim',
  'centredGeometric',
  'centredPredicateMin',
  'centredRareCoverMin',
] as const;
export type MatchFeatures = Record<(typeof FEATURE_NAMES)[number], number>;

export interface MatcherModel {
  /** One weight per FEATURE_NAMES entry, then the bias. */
  weights: number[];
  bias: number;
  /** Probability at and above which a review states the same claim (chosen on the train split). */
  threshold: number;
}

export const MATCHER_MODEL_FILE = fileURLToPath(new URL('../../data/nlp/matcher-model.json', import.meta.url));
let model: MatcherModel | null | undefined;

/** The trained model, or null when none is shipped (the score is then the geometric mean of the coverages). */
export function matcherModel(): MatcherModel | null {
  if (model === undefined) {
    try {
      model = JSON.parse(fs.readFileSync(MATCHER_MODEL_FILE, 'utf8')) as MatcherModel;
      MATCH_PARAMS.sameClaim = model.threshold;
    } catch {
      model = null;
    }
  }
  return model;
}

/** Use this model (or none) from now on: for training and tests. */
export function setMatcherModel(m: MatcherModel | null): void {
  model = m;
  if (m) MATCH_PARAMS.sameClaim = m.threshold;
}

export function sameClaimProbability(f: MatchFeatures, m: MatcherModel | null = matcherModel()): number {
  if (!m) return f.geometric;
  let z = m.bias;
  FEATURE_NAMES.forEach((name, i) => (z += m.weights[i] * f[name]));
  return 1 / (1 + Math.exp(-z));
}

/** Corpus statistics the matcher weighs words with (the claim index supplies them). */
export interface Lexicon {
  /** Inverse document frequency of a stem; unknown stems weigh like a rare word. */
  idf(stem: string): number;
  /** Share of the corpus's non-initial uses of this word that are capitalised (a name), or null when too rare to say. */
  nameRate(word: string): number | null;
}

/** A lexicon without corpus statistics: every word weighs 1, names only from capitals. */
export const FLAT_LEXICON: Lexicon = { idf: () => 1, nameRate: () => null };

/** Thresholds, tuned on the train split of api/data/eval (docs/claim-index.md). */
export const MATCH_PARAMS = {
  /**
   * Relatives named on one side only, when both sides name one, are two people (see otherRelatives;
   * docs/adr/0152-relatives-full-names-and-short-years.md; 0: off).
   */
  kin: 1,
  /**
   * Read two-word names left without a partner on both sides as a clash (see unmatchedFullNames;
   * docs/adr/0152-relatives-full-names-and-short-years.md): the least corpus name rate of a word written in lower case (1: off).
   */
  fullNames: 0.3,
  /** Cosines at or below this count as no similarity; at or above `cosFull`, as the same word. */
  cosZero: 0.4,
  cosFull: 0.75,
  /** A swapped name (see swappedName; docs/adr/0117-names-in-name-dense-sentences.md) needs a corpus name rate at least this (1: the rule is off). */
  swappedNameRate: 0.3,
  /** Read reported speech (see unnamedSpeaker; docs/adr/0119-attributed-claims.md): the least corpus name rate of a lower-case speaker's words (0: not read). */
  attribution: 0.3,
  /** A word is a name when the corpus capitalises it at least this share of the times it shows capitals. */
  nameRate: 0.6,
  /** Names and numbers align only when their vectors are this close (or by stem). */
  nameCos: 0.8,
  /** A word counts as matched (for the name-conflict rule) at this alignment. */
  matched: 0.6,
  /** Below this score the review is about a different claim. */
  sameClaim: 0.6,
  /** Alignment of two WordNet synonyms (0: synonyms are not read). */
  synonym: 0.85,
  /** Read a comparison turned around as the opposite claim (see swappedComparison; 0: not read). */
  swappedComparison: 1,
  /** Alignment of an acronym with the words it abbreviates (0: not read). */
  acronym: 0.95,
  /**
   * A review that matches this well and stands out from every other review found by at least
   * `distinctMargin` is about the same claim even under `sameClaim` (docs/adr/0111-distinct-match.md):
   * a reworded claim matches its own review far better than its neighbours; a different claim about
   * the same person or event matches several of them about as well.
   */
  distinctScore: 0.45,
  distinctMargin: 0.18,
  /**
   * A distinct match must also say much the same about its names: the lower of the two sides'
   * coverage of their words that are not names (`predicateMin`) at least this (0: not read;
   * docs/adr/0113-rare-word-coverage.md). A different claim about the one review of a person or
   * place shares the names and little else ("The Great Barrier Reef lies off Queensland" / "… is dead").
   */
  distinctPredicate: 0.4,
  /**
   * A same-claim match under `crowdBelow` with a review of another rating within `crowdMargin` of it
   * is a different claim (0: off): the text sits between two reviewed claims (docs/adr/0111-distinct-match.md).
   */
  crowdMargin: 0.1,
  crowdBelow: 0.95,
  /** Read a year the text reports something done in, later than the review's date, as another claim (see laterYears; 0: off). */
  afterReview: 1,
  /** How far (relative) a figure of one significant digit may be from the precise one it rounds (0.05: as any other). */
  roughRounding: 0.1,
  /** Read "last" against "not … since" on the other side as the same statement (0: not read). */
  lastSince: 1,
  /** Opposed particles after verbs that do not align are no antonyms (see looseParticles; 0: they are). */
  particles: 1,
  /** Read two different first names before one surname as two people (see rivalForenames; 0: not read). */
  rivalForenames: 1,
  /** A first name before a shared surname never clashes (see forename; 0: it does). */
  forenames: 1,
  /** Names clash only with names and numbers only with numbers (0: any unmatched name or number on each side clashes). */
  conflictKinds: 1,
  /** Read words that negate by themselves ("refuse", "end") against a negation cue on the other side (0: not read). */
  implicitNegation: 1,
  /** Read "-less" words ("homeless") as a negation cue's restatement (0: not read; docs/adr/0114-privative-words.md). */
  privative: 1,
  /** How many of a side's rarest words (highest IDF) the rare-word coverage features read. */
  rareWords: 3,
  /**
   * A side whose predicate (its words from the main verb on) the other side covers less than this
   * states something the other does not: a different claim (docs/adr/0127-subject-and-predicate.md; 0: off).
   */
  predicateCover: 0.3,
  /**
   * The predicate's coverage gives a predicate word no partner that a word of its own side's subject matches
   * exactly: "The Earth orbits the Sun." / "The Earth is not warming." share "Earth", and "orbits" may not
   * lean on it (docs/adr/0160-subject-partners-are-taken.md; 0: any partner counts).
   */
  predicateExclusive: 1,
  /**
   * The predicate rule reads a claim about a picture ("A photograph shows …") after its frame, what the picture is
   * said to show (docs/adr/0163-predicates-read-closer.md; 0: the frame's verb is the main verb).
   */
  pictureClause: 1,
  /**
   * A negation cue after an auxiliary with its verb left out ("… but businesses can't") negates the words before it
   * (docs/adr/0162-negation-said-other-ways.md; 0: not read).
   */
  ellipsis: 1,
  /** "Zero" before a noun is a negation cue as well as a figure (docs/adr/0162-negation-said-other-ways.md; 0: not read). */
  zeroCue: 1,
  /** Read "… was faked" on one side against "fake", "staged", "hoax" on the other as one statement (0: not read). */
  fakery: 1,
  /**
   * A subject that is someone's relative or associate ("Nancy Pelosi's son was arrested") the other side
   * never mentions makes another claim ("Nancy Pelosi was arrested"; docs/adr/0137-possessive-subjects.md; 0: off).
   */
  possessed: 1,
  /**
   * Read a swapped subject (see swappedSubject; docs/adr/0128-swapped-subject.md): the least corpus name rate of
   * a subject's word written in lower case for it to count as a name (1: the rule is off).
   */
  subjectName: 0.3,
  /**
   * A reviewed claim whose subject is a name of at least this many words, all of them names, that the
   * text never mentions is another claim (docs/adr/0130-absent-subject.md; 0: off). Two: a person's full
   * name ("Barack Obama"), not one word that also names a group or a place ("Americans", "Texas").
   */
  absentSubjectNames: 2,
  /**
   * The centred-vector features (docs/adr/0131-centred-word-vectors.md): the alignment read again with
   * centred word vectors, their cosine mapped from `centredZero` → 0 to `centredFull` → 1, names aligned
   * from `centredNameCos`. 0 makes those features 0 (for experiments: the shipped model weighs them).
   */
  centredFeatures: 1,
  centredZero: 0.3,
  centredFull: 0.7,
  centredNameCos: 0.7,
  /**
   * A text about the reader's own life ("Our team meeting moved to Thursday.") makes another claim than a
   * review that speaks of no one in the first person (see personalSubject; docs/adr/0144-personal-texts.md; 0: off).
   * 2: also when what "our" owns has no partner in the claim, whatever country or people the claim names
   * ("Our landlord is raising the rent" / "State employees … get a pay raise"; docs/adr/0150-rival-names.md).
   * 3: also what "my" owns, and either even when the claim speaks in the first person ("My sister just started
   * her first job" / "… we have more businesses dying than we do starting"; docs/adr/0152-relatives-full-names-and-short-years.md).
   */
  personal: 3,
  /**
   * Two proper names of one kind that the vectors put close ("Obama" / "Clinton", "Texas" / "Florida")
   * never align (see rivalNames; docs/adr/0150-rival-names.md): 2 whenever WordNet writes both as
   * names, 1 only when either is also a name to the lexicon; 0: off.
   */
  rivalNames: 2,
  /**
   * A side that opens with a frame ("When …, ", "Under …, ") is a different claim when the other covers less
   * than this of what follows the frame (see unstatedMain; docs/adr/0151-framed-claims.md; 0: off).
   */
  frameCover: 0.5,
  /** Rival names without a partner on both sides are a name conflict (see unmatchedRivals; 0: off). */
  rivalConflict: 1,
  /**
   * A reviewed claim about its unnamed claimant ("Says he did not vote for Nancy Pelosi …") is another claim than a
   * text whose subject is a name the claim holds after its verb (see claimantSubject; 0: not read;
   * docs/adr/0153-claimant-subjects-and-death-wishes.md).
   */
  claimant: 1,
  /**
   * A text that says what its subject is ("Sadiq Khan is the mayor of London") is another claim than a review
   * that leaves that noun without a partner or writes it as a title (see unstatedComplement; 0: off).
   */
  complement: 1,
  /**
   * A text whose predicate (this many content words at least) the reviewed claim states in full is part of that
   * claim: the claim's other words do not make it a different one (see containedPredicate; 0: off).
   */
  containedPredicate: 2,
  /**
   * A reviewed claim whose subject the text leaves out while the text's own subject stands in the claim's predicate
   * ("A Houston mall was flooded" / "A navy destroyer crashed into a building in downtown houston after hurricane
   * harvey flooded the city") says something of another subject: a different claim. A subject's word counts as
   * left out when its partner aligns under this (see displacedSubject; docs/adr/0158-displaced-subjects.md; 0: off).
   */
  displacedSubject: 0.45,
  /**
   * A reviewed claim about a view someone holds is another claim than the view stated alone (see heldView;
   * docs/adr/0166-views-someone-holds.md; 0: off).
   */
  heldView: 1,
  /**
   * A text that only calls its subject fake is another claim than a review that only mentions it (see fakedSubject;
   * docs/adr/0167-things-called-fake.md; 0: off).
   */
  fakedSubject: 1,
  /**
   * A story of the reader's own life in several sentences is matched whole, not sentence by sentence (see
   * personalStory; docs/adr/0168-stories-and-reported-claims.md; 0: off).
   */
  personalStory: 1,
  /** A text of one content word is another claim than a review of several (docs/adr/0171-one-word-is-no-claim.md; 0: off). */
  oneWord: 1,
  /** A greeting that speaks to or of someone the reader knows is a message, not a claim (docs/adr/0172-greetings.md; 0: off). */
  greetings: 1,
  /**
   * A text that covers less than this of what a reviewed claim states before a trailing "while …" or "when …" states
   * the setting, not the claim (see unstatedBeforeSetting; docs/adr/0169-trailing-settings.md; 0: off).
   */
  trailingCover: 0.5,
};

export interface ClaimMatch {
  /** 0..1: how likely the two state the same claim (polarity aside); symmetric in spirit. */
  score: number;
  features: MatchFeatures;
  /** IDF-weighted share of the text's content covered by the claim, and of the claim's by the text. */
  coverText: number;
  coverClaim: number;
  relation: ClaimRelation;
  /** 0..1. */
  confidence: number;
  /** Polarity: negation cues on each side (any = negated) and aligned antonym pairs (each flips). */
  negations: { text: number; claim: number };
  /** Whether the polarity differs (negation on one side only, or aligned antonyms): the relation when it is the same claim. */
  flipped: boolean;
  antonyms: string[];
  /**
   * Names or numbers present on one side only, when both sides have one (e.g. Hawaii / Kenya); else
   * the text's dates and quantities when the claim states none (1953 / no date).
   */
  conflicts: string[];
}

interface Side {
  /** Whether a phrase wraps the statement in a negation of its own (DECEIVED_BY): it cancels a negation inside. */
  wrapped: boolean;
  tokens: Token[];
  content: Token[];
  negations: number;
}

function side(text: string): Side {
  const tokens = tokenize(text);
  const seen = new Set<string>();
  const content: Token[] = [];
  for (const t of tokens) {
    if (t.stop || t.negation || seen.has(t.stem)) continue;
    seen.add(t.stem);
    content.push(t);
  }
  return { tokens, content, negations: negationCount(tokens, text), wrapped: DECEIVED_BY.test(text) };
}

function isName(t: Token, lex: Lexicon): boolean {
  if (t.number) return true;
  const rate = lex.nameRate(t.word);
  return rate === null ? t.capitalised : rate >= MATCH_PARAMS.nameRate;
}

/** Forms to try against WordNet's base forms ("highest" → "high", "increased" → "increase"). */
const bases = (t: Token) => [
  ...new Set([
    t.word,
    t.stem,
    `${t.stem}e`,
    `${t.stem}y`,
    stem(t.word.replace(/ed$|ing$/, '')),
    t.word.replace(/(?:est|er)$/, ''),
    t.word.replace(/(\w)\1?(?:est|er)$/, '$1'),
  ]),
];

/** Every pair of a word of `up` with a word of `down`, both ways round ("more|less", "less|more"). */
function crossed(up: readonly string[], down: readonly string[]): string[] {
  return up.flatMap((u) => down.flatMap((d) => [`${u}|${d}`, `${d}|${u}`]));
}

/**
 * Opposites that decide claims and that WordNet lists under other forms or not at all (comparatives,
 * quantities, stances); checked besides WordNet's antonym pairs.
 */
// prettier-ignore
const CLAIM_ANTONYMS = new Set([
  'more|less', 'more|fewer', 'fewer|more', 'less|more', 'most|least', 'least|most', 'many|few', 'few|many', 'most|few', 'few|most', 'support|oppose', 'oppose|support',
  'for|against', 'against|for', 'allow|ban', 'ban|allow', 'legal|illegal', 'illegal|legal', 'win|lose', 'lose|win', 'won|lost', 'lost|won',
  'alive|dead', 'dead|alive', 'alive|death', 'death|alive', 'cheaper|costlier', 'safe|dangerous', 'dangerous|safe', 'save|cost', 'cost|save',
  'saved|cost', 'cost|saved', 'higher|lower', 'lower|higher', 'highest|lowest', 'lowest|highest', 'up|down', 'down|up', 'rise|fall', 'fall|rise',
  'rose|fell', 'fell|rose', 'gain|loss', 'loss|gain', 'shorter|longer', 'longer|shorter', 'increase|cut', 'cut|increase', 'raise|cut', 'cut|raise',
  // Comparatives and superlatives of amount and size oppose across words, not only in their own pairs
  // ("higher than" / "less … than"; docs/adr/0141-comparatives-and-quoted-speakers.md).
  ...crossed(['more', 'higher', 'greater', 'larger', 'bigger'], ['less', 'fewer', 'lower', 'smaller']),
  ...crossed(['most', 'highest', 'greatest', 'largest', 'biggest'], ['least', 'fewest', 'lowest', 'smallest']),
]);

function antonymous(a: Token, b: Token): boolean {
  if (CLAIM_ANTONYMS.has(`${a.word}|${b.word}`)) return true;
  for (const x of bases(a)) for (const y of bases(b)) if (x !== y && (areAntonyms(x, y) || CLAIM_ANTONYMS.has(`${x}|${y}`))) return true;
  return false;
}

/** Particles of phrasal verbs: their opposition is the verbs' ("prices went up" / "went down"), not their own. */
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'in', 'on']);

/**
 * Two opposed particles after verbs that do not align ("brought down Building 7" / "blowing up Building
 * 7": both destroy it) say nothing about polarity; after the same verb ("turned up" / "turned down") they
 * do. Off with `MATCH_PARAMS.particles` 0.
 */
function looseParticles(t: Token, u: Token, a: Side, b: Side, sims: number[][]): boolean {
  if (!MATCH_PARAMS.particles || !PARTICLES.has(t.word) || !PARTICLES.has(u.word)) return false;
  const verbA = a.tokens[t.index - 1];
  const verbB = b.tokens[u.index - 1];
  // After a copula or auxiliary the particle is the predicate ("crime was up" / "crime is down"): opposed.
  if (!verbA || !verbB || verbA.stop || verbB.stop || verbA.stem === verbB.stem) return false;
  const i = a.content.indexOf(verbA);
  const j = b.content.indexOf(verbB);
  return i < 0 || j < 0 || sims[i][j] < MATCH_PARAMS.matched;
}

/** Length of the common prefix of two words. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * Forms of one word that the light stem keeps apart ("vaccinated"/"vaccine", "hospitalized"/"hospital",
 * "Karolyis"/"Karolyi", "Texans"/"Texas"): a shared beginning of at least five letters (four for a
 * name) that is most of the shorter word; and an abbreviation written in capitals whose letters
 * open and run through the longer word ("TX"/"Texas").
 */
function sameWordFamily(a: Token, b: Token, names: boolean): boolean {
  const [s, l] = a.word.length <= b.word.length ? [a, b] : [b, a];
  const p = commonPrefix(s.word, l.word);
  if (p >= 5 && p >= 0.75 * s.word.length) return true;
  if (p >= 4 && p >= s.word.length - 1 && (s.capitalised || l.capitalised || names)) return true;
  if (s.raw.length >= 2 && s.raw.length <= 3 && /^\p{Lu}+$/u.test(s.raw) && l.word.length > s.word.length && l.word[0] === s.word[0]) {
    let j = 0;
    for (const ch of l.word) if (ch === s.word[j]) j++;
    return j === s.word.length;
  }
  return false;
}

/** Significant digits of a number ("49000" → 2, "48700" → 3, "8.9" → 2). */
const significant = (w: string) => w.replace(/^0+|\./g, '').replace(/0+$/, '').length;

/**
 * A rounded number and a precise one that it rounds ("nearly $49K" / "$48,700", "nine percent" /
 * "8.9 percent"): within 5%, the rounder one has fewer significant digits. Years never round.
 */
function roundsTo(a: Token, b: Token): boolean {
  const x = Number(a.word);
  const y = Number(b.word);
  if (!Number.isFinite(x) || !Number.isFinite(y) || x <= 0 || y <= 0) return false;
  const year = (v: number, w: string) => /^\d{4}s?$/.test(w) && v >= 1000 && v <= 2100;
  if (year(x, a.word) || year(y, b.word)) return false;
  const fewest = Math.min(significant(a.word), significant(b.word));
  // A round figure of one significant digit is an estimate ("nearly half" / "47 percent", "some 30 million" / "27.5 million").
  const tolerance = fewest === 1 ? MATCH_PARAMS.roughRounding : 0.05;
  if (Math.abs(x - y) / Math.max(x, y) > tolerance) return false;
  return significant(a.word) !== significant(b.word) && fewest <= 3;
}

/** A year in a decade or century ("1975" / "1970s", "1789" / "1700s"): the broader one holds the other. */
function within(year: Token, span: Token): boolean {
  if (!/^\d{4}$/.test(year.word)) return false;
  // "1900s" reads as the century, the broader reading.
  const m = /^(\d{2})00s$/.exec(span.word) ?? /^(\d{3})0s$/.exec(span.word);
  return m !== null && year.word.startsWith(m[1]);
}

const baseCache = new Map<string, string[]>();
const synonymCache = new Map<string, Set<string>>();

/** bases() of a word, memoised. */
function basesOf(t: Token): string[] {
  let hit = baseCache.get(t.word);
  if (!hit) {
    hit = bases(t);
    if (baseCache.size > 200_000) baseCache.clear();
    baseCache.set(t.word, hit);
  }
  return hit;
}

/** The WordNet synonyms of any base form of a word, memoised. */
function synonymsOf(t: Token): Set<string> {
  let hit = synonymCache.get(t.word);
  if (!hit) {
    hit = new Set(basesOf(t).flatMap((x) => synonymsOfWord(x)));
    if (synonymCache.size > 200_000) synonymCache.clear();
    synonymCache.set(t.word, hit);
  }
  return hit;
}

const nameBaseCache = new Map<string, string[]>();

/** The base forms of a word that are proper names in nameKindTable ("republicans" → "republican"), memoised. */
function nameBases(t: Token): string[] {
  let hit = nameBaseCache.get(t.word);
  if (!hit) {
    const table = nameKindTable();
    hit = basesOf(t).filter((x) => table.has(x));
    if (nameBaseCache.size > 200_000) nameBaseCache.clear();
    nameBaseCache.set(t.word, hit);
  }
  return hit;
}

/** Rival proper names (areRivalNames), tried on the base forms of both words ("Republicans" / "Democrat"). */
function rivalNames(a: Token, b: Token): boolean {
  const xs = nameBases(a);
  if (!xs.length) return false;
  const ys = nameBases(b);
  if (!ys.length || !xs.some((x) => ys.some((y) => areRivalNames(x, y)))) return false;
  // Two forms of one word are no rivals; words that are also opposites ("black" / "white") stay alignable: the antonym rule reads them.
  return !basesOf(a).some((x) => basesOf(b).includes(x)) && !antonymous(a, b);
}

/** Words for relatives and partners, each with the one relation it names. */
// prettier-ignore
const KIN = new Map<string, string>([
  ...['son', 'stepson', 'daughter', 'stepdaughter', 'wife', 'husband', 'mother', 'stepmother', 'father', 'stepfather', 'brother',
    'sister', 'grandson', 'granddaughter', 'grandmother', 'grandfather', 'nephew', 'niece', 'uncle', 'aunt', 'cousin',
    'girlfriend', 'boyfriend', 'fiance'].map((w): [string, string] => [w, w]),
  ['mom', 'mother'], ['mum', 'mother'], ['dad', 'father'], ['grandma', 'grandmother'], ['grandpa', 'grandfather'], ['fiancee', 'fiance'],
]);

/**
 * The relative each content word of a side names ("sons" → "son", "mom" → "mother"), else null; an in-law
 * ("father-in-law") is left out: it is someone else's relative, which the other side may spell out.
 */
function kinOf(s: Side): Array<string | null> {
  return s.content.map((t) => {
    const next = s.tokens[t.index + 1]?.word;
    if (next === 'in' && s.tokens[t.index + 2]?.word === 'law') return null;
    return (
      basesOf(t)
        .map((w) => KIN.get(w) ?? null)
        .find(Boolean) ?? null
    );
  });
}

/**
 * Relatives each side names that the other does not, when both name one ("Nancy Pelosi's husband was
 * arrested" / "Nancy Pelosi's son was arrested"): two people, whatever else the sides share. [] otherwise.
 */
function otherRelatives(a: Side, b: Side): string[] {
  const ka = kinOf(a);
  const kb = kinOf(b);
  const x = a.content.filter((_, i) => ka[i] && !kb.includes(ka[i]));
  const y = b.content.filter((_, j) => kb[j] && !ka.includes(kb[j]));
  return x.length && y.length ? [...x, ...y].map((t) => t.raw) : [];
}

/** WordNet synonyms, tried on the base forms of both words ("sported"/"wore" via "sport"/"wear"). */
function synonymous(a: Token, b: Token): boolean {
  const syn = synonymsOf(a);
  if (!syn.size) return false;
  for (const y of basesOf(b)) if (syn.has(y)) return true;
  return false;
}

/** Alignment of two words by their form (same stem, rounded number, word family), or null when only meaning can tell. */
function formSimilarity(a: Token, b: Token, names: [boolean, boolean]): number | null {
  if (a.stem === b.stem) return 1;
  if (a.number || b.number) return a.number && b.number && (roundsTo(a, b) || within(a, b) || within(b, a)) ? 0.9 : 0;
  if (sameWordFamily(a, b, names[0] || names[1])) return 0.9;
  return null;
}

/** A cosine mapped from `zero` → 0 to `full` → 1; a name aligns only at `nameCos` or more. */
export function fromCosine(cos: number | null, name: boolean, zero: number, full: number, nameCos: number): number {
  if (cos === null || (name && cos < nameCos)) return 0;
  return cos <= zero ? 0 : Math.min(1, (cos - zero) / (full - zero));
}

/**
 * How alike two words are, 0..1: by form, then WordNet synonymy, then the cosine of their word vectors.
 * Two readings in one pass: the plain vectors, and (when `centred`) the centred ones of
 * docs/adr/0131-centred-word-vectors.md, each with its own mapping; NaN for the centred one otherwise.
 */
function similarities(a: Token, b: Token, names: [boolean, boolean], centred: boolean): [number, number] {
  const form = formSimilarity(a, b, names);
  if (form !== null) return [form, form];
  const name = names[0] || names[1];
  if ((MATCH_PARAMS.rivalNames === 2 || (MATCH_PARAMS.rivalNames === 1 && name)) && rivalNames(a, b)) return [0, centred ? 0 : NaN];
  const cos = wordCosines(a.word, b.word, centred);
  const { cosZero, cosFull, nameCos, centredZero, centredFull, centredNameCos, synonym } = MATCH_PARAMS;
  const plain = fromCosine(cos?.[0] ?? null, name, cosZero, cosFull, nameCos);
  const other = centred ? fromCosine(cos?.[1] ?? null, name, centredZero, centredFull, centredNameCos) : NaN;
  // Synonyms align at `synonym` at least, never names; looked up only when a reading is under it.
  if (!name && synonym > 0 && (plain < synonym || other < synonym) && synonymous(a, b))
    return [Math.max(synonym, plain), centred ? Math.max(synonym, other) : NaN];
  return [plain, other];
}

/**
 * Acronyms written in capitals ("DNC", "ACA", "SOTU", "WWII"): the words of the other side whose
 * initials spell it, in a row (function words may count or be skipped: "State Of The Union",
 * "Democratic National Convention"). Returns the positions in `content` of those words.
 */
function acronymRun(acronym: Token, other: Side): number[] | null {
  if (!/^\p{Lu}{2,5}$/u.test(acronym.raw.replace(/I+$/, '')) || acronym.raw.length > 6) return null;
  const letters = acronym.word.replace(/i+$/, (m) => (acronym.raw.endsWith('II') ? '' : m));
  const toks = other.tokens.filter((t) => !t.number);
  for (let start = 0; start < toks.length; start++) {
    for (const skipStop of [false, true]) {
      let k = 0;
      const run: Token[] = [];
      for (let j = start; j < toks.length && k < letters.length; j++) {
        const t = toks[j];
        if (skipStop && t.stop && run.length) continue;
        if (t.word[0] !== letters[k]) break;
        run.push(t);
        k++;
      }
      if (k === letters.length && run.length >= 2 && !run[0].stop) {
        const at = run
          .filter((t) => !t.stop)
          .map((t) => other.content.findIndex((c) => c.stem === t.stem))
          .filter((i) => i >= 0);
        if (at.length) return at;
      }
    }
  }
  return null;
}

/**
 * Whether one name is a clipping of the other ("Dems" / "Democrats", "Calif" / "California", "Fed" /
 * "Federal"): the shorter, a plural "s" aside, at least 3 letters and starting the longer, which is at
 * least 3 letters longer ("Ken" / "Kenya" is not a clipping).
 */
function clipped(a: string, b: string): boolean {
  const long = a.length <= b.length ? b : a;
  let short = a.length <= b.length ? a : b;
  if (short.length >= 4 && short.endsWith('s')) short = short.slice(0, -1);
  return short.length >= 3 && long.length >= short.length + 3 && long.startsWith(short);
}

interface Alignment {
  cover: number;
  /** Weighted share matched by the same stem. */
  exact: number;
  /** Coverage of the words that are not names. */
  predicate: number;
  /** IDF of the rarest unmatched word. */
  unmatchedMax: number;
  /** Coverage of the side's rarest words (the RARE_WORDS highest IDF): what the claim is about and says. */
  rareCover: number;
  /** Weighted share of the words that are not names left without a partner. */
  unmatchedPredicate: number;
  total: number;
  best: Array<{ sim: number; partner: Token | null; w: number }>;
  /** The best similarity of word `i` among the other side's words but `skip`. */
  without: (i: number, skip: ReadonlySet<Token>) => number;
}

function align(from: Token[], to: Token[], sims: number[][], transpose: boolean, lex: Lexicon, names: boolean[]): Alignment {
  let total = 0;
  let covered = 0;
  let exact = 0;
  let predTotal = 0;
  let predCovered = 0;
  const best = from.map((t, i) => {
    let sim = 0;
    let partner: Token | null = null;
    to.forEach((u, j) => {
      const s = transpose ? sims[j][i] : sims[i][j];
      if (s > sim) {
        sim = s;
        partner = u;
      }
    });
    const w = weight(t, lex);
    total += w;
    covered += w * sim;
    if ((partner as Token | null)?.stem === t.stem) exact += w;
    if (!names[i]) {
      predTotal += w;
      predCovered += w * sim;
    }
    return { sim, partner, w };
  });
  const without = (i: number, skip: ReadonlySet<Token>) =>
    to.reduce((m, u, j) => (skip.has(u) ? m : Math.max(m, transpose ? sims[j][i] : sims[i][j])), 0);
  // The rarest word left without a partner (0..1 of the largest IDF): a substituted detail.
  const unmatchedMax = best.reduce((m, b, i) => (b.sim < MATCH_PARAMS.matched ? Math.max(m, weight(from[i], lex)) : m), 0);
  const rare = best
    .map((b, i) => ({ ...b, i }))
    .sort((x, y) => y.w - x.w || x.i - y.i)
    .slice(0, MATCH_PARAMS.rareWords);
  const rareTotal = rare.reduce((x, b) => x + b.w, 0);
  const unmatchedPred = best.reduce((x, b, i) => (!names[i] && b.sim < MATCH_PARAMS.matched ? x + b.w : x), 0);
  return {
    unmatchedMax,
    rareCover: rareTotal > 0 ? rare.reduce((x, b) => x + b.w * b.sim, 0) / rareTotal : 0,
    unmatchedPredicate: total > 0 ? unmatchedPred / total : 0,
    cover: total > 0 ? covered / total : 0,
    exact: total > 0 ? exact / total : 0,
    // What is said about the names (the words that are not names): a near miss shares the names only.
    predicate: predTotal > 0 ? predCovered / predTotal : total > 0 ? covered / total : 0,
    total,
    best,
    without,
  };
}

/**
 * The predicate of a side (its content words from the main verb on, docs/adr/0127-subject-and-predicate.md)
 * when the other side covers less than `MATCH_PARAMS.predicateCover` of it (IDF-weighted): its words
 * without a partner. Null when the side has no main verb or no content word in its predicate, or
 * when the other side covers enough of it. "Ted Cruz was born in Canada." says nothing of "Canadian-born
 * Ted Cruz has had a double passport."'s "double passport".
 */
function unstatedPredicate(s: Side, al: Alignment, raw: string, lex: Lexicon): string[] | null {
  // A picture's claim is what it shows: "A photograph shows a hermit crab using a human skull as a shell" says
  // of the crab that it uses a skull, and "shows" is no part of that predicate (docs/adr/0163-predicates-read-closer.md).
  const picture = MATCH_PARAMS.pictureClause ? PICTURE_FRAME.exec(raw) : null;
  const clause = clauseOf(picture ? raw.slice(picture[0].length) : raw);
  if (!clause) return null;
  // The other side's words the subject's own words match exactly are theirs: no partner for the predicate.
  const owned = new Set<Token>();
  if (MATCH_PARAMS.predicateExclusive)
    s.content.forEach((t, i) => {
      const p = al.best[i];
      if (p.partner && p.sim >= 0.95 && clause.subject.has(t.word) && !clause.predicate.has(t.word)) owned.add(p.partner);
    });
  return uncovered(s, al, lex, MATCH_PARAMS.predicateCover, (t) => clause.predicate.has(t.word), owned);
}

/**
 * A text whose predicate the reviewed claim states in full, in its own predicate, with more besides (at least
 * `MATCH_PARAMS.containedPredicate` content words, each with a partner there): "George Soros was a Nazi
 * collaborator." states part of "During world war ii, george soros was a member of the ss (a nazi paramilitary
 * organization) or a nazi collaborator who helped confiscate property from jews." The claim's extra words do not
 * make it another claim (docs/adr/0156-partial-claims.md; 0: not read).
 */
function containedPredicate(a: Side, b: Side, fwd: Alignment, text: string, claim: string): boolean {
  const min = MATCH_PARAMS.containedPredicate;
  if (!min) return false;
  const ours = clauseOf(text);
  // A claim that opens with a frame ("When Mitt Romney was governor, …") states what follows its comma: the
  // frame restated is not part of that claim (docs/adr/0151-framed-claims.md).
  const theirs = clauseOf(frameOf(b, claim)?.claim ?? claim);
  if (!ours || !theirs) return false;
  const words = a.content.map((t, i) => ({ t, p: fwd.best[i] })).filter(({ t }) => ours.predicate.has(t.word));
  return words.length >= min && words.every(({ p }) => p.sim >= MATCH_PARAMS.matched && p.partner && theirs.predicate.has(p.partner.word));
}

const NO_TOKENS: ReadonlySet<Token> = new Set();

/** Words for a picture, singular: a claim's frame ("A photograph shows …") and a picture as a subject. */
const PICTURE_WORDS = 'photo|photograph|picture|image|video|footage|clip';

/**
 * The frame of a claim about a picture, up to its verb: "A photograph shows ", "Says a viral video clip depicts ",
 * "Images purportedly show ".
 */
const PICTURE_FRAME = new RegExp(
  `^\\s*(?:says\\s+)?(?:(?:an?|the|this|that)\\s+)?(?:[\\w-]+\\s+){0,2}?(?:${PICTURE_WORDS})s?\\s+(?:[\\w-]+\\s+){0,3}?(?:shows?|depicts?|captures?|reveals?|documents?)\\s+`,
  'i',
);

/**
 * The words of a side that `keep` selects and that have no partner, when the other side covers less than
 * `cut` of them (IDF-weighted, a partial partner counted in part); else null (also when none is selected).
 */
function uncovered(
  s: Side,
  al: Alignment,
  lex: Lexicon,
  cut: number,
  keep: (t: Token) => boolean,
  owned: ReadonlySet<Token> = NO_TOKENS,
): string[] | null {
  let covered = 0;
  let total = 0;
  const missing: string[] = [];
  s.content.forEach((t, i) => {
    if (!keep(t)) return;
    const w = weight(t, lex);
    const p = al.best[i];
    const sim = p.partner && owned.has(p.partner) && p.partner.stem !== t.stem ? al.without(i, owned) : p.sim;
    covered += w * sim;
    total += w;
    if (sim < MATCH_PARAMS.matched) missing.push(t.raw);
  });
  return total > 0 && covered / total < cut ? missing : null;
}

/** Words that open a frame for the claim that follows the comma ("When Mitt Romney was governor, Massachusetts …"). */
const FRAME_OPENERS = new Set(['when', 'while', 'under', 'during', 'since', 'after', 'before']);

/**
 * A side that opens with a frame ("When …, ", "Under …, ", after "Says" if any): the text after the frame's comma,
 * where the claim it frames is stated, and the index of that claim's first word (the first after a mark, within 16
 * words of the opening one; null when there is none). Null when the side opens otherwise.
 */
function frameOf(s: Side, raw: string): { main: number | null; claim: string } | null {
  const open = s.tokens[0]?.word === 'says' ? 1 : 0;
  const comma = raw.indexOf(',');
  if (!FRAME_OPENERS.has(s.tokens[open]?.word ?? '') || comma < 0) return null;
  const main = s.tokens.find((t) => t.index > open + 1 && t.index <= open + 16 && t.afterMark);
  return { main: main?.index ?? null, claim: raw.slice(comma + 1) };
}

/**
 * A side that opens with a frame ("When Mitt Romney was governor, Massachusetts had more debt per person
 * than any other state"; "Under Scott Walker, …") states its claim after the comma: the frame is what it
 * takes as given. When the other side covers less than `MATCH_PARAMS.frameCover` of what that claim says
 * of its subject (its predicate, IDF-weighted), it states the frame, not the claim: the words of that
 * predicate without a partner. Else null.
 */
function unstatedMain(s: Side, al: Alignment, raw: string, lex: Lexicon): string[] | null {
  if (!MATCH_PARAMS.frameCover) return null;
  const frame = frameOf(s, raw);
  const main = frame?.main;
  if (!frame || main == null) return null;
  // What the claim says of its subject: its predicate.
  const clause = clauseOf(frame.claim);
  if (!clause) return null;
  return uncovered(s, al, lex, MATCH_PARAMS.frameCover, (t) => t.index >= main && clause.predicate.has(t.word));
}

/** Verbs of saying a reviewed claim may open with, its claimant unnamed: "Says …", "Accuses … of …", "Claims …". */
const OPENING_SAYING = new Set(['says', 'accuses', 'claims']);

/**
 * Subjects that name different people or things, each side's names left without a partner on the other
 * ("Hillary Clinton won the popular vote in 2016." / "Final election 2016 numbers: Trump won the popular
 * vote."): one claim about another subject, whatever the predicates share. A subject's word counts as a
 * name when it is written with a capital or the corpus capitalises it at least `MATCH_PARAMS.subjectName`
 * of the time. Both subjects must have names, none with a partner on the other side, and one subject must
 * share no word at all with the other side. The names of both subjects, else [].
 *
 * Also a reviewed claim's subject the text leaves out altogether: a full name (`MATCH_PARAMS.absentSubjectNames`
 * words, all names, titles aside) none of whose words the text has. Its names, then.
 */
function swappedSubject(a: Side, b: Side, fwd: Alignment, back: Alignment, text: string, claim: string, lex: Lexicon): string[] {
  const { subjectName, matched, absentSubjectNames } = MATCH_PARAMS;
  if (subjectName >= 1) return [];
  const subjectNames = (s: Side, al: Alignment, raw: string) => {
    const clause = clauseOf(raw);
    if (!clause) return null;
    const subject = s.content.map((t, i) => ({ t, sim: al.best[i].sim })).filter(({ t }) => clause.subject.has(t.word));
    const names = subject.filter(({ t }) => capitalisedName(t, lex, subjectName));
    if (!names.length || names.some((n) => n.sim >= matched)) return null;
    // A title ("former", "president") and a claim's opening verb of saying ("Accuses President Barack Obama of …")
    // are no part of the name (docs/adr/0157-absent-subjects-after-accuses.md).
    const onlyNames = subject.every(
      ({ t }) => names.some((n) => n.t === t) || TITLES.has(t.word) || (t.index === 0 && OPENING_SAYING.has(t.word)),
    );
    return { names: names.map((n) => n.t.raw), whole: subject.every((n) => n.sim < matched), onlyNames };
  };
  const left = subjectNames(a, fwd, text);
  const right = subjectNames(b, back, claim);
  // One subject must be a name and nothing the other side shares: "Trump's tax law" / "the Republican tax act" is one subject.
  if (left && right && (left.whole || right.whole)) return [...left.names, ...right.names];
  // A reviewed claim whose subject is a full name the text never mentions: "Barack Obama was president when Hurricane
  // Katrina hit New Orleans" rates what it says of Obama, not "Hurricane Katrina hit New Orleans" (docs/adr/0130-absent-subject.md).
  const absent = (s: typeof left) => absentSubjectNames > 0 && s !== null && s.whole && s.onlyNames && s.names.length >= absentSubjectNames;
  // Only the reviewed claim's subject: a text may name its own subject and the claim's in its predicate ("Hillary
  // Clinton lost the popular vote to Trump" / "Trump won the popular vote").
  return absent(right) ? right!.names : [];
}

const FIRST_PERSON = new Set(['i', 'my', 'me', 'mine', 'myself', 'we', 'our', 'us', 'ours', 'ourselves']);
const FIRST_PERSON_PLURAL = new Set(['we', 'our', 'us', 'ours', 'ourselves']);
/** Words of a claim that may be who a speaker's "we" is: a country ("US", "U.S.", "USA" are read as "america"), its people, a state. */
// prettier-ignore
const COLLECTIVE = new Set([
  'america', 'american', 'americans', 'nation', 'national', 'nations', 'country', 'countries', 'citizen', 'citizens', 'taxpayer',
  'taxpayers', 'people', 'voters', 'residents', 'households', 'families', 'workers', 'state', 'states', 'city', 'government',
  'federal', 'congress',
]);
/** Verbs that put what follows at one remove: "I think …", "I heard …" report a claim, not the speaker's life. */
// prettier-ignore
const REPORTING = new Set(['think', 'thought', 'believe', 'heard', 'hear', 'read', 'saw', 'see', 'know', 'knew', 'learned', 'guess', 'bet', 'suspect', 'feel', 'doubt', 'wonder', 'swear', 'found', 'said', 'say', 'told', 'remember', 'noticed', 'wish',
  // Someone the reader knows reporting a claim ("My uncle keeps saying …", "My aunt claims …", "Our neighbor thinks …").
  'says', 'saying', 'claims', 'claimed', 'claiming', 'thinks', 'believes', 'insists', 'insisted', 'swears', 'swore', 'tells', 'telling', 'posted', 'shared', 'tweeted', 'wrote', 'writes']);

/**
 * A text about the reader's own life ("Our team meeting moved to Thursday.", "I need to renew my passport.")
 * whose reviewed claim speaks of no one in the first person: the review rates someone else's claim, however
 * the everyday words align ("meeting" / "Thursday" 0.75). The subject's first-person word, else null. "I think
 * …", "I heard …" report a claim and are left to the other rules; so is a "we" that may be a country speaking
 * ("We pay more tax than any other country" / "Americans pay …") when the claim names a country, its people or a
 * state (docs/adr/0144-personal-texts.md). Read on the sides' tokens: contractions are split ("I'm" → "i")
 * and "US" is the country ("america").
 */
function personalSubject(a: Side, b: Side, text: string, fwd: Alignment): string | null {
  // A greeting to someone the reader knows ("Happy birthday to my amazing wife, love you so much!") is a message, not
  // a claim (docs/adr/0172-greetings.md).
  const greeting = MATCH_PARAMS.greetings ? GREETING_OPENER.exec(text) : null;
  if (greeting && a.tokens.some((t) => FIRST_PERSON.has(t.word) || SECOND_PERSON.has(t.word))) return greeting[0];
  const first = firstPersonSubject(a.tokens, text);
  if (!first) return null;
  // "Our landlord", "our kids": what "our" owns is the subject. It is a country's only when the claim speaks of
  // it too ("Our economy grew 3%" / "The U.S. economy grew 3%"), not when the claim never mentions it. So is
  // what "my" owns ("My sister just started …"), whoever the claim's "we" are.
  const owner = first === 'our' || (MATCH_PARAMS.personal > 2 && first === 'my') ? first : null;
  const owned = owner ? a.tokens[a.tokens.findIndex((t) => t.word === owner) + 1] : undefined;
  const i = owned ? a.content.indexOf(owned) : -1;
  const unpartnered = MATCH_PARAMS.personal > 1 && i >= 0 && fwd.best[i].sim < MATCH_PARAMS.matched;
  if (unpartnered && MATCH_PARAMS.personal > 2) return first;
  if (b.tokens.some((t) => FIRST_PERSON.has(t.word))) return null;
  if (unpartnered) return first;
  if (FIRST_PERSON_PLURAL.has(first) && b.tokens.some((t) => COLLECTIVE.has(t.word))) return null;
  return first;
}

/**
 * Words that open a greeting to someone. Not "Thanks" ("Thanks, Obama, my premiums doubled" states a claim), "Welcome"
 * or "Rest in peace" (a death hoax is often written as one).
 */
const GREETING_OPENER =
  /^\s*(?:happy (?:birthday|anniversary|new year|holidays|mother'?s day|father'?s day|thanksgiving)|merry christmas|congrat(?:s|ulations)|good (?:morning|night)|get well soon)\b/i;
/** Words that address the reader's listener. */
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', 'u', 'ya']);

/**
 * The first-person word ("i", "we", "my", "our") of a text whose subject it opens, unless its verb reports a claim
 * ("I heard …", "My uncle keeps saying …"); else null.
 */
function firstPersonSubject(tokens: readonly Token[], text: string): string | null {
  const clause = clauseOf(text);
  if (!clause) return null;
  // The tagger keeps a contraction whole ("i’m").
  const inSubject = (w: string) => [...clause.subject].some((s) => s.split(/['’]/)[0] === w);
  const first = tokens
    .slice(0, 2)
    .map((t) => t.word)
    .find((w) => FIRST_PERSON.has(w) && inSubject(w));
  // The verb, or the word after an adverb ("I just heard …").
  return first && ![...clause.predicate].slice(0, 2).some((w) => REPORTING.has(w)) ? first : null;
}

/**
 * A story of the reader's own life in several sentences ("We went to the beach on Saturday. The weather was perfect
 * and the kids loved the water."): the first sentence has a first-person subject and no sentence has a word that
 * reports a claim. Its other sentences belong to that story and are read with it, not alone
 * (docs/adr/0168-stories-and-reported-claims.md).
 */
export function personalStory(claims: readonly string[]): boolean {
  if (!MATCH_PARAMS.personalStory || claims.length < 2) return false;
  const tokens = claims.map((c) => tokenize(c));
  return (
    !!firstPersonSubject(tokens[0], claims[0]) &&
    !tokens.some((ts) => ts.some((t) => REPORTING.has(t.word))) &&
    // Each later sentence goes on with the story ("The weather …", "It …", "Then we …"); one that opens otherwise
    // may state a public claim of its own ("I'm so angry. Vaccines cause autism and nobody cares.").
    tokens.slice(1).every((ts) => STORY_OPENERS.has(ts[0]?.word ?? ''))
  );
}

/** Words a sentence that goes on with a story opens with: a definite article, a pronoun, a connective. */
// prettier-ignore
const STORY_OPENERS = new Set([
  'the', 'it', 'he', 'she', 'they', 'this', 'that', 'these', 'those', 'his', 'her', 'their', 'its', 'we', 'our', 'my', 'i',
  'then', 'later', 'afterwards', 'so', 'and', 'but', 'now', 'everyone', 'everybody',
]);

/** IDF features are divided by this (about the IDF of a word seen once in 15,000 reviews). */
const IDF_SCALE = 10;
const weight = (t: Token, lex: Lexicon) => Math.max(0.1, lex.idf(t.stem));

/** "last" as when something last happened ("last elected", "the last spill"), not a time ago ("last year"). */
const lastTime = (t: Token, s: Side) =>
  t.word === 'last' &&
  !/^(?:year|week|month|night|weekend|day|season|summer|winter|spring|fall|autumn|decade|century|\d+)$/.test(
    s.tokens[t.index + 1]?.word ?? '',
  );

/** Words that state a negation by themselves (docs/adr/0112-implicit-negation.md). */
// prettier-ignore
const IMPLICIT_NEGATIVE = new Set([
  'refuse', 'refuses', 'refused', 'refusing', 'deny', 'denies', 'denied', 'denying', 'reject', 'rejects', 'rejected', 'end', 'ends',
  'ended', 'ending', 'stop', 'stops', 'stopped', 'cease', 'ceases', 'ceased', 'quit', 'quits', 'abolish', 'abolished', 'anymore',
  'longer', 'absent', 'lacking', 'avoid', 'avoided', 'prevent', 'prevented', 'instead',
  // docs/adr/0114-privative-words.md: "delivery failure" / "could not be delivered".
  'fail', 'fails', 'failed', 'failure', 'failures', 'failing', 'unable', 'lack', 'lacks', 'lacked', 'missing',
  // What is banned is not allowed ("banning brewery pints" / "breweries can't sell"); what is hidden is not released.
  'ban', 'bans', 'banned', 'banning', 'prohibit', 'prohibits', 'prohibited', 'forbid', 'forbids', 'forbidden', 'outlaw', 'outlaws',
  'outlawed', 'hide', 'hides', 'hid', 'hidden', 'hiding', 'conceal', 'conceals', 'concealed', 'withhold', 'withholds', 'withheld',
]);

/** Words of IMPLICIT_NEGATIVE that go with a cue ("not … anymore", "no longer") rather than state a negation of their own. */
const NEGATING_ADVERBS = new Set(['anymore', 'longer', 'instead']);

/** "-less" words that do not mean "without" (or are function words). */
const NOT_PRIVATIVE = new Set(['unless', 'nevertheless', 'nonetheless', 'regardless', 'doubtless', 'countless', 'bless', 'priceless']);

/**
 * A word that says "without" by itself ("homeless" = "without homes", "jobless", "harmless"): it
 * restates a negation cue on the other side whatever it aligns with (the noun it absorbed is the
 * one the cue negates), so it cancels the flip (docs/adr/0114-privative-words.md).
 */
function privative(t: Token, negated: Side): boolean {
  if (!MATCH_PARAMS.privative || t.word.length < 7 || !t.word.endsWith('less') || NOT_PRIVATIVE.has(t.word)) return false;
  // The absorbed noun is on the negated side ("homeless" / "without homes"); "reckless" has none.
  const base = stem(t.word.slice(0, -4));
  return negated.content.some((u) => u.stem === base || (u.word.startsWith(base) && u.word.length <= base.length + 2));
}

/** Content words after a negation cue that it may govern. */
const NEGATION_SCOPE = 3;

/**
 * Negation cues that bear on the shared claim: a cue counts when one of the next few content words
 * found a partner on the other side ("NASA has not confirmed …" yes; "… (no answer)" tacked on, no),
 * plus the phrase-level flips ("… is fake", "fails to …").
 */
function scopedNegations(s: Side, al: Alignment): number {
  const matched = new Map<Token, number>();
  s.content.forEach((t, i) => matched.set(t, al.best[i].sim));
  let n = s.negations - s.tokens.filter((t) => t.negation).length;
  s.tokens.forEach((t, k) => {
    // "Zero Democrats objected" says what "not a single Democrat opposed" does: "zero" before a noun is a cue too
    // (it stays a figure for the alignment).
    const next = s.tokens[k + 1];
    const zero =
      MATCH_PARAMS.zeroCue > 0 &&
      (t.raw === 'zero' || (t.raw === 'Zero' && k === 0)) &&
      !!next &&
      !next.number &&
      !next.stop &&
      !ZERO_BEFORE.has(s.tokens[k - 1]?.word ?? '');
    if (!t.negation && !zero) return;
    let seen = 0;
    // A repeated word is deduplicated in `content`: look it up by stem.
    const aligned = (u: Token) =>
      (matched.get(u) ?? matched.get(s.content.find((c) => c.stem === u.stem) as Token) ?? 0) >= MATCH_PARAMS.matched;
    for (let j = k + 1; j < s.tokens.length && seen < NEGATION_SCOPE; j++) {
      const u = s.tokens[j];
      if (u.stop || u.negation) continue;
      seen++;
      if (aligned(u)) {
        n++;
        return;
      }
    }
    // "… unions can give parties unlimited cash; businesses can't": a cue after an auxiliary, its verb left out,
    // negates what comes before it.
    if (
      MATCH_PARAMS.ellipsis &&
      (!next || next.afterMark || CLAUSE_OPENERS.has(next.word)) &&
      k > 0 &&
      AUXILIARIES.has(s.tokens[k - 1].word)
    ) {
      const before = s.tokens
        .slice(0, k - 1)
        .filter((u) => !u.stop && !u.negation)
        .slice(-NEGATION_SCOPE);
      if (before.some(aligned)) n++;
    }
  });
  return n;
}

/** Words that open an adverbial after an elliptical negation ("… but military personnel do not during a shutdown"). */
const CLAUSE_OPENERS = new Set('during when while until since because if unless after before'.split(' '));

/** Words before "zero" that make it a temperature, a place or a point ("sub-zero", "below zero", "Ground Zero"). */
const ZERO_BEFORE = new Set('sub below above ground patient absolute year day point net'.split(' '));

/** Content words read after "than" in a comparison. */
const COMPARED_WORDS = 3;

/**
 * Both sides compare with "than" and they exchange the terms: what the text puts after its "than" the
 * claim puts before its own (all of it), and something the text puts before, the claim puts after.
 */
function swappedComparison(a: Side, b: Side, fwd: Alignment): boolean {
  const thansA = a.tokens.filter((t) => t.word === 'than');
  const thansB = b.tokens.filter((t) => t.word === 'than');
  if (thansA.length !== 1 || thansB.length !== 1) return false;
  const [thanA, thanB] = [thansA[0], thansB[0]];
  const partners = a.content.map((t, i) => ({ t, partner: fwd.best[i].sim >= MATCH_PARAMS.matched ? fwd.best[i].partner : null }));
  const partnersOf = (words: typeof partners) => words.map(({ partner }) => partner).filter((p): p is Token => p !== null);
  // What the text compares against (the first words after its "than"), and what it compares.
  const against = partnersOf(partners.filter(({ t }) => t.index > thanA.index).slice(0, COMPARED_WORDS));
  const compared = partnersOf(partners.filter(({ t }) => t.index < thanA.index));
  // An exchange: the text's terms each on the other side of the claim's "than".
  return against.length > 0 && against.every((p) => p.index < thanB.index) && compared.some((p) => p.index > thanB.index);
}

/** Words that make a subject refer back to someone or something named elsewhere (PRONOUN_SUBJECTS below names only the claimant). */
const STAND_IN_SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'this', 'that', 'these', 'those']);
/** Words that end the head of a subject ("A Muslim doctor | on a flight to Vegas"). */
const HEAD_ENDS = new Set(['on', 'in', 'at', 'to', 'from', 'of', 'with', 'for', 'by', 'who', 'that', 'which', 'after', 'during']);
/** A word in "-ing" that may be a participle or a gerund the tagger took for a verb, or missed as one. */
const ING = /^\p{L}{3,}ing$/u;
/** How many words after a subject's last one a partner of the text's subject shows a subject running on, not displaced. */
const RUN_ON = 2;

/**
 * A reviewed claim whose subject the text leaves out (every word of it aligned under `MATCH_PARAMS.displacedSubject`)
 * while the head of the text's subject has a partner in the claim's predicate: the claim says something of another
 * subject in which the text's subject only takes part ("A Houston mall was flooded during Hurricane Harvey." / "A navy
 * destroyer crashed into a building in downtown houston after hurricane harvey flooded the city."; "Bumble Bee sells
 * canned tuna." / "A recall was issued for bumble bee tuna after human remains were found …"). The claim's subject, else
 * null. Not read where the subject is not what the claim is about, or where the tagger's main verb may be wrong:
 * - a picture, "there", an opening "Says" or a pronoun; a claim with "that" after its main verb, whose subject is
 *   most often a source or a speaker ("… documents that barack obama was born …");
 * - a subject broken by a mark, or that opens with a word in "-ing" ("Responding to pressure from religious groups,
 *   alabama's state legislature …");
 * - a main verb in "-ing" (a gerund the tagger took for it: "Aerial spraying of an insecticide …") or one whose
 *   partner is in the text's subject;
 * - the text's subject as the passive's agent ("… was initiated by president woodrow wilson"), or within two words
 *   of the claim's subject ("Children's television show host fred rogers hid …": a name the tagger cut off).
 */
function displacedSubject(a: Side, b: Side, back: Alignment, text: string, claim: string): string | null {
  const cut = MATCH_PARAMS.displacedSubject;
  if (!cut) return null;
  const frame = frameOf(b, claim);
  const theirs = clauseOf(frame?.claim ?? claim);
  const ours = clauseOf(text);
  if (!theirs || !ours) return null;
  // The claim's words from its start (after a frame's comma) up to its main verb: its subject as written.
  const from = frame?.main ?? 0;
  const verb = b.tokens.find((t) => t.index >= from && theirs.predicate.has(t.word) && !theirs.subject.has(t.word));
  const span = b.tokens.filter((t) => t.index >= from && t.index < (verb?.index ?? b.tokens.length));
  if (span.some((t) => MEDIA.test(t.word) || t.word === 'there' || OPENING_SAYING.has(t.word) || STAND_IN_SUBJECTS.has(t.word)))
    return null;
  // A subject broken by a mark, or opening with a participle or a gerund ("Responding to pressure from religious groups,
  // alabama's state legislature …", "Getting your hair washed …"): the tagger's main verb is not to be trusted.
  if (span.some((t, k) => k > 0 && t.afterMark) || ING.test(span[0]?.word ?? '')) return null;
  // "… documents that barack obama was born …", "Science is very certain that the measles vaccine doesn't cause autism":
  // what follows "that" is the claim, its subject a source or a speaker.
  if (verb && b.tokens.some((t) => t.word === 'that' && t.index > verb.index)) return null;
  const subject = b.content.map((t, j) => ({ t, sim: back.best[j].sim })).filter(({ t }) => span.includes(t));
  if (!subject.length || subject.some(({ sim }) => sim >= cut)) return null;
  // The head of the text's subject: its words up to the first preposition or relative after a content word.
  const head = new Set<string>();
  for (const t of a.tokens) {
    if (!ours.subject.has(t.word)) continue;
    if (head.size && HEAD_ENDS.has(t.word)) break;
    if (!t.stop) head.add(t.word);
  }
  const partnered = b.content.filter((_, j) => {
    const { sim, partner } = back.best[j];
    return sim >= MATCH_PARAMS.matched && partner !== null && head.has(partner.word);
  });
  if (!partnered.length) return null;
  if (verb && (ING.test(verb.word) || partnered.some((t) => t.stem === verb.stem))) return null;
  const last = Math.max(...subject.map(({ t }) => t.index));
  const agent = (t: Token) => b.tokens.slice(Math.max(0, t.index - 4), t.index).some((u) => u.word === 'by');
  if (partnered.some((t) => agent(t) || t.index - last <= RUN_ON)) return null;
  return subject.map(({ t }) => t.raw).join(' ');
}

/** Whether a side states its claim negated: a negation cue in scope, cancelled by a wrapping one (Side.wrapped). */
function negated(s: Side, al: Alignment): boolean {
  if (!s.wrapped) return scopedNegations(s, al) > 0;
  return scopedNegations(s, al) - 1 <= 0;
}

/**
 * One word written with a capital swapped for another, everything else said alike ("Barack Obama was
 * born in Hawaii" / "… in Kenya"): a different claim, even when the corpus, which lower-cases many
 * claims, rates the words as names too seldom for the name rule ("hawaii" 0.44, "kenya" 0.55). Only a
 * clean swap counts: each side has exactly one unmatched content word, capitalised on its side, that
 * the corpus capitalises at least `MATCH_PARAMS.swappedNameRate` of the time.
 */
function swappedName(a: Side, b: Side, fwd: Alignment, back: Alignment, lex: Lexicon): string[] {
  const { matched, swappedNameRate } = MATCH_PARAMS;
  if (swappedNameRate >= 1) return [];
  const left = a.content.filter((_, i) => fwd.best[i].sim < matched);
  const right = b.content.filter((_, j) => back.best[j].sim < matched);
  if (left.length !== 1 || right.length !== 1) return [];
  const capped = (t: Token) => t.capitalised && !t.number && (lex.nameRate(t.word) ?? 1) >= swappedNameRate;
  return capped(left[0]) && capped(right[0]) ? [left[0].raw, right[0].raw] : [];
}

/**
 * A word capitalised inside its sentence (Title Case and the first word aside), or that the corpus capitalises
 * at least `rate` of the time (for a lower-cased claim).
 */
const capitalisedName = (t: Token, lex: Lexicon, rate: number) => !t.number && (t.capitalised || (lex.nameRate(t.word) ?? 0) >= rate);

/** A word written with a capital (at the start too), or that the corpus capitalises at least `rate` of the time (for a lower-cased claim). */
const writtenAsName = (t: Token, lex: Lexicon, rate: number) =>
  !t.number && (/^\p{Lu}/u.test(t.raw) || (lex.nameRate(t.word) ?? 0) >= rate);

/** Pronouns that make an unnamed person the subject of a claim ("Says he did not vote for …"). */
const PRONOUN_SUBJECTS = new Set(['he', 'she', 'i']);

/**
 * A text that only calls its subject fake ("The Sandy Hook shooting was a hoax.") asks whether that thing is real.
 * A reviewed claim that does not speak of it as its subject, nor of fakery, nor negates, only mentions it ("There have been 74
 * school shootings in America since Sandy Hook."): another claim, not the opposite one. The text's words, else null.
 */
function fakedSubject(a: Side, b: Side, fwd: Alignment, text: string, claim: string): string | null {
  if (!MATCH_PARAMS.fakedSubject) return null;
  const said = SAYS_FAKE.map((p) => p.exec(text)).find((m) => m);
  if (!said || IS_FAKE.test(claim) || b.tokens.some((t) => FAKERY.test(t.word) || t.negation)) return null;
  // Nothing is said after the phrase: "was a hoax", not "was a hoax to sell guns".
  const after = tokenize(text.slice(said.index + said[0].length));
  const theirs = clauseOf(claim);
  if (!theirs || after.some((t) => !t.stop && !t.negation)) return null;
  const taken = a.content.some((t, i) => {
    const { sim, partner } = fwd.best[i];
    return sim >= MATCH_PARAMS.matched && !!partner && theirs.subject.has(partner.word);
  });
  const thing = a.content.filter((t) => !FAKERY.test(t.word));
  return taken || !thing.length ? null : thing.map((t) => t.raw).join(' ');
}

/** Words that open a clause that sets the time of the claim before it ("… while Jeb Bush was governor"). */
const TRAILING_OPENERS = new Set(['while', 'when']);

/**
 * A reviewed claim that states something and then when ("Says Florida had five sanctuary cities while Jeb Bush was
 * governor.") rates what it states: a text that covers less than `MATCH_PARAMS.trailingCover` of what comes before
 * the opener (IDF-weighted) states the setting, not the claim. Those words without a partner, else null.
 */
function unstatedBeforeSetting(b: Side, back: Alignment, claim: string, lex: Lexicon): string[] | null {
  if (!MATCH_PARAMS.trailingCover) return null;
  const open = b.tokens.findIndex((t, k) => k > 1 && TRAILING_OPENERS.has(t.word));
  const clause = open < 0 ? null : clauseOf(claim);
  // The claim's main verb comes before the opener: "When Mitt Romney was governor, …" opens with a frame instead
  // (docs/adr/0151-framed-claims.md).
  if (!clause || !b.tokens.slice(0, open).some((t) => clause.predicate.has(t.word) && !clause.subject.has(t.word))) return null;
  const at = b.tokens[open].index;
  return uncovered(b, back, lex, MATCH_PARAMS.trailingCover, (t) => t.index < at);
}

// Verbs of holding a view, each followed by the view ("… has the guts to recognize that …", "… believe that …").
// prettier-ignore
const VIEW_VERBS = new Set([
  'recognize', 'recognizes', 'recognized', 'recognise', 'recognises', 'recognised', 'acknowledge', 'acknowledges',
  'acknowledged', 'admit', 'admits', 'admitted', 'believe', 'believes', 'believed', 'think', 'thinks', 'thought', 'know',
  'knows', 'knew', 'realize', 'realizes', 'realized', 'realise', 'realises', 'realised', 'understand', 'understands',
  'understood', 'accept', 'accepts', 'accepted', 'agree', 'agrees', 'agreed', 'doubt', 'doubts', 'doubted', 'deny',
  'denies', 'denied', 'suspect', 'suspects', 'suspected', 'assume', 'assumes', 'assumed', 'pretend', 'pretends',
  'pretended', 'feel', 'feels', 'felt', 'fear', 'fears', 'feared', 'concede', 'concedes', 'conceded', 'forget', 'forgets',
  'forgot', 'ignore', 'ignores', 'ignored',
]);

/**
 * A reviewed claim about a view someone holds ("Not one Republican has the guts to recognize that climate change is
 * real.", "70 percent of Americans believe that we are on the wrong path.") rates the holding of it, not the view:
 * a text that states only the view ("Climate change is real.") makes another claim. The holder's words (before the verb
 * of holding, which "that" follows) when the text gives none of them nor the verb, else null. Only the claim's side is
 * read: a reader who writes "My uncle believes that …" asks whether what the uncle believes is true.
 */
function heldView(b: Side, back: Alignment): string[] | null {
  if (!MATCH_PARAMS.heldView) return null;
  const k = b.tokens.findIndex((t, i) => i > 0 && VIEW_VERBS.has(t.word) && b.tokens[i + 1]?.word === 'that');
  if (k < 0) return null;
  const at = b.tokens[k].index;
  const frame = b.content.map((t, j) => ({ t, j })).filter(({ t }) => t.index < at);
  if (!frame.length || frame.some(({ j }) => back.best[j].sim >= MATCH_PARAMS.matched)) return null;
  const verb = b.content.findIndex((t) => t.index === at);
  if (verb >= 0 && back.best[verb].sim >= MATCH_PARAMS.matched) return null;
  return frame.map(({ t }) => t.raw);
}

/**
 * A reviewed claim whose subject is only a pronoun speaks of its unnamed claimant ("Says he did not vote
 * for Nancy Pelosi for speaker of the House." rates what he did). A text whose subject is a name the claim
 * holds only after its verb ("Nancy Pelosi was the first female Speaker of the House.") speaks of someone
 * else: that name (as written in the text), else null.
 */
function claimantSubject(a: Side, fwd: Alignment, text: string, claim: string, lex: Lexicon): string | null {
  const theirs = clauseOf(claim);
  if (!theirs) return null;
  const subject = [...theirs.subject].filter((w) => /\p{L}/u.test(w) && w !== 'says');
  if (subject.length !== 1 || !PRONOUN_SUBJECTS.has(subject[0])) return null;
  const ours = clauseOf(text);
  if (!ours) return null;
  const named = a.content.find(
    (t, i) =>
      ours.subject.has(t.word) &&
      capitalisedName(t, lex, MATCH_PARAMS.subjectName) &&
      fwd.best[i].sim >= MATCH_PARAMS.matched &&
      theirs.predicate.has(fwd.best[i].partner!.word),
  );
  return named?.raw ?? null;
}

/** A picture or post as the subject: "this photo is the original Microsoft team" says what it shows, not what it is. */
const MEDIA = new RegExp(`^(?:${PICTURE_WORDS}|meme|post)s?$`);

/**
 * A side that says what its subject is ("Bill Clinton was governor of Arkansas.", "Sadiq Khan is the mayor of
 * London.") claims that noun of it (docs/adr/0154-what-a-subject-is.md). The other side makes another claim
 * when it leaves the noun without a partner ("Bill Clinton is on his deathbed in Arkansas."), or writes it as a
 * title just before the subject's name, as something taken as given ("Queen Elizabeth contradicted London mayor
 * Sadiq Khan …"). Not when the other side says what its own subject is: the two may just be turned round ("The
 * LGBT community is more often the victims of hate crimes" / "Gay people are the most frequent targets …").
 * The noun as the side writes it, else null.
 */
function unstatedComplement(a: Side, b: Side, al: Alignment, raw: string, other: string, lex: Lexicon): string | null {
  const ours = clauseOf(raw);
  if (!ours?.complement || [...ours.subject].some((w) => MEDIA.test(w)) || clauseOf(other)?.complement) return null;
  const i = a.content.findIndex((t) => t.word === ours.complement);
  if (i < 0) return null;
  const { sim, partner } = al.best[i];
  if (sim < MATCH_PARAMS.matched || !partner) return a.content[i].raw;
  // A title: the noun's partner within three words before a name of the text's subject, only content words between.
  const titled = a.content.some((t, k) => {
    const p = al.best[k].partner;
    if (!p || al.best[k].sim < MATCH_PARAMS.matched || !ours.subject.has(t.word) || !capitalisedName(t, lex, MATCH_PARAMS.subjectName))
      return false;
    return (
      p.index > partner.index &&
      p.index - partner.index <= 3 &&
      !b.tokens.some((u) => u.index > partner.index && u.index < p.index && (u.stop || u.afterMark))
    );
  });
  return titled ? a.content[i].raw : null;
}

/** Titles and roles written before a surname: another way to name the same person, not a rival first name. */
// prettier-ignore
const TITLES = new Set([
  'president', 'vice', 'former', 'sen', 'senator', 'gov', 'governor', 'rep', 'representative', 'congressman', 'congresswoman',
  'mr', 'mrs', 'ms', 'miss', 'dr', 'doctor', 'prof', 'professor', 'first', 'lady', 'secretary', 'gen', 'general', 'judge',
  'justice', 'speaker', 'mayor', 'pope', 'king', 'queen', 'prince', 'princess', 'sir', 'dame', 'lord', 'saint', 'st', 'rev',
  'reverend', 'father', 'sister', 'brother', 'chancellor', 'minister', 'premier', 'candidate', 'nominee', 'sheriff', 'officer',
  'ambassador', 'attorney', 'leader', 'chief', 'elect', 'actor', 'actress', 'singer', 'rapper', 'star', 'legend', 'host',
  'pastor', 'preacher', 'televangelist', 'evangelist', 'bishop', 'cardinal', 'rabbi', 'imam', 'coach', 'captain', 'commander',
  'lieutenant', 'sergeant', 'colonel', 'major', 'admiral', 'detective', 'agent', 'anchor', 'comedian', 'author', 'writer',
  'director', 'producer', 'billionaire', 'businessman', 'businesswoman', 'mogul', 'ceo', 'founder', 'model', 'player',
  'quarterback', 'activist', 'democrat', 'democratic', 'republican', 'gop', 'dem', 'liberal', 'conservative', 'late', 'young',
  'old', 'uncle', 'aunt', 'grandma', 'grandpa', 'mom', 'dad', 'son', 'daughter', 'wife', 'husband', 'madam',
]);

/**
 * Two different first names before one surname ("Michelle Obama" / "Barack Obama", "Hillary Clinton" /
 * "Bill Clinton"): two people, though word vectors find spouses' and relatives' first names alike. Each
 * side's word before a shared name is a name that the other side does not write (titles aside). Both
 * first names, else [] (0 `MATCH_PARAMS.rivalForenames`: not read).
 */
function rivalForenames(a: Side, b: Side, lex: Lexicon): string[] {
  if (!MATCH_PARAMS.rivalForenames) return [];
  const named = (t: Token) => writtenAsName(t, lex, MATCH_PARAMS.subjectName);
  const written = (t: Token, s: Side) => s.content.some((u) => named(u) && (u.stem === t.stem || sameWordFamily(t, u, true)));
  const before = (s: Side, t: Token) => {
    if (t.afterMark) return null;
    const f = s.content.find((c) => c.index === t.index - 1);
    // Not an acronym ("IRS code" / "Revenue Code"): a first name is a word.
    return f && named(f) && !TITLES.has(f.word) && !/^\p{Lu}{2,}$/u.test(f.raw) ? f : null;
  };
  // A first name is seldom an English word ("Michelle", "Barack"; "Pastor", "Televangelist" are): one of the two at least.
  const firstNameLike = (t: Token) => (lex.nameRate(t.word) ?? 0) >= MATCH_PARAMS.subjectName || synonymsOf(t).size === 0;
  for (const t of a.content) {
    const partner = named(t) ? b.content.find((u) => u.stem === t.stem) : undefined;
    if (!partner) continue;
    const x = before(a, t);
    const y = before(b, partner);
    if (x && y && x.stem !== y.stem && (firstNameLike(x) || firstNameLike(y)) && !written(x, b) && !written(y, a)) return [x.raw, y.raw];
  }
  return [];
}

/**
 * A statement reported as someone's words at the start of a text, after a time or place if any:
 * "Donald Trump says …", "Says \"Hillary Clinton said …", "In 1974, bill clinton said …"; "Denzel
 * Washington supports …" is not one (no verb of saying).
 */
const ATTRIBUTION =
  /^\W*(?:(?:in|on|during|back in|at|after|before)\s+[^,;:]{1,40}?,\s*)?(?:says\W+)?((?:[\p{L}'’.-]+\s+){0,3}?[\p{L}'’.-]+)\s+["“”'‘]?(?:says|say|said|claims|claim|claimed|believes|believe|believed|thinks|think|thought|tweeted|stated|wrote|posted|declared|announced|admitted|told|argued|asserted|insisted)\b/iu;

/**
 * A quotation headed by its speaker and a colon: "Pence: ‘Michelle Obama is …’", "Singer Miley Cyrus: “…”"
 * (docs/adr/0141-comparatives-and-quoted-speakers.md). A heading in capitals ("UPDATE: ‘Thousands’ …") is not a speaker.
 */
const QUOTED_SPEAKER = /^\W*((?:[\p{L}'’.-]+\s+){0,3}?[\p{L}'’.-]+)\s*:\s*["“”'‘]/u;
const HEADING = /\b\p{Lu}{4,}\b/u;

/** The speaker words of a text that reports someone's words (ATTRIBUTION or QUOTED_SPEAKER), else null. */
function speakerOf(raw: string): string | null {
  const said = ATTRIBUTION.exec(raw);
  if (said) return said[1];
  const quoted = QUOTED_SPEAKER.exec(raw);
  return quoted && !HEADING.test(quoted[1]) ? quoted[1] : null;
}

/**
 * The speaker of `side` (its original `raw` text) when it reports someone's words and the other side
 * names none of them: the speaker's words, else []. A speaker is one to four words, each a name
 * (capitalised in the text, or by the corpus at least `MATCH_PARAMS.attribution` of the time).
 */
function unnamedSpeaker(raw: string, side: Side, al: Alignment, lex: Lexicon): string[] {
  const heading = speakerOf(raw);
  if (!heading) return [];
  const words = tokenize(heading).filter((t) => !t.stop && !t.negation);
  const name = (w: Token) => writtenAsName(w, lex, MATCH_PARAMS.attribution);
  // A lower-cased first name that is also a common word ("bill clinton", "will smith") rides on the surname.
  if (!words.length || !(words.every(name) || (words.length === 2 && !words[0].number && name(words[1])))) return [];
  const speaker = side.content.map((t, i) => ({ t, i })).filter(({ t }) => words.some((w) => w.word === t.word));
  // Named by the other side: by the same name or a form of it, not a word vectors find close ("clinton" / "nixon").
  if (!speaker.length || speaker.some(({ i }) => al.best[i].sim >= SAME_NAME)) return [];
  return speaker.map(({ t }) => t.raw);
}

/**
 * Names or numbers left without a partner on both sides ("Hawaii" / "Kenya", "1961" / "1946"): the
 * two claims are about different people, places or figures. With `MATCH_PARAMS.conflictKinds`, only
 * the same kind clashes: a name one side adds and numbers the other adds ("America's defense budget
 * … the next ten-plus nations" / "we have more military spending than the next 10, 11, 12 countries")
 * are details each side gives, not two answers to one question.
 */
function nameConflicts(a: Token[], b: Token[]): string[] {
  if (!MATCH_PARAMS.conflictKinds) return a.length && b.length ? [...a, ...b].map((t) => t.raw) : [];
  const out: Token[] = [];
  for (const number of [false, true]) {
    const x = a.filter((t) => t.number === number);
    const y = b.filter((t) => t.number === number);
    if (x.length && y.length) out.push(...x, ...y);
  }
  return out.map((t) => t.raw);
}

/**
 * A name written just before a name the other side shares, where the other side has no other name
 * before it: a first name or a title one side leaves out ("David Perdue's company" / "Perdue's
 * company"), not another person ("Hillary Clinton" / "Bill Clinton"). Off with `MATCH_PARAMS.forenames` 0.
 */
function forename(t: Token, s: Side, o: Side, al: Alignment, back: Alignment, names: boolean[], otherNames: boolean[]): boolean {
  if (!MATCH_PARAMS.forenames || t.number) return false;
  const j = s.content.findIndex((c) => c.index === t.index + 1);
  if (j < 0 || !names[j] || al.best[j].sim < SAME_NAME) return false;
  const partner = al.best[j].partner;
  if (!partner) return false;
  const k = partner.afterMark ? -1 : o.content.findIndex((c) => c.index === partner.index - 1);
  return k < 0 || !otherNames[k] || back.best[k].sim >= MATCH_PARAMS.matched;
}

/**
 * Rival proper names left without a partner on both sides ("Obama signed the law" / "Clinton signed
 * the law"): two people, places or bodies of one kind, a clash whatever the corpus's capitals say of
 * them. Off with `MATCH_PARAMS.rivalConflict` 0.
 */
function unmatchedRivals(a: Side, b: Side, fwd: Alignment, back: Alignment): string[] {
  for (const [i, t] of a.content.entries()) {
    if (t.number || fwd.best[i].sim >= MATCH_PARAMS.matched) continue;
    for (const [j, u] of b.content.entries()) {
      if (!u.number && back.best[j].sim < MATCH_PARAMS.matched && rivalNames(t, u)) return [t.raw, u.raw];
    }
  }
  return [];
}

/**
 * Two-word names ("Donald Trump" / "bernie sanders") left without a partner, word for word, on both sides:
 * two people or bodies, where the claim may be stored in lower case. A word counts as a name when it is
 * capitalised in its text or the corpus writes it with a capital at least `MATCH_PARAMS.fullNames` of the time.
 */
function unmatchedFullNames(a: Side, b: Side, fwd: Alignment, back: Alignment, lex: Lexicon): string[] {
  const named = (t: Token) => capitalisedName(t, lex, MATCH_PARAMS.fullNames);
  const pair = (s: Side, al: Alignment) => {
    for (let i = 0; i + 1 < s.content.length; i++) {
      const [t, u] = [s.content[i], s.content[i + 1]];
      if (
        u.index === t.index + 1 &&
        !u.afterMark &&
        named(t) &&
        named(u) &&
        Math.max(al.best[i].sim, al.best[i + 1].sim) < MATCH_PARAMS.matched
      )
        return [t.raw, u.raw];
    }
    return null;
  };
  const x = pair(a, fwd);
  const y = x && pair(b, back);
  return x && y ? [...x, ...y] : [];
}

/** Alignment of a name with itself or a form of it (similarity(): same stem 1, same word family 0.9, acronym 0.95). */
const SAME_NAME = 0.9;

/** Words that say something was faked: the other side's "… was fake(d)" restates them. */
const FAKERY = /^(?:fake[sd]?|faking|staged?|staging|fabricat(?:e[sd]?|ing)|hoax(?:e[sd])?|forge[sd]?|forging|doctored)$/;

/** A bracketed aside of a text. */
const ASIDE = /\([^()]*\)|\[[^[\]]*\]/g;

/** How the checked text (one claim of it) relates to a reviewed claim. */
export function matchClaim(text: string, claim: string, lex: Lexicon = FLAT_LEXICON): ClaimMatch {
  const a = side(text);
  const b = side(claim);
  const namesA = a.content.map((t) => isName(t, lex));
  const namesB = b.content.map((t) => isName(t, lex));
  const withCentred = MATCH_PARAMS.centredFeatures > 0;
  const pairs = a.content.map((t, i) => b.content.map((u, j) => similarities(t, u, [namesA[i], namesB[j]], withCentred)));
  const sims = pairs.map((row) => row.map(([plain]) => plain));
  const centred = withCentred ? pairs.map((row) => row.map(([, c]) => c)) : null;
  // Acronyms and clipped names align with what they abbreviate, in both alignments.
  const raise = (i: number, j: number) => {
    sims[i][j] = Math.max(sims[i][j], MATCH_PARAMS.acronym);
    if (centred) centred[i][j] = Math.max(centred[i][j], MATCH_PARAMS.acronym);
  };
  if (MATCH_PARAMS.acronym > 0) {
    a.content.forEach((t, i) => acronymRun(t, b)?.forEach((j) => raise(i, j)));
    b.content.forEach((u, j) => acronymRun(u, a)?.forEach((i) => raise(i, j)));
    a.content.forEach((t, i) =>
      b.content.forEach((u, j) => {
        if (namesA[i] && namesB[j] && clipped(t.word, u.word)) raise(i, j);
      }),
    );
  }
  const fwd = align(a.content, b.content, sims, false, lex, namesA);
  const back = align(b.content, a.content, sims, true, lex, namesB);
  const fwdC = centred ? align(a.content, b.content, centred, false, lex, namesA) : null;
  const backC = centred ? align(b.content, a.content, centred, true, lex, namesB) : null;
  const geometric = a.content.length && b.content.length ? Math.sqrt(fwd.cover * back.cover) : 0;

  const unmatchedA = a.content.filter((t, i) => namesA[i] && fwd.best[i].sim < MATCH_PARAMS.matched);
  const unmatchedB = b.content.filter((t, j) => namesB[j] && back.best[j].sim < MATCH_PARAMS.matched);
  // The feature reads any pair of unmatched names or numbers; the rule below only a clash of one kind.
  const anyConflict = unmatchedA.length > 0 && unmatchedB.length > 0;
  let conflicts = nameConflicts(
    unmatchedA.filter((t) => !forename(t, a, b, fwd, back, namesA, namesB)),
    unmatchedB.filter((t) => !forename(t, b, a, back, fwd, namesB, namesA)),
  );
  if (!conflicts.length) conflicts = swappedName(a, b, fwd, back, lex);
  if (!conflicts.length) conflicts = rivalForenames(a, b, lex);
  if (!conflicts.length && MATCH_PARAMS.rivalConflict) conflicts = unmatchedRivals(a, b, fwd, back);
  const share = (tokens: Token[], total: number) => (total > 0 ? tokens.reduce((x, t) => x + weight(t, lex), 0) / total : 0);
  const features: MatchFeatures = {
    coverText: fwd.cover,
    coverClaim: back.cover,
    geometric,
    minCover: Math.min(fwd.cover, back.cover),
    exactText: fwd.exact,
    exactClaim: back.exact,
    sentenceCosine: Math.max(0, sentenceCosine(sentenceVector(a.tokens), sentenceVector(b.tokens))),
    nameConflict: anyConflict || conflicts.length ? 1 : 0,
    unmatchedNamesText: share(unmatchedA, fwd.total),
    unmatchedNamesClaim: share(unmatchedB, back.total),
    numberConflict: unmatchedA.some((t) => t.number) && unmatchedB.some((t) => t.number) ? 1 : 0,
    predicateText: fwd.predicate,
    predicateClaim: back.predicate,
    predicateMin: Math.min(fwd.predicate, back.predicate),
    unmatchedMaxText: fwd.unmatchedMax / IDF_SCALE,
    unmatchedMaxClaim: back.unmatchedMax / IDF_SCALE,
    substitution: Math.min(fwd.unmatchedMax, back.unmatchedMax) / IDF_SCALE,
    coverTimesCosine: 0,
    predicateTimesCosine: 0,
    rareCoverText: fwd.rareCover,
    rareCoverClaim: back.rareCover,
    rareCoverMin: Math.min(fwd.rareCover, back.rareCover),
    contentSubstitution: Math.min(fwd.unmatchedPredicate, back.unmatchedPredicate),
    centredCoverText: fwdC?.cover ?? 0,
    centredCoverClaim: backC?.cover ?? 0,
    centredGeometric: fwdC && backC ? Math.sqrt(fwdC.cover * backC.cover) : 0,
    centredPredicateMin: fwdC && backC ? Math.min(fwdC.predicate, backC.predicate) : 0,
    centredRareCoverMin: fwdC && backC ? Math.min(fwdC.rareCover, backC.rareCover) : 0,
    lengthRatio:
      a.content.length && b.content.length
        ? Math.min(a.content.length, b.content.length) / Math.max(a.content.length, b.content.length)
        : 0,
  };
  features.coverTimesCosine = geometric * features.sentenceCosine;
  features.predicateTimesCosine = features.predicateMin * features.sentenceCosine;
  const score = a.content.length && b.content.length ? sameClaimProbability(features) : 0;

  // An aligned antonym pair flips the claim ("more"/"fewer", "dead"/"alive"), unless either word
  // also appears as such on the other side (then the pair is a contrast within the sentence).
  const antonyms: string[] = [];
  const stemsA = new Set(a.content.map((t) => t.stem));
  const stemsB = new Set(b.content.map((t) => t.stem));
  fwd.best.forEach(({ partner }, i) => {
    const t = a.content[i];
    if (!partner || partner.stem === t.stem || stemsA.has(partner.stem) || stemsB.has(t.stem)) return;
    if (antonymous(t, partner) && !looseParticles(t, partner, a, b, sims)) antonyms.push(`${t.word}/${partner.word}`);
  });
  // A comparison turned around ("more die from overdoses than car crashes" / "car crashes kill more
  // than overdoses"): the opposite claim, or the same one when an antonym turned it back ("fewer … than").
  if (MATCH_PARAMS.swappedComparison && swappedComparison(a, b, fwd)) {
    if (antonyms.length) antonyms.length = 0;
    else antonyms.push('than');
  }
  let negatedA = negated(a, fwd);
  let negatedB = negated(b, back);
  // A negation cue on one side and a verb that negates in itself on the other, left without a
  // partner, often say the same thing ("nobody has to pay child support" / "child support will
  // end"; "I refuse to live in a world …" / "I cannot be part of a world …"): no flip from them.
  if (negatedA !== negatedB && MATCH_PARAMS.implicitNegation) {
    const [plain, al, negated, negatedAl] = negatedA ? [b, back, a, fwd] : [a, fwd, b, back];
    // The verb states the negation unless the negated side says it too: its partner there is the same word or
    // another that negates by itself ("did not end" / "ended"). A partner the vectors only relate ("end" /
    // "starting": cosine 0.78) restates nothing (docs/adr/0139-implicit-negation-partners.md).
    const unrestated = (i: number) => {
      const { sim, partner } = al.best[i];
      return sim < MATCH_PARAMS.matched || !partner || (partner.stem !== plain.content[i].stem && !IMPLICIT_NEGATIVE.has(partner.word));
    };
    // "Kansas has not elected a Democrat since 1932" / "Kansas last elected a Democrat in 1932": "not … since"
    // states when something last happened.
    const since =
      MATCH_PARAMS.lastSince > 0 && negated.tokens.some((t) => t.word === 'since') && !negated.tokens.some((t) => t.word === 'last');
    // A negated side with a word that negates by itself of its own, left without a partner ("will outlaw … are a
    // hoax" / "will ban"), holds that verb's restatement: its cue is the difference.
    const ownVerb = negated.content.some(
      (t, i) => IMPLICIT_NEGATIVE.has(t.word) && !NEGATING_ADVERBS.has(t.word) && negatedAl.best[i].sim < MATCH_PARAMS.matched,
    );
    if (
      plain.content.some(
        (t, i) => (IMPLICIT_NEGATIVE.has(t.word) && !ownVerb && unrestated(i)) || (since && lastTime(t, plain)) || privative(t, negated),
      )
    )
      negatedA = negatedB = false;
  }
  // "The moon landing was faked" / "Kubrick helped NASA fake the moon landings": what the one calls fake the
  // other says was faked, with the verb. The same claim, not its opposite (docs/adr/0140-social-posts-and-fakery.md).
  if (negatedA !== negatedB && MATCH_PARAMS.fakery > 0) {
    const [neg, negText, plain] = negatedA ? [a, text, b] : [b, claim, a];
    if (!neg.tokens.some((t) => t.negation) && IS_FAKE.test(negText) && plain.content.some((t) => FAKERY.test(t.word)))
      negatedA = negatedB = false;
  }
  // Either signal makes the opposite claim: negation and antonym in one text almost always say the
  // same thing twice ("was not found dead; he is alive"), rarely cancel out.
  const flipped = negatedA !== negatedB || antonyms.length > 0;

  // A date or quantity the text states and the reviewed claim states none of ("Queen Elizabeth II was
  // crowned in 1953" / "Elizabeth II is abdicating … the crown"; "Doug Jones won … by about 20,000
  // votes" / "Doug Jones wants to raise taxes"): the review never judged it, so it cannot rate the
  // text, however many words they share. Only the text's side counts: a reader often leaves out a
  // reviewed claim's figures while restating it. "one" is left out (a pronoun as often as a count),
  // and so is an aside in brackets ("… for Obama. (500 shares)"): it is not part of the claim.
  const quantities = (tokens: Token[]) => tokens.filter((t) => t.number && Number.isFinite(Number(t.word)) && Number(t.word) !== 1);
  const unstatedQuantity = quantities(b.tokens).length ? [] : quantities(tokenize(text.replace(ASIDE, ' '))).map((t) => t.raw);

  // "Donald Trump says climate change is a hoax" (rated True: he said it) rates what someone said, not
  // what was said: a text that does not name the speaker makes the other claim, and so does a text
  // that reports a speaker the claim does not (docs/adr/0119-attributed-claims.md).
  const unsaid = MATCH_PARAMS.attribution ? [...unnamedSpeaker(claim, b, back, lex), ...unnamedSpeaker(text, a, fwd, lex)] : [];

  // The clause rules are read only where they can decide: at scores the same-claim or the distinct-match rule may accept.
  const decidable = score >= Math.min(MATCH_PARAMS.sameClaim, MATCH_PARAMS.distinctScore);

  // A side whose predicate the other barely covers says something the other does not: they share a
  // subject ("Ted Cruz"), not a claim (docs/adr/0127-subject-and-predicate.md).
  // Neither this rule nor the frame rule reads the reviewed claim's side when the text states part of it.
  const part = decidable && containedPredicate(a, b, fwd, text, claim);
  const unstated =
    decidable && MATCH_PARAMS.predicateCover > 0
      ? (unstatedPredicate(a, fwd, text, lex) ?? (part ? null : unstatedPredicate(b, back, claim, lex)) ?? [])
      : [];

  // One word is no claim ("This is SO unfair!!!"): it cannot state what a review of several words rates.
  if (decidable && !unstated.length && MATCH_PARAMS.oneWord && a.content.length === 1 && b.content.length > 1)
    unstated.push(a.content[0].raw);
  // A frame stated without the claim it opens (docs/adr/0151-framed-claims.md).
  if (decidable && !unstated.length)
    unstated.push(...((part ? null : unstatedMain(b, back, claim, lex)) ?? unstatedMain(a, fwd, text, lex) ?? []));

  // "Nancy Pelosi's son was arrested" is about the son: a side that leaves him out makes another claim
  // about someone else, however much else it shares (docs/adr/0137-possessive-subjects.md).
  if (decidable && MATCH_PARAMS.possessed > 0 && !unstated.length) {
    const unpartnered = (s: Side, al: Alignment, raw: string) => {
      const head = clauseOf(raw)?.possessed;
      if (!head) return null;
      const i = s.content.findIndex((t) => t.word === head);
      return i >= 0 && al.best[i].sim < MATCH_PARAMS.matched ? s.content[i].raw : null;
    };
    const h = unpartnered(a, fwd, text) ?? unpartnered(b, back, claim);
    if (h) unstated.push(h);
  }

  // The reader's own life, against someone else's claim (docs/adr/0144-personal-texts.md).
  if (decidable && MATCH_PARAMS.personal > 0 && !unstated.length) {
    const own = personalSubject(a, b, text, fwd);
    if (own) unstated.push(own);
  }
  // The claimant's own deed, against a text about someone the claim names after its verb (see claimantSubject).
  if (decidable && MATCH_PARAMS.claimant > 0 && !unstated.length) {
    const other = claimantSubject(a, fwd, text, claim, lex);
    if (other) unstated.push(other);
  }
  // A thing the text calls fake, that the claim only mentions (see fakedSubject).
  if (decidable && !unstated.length) {
    const thing = fakedSubject(a, b, fwd, text, claim);
    if (thing) unstated.push(thing);
  }
  // What a claim states before its setting, left out (see unstatedBeforeSetting).
  if (decidable && !unstated.length) {
    const main = unstatedBeforeSetting(b, back, claim, lex);
    if (main) unstated.push(...main);
  }
  // A view someone holds, the text stating only the view (see heldView).
  if (decidable && !unstated.length) {
    const holder = heldView(b, back);
    if (holder) unstated.push(...holder);
  }
  // What the text says its subject is, left out or taken as given as a title (see unstatedComplement).
  if (decidable && MATCH_PARAMS.complement > 0 && !unstated.length) {
    const given = unstatedComplement(a, b, fwd, text, claim, lex);
    if (given) unstated.push(given);
  }
  // Another subject, the text's own only taking part in it (see displacedSubject).
  if (decidable && !unstated.length) {
    const other = displacedSubject(a, b, back, text, claim);
    if (other) unstated.push(other);
  }
  // Another subject: the same thing said of someone else (docs/adr/0128-swapped-subject.md).
  if (decidable && !conflicts.length) conflicts = swappedSubject(a, b, fwd, back, text, claim, lex);
  // Two relatives: a husband is not a son, however close their vectors (see otherRelatives).
  if (decidable && !conflicts.length && MATCH_PARAMS.kin > 0) conflicts = otherRelatives(a, b);
  // Two people, one of them written in lower case (see unmatchedFullNames).
  if (decidable && !conflicts.length && MATCH_PARAMS.fullNames < 1) conflicts = unmatchedFullNames(a, b, fwd, back, lex);

  const { sameClaim } = MATCH_PARAMS;
  let relation: ClaimRelation;
  let confidence: number;
  if (score < sameClaim) {
    relation = 'different';
    confidence = Math.min(1, 0.5 + (sameClaim - score) / sameClaim);
  } else if (conflicts.length) {
    relation = 'different';
    confidence = 0.8;
  } else if (unstatedQuantity.length || unsaid.length || unstated.length) {
    relation = 'different';
    confidence = 0.7;
  } else {
    relation = flipped ? 'opposite' : 'same';
    // From 0.5 at the threshold to 1 for identical content; a polarity read from antonyms alone is less sure.
    confidence = 0.5 + (0.5 * (score - sameClaim)) / (1 - sameClaim);
    if (relation === 'opposite' && negatedA === negatedB) confidence *= 0.85;
  }
  return {
    score: round(score),
    features,
    coverText: round(fwd.cover),
    coverClaim: round(back.cover),
    relation,
    confidence: round(confidence, 2),
    negations: { text: scopedNegations(a, fwd), claim: scopedNegations(b, back) },
    flipped,
    antonyms,
    conflicts: conflicts.length ? conflicts : unstatedQuantity.length ? unstatedQuantity : unsaid.length ? unsaid : unstated,
  };
}

const round = (x: number, digits = 4) => Number(x.toFixed(digits));
