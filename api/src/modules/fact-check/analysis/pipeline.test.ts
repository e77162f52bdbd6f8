// The pure analysis pipeline (docs/adr/0044-analysis-pipeline.md): found reviews + tone in, result out.
import { describe, expect, it } from '@jest/globals';
import type { ProviderStatus, Verdict } from '@factlens/common';
import type { Lexicon } from '../../../nlp/match.js';
import { MATCH_PARAMS, matchClaim, type ClaimMatch } from '../../../nlp/match.js';
import { analyse, needsClaimCheck, prepareText } from './pipeline.js';
import { DISTINCT_FLOOR, distinctMatches, laterYears, type FoundReview } from './relate.js';

const lexicon: Lexicon = { idf: () => 4, nameRate: (w) => (['nasa', 'obama', 'barack', 'hawaii', 'kenya'].includes(w) ? 0.95 : 0.02) };
const calm = { score: 1, band: 'green' as const, label: 'Neutral', warnings: [], categories: [] };
const providers: ProviderStatus[] = [{ provider: 'claimreview-local', status: 'ok', detail: null, ms: 3 }];

const review = (
  title: string,
  rating: string,
  verdict: Verdict,
  url = `https://example.org/${encodeURIComponent(title)}`,
  [publisher, site] = ['PolitiFact', 'politifact.com'],
  date: string | null = '2019-01-01',
): FoundReview => ({
  publisher,
  site,
  title,
  url,
  rating,
  verdict,
  date,
  similarity: 0.5,
  provider: 'local',
  attribution: null,
});

const run = (text: string, found: FoundReview[]) => {
  const { claims } = prepareText(text);
  return analyse({ claims, found, tone: calm, providers, lexicon });
};

describe('analyse', () => {
  it('the same claim inherits the rating, and says so', () => {
    const r = run('NASA has just confirmed Earth has a new moon', [
      review('NASA Has Just Confirmed Earth Has A New Moon', 'False', 'false'),
    ]);
    expect(r.verdict).toBe('false');
    expect(r.accuracy.band).toBe('red');
    expect(r.sources[0]).toMatchObject({
      relation: 'same',
      explanation: 'This makes the same claim PolitiFact rated False, so it is probably false.',
    });
    expect(r.warnings[0]).toMatchObject({ severity: 'high', message: expect.stringContaining('rated a matching claim false') });
    expect(r.summary).toMatch(/^False: 1 matching fact-check, closest by PolitiFact/);
  });

  it('the opposite claim inverts the rating: a denial of a false claim is likely accurate', () => {
    const r = run('NASA has not confirmed a new moon', [review('NASA Has Just Confirmed Earth Has A New Moon', 'False', 'false')]);
    expect(r.verdict).toBe('mostly_true');
    expect(r.accuracy.band).toBe('green');
    expect(r.sources[0]).toMatchObject({
      relation: 'opposite',
      explanation: 'This contradicts a claim PolitiFact rated False, so it is probably accurate.',
    });
    expect(r.warnings.filter((w) => w.severity !== 'low')).toEqual([]);
    expect(r.summary).toMatch(/1 fact-check of the opposite claim/);
  });

  it('a true review of the denial makes the plain claim false, and the warning agrees with the verdict', () => {
    const r = run('Vaccines cause autism', [
      review('Science is "very certain" that the measles vaccine doesn\'t cause autism.', 'True', 'true'),
    ]);
    expect(r.sources[0].relation).toBe('opposite');
    expect(r.verdict).toBe('false');
    expect(r.warnings[0].message).toBe('Fact-checkers rated the opposite claim true (PolitiFact: "True").');
  });

  it('a different claim does not count: unverified, shown below as different', () => {
    const r = run('Barack Obama was born in Hawaii.', [
      review('"I finished" the controversy about where President Barack Obama was born.', 'Pants on Fire', 'false'),
      review('Says Barack Obama was born in Kenya.', 'Pants on Fire', 'false'),
    ]);
    expect(r.verdict).toBe('unrated');
    expect(r.credibilityScore).toBe(50);
    expect(r.sources.every((s) => s.relation === 'different')).toBe(true);
    expect(r.sources[0].explanation).toMatch(/^This is a different claim from the one PolitiFact rated Pants on Fire/);
    expect(r.summary).toMatch(/^No fact-check we know of covers this claim/);
    expect(r.warnings[0].severity).toBe('low');
  });

  it('strips markup before matching: the tagged claim matches like the plain one', () => {
    const found = [review('NASA Has Just Confirmed Earth Has A New Moon', 'False', 'false')];
    const plain = run('NASA has not confirmed a new moon', found);
    const tagged = run('<p>NASA has <b>not</b> confirmed a new&nbsp;moon</p>', found);
    expect(prepareText('<p>NASA has <b>not</b> confirmed</p>').plain).toBe('NASA has not confirmed');
    expect(tagged.sources[0].similarity).toBe(plain.sources[0].similarity);
    expect(tagged.verdict).toBe(plain.verdict);
  });

  it('one source per URL, and a failed provider makes the answer partial with a low warning', () => {
    const r = analyse({
      claims: ['NASA has just confirmed Earth has a new moon'],
      found: [
        review('NASA Has Just Confirmed Earth Has A New Moon', 'False', 'false', 'https://x.org/a'),
        review('NASA Has Just Confirmed Earth Has A New Moon', 'False', 'false', 'https://x.org/a'),
      ],
      tone: calm,
      providers: [...providers, { provider: 'google-factcheck', status: 'failed', detail: 'timeout', ms: 10 }],
      lexicon,
    });
    expect(r.sources).toHaveLength(1);
    expect(r.partial).toBe(true);
    expect(r.warnings.at(-1)).toMatchObject({ severity: 'low', message: expect.stringContaining('google-factcheck') });
  });

  it('claim verification applies to accuracy 4-6 with a medium or high warning only', () => {
    expect(needsClaimCheck({ accuracy: { score: 5, band: 'yellow', label: '' }, warnings: [{ severity: 'medium', message: '' }] })).toBe(
      true,
    );
    expect(needsClaimCheck({ accuracy: { score: 5, band: 'yellow', label: '' }, warnings: [{ severity: 'low', message: '' }] })).toBe(
      false,
    );
    expect(needsClaimCheck({ accuracy: { score: 8, band: 'red', label: '' }, warnings: [{ severity: 'high', message: '' }] })).toBe(false);
  });
});

