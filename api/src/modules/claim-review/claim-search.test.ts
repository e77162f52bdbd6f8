import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initOrm, type MikroORM } from '../../db/orm.js';
import { createTestDatabase } from '../../test/harness.js';
import { ensureSeedCorpus, ingestClaimReviews } from './ingest.js';
import { UNRELATED_STATEMENTS } from './eval-set.js';
import { MATCH_THRESHOLD } from '../fact-check/scoring.js';
import { attributionOf, createLocalClaimReviewProvider, queryLexemes, quoteLexeme, type LocalClaimReviewProvider } from './claim-search.js';
import { trigramSimilarity } from '../../providers/fact-check-search/similarity.js';

const VERITAS = {
  source: 'VERITAS corpus v2.1 (github.com/lucas0/VeritasCorpus @444b5264)',
  license: 'CC-BY-NC-SA-4.0',
  languageCode: 'en',
};
/** A small index: real claims from the shipped corpus, plus some near neighbours that must not win. */
const FIXTURE = [
  {
    claimReviewed: 'Says Barack Obama was born in Kenya.',
    textualRating: 'Pants on Fire',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2011-04-27',
  },
  {
    claimReviewed: 'Barack Obama was born in Hawaii.',
    textualRating: 'True',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2011-04-28',
  },
  {
    claimReviewed: 'Photographs show a giant squid that washed ashore in California.',
    textualRating: 'False',
    publisher: { name: 'Snopes', site: 'snopes.com' },
    reviewDate: '2015-01-10',
  },
  {
    claimReviewed: 'The federal minimum wage is worth less than it was 50 years ago, taking inflation into account.',
    textualRating: 'True',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2018-05-22',
  },
  {
    claimReviewed: 'Drinking eight glasses of water a day is necessary for good health.',
    textualRating: 'Mostly False',
    publisher: { name: 'Snopes', site: 'snopes.com' },
    reviewDate: '2016-07-01',
  },
  {
    claimReviewed: 'Wisconsin has the highest unemployment rate in the Midwest.',
    textualRating: 'Half True',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2013-02-11',
  },
  {
    claimReviewed: 'Says Hillary Clinton "wanted the wall."',
    textualRating: 'Mostly True',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2016-09-01',
  },
  {
    claimReviewed: 'Cell phones can ignite gasoline fumes at filling stations.',
    textualRating: 'Unproven',
    publisher: { name: 'Snopes', site: 'snopes.com' },
    reviewDate: '2004-04-05',
  },
  {
    claimReviewed: 'Texas has created more jobs than any other state since 2009.',
    textualRating: 'Mostly True',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2014-03-03',
  },
  {
    claimReviewed: 'A photograph shows a shark swimming on a flooded highway after Hurricane Harvey.',
    textualRating: 'Pants on Fire',
    publisher: { name: 'PolitiFact', site: 'politifact.com' },
    reviewDate: '2017-08-28',
  },
].map((c, i) => ({ ...c, ...VERITAS, url: `https://fixture.example/review/${i + 1}` }));

