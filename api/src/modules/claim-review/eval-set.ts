import { fileURLToPath } from 'node:url';
import type { Band, ClaimRelation, FactCheckResult, Verdict } from '@factlens/common';
import { readJsonl } from '../../nlp/jsonl.js';

/**
 * The hand-written evaluation sets of the fact-check pipeline (api/data/eval, see its README) and
 * the figures computed from them. Everything here judges the product from the outside: it takes a
 * `check(text)` function that answers what POST /api/fact-check answers, so it does not depend on
 * how the matching engine or the tone analyser work inside. Targets and their meaning:
 * docs/claim-index.md.
 */

export const EVAL_DIR = fileURLToPath(new URL('../../../data/eval/', import.meta.url));
export const CLAIMS_EVAL_FILE = `${EVAL_DIR}claims-eval.jsonl`;
export const TONE_EVAL_FILE = `${EVAL_DIR}tone-eval.jsonl`;

export type Split = 'train' | 'test';
export type SplitChoice = Split | 'all';
export const CLAIM_GROUPS = ['paraphrase', 'verbatim', 'markup', 'negation', 'near_miss', 'true_fact', 'unrelated'] as const;
export type ClaimGroup = (typeof CLAIM_GROUPS)[number];
/** red/green: the verdict band; unverified: no verdict; not_red: anything but red; not_original: a band other than the reviewed claim's. */
export type ClaimExpectation = 'red' | 'green' | 'unverified' | 'not_red' | 'not_original';
export const TONE_CATEGORIES = ['calm', 'charged', 'harassment', 'threat', 'hate', 'violence', 'self_harm', 'sexual'] as const;
export type ToneEvalCategory = (typeof TONE_CATEGORIES)[number];
export const HOSTILE_CATEGORIES: readonly ToneEvalCategory[] = ['harassment', 'threat', 'hate', 'violence', 'self_harm', 'sexual'];

export interface ClaimEvalItem {
  id: string;
  group: ClaimGroup;
  text: string;
  split: Split;
  /** The corpus review the item was written from (paraphrase, verbatim, negation, near miss). */
  reviewUrl?: string;
  expect: ClaimExpectation;
  note?: string;
}

export interface ToneEvalItem {
  id: string;
  text: string;
  category: ToneEvalCategory;
  expect: Band;
  split: Split;
}

/** The band a verdict falls in, as the evaluation counts it (false and mostly false red, mixed yellow, mostly true and true green). */
export type VerdictBand = Band | 'unverified';
export const VERDICT_BAND: Record<Verdict, VerdictBand> = {
  false: 'red',
  mostly_false: 'red',
  mixed: 'yellow',
  mostly_true: 'green',
  true: 'green',
  unrated: 'unverified',
};

/** What the evaluation reads from a fact-check answer (a subset of FactCheckResult). */
export type CheckAnswer = Pick<FactCheckResult, 'verdict' | 'sources' | 'tone'>;
export type CheckFn = (text: string) => Promise<CheckAnswer>;

const inSplit = (split: SplitChoice) => (x: { split: Split }) => split === 'all' || x.split === split;

export function loadClaimEvalSet(split: SplitChoice = 'all', file = CLAIMS_EVAL_FILE): ClaimEvalItem[] {
  return readJsonl<ClaimEvalItem>(file).filter(inSplit(split));
}

export function loadToneEvalSet(split: SplitChoice = 'all', file = TONE_EVAL_FILE): ToneEvalItem[] {
  return readJsonl<ToneEvalItem>(file).filter(inSplit(split));
}

/** Outcome of one item. `rank` is the 1-based position of the source review among the answer's sources (null: absent). */
export interface ItemOutcome {
  id: string;
  set: 'claims' | 'tone';
  /** claims: the group, with /false or /true for paraphrase, verbatim and markup; tone: tone/<category>. */
  group: string;
  split: Split;
  text: string;
  expect: string;
  got: string;
  pass: boolean;
  rank: number | null;
  /** The best source of the answer (title, rating, similarity), for reading the misses. */
  top: string | null;
  /** Tone items of a category other than calm: whether the answer's tone categories name it. */
  categoryHit: boolean | null;
  /**
   * When the source review is among the answer's sources: whether its `relation` is the one the
   * group implies (paraphrase, verbatim, markup: same; negation: opposite; near miss: different).
   */
  relationHit: boolean | null;
  ms: number;
}