describe('reviews whose claim field is the article headline (docs/adr/0147-headline-reviews.md)', () => {
  const headline = (title: string) => review(title, 'False', 'false', undefined, ['FactCheck.org', 'factcheck.org']);

  it('a headline states the finding: the claim it rated False is its opposite, so making that claim is false', () => {
    const r = run('Jennifer Aniston is a Trump supporter.', [headline('Jennifer Aniston Not a Trump Supporter')]);
    expect(r.verdict).toBe('false');
    expect(r.accuracy.band).toBe('red');
    expect(r.sources[0]).toMatchObject({
      relation: 'same',
      explanation:
        'This makes the claim FactCheck.org rated False, the opposite of the finding its headline states, so it is probably false.',
    });
  });

  it('a text that agrees with the finding is probably accurate', () => {
    const r = run('Jennifer Aniston is not a Trump supporter.', [headline('Jennifer Aniston Not a Trump Supporter')]);
    expect(r.accuracy.band).toBe('green');
    expect(r.sources[0]).toMatchObject({
      relation: 'opposite',
      explanation:
        "This agrees with the finding FactCheck.org's headline states; the claim it rated False says the opposite, so it is probably accurate.",
    });
  });

  it('the same wording from a publisher that words the claim it rates keeps the plain reading', () => {
    const r = run('Jennifer Aniston is not a Trump supporter.', [review('Jennifer Aniston is not a Trump supporter', 'False', 'false')]);
    expect(r.sources[0].relation).toBe('same');
    expect(r.accuracy.band).toBe('red');
  });

  it('a headline that only names a falsehood lends no rating to a text about the same person', () => {
    const r = run('Denzel Washington starred in Malcolm X.', [headline('Fake Denzel Washington Story')]);
    expect(r.verdict).toBe('unrated');
    expect(r.accuracy.band).not.toBe('red');
    expect(r.sources[0]).toMatchObject({
      relation: 'different',
      explanation:
        "This review's headline names a claim FactCheck.org rated False without saying what it was, so that rating does not apply here.",
    });
  });

  it('a question headline asks the rated claim itself', () => {
    const r = run('Counterprotesters were paid in Charlottesville.', [headline('Counterprotesters Paid in Charlottesville?')]);
    expect(r.sources[0].relation).toBe('same');
    expect(r.accuracy.band).toBe('red');
  });
});