let orm: MikroORM;
let provider: LocalClaimReviewProvider;
let dir: string;
beforeAll(async () => {
  orm = await initOrm(await createTestDatabase(), { pool: 4 });
  // Test databases may come with the shipped corpus: this suite wants only its fixture.
  await orm.em.fork().execute('truncate claim_reviews cascade');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-local-'));
  const file = path.join(dir, 'fixture.jsonl');
  fs.writeFileSync(file, FIXTURE.map((r) => JSON.stringify(r)).join('\n'));
  const report = await ingestClaimReviews(orm, file);
  expect(report).toMatchObject({ inserted: FIXTURE.length, rejectedCount: 0 });
  provider = createLocalClaimReviewProvider(orm);
}, 60_000);
afterAll(async () => {
  await provider.index.close();
  await orm.close(true);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function search(query: string, options = {}) {
  const res = await provider.search(query, options);
  if (!res.ok) throw new Error(res.error.message);
  return res.data;
}

describe('local ClaimReview provider on a small fixture', () => {
  it('finds a claim as written, with every field of the match', async () => {
    const [best, ...rest] = await search('Says Barack Obama was born in Kenya.');
    expect(provider.name).toBe('claimreview-local');
    expect(best).toEqual({
      publisher: 'PolitiFact',
      site: 'politifact.com',
      title: 'Says Barack Obama was born in Kenya.',
      url: 'https://fixture.example/review/1',
      rating: 'Pants on Fire',
      verdict: 'false',
      date: '2011-04-27',
      similarity: expect.any(Number),
      provider: 'local',
      attribution: 'VERITAS corpus v2.1, CC BY-NC-SA 4.0',
      claimant: null,
      claimDate: null,
      languageCode: 'en',
    });
    // The Hawaii review shares most words (trigram similarity 0.6) but ranks below the claim itself.
    expect(rest[0]).toMatchObject({ url: 'https://fixture.example/review/2', verdict: 'true' });
    for (const other of rest) expect(other.similarity).toBeLessThan(best.similarity);
  });

  it.each([
    ['word order', 'born in Kenya, Barack Obama was', 1],
    ['lead-in and lower case', 'i read that barack obama was actually born in kenya', 1],
    ['swapped words', 'Pictures show a huge squid that washed ashore in California', 3],
    ['dropped clause', 'The federal minimum wage is worth less than it was 50 years ago', 4],
    ['inflection and synonyms', 'drinking 8 glasses of water each day is needed for good health', 5],
    [
      'quoted inside a longer sentence',
      'My neighbour swears that cell phones can ignite gasoline fumes at filling stations, so he turns his off.',
      8,
    ],
    ['misspelt', 'Wisconsn has the higest unemployment rate in the Midwest', 6],
  ])('matches a paraphrase (%s)', async (_kind, query, review) => {
    const [best] = await search(query);
    expect(best?.url).toBe(`https://fixture.example/review/${review}`);
    expect(best.similarity).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(best.similarity).toBeLessThanOrEqual(1);
  });

  it('falls back to trigrams when every telling word is misspelt', async () => {
    const query = 'Barak Obamma was borm in Kenia';
    const [best] = await search(query);
    expect(best).toMatchObject({
      url: 'https://fixture.example/review/1',
      similarity: Number(trigramSimilarity(query, best.title).toFixed(4)),
    });
    // Found, and shown as a candidate; misspelt words are too little to call it the same claim.
    expect(best.similarity).toBeGreaterThan(0.3);
    const fullTextOnly = await createLocalClaimReviewProvider(orm, { trigramFallback: false }).search(query);
    // Full text alone finds nothing here; the sentence-vector channel still brings the review.
    expect(fullTextOnly.ok && fullTextOnly.data[0]?.url).toBe('https://fixture.example/review/1');
  });

  it('finds nothing relevant for unrelated text', async () => {
    for (const text of [
      'The cafeteria serves lasagna every second Tuesday of the month.',
      'Kubernetes schedules pods onto nodes according to resource requests.',
      'qwertyuiop asdfghjkl',
    ]) {
      const matches = await search(text);
      expect(matches.every((m) => m.similarity < MATCH_THRESHOLD)).toBe(true);
    }
  });

  it('answers empty for text without words, and copes with query syntax characters', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('?!… — "" ()')).toEqual([]);
    for (const text of [
      "O'Brien's \\back\\slash & | ! <-> :* 'quoted' (a|b) -5 e-mail x.com/a?b=c",
      "it's 100% true!!! Obama's Kenya' birth",
    ]) {
      const res = await provider.search(text);
      expect(res.ok).toBe(true);
    }
  });

  it('honours pageSize and the language filter', async () => {
    expect(await search('Barack Obama born', { pageSize: 1 })).toHaveLength(1);
    expect((await search('Barack Obama born')).length).toBeGreaterThan(1);
    expect(await search('Says Barack Obama was born in Kenya.', { languageCode: 'es' })).toEqual([]);
    expect((await search('Says Barack Obama was born in Kenya.', { languageCode: 'en-GB' }))[0]?.url).toBe(
      'https://fixture.example/review/1',
    );
  });

  it('sees rows ingested after its statistics were read, once refreshed', async () => {
    const file = path.join(dir, 'more.jsonl');
    fs.writeFileSync(
      file,
      JSON.stringify({
        ...VERITAS,
        claimReviewed: 'Llamas were spotted grazing on the dark side of the moon.',
        url: 'https://fixture.example/llamas',
        textualRating: 'False',
        publisher: { name: 'Snopes' },
      }),
    );
    await ingestClaimReviews(orm, file);
    await provider.refreshStats();
    const [best] = await search('llamas grazing on the moon');
    expect(best).toMatchObject({ url: 'https://fixture.example/llamas', verdict: 'false', site: 'fixture.example' });
    expect(best.similarity).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('every replica rebuilds its in-memory index after an ingestion (LISTEN/NOTIFY), without being told', async () => {
    const replica = createLocalClaimReviewProvider(orm);
    await replica.index.ready();
    const before = replica.index.size;
    const file = path.join(dir, 'notify.jsonl');
    fs.writeFileSync(
      file,
      JSON.stringify({
        ...VERITAS,
        claimReviewed: 'Penguins have been trained to deliver parcels in Antarctica.',
        url: 'https://fixture.example/penguins',
        textualRating: 'False',
        publisher: { name: 'Snopes' },
      }),
    );
    await ingestClaimReviews(orm, file);
    const deadline = Date.now() + 10_000;
    while (replica.index.size === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(replica.index.size).toBe(before + 1);
    const near = await replica.index.nearest('penguins deliver parcels in antarctica', 3);
    const [row] = await orm.em
      .fork()
      .execute<{ id: string }[]>("select id from claim_reviews where url = 'https://fixture.example/penguins'");
    expect(near[0]?.id).toBe(row.id);
    // The word channel is rebuilt with it (docs/adr/0138-word-channel.md).
    expect((await replica.index.byWords('penguins deliver parcels in antarctica', 3))[0]?.id).toBe(row.id);
    await replica.index.close();
  });

  it('reports a database failure as a failed provider call, never a throw', async () => {
    const broken = await initOrm('postgres://postgres@127.0.0.1:1/nowhere', { pool: 1 });
    try {
      const res = await createLocalClaimReviewProvider(broken).search('Obama was born in Kenya');
      expect(res).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringContaining('local index search failed') } });
    } finally {
      await broken.close(true);
    }
  });

  it('reports statements that fail after the lexemes were read as a failed provider call', async () => {
    // The full-text statement is sent before the in-memory channels run and awaited after them
    // (docs/adr/0145-search-latency-at-scale.md): its failure must reach the caller as a degraded answer,
    // and no rejection may be left for the process to find.
    const db = await initOrm(await createTestDatabase(), { pool: 4 });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const local = createLocalClaimReviewProvider(db, { listen: false });
    try {
      await db.em.fork().execute('truncate claim_reviews cascade');
      await db.em
        .fork()
        .execute(
          `insert into claim_reviews (claim_text, publisher_name, url, textual_rating, verdict) values ('Says Barack Obama was born in Kenya.', 'PolitiFact', 'https://fixture.example/kenya', 'Pants on Fire', 'false')`,
        );
      await local.refreshStats();
      expect(await local.search('Obama was born in Kenya')).toMatchObject({ ok: true, data: [{ url: 'https://fixture.example/kenya' }] });
      // The lexeme statement needs no table; the full-text statement and the rows by id do.
      await db.em.fork().execute('alter table claim_reviews rename to claim_reviews_away');
      const res = await local.search('Obama was born in Kenya');
      expect(res).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringContaining('claim_reviews') } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await db.em
        .fork()
        .execute('alter table if exists claim_reviews_away rename to claim_reviews')
        .catch(() => undefined);
      await local.index.close();
      await db.close(true);
    }
  });
});

