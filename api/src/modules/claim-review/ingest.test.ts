import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { initOrm, type MikroORM } from '../../db/orm.js';
import { createTestDatabase } from '../../test/harness.js';
import { ClaimReview } from './claim-review.entity.js';
import { ensureSeedCorpus, ingestClaimReviews, SEED_CORPUS_FILE } from './ingest.js';

let orm: MikroORM;
let dir: string;
beforeAll(async () => {
  orm = await initOrm(await createTestDatabase(), { pool: 4 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-ingest-'));
});
afterAll(async () => {
  await orm.close(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await orm.em.fork().execute('truncate claim_reviews cascade');
});

const write = (name: string, text: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const rows = async () =>
  orm.em
    .fork()
    .execute<{ url: string; claim_text: string; verdict: string; textual_rating: string; publisher_name: string; search_vector: string }[]>(
      'select url, claim_text, verdict, textual_rating, publisher_name, search_vector::text from claim_reviews order by url',
    );

const corpusRow = (n: number, over: Record<string, unknown> = {}) => ({
  claimReviewed: `Claim number ${n} about the city budget`,
  claimant: null,
  claimDate: null,
  publisher: { name: 'PolitiFact', site: 'politifact.com' },
  url: `http://www.politifact.com/statements/${n}/`,
  reviewDate: '2017-10-03',
  textualRating: 'Pants on Fire',
  ratingValue: null,
  bestRating: null,
  worstRating: null,
  languageCode: 'en',
  source: 'VERITAS corpus v2.1 (github.com/lucas0/VeritasCorpus @444b5264)',
  license: 'CC-BY-NC-SA-4.0',
  ...over,
});

describe('ingestClaimReviews', () => {
  it('loads the corpus JSONL shape from a .gz file and reports bad lines by number', async () => {
    const lines = [
      JSON.stringify(corpusRow(1)),
      '',
      '{"claimReviewed": "truncated',
      JSON.stringify(corpusRow(2, { url: undefined })),
      JSON.stringify(corpusRow(3, { url: 'javascript:alert(1)' })),
      JSON.stringify(corpusRow(4, { claimReviewed: '' })),
      '42',
      JSON.stringify(corpusRow(5, { textualRating: 'Mostly True' })),
    ];
    const file = write('corpus.jsonl.gz', zlib.gzipSync(lines.join('\n') + '\n'));
    const report = await ingestClaimReviews(orm, file, { batchSize: 2 });
    expect(report).toMatchObject({ read: 7, inserted: 2, updated: 0, unchanged: 0, rejectedCount: 5 });
    expect(report.rejected).toEqual([
      { line: 3, reason: expect.stringMatching(/^invalid JSON: /) },
      { line: 4, reason: 'missing url' },
      { line: 5, reason: 'invalid url (not an absolute http(s) URL)' },
      { line: 6, reason: 'missing claimReviewed' },
      { line: 7, reason: 'not a JSON object' },
    ]);
    const stored = await rows();
    expect(stored.map((r) => [r.url, r.verdict])).toEqual([
      ['http://www.politifact.com/statements/1/', 'false'],
      ['http://www.politifact.com/statements/5/', 'mostly_true'],
    ]);
    // The generated full-text column is filled by PostgreSQL.
    expect(stored[0].search_vector).toContain("'budget'");
  });

  it('reads ClaimReview JSON-LD, one object a line (plain file, CRLF, BOM)', async () => {
    const review = (n: number, rating: Record<string, unknown>) => ({
      '@context': 'https://schema.org',
      '@type': 'ClaimReview',
      url: `https://fullfact.org/health/claim-${n}/`,
      claimReviewed: `Vaccine claim ${n}`,
      datePublished: '2021-03-04',
      author: { '@type': 'Organization', name: 'Full Fact', url: 'https://fullfact.org' },
      itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'Someone' }, datePublished: '2021-03-01' },
      reviewRating: { '@type': 'Rating', ...rating },
    });
    const file = write(
      'reviews.jsonld',
      '\uFEFF' +
        [
          JSON.stringify(review(1, { alternateName: 'Incorrect' })),
          JSON.stringify(review(2, { ratingValue: 5, bestRating: 5, worstRating: 1 })),
          JSON.stringify({ '@type': 'Organization', name: 'Full Fact' }),
        ].join('\r\n'),
    );
    const report = await ingestClaimReviews(orm, file);
    expect(report).toMatchObject({
      read: 3,
      inserted: 2,
      rejectedCount: 1,
      rejected: [{ line: 3, reason: 'unsupported @type "Organization"' }],
    });
    const [one] = await orm.em.fork().find(ClaimReview, { url: 'https://fullfact.org/health/claim-1/' });
    expect(one).toMatchObject({
      publisherName: 'Full Fact',
      publisherSite: 'fullfact.org',
      claimant: 'Someone',
      claimDate: '2021-03-01',
      reviewDate: '2021-03-04',
    });
    const [two] = await orm.em.fork().find(ClaimReview, { url: 'https://fullfact.org/health/claim-2/' });
    expect(two).toMatchObject({ verdict: 'true', ratingValue: 5, bestRating: 5, worstRating: 1, textualRating: '' });
  });

  it('reads a pretty-printed DataFeed and gives each bad element its line', async () => {
    const feed = {
      '@context': 'https://schema.org',
      '@type': 'DataFeed',
      dataFeedElement: [
        {
          '@type': 'DataFeedItem',
          item: [
            {
              '@type': 'ClaimReview',
              url: 'https://factcheck.afp.com/a',
              claimReviewed: 'Claim A',
              reviewRating: { alternateName: 'Falso' },
              author: { name: 'AFP' },
            },
            {
              '@type': 'ClaimReview',
              url: 'https://factcheck.afp.com/b',
              claimReviewed: 'Claim B',
              reviewRating: { alternateName: 'Vrai' },
              author: { name: 'AFP' },
            },
          ],
        },
        { '@type': 'DataFeedItem', item: { '@type': 'ClaimReview', claimReviewed: 'No URL here' } },
        { '@type': 'DataFeedItem', item: { '@type': 'ClaimReview', url: 'https://factcheck.afp.com/c', claimReviewed: 'Claim C' } },
      ],
    };
    const text = JSON.stringify(feed, null, 2);
    // The element starts with its "{" four lines above the claim: { / "@type" / "item": { / "@type" / "claimReviewed".
    const badLine = text.split('\n').findIndex((l) => l.includes('No URL here')) + 1 - 4;
    expect(text.split('\n')[badLine - 1].trim()).toBe('{');
    const report = await ingestClaimReviews(orm, write('feed.json', text));
    expect(report).toMatchObject({ read: 4, inserted: 3, rejectedCount: 1, rejected: [{ line: badLine, item: 2, reason: 'missing url' }] });
    expect((await rows()).map((r) => [r.claim_text, r.verdict, r.publisher_name])).toEqual([
      ['Claim A', 'false', 'AFP'],
      ['Claim B', 'true', 'AFP'],
      ['Claim C', 'unrated', 'factcheck.afp.com'],
    ]);
  });

  it('reads a JSON array document; in a broken one, keeps the elements that parse', async () => {
    const arr = write('array.json', `[\n${JSON.stringify(corpusRow(1))},\n${JSON.stringify(corpusRow(2))}\n]\n`);
    expect(await ingestClaimReviews(orm, arr)).toMatchObject({ read: 2, inserted: 2, rejectedCount: 0 });

    const broken = write(
      'broken.json',
      `[\n${JSON.stringify(corpusRow(3))},\n{"claimReviewed": "x", "url": },\n${JSON.stringify(corpusRow(4))}\n]\n`,
    );
    const report = await ingestClaimReviews(orm, broken);
    expect(report).toMatchObject({ read: 3, inserted: 2, rejectedCount: 1 });
    expect(report.rejected).toEqual([{ line: 3, item: 2, reason: expect.stringMatching(/^invalid JSON/) }]);

    // Broken outside the elements (no closing bracket): the elements load, the document error is reported.
    const unclosed = write('unclosed.json', `[\n${JSON.stringify(corpusRow(5))},\n${JSON.stringify(corpusRow(6))}\n`);
    expect(await ingestClaimReviews(orm, unclosed)).toMatchObject({
      read: 3,
      inserted: 2,
      rejected: [{ line: expect.any(Number), reason: expect.stringMatching(/^invalid JSON/) }],
    });
  });

  it('treats a JSONL file with a broken first line as JSON Lines', async () => {
    const file = write(
      'first-broken.jsonl',
      ['{"claimReviewed": "cut off', JSON.stringify(corpusRow(1)), JSON.stringify(corpusRow(2))].join('\n'),
    );
    const report = await ingestClaimReviews(orm, file);
    expect(report).toMatchObject({ read: 3, inserted: 2, rejected: [{ line: 1, reason: expect.stringMatching(/^invalid JSON/) }] });
  });

  it('upserts by URL: a re-ingest updates changed rows and duplicates nothing', async () => {
    const v1 = write('v1.jsonl', [1, 2, 3].map((n) => JSON.stringify(corpusRow(n))).join('\n'));
    expect(await ingestClaimReviews(orm, v1)).toMatchObject({ read: 3, inserted: 3, updated: 0, unchanged: 0 });
    const before = await orm.em
      .fork()
      .execute<{ url: string; updated_at: Date; id: string }[]>('select id, url, updated_at from claim_reviews order by url');

    expect(await ingestClaimReviews(orm, v1)).toMatchObject({ read: 3, inserted: 0, updated: 0, unchanged: 3 });
    const v2 = write(
      'v2.jsonl',
      [JSON.stringify(corpusRow(1, { textualRating: 'Half True' })), JSON.stringify(corpusRow(2)), JSON.stringify(corpusRow(4))].join('\n'),
    );
    expect(await ingestClaimReviews(orm, v2)).toMatchObject({ read: 3, inserted: 1, updated: 1, unchanged: 1 });

    const after = await orm.em
      .fork()
      .execute<{ url: string; updated_at: Date; id: string; verdict: string }[]>(
        'select id, url, updated_at, verdict from claim_reviews order by url',
      );
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ id: before[0].id, verdict: 'mixed' });
    const time = (d: Date | string) => new Date(d).getTime();
    expect(time(after[0].updated_at)).toBeGreaterThan(time(before[0].updated_at));
    expect(time(after[1].updated_at)).toBe(time(before[1].updated_at));
  });

  it('lets the last record win when a file repeats a URL', async () => {
    const file = write(
      'dupes.jsonl',
      [
        JSON.stringify(corpusRow(1, { textualRating: 'False' })),
        JSON.stringify(corpusRow(2)),
        JSON.stringify(corpusRow(1, { textualRating: 'True' })),
      ].join('\n'),
    );
    expect(await ingestClaimReviews(orm, file)).toMatchObject({ read: 3, inserted: 2, updated: 1 });
    expect((await rows()).map((r) => r.textual_rating)).toEqual(['True', 'Pants on Fire']);
  });

  it('keeps only the first rejections but counts them all', async () => {
    const file = write('junk.jsonl', Array.from({ length: 30 }, () => '{}').join('\n'));
    const report = await ingestClaimReviews(orm, file, { maxRejections: 5 });
    expect(report).toMatchObject({ read: 30, inserted: 0, rejectedCount: 30 });
    expect(report.rejected).toHaveLength(5);
  });

  it('fails on a missing file instead of reporting an empty one', async () => {
    await expect(ingestClaimReviews(orm, path.join(dir, 'nope.jsonl'))).rejects.toThrow(/ENOENT/);
  });
});

