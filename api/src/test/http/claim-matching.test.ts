// Claim matching over HTTP on the shipped corpus: the reader's text is compared with the claim each
// review rated (same / opposite / different claim, docs/adr/0040-claim-relation.md) before the
// rating counts (docs/adr/0043-verdict-from-relations.md). These are the examples the matching was
// rebuilt for (docs/claim-index.md).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FactCheckResult } from '@factlens/common';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let user: { id: string; token: string };
let other: { id: string; token: string };
beforeAll(async () => {
  app = await startTestApp();
  [user, other] = await Promise.all([createUser(app, 'admin'), createUser(app, 'admin')]);
}, 60_000);
afterAll(async () => {
  await app?.close();
});
jest.setTimeout(30_000);

const check = async (content: string, token = user.token) => {
  const res = await app.rest<FactCheckResult & { error?: string }>('POST', '/api/fact-check', {
    token,
    body: { content, platform: 'other' },
  });
  expect(res.status).toBe(200);
  return res.body;
};
const severe = (r: FactCheckResult) => r.warnings.filter((w) => w.severity !== 'low');

describe('claims that share words with a review of a different claim', () => {
  it('"Barack Obama was born in Hawaii." is not called false by reviews of other claims about his birth', async () => {
    const r = await check('Barack Obama was born in Hawaii.');
    expect(r.accuracy.band).not.toBe('red');
    expect(r.verdict).not.toMatch(/false/);
    expect(severe(r)).toEqual([]);
    for (const s of r.sources.filter((x) => /finished|Kenya/i.test(x.title))) {
      expect(s.relation).toBe('different');
      expect(s.explanation).toMatch(/^This is a different claim/);
    }
  });
});

describe('rival names and what "our" owns (docs/adr/0150-rival-names.md)', () => {
  it('"Barack Obama is a Christian." is not called false through a review of what Hillary Clinton said of Christians', async () => {
    const r = await check('Barack Obama is a Christian.');
    expect(r.accuracy.band).not.toBe('red');
    expect(r.verdict).not.toMatch(/false/);
    const clinton = r.sources.find((s) => /clinton said in a speech that christians/i.test(s.title));
    expect(clinton?.relation ?? 'different').toBe('different');
  });

  it('"Our landlord is raising the rent next month." is unverified, not false through a review of a pay raise for state employees', async () => {
    const r = await check('Our landlord is raising the rent next month.');
    expect(r.verdict).toBe('unrated');
    expect(r.accuracy.band).toBe('yellow');
    for (const s of r.sources) expect(s.relation).toBe('different');
  });
});

describe('framed claims (docs/adr/0151-framed-claims.md)', () => {
  it('"Mitt Romney was the governor of Massachusetts." is unverified, not the Half True of what a review says happened while he was', async () => {
    const r = await check('Mitt Romney was the governor of Massachusetts.');
    expect(r.verdict).toBe('unrated');
    const debt = r.sources.find((s) => /When Mitt Romney was governor, Massachusetts/.test(s.title));
    expect(debt?.relation ?? 'different').toBe('different');
  });
});

describe("FactCheck.org's headlines state findings (docs/adr/0147-headline-reviews.md)", () => {
  it('"Jennifer Aniston is a Trump supporter." is false: it makes the claim the headline "… Not a Trump Supporter" debunks', async () => {
    const r = await check('Jennifer Aniston is a Trump supporter.');
    expect(r.accuracy.band).toBe('red');
    const fc = r.sources.find((s) => /Aniston Not a Trump Supporter/.test(s.title));
    expect(fc).toMatchObject({ relation: 'same', site: 'factcheck.org' });
    expect(fc?.explanation).toMatch(/the opposite of the finding its headline states, so it is probably false/);
  });

  it('"Jennifer Aniston is not a Trump supporter." agrees with the finding and is not called false', async () => {
    const r = await check('Jennifer Aniston is not a Trump supporter.');
    expect(r.accuracy.band).not.toBe('red');
    expect(r.sources.find((s) => /Aniston Not a Trump Supporter/.test(s.title))?.relation).toBe('opposite');
  });

  it('"Denzel Washington starred in Malcolm X." does not take the False of "Fake Denzel Washington Story"', async () => {
    const r = await check('Denzel Washington starred in Malcolm X.');
    expect(r.accuracy.band).not.toBe('red');
    const fake = r.sources.find((s) => /Fake Denzel Washington Story/.test(s.title));
    expect(fake?.relation ?? 'different').toBe('different');
  });
});