describe('local ClaimReview provider on the shipped corpus', () => {
  let full: MikroORM;
  let corpus: LocalClaimReviewProvider;
  beforeAll(async () => {
    full = await initOrm(await createTestDatabase(), { pool: 4 });
    await ensureSeedCorpus(full, { info: () => undefined, warn: () => undefined }); // a no-op when the template has it
    corpus = createLocalClaimReviewProvider(full);
  }, 60_000);
  afterAll(async () => {
    await corpus.index.close();
    await full.close(true);
  });

  it.each([
    ['"The #irandeal ultimately would have guaranteed Iran a nuclear bomb capable of reaching the US."', 'false'],
    ['I read that the Iran deal would have guaranteed Iran a nuclear bomb able to reach the US', 'false'],
    ['taking into account inflation the federal minimum wage is worth less than it was worth 50 years ago', 'true'],
  ])('finds %s', async (query, verdict) => {
    const res = await corpus.search(query);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data[0]).toMatchObject({ verdict, site: 'politifact.com', attribution: 'VERITAS corpus v2.1, CC BY-NC-SA 4.0' });
    expect(res.data[0].similarity).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('finds a claim by its rare words when the row budget leaves its common words out', async () => {
    // "trump" alone is in about 1,100 reviews here; a budget of 300 rows keeps only the rarer words.
    const tight = createLocalClaimReviewProvider(full, { index: corpus.index, listen: false, fullTextRowBudget: 300 });
    const res = await tight.search('Donald Trump said that he believes that the earth is flat.');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data[0]).toMatchObject({ verdict: 'false', site: 'snopes.com' });
    expect(res.data[0].title.toLowerCase()).toContain('earth is flat');
  });

  it('finds a reworded claim that shares few words with its review through the word channel (docs/adr/0138-word-channel.md)', async () => {
    const text = 'Cops die on average a decade sooner than the rest of us.';
    const review = /law-enforcement officers die 10 years earlier/i;
    const byWords = await corpus.index.byWords(text, 20);
    const [row] = await full.em
      .fork()
      .execute<{ id: string }[]>("select id from claim_reviews where claim_text ilike '%law-enforcement officers die 10 years earlier%'");
    expect(byWords.map((w) => w.id)).toContain(row.id);
    // Neither other channel brings it: full text ranks other "die" claims first, the sentence vector others too.
    expect((await corpus.index.nearest(text, 20)).map((n) => n.id)).not.toContain(row.id);
    const res = await corpus.search(text);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data.findIndex((m) => review.test(m.title))).toBe(0);
  });

  it('keeps unrelated text below the match threshold, quickly', async () => {
    const times: number[] = [];
    for (const text of UNRELATED_STATEMENTS) {
      const t0 = performance.now();
      const res = await corpus.search(text);
      times.push(performance.now() - t0);
      expect(res.ok && res.data.every((m) => m.similarity < MATCH_THRESHOLD)).toBe(true);
    }
    times.sort((a, b) => a - b);
    // ~5-10 ms each on an idle 2-core machine; the bound only catches a lost index or a runaway query.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(150);
  });
});

