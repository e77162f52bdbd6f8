import type { Verdict } from '@factlens/common';

/**
 * A deterministic evaluation set for the local index: claims sampled from the corpus, stratified
 * by verdict, each queried as written and as paraphrases made by fixed transformations. Nothing
 * here is random at run time: the same corpus gives the same set on every machine.
 */

export interface CorpusClaim {
  claimText: string;
  url: string;
  verdict: Verdict;
}

export const PARAPHRASE_KINDS = ['lowercase', 'lead_in', 'reorder', 'synonyms', 'drop_clause', 'typos', 'combined', 'hard'] as const;
export type QueryKind = 'exact' | (typeof PARAPHRASE_KINDS)[number];

export interface EvalQuery {
  kind: QueryKind;
  text: string;
  /** The review the query was made from. */
  url: string;
  verdict: Verdict;
}

/** FNV-1a, for a stable order and stable choices that do not depend on Math.random. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Up to `perVerdict` claims of each verdict (so 300 = 50 × 6 verdicts), chosen by hash order.
 * Claims under `minWords` words are left out: a three-word claim has no paraphrase to speak of.
 */
export function sampleClaims(
  corpus: readonly CorpusClaim[],
  opts: { perVerdict?: number; minWords?: number; seed?: string } = {},
): CorpusClaim[] {
  const perVerdict = opts.perVerdict ?? 50;
  const minWords = opts.minWords ?? 6;
  const seed = opts.seed ?? 'factlens-eval-v1';
  const byVerdict = new Map<Verdict, CorpusClaim[]>();
  for (const c of corpus) {
    if (words(c.claimText).length < minWords) continue;
    const list = byVerdict.get(c.verdict) ?? [];
    list.push(c);
    byVerdict.set(c.verdict, list);
  }
  const out: CorpusClaim[] = [];
  for (const verdict of [...byVerdict.keys()].sort()) {
    const list = byVerdict.get(verdict)!;
    list.sort((a, b) => hash32(seed + a.url) - hash32(seed + b.url) || a.url.localeCompare(b.url));
    out.push(...list.slice(0, perVerdict));
  }
  return out;
}

const LEAD_INS = [
  'I read that',
  'Someone on Facebook posted that',
  'My uncle keeps saying that',
  'Apparently',
  'Is it true that',
  'Just saw a post claiming',
];

/** Common words and a plain synonym; applied to whole words only, case kept for the first letter. */
// prettier-ignore
const SYNONYMS: Record<string, string> = {
  says: 'claims', said: 'stated', say: 'claim', people: 'folks', children: 'kids', kids: 'children',
  big: 'large', large: 'big', small: 'little', shows: 'depicts', show: 'depict', photo: 'picture',
  picture: 'photo', video: 'clip', killed: 'murdered', bought: 'purchased', buy: 'purchase',
  money: 'funds', country: 'nation', nation: 'country', more: 'additional', rich: 'wealthy',
  poor: 'needy', started: 'began', start: 'begin', help: 'assist', helped: 'assisted',
  increase: 'rise', increased: 'rose', cut: 'reduced', cuts: 'reductions', jobs: 'positions',
  job: 'position', government: 'administration', women: 'ladies', men: 'guys', died: 'passed away',
  new: 'recent', spent: 'used', pay: 'compensation', paid: 'compensated', voted: 'cast a vote',
  wants: 'desires', want: 'desire', never: 'not once', often: 'frequently', most: 'the majority of',
  than: 'compared to', about: 'around', almost: 'nearly', only: 'merely', also: 'too',
  because: 'since', many: 'numerous', lot: 'great deal', car: 'automobile', house: 'home',
  home: 'house', doctors: 'physicians', doctor: 'physician', law: 'statute', fake: 'bogus',
  real: 'genuine', true: 'accurate', false: 'untrue', dead: 'deceased', city: 'town', town: 'city',
};

function applySynonyms(text: string, max: number): string {
  let done = 0;
  return text.replace(/[A-Za-z]+/g, (word) => {
    if (done >= max) return word;
    const swap = SYNONYMS[word.toLowerCase()];
    if (!swap) return word;
    done++;
    return word[0] === word[0].toUpperCase() && word.slice(1) === word.slice(1).toLowerCase()
      ? swap[0].toUpperCase() + swap.slice(1)
      : swap;
  });
}