/** Run every item through `check` (a few at a time) and judge it. `originalVerdict` gives the rating of a review by URL. */
export async function runEvaluation(opts: {
  check: CheckFn;
  claims: readonly ClaimEvalItem[];
  tone: readonly ToneEvalItem[];
  originalVerdict: (url: string) => Verdict | undefined;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<ItemOutcome[]> {
  type Job = () => Promise<ItemOutcome>;
  const jobs: Job[] = [
    ...opts.claims.map(
      (item): Job =>
        async () =>
          judgeClaim(item, await timed(opts.check, item.text), opts.originalVerdict),
    ),
    ...opts.tone.map(
      (item): Job =>
        async () =>
          judgeTone(item, await timed(opts.check, item.text)),
    ),
  ];
  const out: ItemOutcome[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
      opts.onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
  return out;
}

async function timed(check: CheckFn, text: string): Promise<{ answer: CheckAnswer; ms: number }> {
  const t0 = performance.now();
  const answer = await check(text);
  return { answer, ms: performance.now() - t0 };
}

const describeTop = (a: CheckAnswer) => {
  const s = a.sources[0];
  return s ? `${s.rating} (${s.verdict}, sim ${s.similarity}${s.relation ? `, ${s.relation}` : ''}): ${s.title}` : null;
};

export function judgeClaim(
  item: ClaimEvalItem,
  r: { answer: CheckAnswer; ms: number },
  originalVerdict: (url: string) => Verdict | undefined,
): ItemOutcome {
  const band = VERDICT_BAND[r.answer.verdict] ?? 'unverified';
  let pass: boolean;
  let expect: string = item.expect;
  switch (item.expect) {
    case 'red':
    case 'green':
    case 'unverified':
      pass = band === item.expect;
      break;
    case 'not_red':
      pass = band !== 'red';
      break;
    case 'not_original': {
      const v = item.reviewUrl ? originalVerdict(item.reviewUrl) : undefined;
      if (!v) throw new Error(`${item.id}: its review ${item.reviewUrl ?? '(none)'} is not in the index`);
      expect = `not ${VERDICT_BAND[v]}`;
      pass = band !== VERDICT_BAND[v];
      break;
    }
  }
  const idx = item.reviewUrl ? r.answer.sources.findIndex((s) => s.url === item.reviewUrl) : -1;
  const wanted = EXPECTED_RELATION[item.group];
  const relation = idx >= 0 ? r.answer.sources[idx].relation : undefined;
  const byRating = item.group === 'paraphrase' || item.group === 'verbatim' || item.group === 'markup';
  const group = byRating ? `${item.group}/${item.expect === 'red' ? 'false' : 'true'}` : item.group;
  return {
    id: item.id,
    set: 'claims',
    group,
    split: item.split,
    text: item.text,
    expect,
    got: band,
    pass,
    rank: idx >= 0 ? idx + 1 : null,
    top: describeTop(r.answer),
    categoryHit: null,
    relationHit: wanted && relation ? relation === wanted : null,
    ms: r.ms,
  };
}

export function judgeTone(item: ToneEvalItem, r: { answer: CheckAnswer; ms: number }): ItemOutcome {
  const band = r.answer.tone.band;
  const found: readonly string[] = r.answer.tone.categories ?? [];
  const cats = found.length ? ` [${found.join(', ')}]` : '';
  return {
    id: item.id,
    set: 'tone',
    group: `tone/${item.category}`,
    split: item.split,
    text: item.text,
    expect: item.expect,
    got: `${band}`,
    pass: band === item.expect,
    rank: null,
    top: `tone ${r.answer.tone.score}/10 ${band}${cats}`,
    categoryHit: item.category === 'calm' ? null : found.includes(item.category),
    relationHit: null,
    ms: r.ms,
  };
}

/** The relation a group's items have to their source review. */
const EXPECTED_RELATION: Partial<Record<ClaimGroup, ClaimRelation>> = {
  paraphrase: 'same',
  verbatim: 'same',
  markup: 'same',
  negation: 'opposite',
  near_miss: 'different',
};

/** Share of true among the items where `pick` is not null (null when there are none). */
function share(items: readonly ItemOutcome[], pick: (o: ItemOutcome) => boolean | null): number | null {
  const known = items.map(pick).filter((x): x is boolean => x !== null);
  return known.length ? known.filter(Boolean).length / known.length : null;
}

/** Figures of one group on one split. map5/recall5 only where items name their source review and expect a verdict (paraphrase, verbatim, markup). */
export interface GroupFigures {
  group: string;
  split: SplitChoice;
  n: number;
  pass: number;
  rate: number;
  map5: number | null;
  recall5: number | null;
  /** Tone groups other than calm: share of answers whose tone categories name the item's category. */
  categoryRecall: number | null;
  /** Claim groups written from a review: share of answers holding that review with the relation the group implies. */
  relationAgreement: number | null;
  /** How many answers fell in each band. */
  bands: Record<string, number>;
}

/** Aggregates, in report order: each claim group (paraphrase and verbatim also by false/true), each tone category, tone/hostile and tone overall. */
export function summarise(outcomes: readonly ItemOutcome[], split: SplitChoice): GroupFigures[] {
  const rows = outcomes.filter((o) => split === 'all' || o.split === split);
  const groups: [string, (o: ItemOutcome) => boolean, boolean][] = [
    ['paraphrase', (o) => o.group.startsWith('paraphrase/'), true],
    ['paraphrase/false', (o) => o.group === 'paraphrase/false', true],
    ['paraphrase/true', (o) => o.group === 'paraphrase/true', true],
    ['verbatim', (o) => o.group.startsWith('verbatim/'), true],
    ['verbatim/false', (o) => o.group === 'verbatim/false', true],
    ['verbatim/true', (o) => o.group === 'verbatim/true', true],
    ['markup', (o) => o.group.startsWith('markup/'), true],
    ...(['negation', 'near_miss', 'true_fact', 'unrelated'] as const).map((g): [string, (o: ItemOutcome) => boolean, boolean] => [
      g,
      (o) => o.group === g,
      false,
    ]),
    ...TONE_CATEGORIES.map((c): [string, (o: ItemOutcome) => boolean, boolean] => [`tone/${c}`, (o) => o.group === `tone/${c}`, false]),
    ['tone/hostile', (o) => o.set === 'tone' && HOSTILE_CATEGORIES.some((c) => o.group === `tone/${c}`), false],
    ['tone', (o) => o.set === 'tone', false],
  ];
  return groups.map(([group, match, ranked]) => {
    const g = rows.filter(match);
    const pass = g.filter((o) => o.pass).length;
    const bands: Record<string, number> = {};
    for (const o of g) bands[o.got] = (bands[o.got] ?? 0) + 1;
    // One relevant review per query: average precision at 5 is 1/rank when it is in the top 5, else 0.
    const ap = g.map((o) => (o.rank !== null && o.rank <= 5 ? 1 / o.rank : 0));
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    return {
      group,
      split,
      n: g.length,
      pass,
      rate: g.length ? pass / g.length : 0,
      map5: ranked ? mean(ap) : null,
      recall5: ranked ? mean(g.map((o) => (o.rank !== null && o.rank <= 5 ? 1 : 0))) : null,
      categoryRecall: share(g, (o) => o.categoryHit),
      relationAgreement: share(g, (o) => o.relationHit),
      bands,
    };
  });
}

export interface Target {
  group: string;
  metric: 'rate' | 'map5';
  /** The target the product aims at. */
  min: number;
  /**
   * While a target is not yet reached, the level the test holds the product to so it cannot slip back:
   * the last measured test-split figure less a small margin (docs/claim-index.md lists both).
   */
  floor?: number;
  label: string;
}

/**
 * The acceptance targets, judged on the test split (docs/claim-index.md). Where a target is not
 * reached yet, `floor` is what the test holds the product to meanwhile (a few points under the last
 * measured figure: one item is 1 to 3.5 points in these groups); raise it as the figures rise.
 */
export const TARGETS: readonly Target[] = [
  { group: 'paraphrase/false', metric: 'rate', min: 0.9, floor: 0.74, label: 'paraphrases of false claims in the red band' },
  { group: 'paraphrase/true', metric: 'rate', min: 0.9, floor: 0.78, label: 'paraphrases of true claims in the green band' },
  { group: 'verbatim', metric: 'rate', min: 0.99, label: 'verbatim claims in their band' },
  { group: 'paraphrase', metric: 'map5', min: 0.9, label: 'retrieval MAP@5 on paraphrases' },
  { group: 'negation', metric: 'rate', min: 0.9, label: "negations not given the original's band" },
  { group: 'true_fact', metric: 'rate', min: 0.95, floor: 0.86, label: 'true facts sharing words with false claims not red' },
  { group: 'near_miss', metric: 'rate', min: 0.95, floor: 0.87, label: 'topical near misses unverified' },
  { group: 'unrelated', metric: 'rate', min: 0.95, label: 'unrelated texts unverified' },
  { group: 'tone', metric: 'rate', min: 0.85, label: 'tone in the right band' },
  { group: 'tone/hostile', metric: 'rate', min: 0.9, label: 'hostile texts red' },
  { group: 'tone/calm', metric: 'rate', min: 0.95, label: 'calm texts green' },
];

export interface TargetResult extends Target {
  value: number | null;
  met: boolean;
  /** At or above `floor` (or `min` when there is no floor): what the test enforces. */
  held: boolean;
}

export function checkTargets(figures: readonly GroupFigures[]): TargetResult[] {
  return TARGETS.map((t) => {
    const f = figures.find((x) => x.group === t.group);
    const value = f && f.n ? f[t.metric] : null;
    return { ...t, value, met: value !== null && value >= t.min, held: value !== null && value >= (t.floor ?? t.min) };
  });
}

const pct = (x: number | null) => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
const num = (x: number | null) => (x === null ? '-' : x.toFixed(3));

/** A plain-text table of the figures (one line per group; rel: relationAgreement, cat: categoryRecall, see GroupFigures). */
export function formatFigures(figures: readonly GroupFigures[]): string {
  const head = `${'group'.padEnd(18)} ${'split'.padEnd(5)} ${'n'.padStart(4)}  ${'right'.padStart(6)}  ${'MAP@5'.padStart(6)}  ${'R@5'.padStart(6)}  ${'rel'.padStart(6)}  ${'cat'.padStart(6)}  bands`;
  const lines = figures
    .filter((f) => f.n > 0)
    .map((f) => {
      const bands = Object.entries(f.bands)
        .sort((a, b) => b[1] - a[1])
        .map(([b, n]) => `${b} ${n}`)
        .join(', ');
      return `${f.group.padEnd(18)} ${f.split.padEnd(5)} ${String(f.n).padStart(4)}  ${pct(f.rate).padStart(6)}  ${num(f.map5).padStart(6)}  ${pct(f.recall5).padStart(6)}  ${pct(f.relationAgreement).padStart(6)}  ${pct(f.categoryRecall).padStart(6)}  ${bands}`;
    });
  return [head, ...lines].join('\n');
}

export function formatTargets(results: readonly TargetResult[]): string {
  return results
    .map(
      (r) =>
        `${r.met ? 'ok  ' : r.held ? 'open' : 'FAIL'} ${r.label}: ${r.metric === 'map5' ? num(r.value) : pct(r.value)} (target ≥ ${r.metric === 'map5' ? r.min : pct(r.min)}${!r.met && r.floor !== undefined ? `, held at ≥ ${r.metric === 'map5' ? r.floor : pct(r.floor)}` : ''})`,
    )
    .join('\n');
}

/**
 * Unrelated everyday statements, kept for the local index's own unit test (it checks that none of
 * them matches a review). The evaluation's unrelated group lives in api/data/eval/claims-eval.jsonl.
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