describe('distinct matches (docs/adr/0111-distinct-match.md)', () => {
  const base = matchClaim('Ted Cruz held two passports', 'Ted Cruz held two passports', lexicon);
  const at = (score: number, extra: Partial<ClaimMatch> = {}): ClaimMatch => ({
    ...base,
    score,
    relation: score >= MATCH_PARAMS.sameClaim ? 'same' : 'different',
    conflicts: [],
    flipped: false,
    ...extra,
  });
  const { distinctScore, distinctMargin } = MATCH_PARAMS;
  const under = Math.max(distinctScore, DISTINCT_FLOOR + distinctMargin) + 0.01;

  it('a match under the cut that stands out from every other review is the same claim', () => {
    expect(under).toBeLessThan(MATCH_PARAMS.sameClaim);
    const [m] = distinctMatches([at(under)], ['Canadian-born Ted Cruz has a double passport']);
    expect(m.relation).toBe('same');
    expect(m.confidence).toBeGreaterThanOrEqual(0.5);
    expect(m.confidence).toBeLessThanOrEqual(0.75);
  });

  it('keeps its polarity: a distinct match of the negation is the opposite claim', () => {
    expect(distinctMatches([at(under, { flipped: true })], ['Ted Cruz has a double passport'])[0].relation).toBe('opposite');
  });

  it('a rival about as close leaves both different; a review of the same wording is no rival', () => {
    const rival = at(under - distinctMargin / 2);
    const out = distinctMatches([at(under), rival], ['Ted Cruz has a double passport', 'Ted Cruz was born in Canada and is not eligible']);
    expect(out.map((m) => m.relation)).toEqual(['different', 'different']);
    const copy = distinctMatches([at(under), rival], ['Ted Cruz has a double passport', 'Ted Cruz has a double passport.']);
    expect(copy[0].relation).toBe('same');
  });

  it('needs the words that are not names covered on both sides (docs/adr/0113-rare-word-coverage.md)', () => {
    const { distinctPredicate } = MATCH_PARAMS;
    expect(distinctPredicate).toBeGreaterThan(0);
    const names = (predicateMin: number) => at(under, { features: { ...base.features, predicateMin } });
    expect(distinctMatches([names(distinctPredicate - 0.01)], ['The great barrier reef is dead'])[0].relation).toBe('different');
    expect(distinctMatches([names(distinctPredicate)], ['The great barrier reef is dead'])[0].relation).toBe('same');
  });

  it('never overrides a name or number conflict, nor a match under distinctScore', () => {
    expect(distinctMatches([at(under, { conflicts: ['Calgary', 'Houston'] })], ['x'])[0].relation).toBe('different');
    expect(distinctMatches([at(distinctScore - 0.01)], ['x'])[0].relation).toBe('different');
  });

  it('a same-claim match with a review of another rating close behind is crowded out; one of the same rating is not', () => {
    const { crowdMargin, crowdBelow } = MATCH_PARAMS;
    const s = Math.min(crowdBelow, 0.99) - 0.02;
    const titles = ['Wisconsin is dead last in income growth', 'Wisconsin ranked third in Midwest job growth'];
    const pair = [at(s, { relation: 'same' }), at(s - crowdMargin / 2, { relation: 'same' })];
    expect(distinctMatches(pair, titles, ['true', 'false']).map((m) => m.relation)).toEqual(['different', 'different']);
    expect(distinctMatches(pair, titles, ['true', 'true']).map((m) => m.relation)).toEqual(['same', 'same']);
    // A restatement (at or above crowdBelow) is never crowded out.
    expect(distinctMatches([at(crowdBelow, { relation: 'same' }), pair[1]], titles, ['true', 'false'])[0].relation).toBe('same');
  });

  it('an unrated review close behind crowds nothing out: it has no rating to disagree with', () => {
    const { crowdMargin, crowdBelow } = MATCH_PARAMS;
    const s = Math.min(crowdBelow, 0.99) - 0.02;
    // "Barack Obama was born in Kenya." against a False review of that claim and a PolitiFact "Full Flop".
    const titles = [
      'A certified registration of birth issued in Kenya documents that Barack Obama was born there',
      'On whether Barack Obama was born in the United States',
    ];
    const pair = [at(s, { relation: 'same' }), at(s + crowdMargin / 2, { relation: 'different' })];
    expect(distinctMatches(pair, titles, ['false', 'unrated'])[0].relation).toBe('same');
    expect(distinctMatches(pair, titles, ['false', 'mixed'])[0].relation).toBe('different');
  });

  it('in the analysis: a lone, clearly better review under the cut lends its rating', () => {
    const saved = { ...MATCH_PARAMS };
    try {
      // The cut raised above this pair's score: only the distinct rule can make it count.
      const text = 'Ted Cruz held both Canadian and American passports';
      const title = 'Canadian-born Ted Cruz has had a double passport.';
      const score = matchClaim(text, title, lexicon).score;
      Object.assign(MATCH_PARAMS, {
        sameClaim: Math.min(0.99, score + 0.01),
        distinctScore: Math.max(0, score - 0.05),
        distinctMargin: 0.05,
      });
      const r = run(text, [review(title, 'False', 'false')]);
      expect(r.sources[0].relation).toBe('same');
      expect(r.verdict).toBe('false');
      Object.assign(MATCH_PARAMS, { distinctScore: 1 });
      expect(run(text, [review(title, 'False', 'false')]).verdict).toBe('unrated');
    } finally {
      Object.assign(MATCH_PARAMS, saved);
    }
  });
});