describe("the reader's own life is no reviewed claim (docs/adr/0144-personal-texts.md)", () => {
  it('"Our team meeting moved to Thursday." is unverified, not true through a review of Thursday Night Football', async () => {
    const r = await check('Our team meeting moved to Thursday.');
    expect(r.verdict).toBe('unrated');
    expect(r.accuracy.band).toBe('yellow');
    for (const s of r.sources) expect(s.relation).toBe('different');
  });

  it('a day at the beach told in two sentences is unverified, not false through a review about what is best for kids (docs/adr/0168-stories-and-reported-claims.md)', async () => {
    const r = await check(
      'We went to the beach on Saturday and stayed until sunset. The weather was perfect and the kids loved the water.',
    );
    expect(r.verdict).toBe('unrated');
    for (const s of r.sources) expect(s.relation).toBe('different');
    // A sentence that does not go on with the story is checked by itself.
    const angry = await check('I am so angry right now. Vaccines cause autism and nobody cares.');
    expect(angry.accuracy.band).toBe('red');
  });

  it('a claim the reader reports from a relative or a post is checked (docs/adr/0168-stories-and-reported-claims.md)', async () => {
    const uncle = await check('My uncle keeps saying vaccines cause autism. He shared an article about it again today.');
    expect(uncle.accuracy.band).toBe('red');
    const aunt = await check(
      'Last night my aunt shared a post on Facebook. It said that Barack Obama was born in Kenya and that his birth certificate is fake.',
    );
    expect(aunt.accuracy.band).toBe('red');
    const kenya = aunt.sources.find((s) => /registration of birth issued in kenya/i.test(s.title));
    expect(kenya?.relation).toBe('same');
  });
});

