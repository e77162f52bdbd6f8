/**
 * Tokens and phrase patterns for the offline tone analyser (docs/adr/0051-tone-phrase-patterns.md).
 *
 * Text is cut into lower-case word tokens and punctuation tokens in one linear scan; contractions
 * and chat spellings are expanded ("I'll" → "i will", "gonna" → "going_to"), and fixed
 * multi-word expressions are merged into one token ("make sure" → "make_sure"). Patterns are
 * short sequences of token steps matched at each position with bounded look-ahead, so the work
 * is proportional to the text's length whatever the input: no regular expression ever runs
 * over user text with a quantifier inside a quantifier.
 */

/** Punctuation tokens: '.' ends a sentence ('.', '!', '?', line breaks); ',' ends a clause. */
export const SENTENCE_END = '.';
export const CLAUSE_END = ',';

/** A word token with its span in the original text (for capitals), or punctuation. */
export interface Token {
  /** Normalised lower-case form (contractions expanded, multi-word expressions joined by '_'). */
  t: string;
  /** Whether this token is punctuation (SENTENCE_END or CLAUSE_END). */
  punct: boolean;
}

// Each alternative is a flat character class: linear, no backtracking.
// Numbers keep their decimal points and separators ("7.5", "1,300"), so they never end a sentence.
const RAW_TOKEN = /\p{N}[\p{N}.,]*\p{N}|[\p{L}\p{N}][\p{L}\p{N}'’*_-]*|[.!?\n]|[,;:–—]|\s-\s/gu;
const ELONGATED = /(\p{L})\1{2,}/gu;

const EXPANSIONS = new Map<string, string[]>(
  Object.entries({
    gonna: ['going_to'],
    finna: ['going_to'],
    wanna: ['want_to'],
    gotta: ['got_to'],
    tryna: ['trying_to'],
    imma: ['i', 'am', 'going_to'],
    ima: ['i', 'am', 'going_to'],
    im: ['i', 'am'],
    ive: ['i', 'have'],
    youre: ['you', 'are'],
    theyre: ['they', 'are'],
    dont: ['do', 'not'],
    doesnt: ['does', 'not'],
    didnt: ['did', 'not'],
    cant: ['can', 'not'],
    cannot: ['can', 'not'],
    wont: ['will', 'not'],
    isnt: ['is', 'not'],
    arent: ['are', 'not'],
    aint: ['is', 'not'],
    thats: ['that', 'is'],
    u: ['you'],
    ya: ['you'],
    ye: ['you'],
    yall: ['you'],
    "y'all": ['you'],
    ur: ['your'],
    r: ['are'],
    "let's": ['let_us'],
    "won't": ['will', 'not'],
    "can't": ['can', 'not'],
    "shan't": ['shall', 'not'],
    "ain't": ['is', 'not'],
  }),
);

const SUFFIXES: Array<[string, string[]]> = [
  ["n't", ['not']],
  ["'ll", ['will']],
  ["'re", ['are']],
  ["'ve", ['have']],
  ["'d", ['would']],
  ["'m", ['am']],
  ["'s", ['is']],
];

function expand(word: string, out: string[]): void {
  const fixed = EXPANSIONS.get(word);
  if (fixed) {
    out.push(...fixed);
    return;
  }
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      out.push(word.slice(0, -suffix.length), ...replacement);
      return;
    }
  }
  // Possessive "protesters'" and stray quotes.
  out.push(word.replace(/^'+|'+$/g, ''));
}

