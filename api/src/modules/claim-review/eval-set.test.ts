import { describe, expect, it } from '@jest/globals';
import type { FactCheckSource, Verdict } from '@factlens/common';
import {
  checkTargets,
  formatFigures,
  judgeClaim,
  judgeTone,
  summarise,
  TARGETS,
  type CheckAnswer,
  type ClaimEvalItem,
  type ItemOutcome,
} from './eval-set.js';

const source = (url: string, verdict: Verdict = 'false'): FactCheckSource => ({
  publisher: 'PolitiFact',
  site: 'politifact.com',
  title: `claim at ${url}`,
  url,
  rating: 'False',
  verdict,
  date: null,
  similarity: 0.9,
  provider: 'local',
  attribution: null,
  relation: 'same',
  relationConfidence: 0.9,
  explanation: '',
});
const answer = (
  verdict: Verdict,
  urls: string[] = [],
  tone: CheckAnswer['tone'] = { score: 1, band: 'green', label: 'Calm', categories: [] },
): { answer: CheckAnswer; ms: number } => ({
  answer: { verdict, sources: urls.map((u) => source(u)), tone },
  ms: 1,
});
const item = (over: Partial<ClaimEvalItem>): ClaimEvalItem => ({
  id: 'x',
  group: 'paraphrase',
  text: 'some claim text here',
  split: 'test',
  expect: 'red',
  reviewUrl: 'u1',
  ...over,
});
const ratings = new Map<string, Verdict>([
  ['u1', 'false'],
  ['u2', 'true'],
]);
const original = (u: string) => ratings.get(u);

describe('judging one answer', () => {
  it('counts false and mostly false as red, true and mostly true as green, unrated as unverified', () => {
    expect(judgeClaim(item({ expect: 'red' }), answer('mostly_false'), original).pass).toBe(true);
    expect(judgeClaim(item({ expect: 'red' }), answer('mixed'), original).pass).toBe(false);
    expect(judgeClaim(item({ expect: 'green', reviewUrl: 'u2' }), answer('mostly_true'), original).pass).toBe(true);
    expect(judgeClaim(item({ group: 'near_miss', expect: 'unverified' }), answer('unrated'), original).pass).toBe(true);
    expect(judgeClaim(item({ group: 'near_miss', expect: 'unverified' }), answer('true'), original).pass).toBe(false);
    expect(judgeClaim(item({ group: 'true_fact', expect: 'not_red', reviewUrl: undefined }), answer('mixed'), original).pass).toBe(true);
    expect(judgeClaim(item({ group: 'true_fact', expect: 'not_red', reviewUrl: undefined }), answer('false'), original).pass).toBe(false);
  });

  it("judges a negation against its review's band", () => {
    const neg = item({ group: 'negation', expect: 'not_original' });
    expect(judgeClaim(neg, answer('false'), original)).toMatchObject({ pass: false, expect: 'not red' });
    expect(judgeClaim(neg, answer('unrated'), original).pass).toBe(true);
    expect(judgeClaim(item({ group: 'negation', expect: 'not_original', reviewUrl: 'u2' }), answer('mostly_true'), original).pass).toBe(
      false,
    );
    expect(() => judgeClaim(item({ group: 'negation', expect: 'not_original', reviewUrl: 'nowhere' }), answer('false'), original)).toThrow(
      /not in the index/,
    );
  });

  it("checks the source review's relation against the one the group implies", () => {
    const withRelation = (relation: FactCheckSource['relation']) => {
      const a = answer('false', ['u1']);
      a.answer.sources[0].relation = relation;
      return a;
    };
    expect(judgeClaim(item({}), withRelation('same'), original).relationHit).toBe(true);
    expect(judgeClaim(item({ group: 'negation', expect: 'not_original' }), withRelation('same'), original).relationHit).toBe(false);
    expect(judgeClaim(item({ group: 'near_miss', expect: 'unverified' }), withRelation('different'), original).relationHit).toBe(true);
    expect(judgeClaim(item({}), answer('false', ['other']), original).relationHit).toBeNull();
  });

  it('records the rank of the source review and names paraphrase groups by rating', () => {
    expect(judgeClaim(item({}), answer('false', ['a', 'b', 'u1']), original)).toMatchObject({ rank: 3, group: 'paraphrase/false' });
    expect(judgeClaim(item({ expect: 'green', reviewUrl: 'u2' }), answer('true', ['a']), original)).toMatchObject({
      rank: null,
      group: 'paraphrase/true',
    });
  });

  it('judges tone by band and notes whether the category was named', () => {
    const t = { id: 't', text: 'I know where you live.', category: 'threat' as const, expect: 'red' as const, split: 'test' as const };
    expect(judgeTone(t, answer('unrated', [], { score: 9, band: 'red', label: 'Hostile', categories: ['threat'] }))).toMatchObject({
      pass: true,
      categoryHit: true,
      group: 'tone/threat',
    });
    expect(judgeTone(t, answer('unrated', [], { score: 8, band: 'red', label: 'Hostile', categories: ['harassment'] }))).toMatchObject({
      pass: true,
      categoryHit: false,
    });
    expect(judgeTone(t, answer('unrated'))).toMatchObject({ pass: false, got: 'green' });
  });
});

describe('figures and targets', () => {
  const o = (group: string, pass: boolean, rank: number | null = null, split: 'train' | 'test' = 'test'): ItemOutcome => ({
    id: `${group}-${Math.random()}`,
    set: group.startsWith('tone') ? 'tone' : 'claims',
    group,
    split,
    text: '',
    expect: '',
    got: pass ? 'red' : 'green',
    pass,
    rank,
    top: null,
    categoryHit: null,
    relationHit: null,
    ms: 1,
  });

  it('computes band agreement, MAP@5 (1/rank within 5) and recall@5 per group and split', () => {
    const outcomes = [
      o('paraphrase/false', true, 1),
      o('paraphrase/false', true, 2),
      o('paraphrase/true', false, 6),
      o('paraphrase/true', true, null),
      o('paraphrase/false', false, 1, 'train'),
    ];
    const test = summarise(outcomes, 'test');
    const all = test.find((f) => f.group === 'paraphrase')!;
    expect(all).toMatchObject({ n: 4, pass: 3, rate: 0.75, recall5: 0.5 });
    expect(all.map5).toBeCloseTo((1 + 0.5 + 0 + 0) / 4);
    expect(test.find((f) => f.group === 'paraphrase/false')).toMatchObject({ n: 2, rate: 1 });
    expect(summarise(outcomes, 'all').find((f) => f.group === 'paraphrase')!.n).toBe(5);
    expect(test.find((f) => f.group === 'negation')).toMatchObject({ n: 0, map5: null });
  });

  it('fails a target that is missed or has no items, and the table leaves empty groups out', () => {
    const outcomes = [...Array.from({ length: 9 }, () => o('tone/calm', true)), o('tone/calm', false)];
    const figures = summarise(outcomes, 'test');
    const results = checkTargets(figures);
    expect(results).toHaveLength(TARGETS.length);
    expect(results.find((r) => r.group === 'tone/calm')).toMatchObject({ value: 0.9, met: false });
    expect(results.find((r) => r.group === 'negation')).toMatchObject({ value: null, met: false });
    const table = formatFigures(figures);
    expect(table).toContain('tone/calm');
    expect(table).not.toContain('negation');
  });
});
