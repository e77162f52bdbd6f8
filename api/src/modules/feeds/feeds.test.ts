// Feed imports from /admin/claims against a real PostgreSQL and a real pg-boss queue: the formats,
// counts with the line of every refused record, the role matrix, one run however many workers, the
// index of another "replica" refreshed, and a run stopped half-way that resumes from its last batch
// (docs/claim-index.md, "Feeds"; docs/adr/0100-feed-import-queue.md, docs/adr/0101-feed-import-resume.md).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, TEST_ADMIN, type TestApp } from '../../test/harness.js';
import { ClaimIndex } from '../claim-review/claim-index.js';
import { SEED_CORPUS_FILE } from '../claim-review/ingest.js';
import { FeedsService, MAX_FEED_BYTES } from './feeds.service.js';

const UPLOAD = `mutation Upload($file: Upload!) { uploadClaimFeed(file: $file) { id status fileName sizeBytes } }`;
const IMPORT = `query Import($id: ID!) { feedImport(id: $id) { id status read inserted updated unchanged rejected runs resumedFrom error
  createdAt updatedAt startedAt finishedAt createdBy
  rejections(first: 1000) { line item reason } } }`;

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.login(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** A multipart GraphQL upload, as the web app sends it. */
async function upload(token: string | null, name: string, body: Buffer | string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([typeof body === 'string' ? Buffer.from(body) : body]), name);
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const json = (await res.json()) as {
    data?: { uploadClaimFeed: { id: string; status: string; fileName: string; sizeBytes: number } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: res.status, data: json.data ?? null, errors: json.errors };
}

async function uploaded(name: string, body: Buffer | string): Promise<string> {
  const res = await upload(adminToken, name, body);
  expect(res.errors).toBeUndefined();
  return res.data!.uploadClaimFeed.id;
}

interface ImportResult {
  id: string;
  status: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  runs: number;
  resumedFrom: number | null;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  rejections: { line: number; item: number | null; reason: string }[];
}

async function importOf(id: string): Promise<ImportResult> {
  const res = await app.gql<{ feedImport: ImportResult }>(IMPORT, { id }, adminToken);
  expect(res.errors).toBeUndefined();
  return res.data!.feedImport;
}

async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const settled = (id: string) =>
  until(
    `import ${id}`,
    () => importOf(id),
    (v) => v.status === 'done' || v.status === 'failed',
  );

const review = (n: number, over: Record<string, unknown> = {}) => ({
  claimReviewed: `Feed test claim ${n}: the harbour bridge toll doubled in ${1990 + (n % 30)}`,
  publisher: { name: 'Feed Checkers', site: 'feedcheckers.test' },
  url: `https://feedcheckers.test/reviews/${n}`,
  reviewDate: '2026-11-20',
  textualRating: 'False',
  languageCode: 'en',
  ...over,
});

/** `count` records of the shipped corpus with new URLs (so each one is an insert), as JSON Lines. */
async function corpusLines(count: number, tag: string): Promise<string[]> {
  const text = zlib.gunzipSync(await import('node:fs').then((fs) => fs.promises.readFile(SEED_CORPUS_FILE))).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .slice(0, count)
    .map((line, i) => JSON.stringify({ ...(JSON.parse(line) as Record<string, unknown>), url: `https://feeds.test/${tag}/${i + 1}` }));
}

const reviewsFrom = async (prefix: string) =>
  Number(
    (
      await app.services.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from claim_reviews where url like ?', [`${prefix}%`])
    )[0].n,
  );

describe('feed formats and rejected lines', () => {
  let worker: FeedsService;
  beforeAll(async () => {
    worker = new FeedsService(app.services.orm, { batchSize: 3 });
    await worker.start();
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('loads JSON Lines and reports each refused record with its line and reason', async () => {
    const lines = [
      JSON.stringify(review(1)),
      JSON.stringify(review(2)),
      '{"claimReviewed": "broken line", ',
      JSON.stringify(review(3)),
      JSON.stringify(review(4, { url: undefined })),
      '',
      JSON.stringify(review(5, { claimReviewed: '' })),
      JSON.stringify(review(6, { url: 'ftp://feedcheckers.test/6' })),
      JSON.stringify(review(7)),
    ];
    const id = await uploaded('checks.jsonl', lines.join('\n') + '\n');
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'done', read: 8, inserted: 4, updated: 0, unchanged: 0, rejected: 4, runs: 1, error: null });
    expect(done.createdBy).toBe(TEST_ADMIN.email);
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    expect(Date.parse(done.startedAt!)).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
    expect(done.rejections.map((r) => [r.line, r.reason])).toEqual([
      [3, expect.stringMatching(/^invalid JSON/)],
      [5, 'missing url'],
      [7, 'missing claimReviewed'],
      [8, 'invalid url (not an absolute http(s) URL)'],
    ]);
    const [row] = await app.services.orm.em
      .fork()
      .execute<{ source: string; publisher_name: string }[]>(
        "select source, publisher_name from claim_reviews where url = 'https://feedcheckers.test/reviews/7'",
      );
    expect(row).toEqual({ source: 'Feed upload: checks.jsonl', publisher_name: 'Feed Checkers' });
  });

  it('loads the same file gzipped: the rows are already there, unchanged', async () => {
    const lines = [1, 2, 3, 7].map((n) => JSON.stringify(review(n)));
    const id = await uploaded('checks.jsonl.gz', zlib.gzipSync(lines.join('\n')));
    expect(await settled(id)).toMatchObject({ status: 'done', read: 4, inserted: 0, updated: 0, unchanged: 4, rejected: 0 });
  });

  it('loads a schema.org DataFeed (pretty-printed, gzip) with the line and list position of a bad element', async () => {
    const ld = (n: number, over: Record<string, unknown> = {}) => ({
      '@type': 'ClaimReview',
      claimReviewed: `DataFeed claim ${n}: the museum closes on Mondays`,
      url: `https://feedcheckers.test/datafeed/${n}`,
      author: { '@type': 'Organization', name: 'LD Checkers', url: 'https://ldcheckers.test' },
      datePublished: '2026-11-21',
      reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1, alternateName: 'False' },
      itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'A. Speaker' }, datePublished: '2026-11-01' },
      ...over,
    });
    const feed = {
      '@context': 'https://schema.org',
      '@type': 'DataFeed',
      dataFeedElement: [
        { '@type': 'DataFeedItem', item: ld(1) },
        { '@type': 'DataFeedItem', item: ld(2, { claimReviewed: undefined }) },
        { '@type': 'DataFeedItem', item: [ld(3), ld(4)] },
      ],
    };
    const text = JSON.stringify(feed, null, 2);
    const id = await uploaded('feed.json.gz', zlib.gzipSync(text));
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'done', read: 4, inserted: 3, rejected: 1 });
    // The second element starts on the line of its opening brace.
    const elementStarts = text.split('\n').flatMap((l, i) => (l === '    {' ? [i + 1] : []));
    const secondLine = elementStarts[1];
    expect(done.rejections).toEqual([{ line: secondLine, item: 2, reason: 'missing claimReviewed' }]);
    const [row] = await app.services.orm.em
      .fork()
      .execute<{ publisher_name: string; claimant: string; verdict: string }[]>(
        "select publisher_name, claimant, verdict from claim_reviews where url = 'https://feedcheckers.test/datafeed/4'",
      );
    expect(row).toEqual({ publisher_name: 'LD Checkers', claimant: 'A. Speaker', verdict: 'false' });
  });

  it('loads one ClaimReview JSON-LD object, and updates a review whose rating changed', async () => {
    const one = { '@context': 'https://schema.org', '@type': 'ClaimReview', ...review(1, { textualRating: 'Mostly True' }) };
    const id = await uploaded('one.jsonld', JSON.stringify(one, null, 2));
    expect(await settled(id)).toMatchObject({ status: 'done', read: 1, inserted: 0, updated: 1, rejected: 0 });
  });

  it('refuses what is not a ClaimReview file, and a file over 50 MB, before queueing anything', async () => {
    const before = await app.services.feeds.list(100);
    const text = await upload(adminToken, 'notes.txt', 'hello, these are my notes');
    expect(text.errors?.[0]).toMatchObject({
      message: 'This is not a ClaimReview file: upload JSON, JSON Lines or gzip',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const empty = await upload(adminToken, 'empty.jsonl', '');
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const big = Buffer.alloc(MAX_FEED_BYTES + 1, 0x20);
    big[0] = 0x5b; // '['
    const tooBig = await upload(adminToken, 'big.json', big);
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await app.services.feeds.list(100)).length).toBe(before.length);
  });

  it('a file that cannot be read fails with the reason, once', async () => {
    const id = await uploaded('broken.json.gz', Buffer.concat([zlib.gzipSync('{"a": 1}\n'.repeat(50)).subarray(0, 30)]));
    const done = await settled(id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/unexpected end of file/i);
    expect(done.runs).toBe(1);
  });
});