/** Multi-word expressions joined into one token (longest first). */
export const MWE_SOURCE = [
  'going to',
  'about to',
  'want to',
  'wants to',
  'need to',
  'needs to',
  'have to',
  'has to',
  'got to',
  'ought to',
  'deserve to',
  'deserves to',
  'plan to',
  'intend to',
  'ready to',
  'trying to',
  'wish i could',
  'make sure',
  // Beating someone at a game is no threat: one token, so no harm verb is read in it.
  'kick your butt at',
  'kick your ass at',
  'beat you at',
  'nothing but',
  'nothing more than',
  'no better than',
  'worse than',
  'less than',
  'a bunch of',
  'a pack of',
  'a herd of',
  'a swarm of',
  'bunch of',
  'pack of',
  'piece of shit',
  'piece of crap',
  'piece of garbage',
  'piece of trash',
  'piece of work',
  'waste of space',
  'waste of oxygen',
  'waste of air',
  'waste of skin',
  'sack of shit',
  'sack of garbage',
  'sack of crap',
  'excuse for a human',
  'excuse for a human being',
  'excuse of a human',
  'human being',
  'human beings',
  'shut up',
  'shut the fuck up',
  'go to hell',
  'screw you',
  'get lost',
  'piss off',
  'drop dead',
  'go die',
  'kill yourself',
  'kill urself',
  'hang yourself',
  'end yourself',
  'off yourself',
  'unalive yourself',
  'kill myself',
  'hurt myself',
  'cut myself',
  'harm myself',
  'end my life',
  'take my life',
  'take my own life',
  'end it all',
  'drink bleach',
  'your days are numbered',
  'dead man walking',
  'one eye open',
  'watch your back',
  'last warning',
  'or else',
  'do everyone a favour',
  'do everyone a favor',
  'do us all a favour',
  'do us all a favor',
  'do the world a favour',
  'do the world a favor',
  'better off dead',
  'better off without',
  'better without',
  'no reason to live',
  'suicide note',
  'self harm',
  'self-harm',
  'the only good',
  'go back',
  'send them back',
  'send them all back',
  'where you came from',
  'where they came from',
  'not human',
  'not people',
  'not humans',
  'not human beings',
  'not even human',
  'less than human',
  'sub human',
  'how dare',
  'wake up',
  'sick of',
  'fed up',
  'enough is enough',
  'cover up',
  'what the hell',
  'what the fuck',
  'no one',
  'all of you',
  'all of them',
  'each of you',
  'every one of them',
  'every last one',
  'human rights',
  'in cold blood',
  'against a wall',
  'against the wall',
  'a bullet',
  'put down',
  'the hell',
  'sleep with',
  'excuse for a',
  'excuse for an',
  'excuse of a',
  'every one of',
  'each one of',
  'every single',
  'all of the',
  'all of those',
  'all of these',
  'killed yourself',
  'killing yourself',
  'kill themselves',
  'starve yourself',
  'to death',
  'half to death',
  'ethnic group',
  'whole race',
  'one of us',
  'hotel room',
  'good girl',
  'good boy',
  'goodbye letter',
  'goodbye letters',
  'goodbye note',
  'farewell letter',
  'what is coming to you',
  'for good',
  'no wonder',
  'go ahead and do it',
  'whether you like it or not',
  'whether you want it or not',
  'you know you want it',
  'behind your screen',
  'brighter place',
  'better place',
  'people like you',
  'people like them',
  'your kind',
  'their kind',
  'you people',
  'those people',
  'these people',
  'the day',
  'done for',
  'deal with',
  'body bag',
  'make it',
  'watch out',
  'get killed',
  'on sight',
  'still inside',
  'in there',
  'hurting myself',
  'hang myself',
  'let me',
  'some skin',
  'out of',
  'one day',
  'hang out',
  'a burden',
  'this guy',
  'that guy',
  'this man',
  'that man',
  'this woman',
  'that woman',
  'this clown',
  'this idiot',
  'face of the earth',
  'lamp post',
  'firing squad',
  'once and for all',
  'being alive',
  'going on',
  'being here',
  'go away',
  'sleeping with',
  'to the ground',
  'decided to',
  'take care of',
  'on fire',
  'open fire',
  'set fire',
  'second amendment',
  'make an example of',
  'no idea',
  'accidents happen',
  'a living hell',
  'count your days',
  'no way out',
  'keep living',
  'gas chambers',
  'shoot first',
];

interface MweNode {
  next: Map<string, MweNode>;
  joined?: string;
}
const MWE_ROOT: MweNode = { next: new Map() };
for (const phrase of MWE_SOURCE) {
  let node = MWE_ROOT;
  for (const part of phrase.split(' ')) {
    let child = node.next.get(part);
    if (!child) node.next.set(part, (child = { next: new Map() }));
    node = child;
  }
  node.joined = phrase.replace(/ /g, '_');
}

/** Tokens of `text`, normalised; linear in the text's length. */
export function tokenize(text: string): Token[] {
  const raw: Token[] = [];
  for (const m of text.matchAll(RAW_TOKEN)) {
    const s = m[0];
    const first = s.charAt(0);
    if (s.length === 1 && '.!?\n'.includes(first)) {
      if (raw.length && raw[raw.length - 1].t !== SENTENCE_END) raw.push({ t: SENTENCE_END, punct: true });
      else if (!raw.length) continue;
      else raw[raw.length - 1] = { t: SENTENCE_END, punct: true };
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(first)) {
      if (raw.length && !raw[raw.length - 1].punct) raw.push({ t: CLAUSE_END, punct: true });
      continue;
    }
    const word = s.toLowerCase().replace(/’/g, "'").replace(ELONGATED, '$1').replace(/-+$/, '');
    const parts: string[] = [];
    expand(word, parts);
    for (const p of parts) if (p) raw.push({ t: p, punct: false });
  }
  return mergeExpressions(raw);
}

function mergeExpressions(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    let node: MweNode | undefined = MWE_ROOT;
    let best: { joined: string; end: number } | null = null;
    // Expressions are at most a few words long: bounded look-ahead.
    for (let j = i; j < tokens.length && node; j++) {
      if (tokens[j].punct) break;
      node = node.next.get(tokens[j].t);
      if (node?.joined) best = { joined: node.joined, end: j + 1 };
    }
    if (best) {
      out.push({ t: best.joined, punct: false });
      i = best.end;
    } else {
      out.push(tokens[i]);
      i++;
    }
  }
  return out;
}

/** A step of a pattern: given a position, the positions where the rest may continue. */
type Step = (tokens: readonly Token[], i: number) => number[];

/** A predicate class: how many tokens it consumes at `i` (0 = no match). */
export type TokenPredicate = (tokens: readonly Token[], i: number) => number;

