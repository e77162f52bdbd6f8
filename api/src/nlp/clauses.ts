import winkNLP, { type ItsFunction, type Tokens, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Subject and predicate of a claim (docs/adr/0127-subject-and-predicate.md): the words before its
 * main verb and the words from it on, read from wink-nlp's part-of-speech tags. A review rates what
 * its claim says about its subject; a text that shares the subject and little of the predicate
 * ("Ted Cruz was born in Canada" / "Canadian-born Ted Cruz has had a double passport") makes another
 * claim.
 */
export interface Clause {
  /** Lower-case words before the main verb. */
  subject: ReadonlySet<string>;
  /** Lower-case words from the main verb on. */
  predicate: ReadonlySet<string>;
  /**
   * The relative or associate a possessive subject is about ("son" in "Nancy Pelosi's son was
   * arrested"), or null when the subject is not such a phrase.
   */
  possessed: string | null;
  /**
   * What a copular main verb says its subject is: the head noun of the complement ("mayor" in "Sadiq Khan
   * is the mayor of London", "symbol" in "The bald eagle is a U.S. national symbol"), or null when the main
   * verb is not a form of "be" followed by a noun phrase ("is held in", "was born in" are passives; see
   * complementHead for the other cases).
   */
  complement: string | null;
  /** The years it reports something done in (see doneYears). */
  doneYears: readonly string[];
}

let nlp: WinkMethods | null = null;
const cache = new Map<string, Clause | null>();
const CACHE_MAX = 50_000;

/** Load the tagger now (about 0.1 s) rather than on the first check. */
export function loadClauseTagger(): void {
  nlp ??= winkNLP(model);
}

/**
 * The clause of `text`, or null when no main verb is found. The main verb is the first verb or
 * auxiliary that is not the text's first word ("Says …", a mis-tagged name), not the end of a
 * hyphenated word ("Canadian-born") and not written with a capital (a name the tagger took for a verb).
 */
export function clauseOf(text: string): Clause | null {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  loadClauseTagger();
  const its = nlp!.its;
  const tokens = nlp!.readDoc(text).tokens();
  const raw = tokens.out(its.value);
  const normal = tokens.out(its.normal);
  const pos = tokens.out(its.pos);
  let verb = -1;
  for (let i = 1; i < raw.length && verb < 0; i++) {
    if ((pos[i] === 'VERB' || pos[i] === 'AUX') && raw[i - 1] !== '-' && !/^\p{Lu}/u.test(raw[i])) verb = i;
  }
  const clause =
    verb < 0
      ? null
      : {
          subject: new Set(normal.slice(0, verb)),
          predicate: new Set(normal.slice(verb)),
          possessed: possessedNoun(normal, pos, verb),
          complement: complementHead(normal, pos, verb),
          doneYears: HAS_YEAR.test(text) ? yearsDone(tokens, normal, pos, verb) : [],
        };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(text, clause);
  return clause;
}

/** Auxiliaries in the past. */
const PAST_AUXILIARIES = new Set(['was', 'were', 'had', 'did']);

/** A verb form that is not its lemma and not a present one ("won", "elected", "got"; not "runs", "running"). */
const pastForm = (normal: string, lemma: string) => normal !== lemma && !/(?:s|ing)$/.test(normal);

/** Whether the verb group at `verb` is in the past or a perfect (see doneYears). */
function reportsDone(normal: readonly string[], pos: readonly string[], lemma: readonly string[], verb: number): boolean {
  const first = normal[verb];
  if (PAST_AUXILIARIES.has(first)) return true;
  if (first === 'has' || first === 'have') {
    let i = verb + 1;
    while (pos[i] === 'ADV' || pos[i] === 'PART') i++;
    return pos[i] === 'VERB' && pastForm(normal[i], lemma[i]);
  }
  return pos[verb] === 'VERB' && pastForm(first, lemma[verb]);
}

/** Years a claim may name (four digits), as a word and within a text. */
const YEAR = /^(?:1[89]|20)\d\d$/;
const HAS_YEAR = /\b(?:1[89]|20)\d\d\b/;

/**
 * The years `text` reports something done in: each year whose verb (the nearest verb group before it, else the
 * main verb) is a past form ("won", "was elected", "got impeached") or a perfect ("has won"). "is running", "will
 * win", "said he would win" and "beat" (its past is its present) report nothing done (docs/adr/0164-events-after-the-review.md).
 * Read with the clause, from the same parse.
 */
export function doneYears(text: string): readonly string[] {
  return HAS_YEAR.test(text) ? (clauseOf(text)?.doneYears ?? []) : [];
}

/** doneYears of a parsed text whose main verb is at `main`. */
function yearsDone(tokens: Tokens, normal: readonly string[], pos: readonly string[], main: number): string[] {
  // wink-nlp's types declare `its.lemma` with the arguments of another kind of function; it is a token one.
  const lemma = tokens.out(nlp!.its.lemma as unknown as ItsFunction<string>);
  const isVerb = (i: number) => i > 0 && (pos[i] === 'VERB' || pos[i] === 'AUX');
  const years: string[] = [];
  normal.forEach((w, k) => {
    if (pos[k] !== 'NUM' || !YEAR.test(w)) return;
    let v = k - 1;
    while (v > 0 && !isVerb(v)) v--;
    // The start of that verb group: "was elected", "has won", "got impeached".
    while (v > 1 && isVerb(v - 1)) v--;
    if (reportsDone(normal, pos, lemma, v > 0 ? v : main)) years.push(w);
  });
  return years;
}

/** People a claim may be about through someone else: "X's son did it" is not "X did it". */
// prettier-ignore
const RELATIONS = new Set([
  'son', 'sons', 'daughter', 'daughters', 'wife', 'husband', 'spouse', 'mother', 'father', 'mom', 'dad', 'parents', 'brother',
  'brothers', 'sister', 'sisters', 'child', 'children', 'kids', 'grandson', 'granddaughter', 'grandchildren', 'grandmother',
  'grandfather', 'nephew', 'niece', 'uncle', 'aunt', 'cousin', 'stepson', 'stepdaughter', 'stepfather', 'stepmother',
  'girlfriend', 'boyfriend', 'fiancee', 'fiance', 'family', 'relatives', 'aide', 'aides', 'staffer', 'staffers', 'spokesman',
  'spokeswoman', 'spokesperson', 'lawyer', 'lawyers', 'attorney', 'bodyguard', 'driver', 'doctor', 'nanny', 'housekeeper',
]);

/** The relative or associate after the subject's possessive "'s" ("Nancy Pelosi's son"), up to a preposition or the verb. */
function possessedNoun(normal: readonly string[], pos: readonly string[], verb: number): string | null {
  let k = -1;
  for (let i = 1; i < verb; i++) if (pos[i] === 'PART' && /^['’]s$/.test(normal[i])) k = i;
  if (k < 0) return null;
  let head: string | null = null;
  for (let i = k + 1; i < verb && pos[i] !== 'ADP' && pos[i] !== 'VERB'; i++) if (pos[i] === 'NOUN') head = normal[i];
  return head && RELATIONS.has(head) ? head : null;
}

/** Words that open a relative clause: "McCain was the pilot who caused the fire" claims what the clause says. */
const RELATIVES = new Set(['who', 'whom', 'whose', 'which', 'that', 'where']);
/** Forms of "be" that make a main verb copular. */
const BE = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being', 'am', "'s", "'re", "'m", '’s', '’re', '’m']);
/** Parts of speech that end a copular complement's noun phrase: "the mayor | of London", "a compound | found in …". */
const PHRASE_ENDS = new Set(['ADP', 'VERB', 'AUX', 'PUNCT', 'CCONJ', 'SCONJ']);

/**
 * The head noun of the noun phrase after a main verb that is a form of "be" ("has been", "is not" included):
 * its last noun before a preposition, verb or punctuation. Null when the verb is not "be" or a verb follows
 * it ("is held", "was born"; "was overheard referring": a bare word before a verb), when the phrase has no
 * common noun (a name: "Ted Cruz is Canadian"), when the sentence is existential ("There's a dye in pools …")
 * and when a relative clause follows (what it says is the claim: "McCain was the pilot who caused the 1967 fire").
 */
function complementHead(normal: readonly string[], pos: readonly string[], verb: number): string | null {
  if (normal.slice(0, verb).includes('there') || normal.slice(verb).some((w) => RELATIVES.has(w))) return null;
  let i = verb;
  let be = false;
  for (; i < pos.length && (pos[i] === 'AUX' || pos[i] === 'PART' || pos[i] === 'ADV'); i++) be ||= pos[i] === 'AUX' && BE.has(normal[i]);
  if (!be || pos[i] === 'VERB') return null;
  let head = -1;
  let determined = false;
  for (; i < pos.length && !PHRASE_ENDS.has(pos[i]); i++) {
    if (pos[i] === 'NOUN') head = i;
    determined ||= pos[i] === 'DET' || pos[i] === 'ADJ' || pos[i] === 'NUM';
  }
  // A bare word before a verb is a participle the tagger took for a noun: "was overheard referring to …".
  if (pos[i] === 'VERB' && !determined) return null;
  return head < 0 ? null : normal[head];
}