describe('role matrix', () => {
  it.each(['free', 'early_access', 'moderator'] as const)('%s can neither upload nor see imports or the index overview', async (role) => {
    const user = await createUser(app, role);
    const res = await upload(user.token, 'x.jsonl', JSON.stringify(review(900)));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of ['{ feedImports { id } }', '{ claimIndexOverview { stats { reviews } } }', IMPORT]) {
      const r = await app.gql(query, { id: '00000000-0000-4000-8000-000000000000' }, user.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await reviewsFrom('https://feedcheckers.test/reviews/900')).toBe(0);
  });

  it('a visitor without a token gets 401 before the file is read', async () => {
    const res = await upload(null, 'x.jsonl', JSON.stringify(review(901)));
    expect(res.status).toBe(401);
  });

  it('an administrator sees the index: reviews, newest date, top publishers with counts', async () => {
    const res = await app.gql<{
      claimIndexOverview: {
        stats: { reviews: number; newestReviewDate: string; publishers: number };
        topPublishers: { name: string; reviews: number }[];
      };
    }>(
      '{ claimIndexOverview(publishers: 3) { stats { reviews newestReviewDate publishers } topPublishers { name site reviews newestReviewDate } } }',
      {},
      adminToken,
    );
    expect(res.errors).toBeUndefined();
    const o = res.data!.claimIndexOverview;
    const [truth] = await app.services.orm.em.fork().execute<{ n: number; newest: string; top: number }[]>(
      `select count(*)::int as n, max(review_date)::text as newest,
           (select count(*)::int from claim_reviews group by lower(publisher_name) order by 1 desc limit 1) as top from claim_reviews`,
    );
    expect(o.stats.reviews).toBe(truth.n);
    expect(o.stats.newestReviewDate).toBe(truth.newest);
    expect(o.topPublishers).toHaveLength(3);
    expect(o.topPublishers[0].reviews).toBe(truth.top);
    expect(o.topPublishers[0].reviews).toBeGreaterThanOrEqual(o.topPublishers[1].reviews);
  });
});