describe('helpers', () => {
  it('builds the attribution line from source and licence', () => {
    expect(attributionOf(VERITAS.source, VERITAS.license)).toBe('VERITAS corpus v2.1, CC BY-NC-SA 4.0');
    expect(attributionOf('Data Commons ClaimReview feed', null)).toBe('Data Commons ClaimReview feed');
    expect(attributionOf(null, 'CC-BY-4.0')).toBe('CC BY 4.0');
    expect(attributionOf(null, null)).toBeNull();
  });

  it('looks up the rarest lexemes while their rows fit the budget, and the rarest one always', () => {
    const stats = {
      docs: 300_000,
      df: new Map([
        ['springsteen', 84],
        ['publish', 525],
        ['letter', 1_155],
        ['elect', 6_363],
        ['trump', 23_184],
        ['say', 40_000],
      ]),
      at: 0,
    };
    const words = ['trump', 'say', 'springsteen', 'publish', 'letter', 'elect', 'unknownlexeme'];
    expect(queryLexemes(words, stats, 10_000).map(([l]) => l)).toEqual(['springsteen', 'publish', 'letter', 'elect']);
    // No budget to speak of: the six rarest known lexemes, as before.
    expect(queryLexemes(words, stats, Infinity).map(([l]) => l)).toEqual(['springsteen', 'publish', 'letter', 'elect', 'trump', 'say']);
    // Only common words: the rarest one still looks something up.
    expect(queryLexemes(['trump', 'say'], stats, 1_000).map(([l]) => l)).toEqual(['trump']);
    // Weighted by IDF, rarest first.
    const [[, w1], [, w2]] = queryLexemes(words, stats);
    expect(w1).toBeGreaterThan(w2);
  });

  it('quotes lexemes for tsquery', () => {
    expect(quoteLexeme("o'brien")).toBe("'o''brien'");
    expect(quoteLexeme('back\\slash')).toBe("'back\\\\slash'");
  });
});