const stripQuotes = (text: string) => text.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** Swap the two halves at a comma or a joining word; else move the last third of the words to the front. */
function reorder(text: string): string {
  const body = text.replace(/[.!?]+$/, '');
  const joint = /^(.{12,}?)(,?\s+(?:and|but|while|because|after|before|when|if|so)\s+|,\s+)(.{12,})$/i.exec(body);
  if (joint) {
    const sep = joint[2].trim() === ',' ? ', ' : ` ${joint[2].replace(/^,/, '').trim()} `;
    return `${joint[3]}${sep}${lowerFirst(joint[1])}`;
  }
  const w = words(body);
  const cut = Math.max(1, Math.round((w.length * 2) / 3));
  return `${w.slice(cut).join(' ')} ${w.slice(0, cut).join(' ')}`;
}

/** Drop the last clause after a comma/joining word, else the last quarter of the words. */
function dropClause(text: string): string {
  const body = text.replace(/[.!?]+$/, '');
  const joint = /^(.{20,}?)(?:,?\s+(?:and|but|while|because|which|who|after|when|if)\s+|,\s+)(.{8,})$/i.exec(body);
  if (joint) return joint[1];
  const w = words(body);
  return w.slice(0, Math.max(4, Math.ceil(w.length * 0.75))).join(' ');
}

/** Swap two inner letters in every third word of five letters or more. */
function typos(text: string): string {
  let n = 0;
  return text.replace(/[A-Za-z]{5,}/g, (w) => (n++ % 3 === 0 ? w[0] + w[2] + w[1] + w.slice(3) : w));
}

function leadIn(text: string, h: number): string {
  // PolitiFact words many claims as "Says ...": the lead-in takes its place.
  return `${LEAD_INS[h % LEAD_INS.length]} ${lowerFirst(stripQuotes(text).replace(/^says\s+/i, ''))}`;
}

/**
 * The paraphrases of one claim, one per kind. `combined` stacks a lead-in, synonyms and a
 * reorder; `hard` also drops a clause and lower-cases everything.
 */
export function paraphrases(claim: CorpusClaim): EvalQuery[] {
  const h = hash32(claim.url);
  const text = claim.claimText;
  const make = (kind: QueryKind, t: string): EvalQuery => ({ kind, text: t, url: claim.url, verdict: claim.verdict });
  return [
    make(
      'lowercase',
      stripQuotes(text)
        .toLowerCase()
        .replace(/[.!?]+$/, ''),
    ),
    make('lead_in', leadIn(text, h)),
    make('reorder', reorder(stripQuotes(text))),
    make('synonyms', applySynonyms(text, 3)),
    make('drop_clause', dropClause(stripQuotes(text))),
    make('typos', typos(text)),
    make('combined', leadIn(reorder(applySynonyms(stripQuotes(text), 3)), h >>> 3)),
    make('hard', leadIn(reorder(applySynonyms(dropClause(stripQuotes(text)), 3)), h >>> 5).toLowerCase()),
  ];
}

export function buildEvalSet(corpus: readonly CorpusClaim[], opts: { perVerdict?: number } = {}): EvalQuery[] {
  const out: EvalQuery[] = [];
  for (const claim of sampleClaims(corpus, opts)) {
    out.push({ kind: 'exact', text: claim.claimText, url: claim.url, verdict: claim.verdict });
    out.push(...paraphrases(claim));
  }
  return out;
}

/**
 * Statements that no review in the corpus is about (everyday and technical sentences): the
 * index should find nothing above the match threshold for them.
 */
export const UNRELATED_STATEMENTS = [
  'The cafeteria serves lasagna every second Tuesday of the month.',
  'My cat prefers sleeping on the warm laptop keyboard in the afternoon.',
  'The new firmware update improves battery life on the wireless earbuds.',
  'Our book club is reading a mystery novel set in a lighthouse.',
  'Fresh basil grows best on a sunny windowsill with regular watering.',
  'The marathon route passes the old harbour and the botanical garden.',
  'A well-seasoned cast iron pan makes the crispiest fried potatoes.',
  'The orchestra will rehearse the second symphony on Thursday evening.',
  'Use a soft brush to remove dust from the vinyl records before playing them.',
  'The hiking trail closes at dusk because of the steep rocky sections.',
  'Kubernetes schedules pods onto nodes according to resource requests.',
  'The bakery on the corner sells sourdough loaves until noon.',
  'Remember to rotate the tyres every ten thousand kilometres.',
  'The museum added an exhibit about medieval tapestries and weaving.',
  'Knitting a scarf takes about a week if you practise every evening.',
  'The library extended its opening hours during the exam period.',
  'Our team rewrote the parser in Rust to reduce memory usage.',
  'Penguins huddle together to stay warm during the Antarctic winter.',
  'The recipe calls for two cups of flour and a pinch of salt.',
  'She painted the fence blue to match the shutters on the cottage.',
];