describe('runs once, refreshes every replica, resumes after a stop', () => {
  it('two workers (two replicas): the import runs once, and the other replica rebuilds its index', async () => {
    const replicaIndex = new ClaimIndex(app.services.orm, { listen: true });
    await replicaIndex.ready();
    const sizeBefore = replicaIndex.size;
    const a = new FeedsService(app.services.orm, { batchSize: 50 });
    const b = new FeedsService(app.services.orm, { batchSize: 50 });
    await Promise.all([a.start(), b.start()]);
    try {
      const lines = await corpusLines(300, 'once');
      const id = await uploaded('once.jsonl', lines.join('\n'));
      const done = await settled(id);
      expect(done).toMatchObject({ status: 'done', read: 300, inserted: 300, rejected: 0, runs: 1 });
      expect(await reviewsFrom('https://feeds.test/once/')).toBe(300);
      await until(
        'the other replica to rebuild its index',
        async () => replicaIndex.size,
        (n) => n === sizeBefore + 300,
        30_000,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await replicaIndex.close();
    }
  });

  it('a worker stopped half-way leaves the import queued with what it did; the next worker resumes from the last batch', async () => {
    const lines = await corpusLines(5000, 'resume');
    // Two refused records, one before and one after the stop: neither may be counted twice.
    lines[9] = '{ not json';
    lines[4499] = JSON.stringify({ claimReviewed: 'no url here' });
    const first = new FeedsService(app.services.orm, { batchSize: 100 });
    await first.start();
    const id = await uploaded('resume.jsonl.gz', zlib.gzipSync(lines.join('\n')));
    const midway = await until(
      'the import to get going',
      () => importOf(id),
      (v) => v.status === 'running' && v.read >= 1000,
      60_000,
    );
    expect(midway.read).toBeLessThan(5000);
    await first.stop();
    const stopped = await importOf(id);
    expect(stopped.status).toBe('queued');
    expect(stopped.error).toMatch(/^Interrupted after \d+ records/);
    expect(stopped.read).toBeGreaterThan(0);
    expect(stopped.read).toBeLessThan(5000);
    // What it reported is exactly what is committed.
    expect(await reviewsFrom('https://feeds.test/resume/')).toBe(stopped.inserted);
    expect(stopped.inserted + stopped.rejected).toBe(stopped.read);

    const second = new FeedsService(app.services.orm, { batchSize: 100 });
    await second.start();
    try {
      const done = await settled(id);
      expect(done).toMatchObject({
        status: 'done',
        read: 5000,
        inserted: 4998,
        updated: 0,
        unchanged: 0,
        rejected: 2,
        runs: 2,
        error: null,
      });
      expect(done.resumedFrom).toBe(stopped.read);
      expect(done.rejections.map((r) => r.line)).toEqual([10, 4500]);
      expect(await reviewsFrom('https://feeds.test/resume/')).toBe(4998);
      // The stored file is gone once the import ended.
      const [chunks] = await app.services.orm.em
        .fork()
        .execute<{ n: string }[]>('select count(*) as n from feed_import_chunks where feed_import_id = ?', [id]);
      expect(Number(chunks.n)).toBe(0);
    } finally {
      await second.stop();
    }
  });
});
