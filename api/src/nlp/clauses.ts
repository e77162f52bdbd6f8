import winkNLP, { type WinkMethods } from 'wink-nlp';
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
      : { subject: new Set(normal.slice(0, verb)), predicate: new Set(normal.slice(verb)), possessed: possessedNoun(normal, pos, verb) };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(text, clause);
  return clause;
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