describe('events after the review (docs/adr/0164-events-after-the-review.md)', () => {
  const running = '"Joe Biden just confirmed that he is running for president in 2020 and it has America applauding!"';
  const at = (date: string | null) => [review(running, 'False', 'false', undefined, undefined, date)];

  it('a text reporting what happened in a year after the review was written is another claim', () => {
    const r = run('Joe Biden won the 2020 presidential election.', at('2018-03-06'));
    expect(r.sources[0]).toMatchObject({
      relation: 'different',
      explanation: 'This is a different claim from the one PolitiFact rated False, so that rating does not apply here.',
    });
    expect(r.verdict).toBe('unrated');
    // The same text against a review written after the year: the rule has nothing to say.
    expect(run('Joe Biden won the 2020 presidential election.', at('2021-01-10')).sources[0].relation).not.toBe('different');
    // A review without a date is not read by it.
    expect(run('Joe Biden won the 2020 presidential election.', at(null)).sources[0].relation).not.toBe('different');
  });

  it('a plan or a forecast for that year is what such a review rates', () => {
    expect(run('Joe Biden is running for president in 2020.', at('2018-03-06')).verdict).toBe('false');
  });

  it('reads the verb a year belongs to: a past form or a perfect reports something done; a present, a future or a plan does not', () => {
    const reviewed = '2018-03-06';
    expect(laterYears('Joe Biden won the 2020 presidential election.', reviewed)).toEqual(['2020']);
    expect(laterYears('Joe Biden was elected president in 2020.', reviewed)).toEqual(['2020']);
    expect(laterYears('Biden has won the 2020 election.', reviewed)).toEqual(['2020']);
    expect(laterYears('Trump got impeached in 2019.', reviewed)).toEqual(['2019']);
    expect(laterYears('In 2020, Joe Biden won the election.', reviewed)).toEqual(['2020']);
    expect(laterYears('Joe Biden is running for president in 2020.', reviewed)).toEqual([]);
    expect(laterYears('Joe Biden will win the 2020 election.', reviewed)).toEqual([]);
    // The verb a year belongs to is the nearest before it: a plan reported in the past is still a plan.
    expect(laterYears('Joe Biden confirmed that he is running for president in 2020.', reviewed)).toEqual([]);
    expect(laterYears('Trump said he would win in 2020.', reviewed)).toEqual([]);
    expect(laterYears('Premiums were projected to rise in 2019.', reviewed)).toEqual([]);
    expect(laterYears('Trump said that Biden won in 2020.', reviewed)).toEqual(['2020']);
    // A year before the review, or the review's own year, it may have judged.
    expect(laterYears('Joe Biden won the 2018 primary.', reviewed)).toEqual([]);
    expect(laterYears('Barack Obama was elected president in 2008.', reviewed)).toEqual([]);
  });

  it('is off with MATCH_PARAMS.afterReview at 0', () => {
    const saved = MATCH_PARAMS.afterReview;
    MATCH_PARAMS.afterReview = 0;
    try {
      expect(laterYears('Joe Biden won the 2020 presidential election.', '2018-03-06')).toEqual([]);
    } finally {
      MATCH_PARAMS.afterReview = saved;
    }
  });
});