describe('ensureSeedCorpus', () => {
  it('loads the shipped corpus into an empty table, once', async () => {
    const logs: unknown[] = [];
    const logger = { info: (o: unknown) => logs.push(o), warn: (o: unknown) => logs.push(o) };
    const first = await ensureSeedCorpus(orm, logger);
    expect(first.loaded).toBe(true);
    expect(first.report).toMatchObject({ read: 14615, inserted: 14615, rejectedCount: 0 });
    expect(fs.existsSync(SEED_CORPUS_FILE)).toBe(true);
    // Loading must stay fast enough for a first start (measured ~2.5 s on 2 cores; generous bound for loaded CI machines).
    expect(first.ms).toBeLessThan(30_000);
    expect(logs).toEqual([expect.objectContaining({ inserted: 14615 })]);

    const [{ n, indexes }] = await orm.em.fork().execute<{ n: string; indexes: string }[]>(
      `select (select count(*) from claim_reviews) as n,
              (select string_agg(indexname, ',' order by indexname) from pg_indexes where tablename = 'claim_reviews' and indexdef ilike '% using gin %') as indexes`,
    );
    expect(Number(n)).toBe(14615);
    // The GIN indexes dropped for the bulk load are back.
    expect(indexes).toBe('claim_reviews_claim_text_trgm_index,claim_reviews_search_vector_index');

    const second = await ensureSeedCorpus(orm, logger);
    expect(second).toMatchObject({ loaded: false, report: null });
  }, 60_000);

  it('does nothing when the table has rows', async () => {
    await ingestClaimReviews(orm, write('one.jsonl', JSON.stringify(corpusRow(1))));
    expect(await ensureSeedCorpus(orm, { info: () => undefined, warn: () => undefined })).toMatchObject({ loaded: false });
  });
});