export type WordClass = ReadonlySet<string> | TokenPredicate;

/** Words a gap does not skip: a negation inside the gap turns the phrase around. */
const GAP_NEGATIONS = new Set(['not', 'never']);

const NONE: number[] = [];

/**
 * Compiles a pattern: space-separated steps, each
 *   `word|other`  one token among literals,   `@class`  a named word class or predicate,
 *   `a+b|c`       a phrase among the alternatives,
 *   `step?`       optional,                   `~N`      skip up to N tokens within the sentence,
 *   `^`           start of a clause,          `$`       end of a clause (also as an alternative: `it|$`).
 */
export function compilePattern(source: string, classes: Readonly<Record<string, WordClass>>): CompiledPattern {
  const steps: Step[] = [];
  let first: Set<string> | null = new Set();
  let firstDone = false;
  for (const item of source.trim().split(/\s+/)) {
    const optional = item.length > 1 && item.endsWith('?');
    const body = optional ? item.slice(0, -1) : item;
    let step: Step;
    let words: ReadonlySet<string> | null = null;
    if (body === '^') {
      step = (t, i) => (i === 0 || t[i - 1].punct ? [i] : NONE);
    } else if (body === '$') {
      step = (t, i) => (i >= t.length || t[i].punct || CLAUSE_JOINERS.has(t[i].t) ? [i] : NONE);
    } else if (/^~\d+$/.test(body)) {
      const max = Number(body.slice(1));
      step = (t, i) => {
        const out = [i];
        // Gaps cross commas ("Asians brought the virus here, they're a plague") but not sentences.
        // Nor a negation: "I hope he does not die" wishes no harm.
        for (let j = i; j < t.length && j < i + max && t[j].t !== SENTENCE_END && !GAP_NEGATIONS.has(t[j].t); j++) out.push(j + 1);
        return out;
      };
    } else {
      const cls = alternatives(
        body.split('|').filter((a) => a !== '$'),
        classes,
        source,
      );
      const orEnd = body.split('|').includes('$');
      const atEnd = (t: readonly Token[], i: number) => i >= t.length || t[i].punct || CLAUSE_JOINERS.has(t[i].t);
      if (typeof cls === 'function') {
        step = (t, i) => {
          const out = orEnd && atEnd(t, i) ? [i] : [];
          const n = i < t.length && !t[i].punct ? cls(t, i) : 0;
          if (n > 0) out.push(i + n);
          return out;
        };
      } else {
        if (!orEnd) words = cls;
        step = (t, i) => {
          const out = orEnd && atEnd(t, i) ? [i] : [];
          if (i < t.length && cls.has(t[i].t)) out.push(i + 1);
          return out;
        };
      }
    }
    if (optional) {
      const inner = step;
      step = (t, i) => [i, ...inner(t, i)];
    }
    steps.push(step);
    // Index the pattern by the words that can start it: those of its first required word step
    // and of any optional ones before it. A gap or predicate there makes it unindexable.
    if (!firstDone && body !== '^' && body !== '$') {
      if (words && first) {
        for (const w of words) first.add(w);
        if (!optional) firstDone = true;
      } else {
        first = null;
        firstDone = true;
      }
    }
  }
  return { steps, first: firstDone ? first : null };
}

export interface CompiledPattern {
  steps: Step[];
  /** Tokens that can start a match, or null when the pattern must be tried everywhere. */
  first: ReadonlySet<string> | null;
}

/** `a|@cls|b`: one word set when every alternative is a set, else a predicate trying each. */
function alternatives(alts: readonly string[], classes: Readonly<Record<string, WordClass>>, source: string): WordClass {
  const parts: WordClass[] = alts.map((alt) => {
    if (alt.includes('+')) {
      // A phrase among single words: "waking+up".
      const seq = alt.split('+');
      return (t: readonly Token[], i: number) => (seq.every((w, k) => t[i + k]?.t === w) ? seq.length : 0);
    }
    if (!alt.startsWith('@')) return new Set([alt]);
    const cls = classes[alt.slice(1)];
    if (!cls) throw new Error(`Unknown word class ${alt} in tone pattern "${source}"`);
    return cls;
  });
  if (parts.every((p) => typeof p !== 'function')) {
    const union = new Set<string>();
    for (const p of parts) for (const w of p as ReadonlySet<string>) union.add(w);
    return union;
  }
  return (t, i) => {
    for (const p of parts) {
      const n = typeof p === 'function' ? p(t, i) : p.has(t[i].t) ? 1 : 0;
      if (n > 0) return n;
    }
    return 0;
  };
}

/** Words that end a clause for `$` ("idiot and ..."). */
const CLAUSE_JOINERS = new Set(['and', 'but', 'or', 'so', 'because']);

/** Whether `steps` match starting at `start`; depth-first over the few alternatives each step allows. */
export function matchesAt(steps: readonly Step[], tokens: readonly Token[], start: number): boolean {
  const visit = (stepIndex: number, i: number): boolean => {
    if (stepIndex === steps.length) return true;
    for (const next of steps[stepIndex](tokens, i)) if (visit(stepIndex + 1, next)) return true;
    return false;
  };
  return visit(0, start);
}