describe('a shared subject is not a shared claim (docs/adr/0127-subject-and-predicate.md)', () => {
  it('"Ted Cruz was born in Canada." is not called false through a review of his double passport', async () => {
    const r = await check('Ted Cruz was born in Canada.');
    expect(r.accuracy.band).not.toBe('red');
    const passport = r.sources.find((s) => /passport/i.test(s.title));
    if (passport) expect(passport.relation).toBe('different');
  });

  it('"Nancy Pelosi was arrested." does not rest on a review of her son\'s arrest (docs/adr/0137-possessive-subjects.md)', async () => {
    const r = await check('Nancy Pelosi was arrested.');
    const son = r.sources.find((s) => /pelosi's son/i.test(s.title));
    expect(son?.relation ?? 'different').toBe('different');
    expect(r.verdict).toBe('unrated');
  });

  it('"Nancy Pelosi\'s husband was arrested for DUI." does not rest on a review of her son\'s arrest (docs/adr/0152-relatives-full-names-and-short-years.md)', async () => {
    const r = await check("Nancy Pelosi's husband was arrested for DUI.");
    const son = r.sources.find((s) => /pelosi's son/i.test(s.title));
    expect(son?.relation ?? 'different').toBe('different');
    expect(r.accuracy.band).not.toBe('red');
    expect(r.verdict).toBe('unrated');
  });

  it('"A Houston mall was flooded during Hurricane Harvey." is unverified, not false through a review of a destroyer crashing in Houston (docs/adr/0158-displaced-subjects.md)', async () => {
    const r = await check('A Houston mall was flooded during Hurricane Harvey.');
    expect(r.verdict).toBe('unrated');
    expect(r.accuracy.band).not.toBe('red');
    const destroyer = r.sources.find((s) => /navy destroyer crashed/i.test(s.title));
    expect(destroyer?.relation).toBe('different');
  });

  it('"The Earth orbits the Sun." is unverified, not false through "The Earth is not warming." (docs/adr/0160-subject-partners-are-taken.md)', async () => {
    const r = await check('The Earth orbits the Sun.');
    expect(r.verdict).toBe('unrated');
    expect(r.accuracy.band).not.toBe('red');
    const warming = r.sources.find((s) => /earth is not warming/i.test(s.title));
    expect(warming?.relation).toBe('different');
  });

  it('"Mark Zuckerberg founded Facebook." and "Anderson Cooper hosts a show on CNN." are not false through hoaxes about them (docs/adr/0163-predicates-read-closer.md)', async () => {
    const facebook = await check('Mark Zuckerberg founded Facebook.');
    expect(facebook.accuracy.band).not.toBe('red');
    expect(facebook.sources.find((s) => /shutting down facebook/i.test(s.title))?.relation).toBe('different');
    const cooper = await check('Anderson Cooper hosts a show on CNN.');
    expect(cooper.accuracy.band).not.toBe('red');
    expect(cooper.sources.find((s) => /anderson cooper seductively/i.test(s.title))?.relation).toBe('different');
    // The hoax itself, reworded, is still false through its review.
    const closing = await check('Mark Zuckerberg is shutting down Facebook.');
    expect(closing.accuracy.band).toBe('red');
  });

  it('"Joe Biden won the 2020 presidential election." is not false through a 2018 review of a claim that he was running (docs/adr/0164-events-after-the-review.md)', async () => {
    const r = await check('Joe Biden won the 2020 presidential election.');
    expect(r.accuracy.band).not.toBe('red');
    const running = r.sources.find((s) => /just confirmed that he is running/i.test(s.title));
    expect(running?.relation).toBe('different');
    expect(running?.explanation).toMatch(/^This is a different claim from the one PolitiFact rated False/);
    // What that review did rate, a plan stated before the year, is still false through it.
    const plan = await check('Joe Biden confirmed that he is running for president in 2020.');
    expect(plan.accuracy.band).toBe('red');
  });

  it('"Climate change is real." is not false, nor "… is not real." true, through a review of Republicans who will not say so (docs/adr/0166-views-someone-holds.md)', async () => {
    const real = await check('Climate change is real.');
    expect(real.accuracy.band).not.toBe('red');
    const guts = real.sources.find((s) => /has the guts to recognize/i.test(s.title));
    expect(guts?.relation).toBe('different');
    const unreal = await check('Climate change is not real.');
    expect(unreal.accuracy.band).not.toBe('green');
    expect(unreal.sources.find((s) => /has the guts to recognize/i.test(s.title))?.relation).toBe('different');
  });

  it('"The Sandy Hook shooting was a hoax." is not the opposite of a review that counts school shootings since Sandy Hook (docs/adr/0167-things-called-fake.md)', async () => {
    const r = await check('The Sandy Hook shooting was a hoax.');
    // Unverified, not the mirrored rating of that review.
    expect(r.verdict).toBe('unrated');
    const since = r.sources.find((s) => /school shootings in America since Sandy Hook/i.test(s.title));
    expect(since?.relation).toBe('different');
  });

  it('"The moon landing was faked." is not "mixed" through what Americans believe (docs/adr/0126-faked-and-plural-speakers.md)', async () => {
    const r = await check('The moon landing was faked.');
    expect(r.verdict).not.toBe('mixed');
    for (const s of r.sources.filter((x) => /Americans believe/i.test(x.title))) expect(s.relation).toBe('different');
  });
});

describe('social posts and fakery (docs/adr/0140-social-posts-and-fakery.md)', () => {
  it('"… was FAKED … by Stanley Kubrick" is false through the review of Kubrick helping to fake the landings, not its opposite', async () => {
    const r = await check('Wake up people! The moon landing was FAKED in a studio by Stanley Kubrick.');
    expect(r.accuracy.band).toBe('red');
    const kubrick = r.sources.find((s) => /kubrick/i.test(s.title));
    expect(kubrick?.relation).toBe('same');
  });

  it('hashtags, a retweet prefix and links do not hide the claim', async () => {
    // "The Earth is flat." alone is false; with three trailing hashtags read as words it matched nothing.
    const flat = await check('The Earth is flat. #flatearth #wakeup #nasalies');
    expect(flat.verdict).toBe('false');
    expect(flat.sources.some((s) => s.relation === 'same' && /deceived/i.test(s.title))).toBe(true);
    const moon = await check('RT @truthnews: NASA confirmed a new moon #space #breaking https://example.com/moon');
    expect(moon.verdict).toBe('false');
    expect(moon.sources.find((s) => /New Moon/.test(s.title))?.similarity).toBeGreaterThan(0.99);
  });
});

describe('reviews of what someone said, and wrapped negations (docs/adr/0119-attributed-claims.md)', () => {
  it('"Climate change is a hoax invented by China." does not inherit the True of a review of Trump saying so', async () => {
    const r = await check('Climate change is a hoax invented by China.');
    expect(r.accuracy.band).not.toBe('green');
    for (const s of r.sources.filter((x) => /Trump (says|\W*thinks)/i.test(x.title))) expect(s.relation).toBe('different');
  });

  it('"The earth is flat." is false: "deceived by people who say the Earth is not flat" makes the same claim', async () => {
    const r = await check('The earth is flat.');
    expect(r.accuracy.band).toBe('red');
    const deceived = r.sources.find((s) => /deceived/i.test(s.title));
    expect(deceived).toMatchObject({ relation: 'same' });
    expect((await check('The earth is not flat.')).accuracy.band).not.toBe('red');
  });

  it('"Barack Obama was born in Kenya." is false', async () => {
    const r = await check('Barack Obama was born in Kenya.');
    expect(r.accuracy.band).toBe('red');
  });
});

describe('stance', () => {
  it('"Vaccines cause autism" is false, and every warning agrees with the verdict', async () => {
    const r = await check('Vaccines cause autism');
    // Every review found says so: the claim rated Pants on Fire, and its denial rated True.
    expect(r.verdict).toBe('false');
    expect(r.accuracy.band).toBe('red');
    const measles = r.sources.find((s) => /measles vaccine doesn.t cause autism/i.test(s.title));
    if (measles) {
      expect(measles.relation).toBe('opposite');
      expect(measles.explanation).toMatch(/^This contradicts a claim .* rated True, so it is probably false\.$/);
    }
    expect(r.warnings.some((w) => /accurate|true\b/i.test(w.message) && !/opposite claim/.test(w.message))).toBe(false);
  });

  it('"NASA has not confirmed a new moon" is likely accurate: it contradicts a claim rated False', async () => {
    const r = await check('NASA has not confirmed a new moon');
    expect(r.verdict).toBe('mostly_true');
    expect(r.accuracy.band).toBe('green');
    expect(r.sources[0]).toMatchObject({ relation: 'opposite', verdict: 'false' });
    expect(r.sources[0].explanation).toMatch(/^This contradicts a claim PolitiFact rated False, so it is probably accurate\.$/);
    expect(r.sources[0].relationConfidence).toBeGreaterThan(0.5);
    expect(severe(r)).toEqual([]);
  });

  it('"NASA confirmed a new moon" is false, and only reviews of that claim are called matching', async () => {
    const r = await check('NASA confirmed a new moon');
    expect(r.verdict).toBe('false');
    expect(r.sources[0].relation).toBe('same');
    const matching = Number(/(\d+) matching fact-check/.exec(r.summary)?.[1]);
    expect(matching).toBe(r.sources.filter((s) => s.relation === 'same').length);
    for (const s of r.sources.filter((x) => /darkness/i.test(x.title))) expect(s.relation).toBe('different');
  });
});

describe('markup', () => {
  it('the NASA claim wrapped in tags matches like the plain one', async () => {
    const plain = await check('NASA has not confirmed a new moon.');
    const tagged = await check('<p>NASA has <b>not</b> confirmed a <i>new</i> moon.</p>');
    expect(tagged.sources[0].url).toBe(plain.sources[0].url);
    expect(tagged.sources[0].similarity).toBe(plain.sources[0].similarity);
    expect(tagged.verdict).toBe(plain.verdict);
    expect(tagged.claims).toEqual(['NASA has not confirmed a new moon.']);
  });
});

describe('storage and cache', () => {
  it('stores the full result once and serves its sources through GraphQL history', async () => {
    const r = await check('NASA confirmed a new moon, they say.');
    const g = await app.gql<{
      factChecks: {
        edges: {
          node: { id: string; result: { sources: Pick<FactCheckResult['sources'][number], 'relation' | 'explanation' | 'url'>[] } };
        }[];
      };
    }>('query { factChecks(first: 5) { edges { node { id result { sources { url relation explanation } } } } } }', {}, user.token);
    expect(g.errors).toBeUndefined();
    const node = g.data?.factChecks.edges.map((e) => e.node).find((n) => n.id === r.id);
    expect(node?.result.sources[0]).toEqual({
      url: r.sources[0].url,
      relation: r.sources[0].relation,
      explanation: r.sources[0].explanation,
    });
    const cols = await app.services.orm.em
      .fork()
      .execute<{ column_name: string }[]>(
        "select column_name from information_schema.columns where table_name = 'fact_checks' and column_name = 'sources'",
      );
    expect(cols).toEqual([]);
  });

  it('"cached" tells a user only about their own earlier check of the same text', async () => {
    const text = 'NASA has just confirmed that Earth has a new moon!';
    const first = await check(text, user.token);
    const someoneElse = await check(text, other.token);
    const again = await check(text, user.token);
    expect(first.cached).toBe(false);
    expect(someoneElse.cached).toBe(false);
    expect(again.cached).toBe(true);
    expect(someoneElse.verdict).toBe(first.verdict);
  });
});
