// The acceptance test of matching and tone: the held-out (test) split of the hand-written sets in
// api/data/eval goes through the same FactCheckService.check the REST route calls, as the admin
// (no daily limit), on a copy of the test template (which holds the shipped corpus), and must meet
// the targets of docs/claim-index.md. `npm run eval` prints the same figures for every split.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Verdict } from '@factlens/common';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../test/harness.js';
import { User } from '../users/user.entity.js';
import {
  CLAIM_GROUPS,
  checkTargets,
  formatFigures,
  formatTargets,
  HOSTILE_CATEGORIES,
  loadClaimEvalSet,
  loadToneEvalSet,
  runEvaluation,
  summarise,
  TONE_CATEGORIES,
  type ItemOutcome,
} from '../claim-review/eval-set.js';

/** The whole held-out split runs in one test: a few hundred fact-checks. */
const EVAL_TIMEOUT_MS = 15 * 60_000;

let app: TestApp;
let verdictByUrl: Map<string, Verdict>;

beforeAll(async () => {
  app = await startTestApp();
  const rows = await app.services.orm.em.fork().execute<{ url: string; verdict: Verdict }[]>('select url, verdict from claim_reviews');
  verdictByUrl = new Map(rows.map((r) => [r.url, r.verdict]));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('evaluation sets (api/data/eval)', () => {
  const claims = loadClaimEvalSet('all');
  const tone = loadToneEvalSet('all');

  it('have the documented size per group, both splits, valid fields and unique ids and texts', () => {
    const count = (xs: { split: string }[], split: string) => xs.filter((x) => x.split === split).length;
    const minimum: Record<(typeof CLAIM_GROUPS)[number], number> = {
      paraphrase: 300,
      verbatim: 100,
      markup: 40,
      negation: 100,
      near_miss: 100,
      true_fact: 50,
      unrelated: 50,
    };
    for (const g of CLAIM_GROUPS) {
      const items = claims.filter((c) => c.group === g);
      expect({ g, n: items.length >= minimum[g] }).toEqual({ g, n: true });
      // Roughly half held out in every group.
      expect(Math.abs(count(items, 'test') / items.length - 0.5)).toBeLessThan(0.08);
    }
    for (const e of ['red', 'green'] as const)
      expect(claims.filter((c) => c.group === 'paraphrase' && c.expect === e).length).toBeGreaterThanOrEqual(150);
    expect(tone.length).toBeGreaterThanOrEqual(300);
    expect(tone.filter((t) => t.category === 'calm').length).toBeGreaterThanOrEqual(100);
    for (const c of TONE_CATEGORIES)
      expect(
        count(
          tone.filter((t) => t.category === c),
          'test',
        ),
      ).toBeGreaterThan(0);
    for (const t of tone) expect(t.expect).toBe(t.category === 'calm' ? 'green' : t.category === 'charged' ? 'yellow' : 'red');
    expect(new Set([...claims, ...tone].map((x) => x.id)).size).toBe(claims.length + tone.length);
    expect(new Set(claims.map((c) => c.text.toLowerCase())).size).toBe(claims.length);
    expect(new Set(tone.map((t) => t.text.toLowerCase())).size).toBe(tone.length);
    // Every text is long enough to be checked (the default minimum selection is 15 characters).
    for (const x of [...claims, ...tone]) expect(x.text.length).toBeGreaterThanOrEqual(15);
  });

  it('derive from reviews in the shipped corpus, with the rating the expectation assumes', () => {
    for (const c of claims) {
      if (c.group === 'true_fact' || c.group === 'unrelated') {
        expect(c.reviewUrl).toBeUndefined();
        continue;
      }
      const v = verdictByUrl.get(c.reviewUrl ?? '');
      expect({ id: c.id, inCorpus: Boolean(v) }).toEqual({ id: c.id, inCorpus: true });
      if (c.expect === 'red') expect({ id: c.id, v }).toEqual({ id: c.id, v: 'false' });
      if (c.expect === 'green') expect({ id: c.id, v }).toEqual({ id: c.id, v: 'true' });
    }
    // All items written from one review are in the same split (no paraphrase of a held-out review is seen in training).
    const splitOf = new Map<string, string>();
    for (const c of claims.filter((x) => x.reviewUrl)) {
      const prev = splitOf.get(c.reviewUrl!);
      if (prev) expect({ url: c.reviewUrl, split: c.split }).toEqual({ url: c.reviewUrl, split: prev });
      splitOf.set(c.reviewUrl!, c.split);
    }
  });
});

describe('fact-check quality on the held-out split', () => {
  it(
    'meets the targets for paraphrases, verbatim claims, negations, near misses, true facts, unrelated texts and tone',
    async () => {
      const em = app.services.orm.em.fork();
      const admin = await em.findOneOrFail(User, { email: TEST_ADMIN.email });
      expect(admin.role).toBe('admin');
      const outcomes = await runEvaluation({
        check: (text) => app.services.factCheck.check(app.services.orm.em.fork(), admin, { content: text }),
        claims: loadClaimEvalSet('test'),
        tone: loadToneEvalSet('test'),
        originalVerdict: (url) => verdictByUrl.get(url),
        concurrency: 2,
      });
      const figures = summarise(outcomes, 'test');
      const targets = checkTargets(figures);
      const slipped = targets.filter((t) => !t.held);
      const report = [
        formatTargets(targets),
        '',
        formatFigures(figures),
        '',
        'some misses:',
        ...someMisses(outcomes, 3),
      ].join('\n');
      // Targets not reached yet are held at their floor (docs/claim-index.md); falling below it fails.
      if (slipped.length) throw new Error([`${slipped.length} of ${targets.length} figures fell below their floor on the test split:`, report].join('\n'));
      const unmet = targets.filter((t) => !t.met);
      if (unmet.length) console.info(`${unmet.length} of ${targets.length} targets not reached yet (held at their floors):\n${report}`);
      // Hostile categories are each represented in the figures (so tone/hostile is not vacuous).
      for (const c of HOSTILE_CATEGORIES) expect(figures.find((f) => f.group === `tone/${c}`)?.n).toBeGreaterThan(0);
    },
    EVAL_TIMEOUT_MS,
  );
});

function someMisses(outcomes: readonly ItemOutcome[], perGroup: number): string[] {
  const shown = new Map<string, number>();
  const lines: string[] = [];
  for (const o of outcomes) {
    if (o.pass || (shown.get(o.group) ?? 0) >= perGroup) continue;
    shown.set(o.group, (shown.get(o.group) ?? 0) + 1);
    lines.push(`  [${o.group} ${o.id}] "${o.text}" expected ${o.expect}, got ${o.got}; top: ${o.top ?? 'none'}`);
  }
  return lines;
}
