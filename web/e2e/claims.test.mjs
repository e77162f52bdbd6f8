// /admin/claims in Chromium against the real server (docs/claim-index.md, "Feeds"): an administrator
// uploads a 5,000-row ClaimReview file made from the shipped corpus and watches the counts move
// until the load is done, with the line of each refused record; an early-access member gets the
// forbidden screen; and, on a database of its own (DATABASE_URL), an import whose server is stopped
// half-way resumes on the next server from its last batch (docs/adr/0101-feed-import-resume.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createDatabase, dropDatabase } from '../../scripts/lib/test-db.mjs';
import {
  apiToken,
  ARTIFACTS,
  createUser,
  expectNoHorizontalOverflow,
  expectNoPageErrors,
  launchBrowser,
  MOBILE,
  NAV_TIMEOUT,
  newPage,
  open,
  ROOT,
  runAxe,
  screenshot,
  screenshotOnFailure,
  signIn,
  signInFirstTime,
  useServer,
} from './harness.mjs';
import { startServer } from './server.mjs';

const ROWS = 5000;
const heading = (name) => (page) => page.getByRole('heading', { name }).first().waitFor();
const number = (text) => Number(String(text).replace(/[^0-9]/g, ''));

/** `count` records of the shipped corpus under new URLs (each one a new review), as JSON Lines; two lines broken on purpose. */
function feedFile(count, tag) {
  const corpus = gunzipSync(readFileSync(path.join(ROOT, 'api', 'data', 'claimreview-veritas.jsonl.gz')))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  assert.ok(corpus.length >= count, `the corpus has ${corpus.length} records`);
  const lines = corpus
    .slice(0, count)
    .map((line, i) => JSON.stringify({ ...JSON.parse(line), url: `https://feeds-e2e.test/${tag}/${i + 1}` }));
  lines[99] = '{"claimReviewed": "cut short';
  lines[2499] = JSON.stringify({ claimReviewed: 'A review without its URL' });
  return Buffer.from(lines.join('\n') + '\n');
}

async function gql(request, token, query, variables = {}) {
  const r = await request('POST', '/graphql', { token, body: { query, variables } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
  return r.body.data;
}

// The suite runner's copy of web/dist when there is one (a concurrent rebuild cannot pull chunks away).
const webDist = process.env.E2E_WEB_DIST || path.join(ROOT, 'web', 'dist');
const IMPORT = 'query($id: ID!) { feedImport(id: $id) { id status read inserted rejected runs resumedFrom error } }';

describe('feeds on /admin/claims', () => {
  let server;
  let browser;
  let page;
  let other;
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
    page = await newPage(browser, server.origin);
    await signIn(page, server.admin);
  });
  screenshotOnFailure(() => [page, other]);
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`an administrator uploads a ${ROWS.toLocaleString('en-US')}-row file and watches it load`, async (t) => {
    await open(page, '/admin/claims', heading('Claim index'));
    await page.getByRole('link', { name: 'Claim Index' }).waitFor();
    const reviewsBefore = number(await page.getByTestId('index-reviews').textContent());
    assert.ok(reviewsBefore > 10_000, `the shipped corpus is in the index (${reviewsBefore})`);
    assert.ok((await page.getByRole('table', { name: 'Top publishers' }).getByRole('row').count()) > 1);

    const name = `veritas-${Date.now().toString(36)}.jsonl`;
    await page.getByLabel('ClaimReview file').setInputFiles({ name, mimeType: 'application/x-ndjson', buffer: feedFile(ROWS, name) });
    // Every value the "Read" figure shows, as the page renders it.
    await page.evaluate(() => {
      window.__readSeen = [];
      const record = () => {
        const card = document.querySelector('[data-testid="feed-import"]');
        const read = card?.querySelector('[data-testid="feed-read"]')?.textContent;
        if (card && read !== undefined && card.textContent.includes(window.__feedName)) {
          const last = window.__readSeen[window.__readSeen.length - 1];
          const entry = `${card.getAttribute('data-status')}:${read}`;
          if (entry !== last) window.__readSeen.push(entry);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.evaluate((n) => (window.__feedName = n), name);
    await page.getByRole('button', { name: 'Upload and load' }).click();

    const card = page.getByTestId('feed-import').filter({ hasText: name });
    await card.and(page.locator('[data-status="done"]')).waitFor({ timeout: 180_000 });
    const seen = await page.evaluate(() => window.__readSeen);
    const reads = seen.map((s) => number(s.split(':')[1]));
    t.diagnostic(`status:read as the page showed them: ${seen.join(' → ')}`);
    assert.ok(
      seen.some((s, i) => s.startsWith('running:') && reads[i] > 0 && reads[i] < ROWS),
      `the page showed the load part-way: ${seen.join(' → ')}`,
    );
    for (let i = 1; i < reads.length; i++) assert.ok(reads[i] >= reads[i - 1], `counts never go back: ${seen.join(' → ')}`);
    assert.equal(seen[seen.length - 1], `done:${ROWS.toLocaleString('en-US')}`);
    const adminToken = await apiToken(server.request, server.admin);
    const [latest] = (await gql(server.request, adminToken, '{ feedImports(first: 1) { fileName startedAt finishedAt } }')).feedImports;
    assert.equal(latest.fileName, name);
    t.diagnostic(
      `${ROWS} rows loaded in ${Date.parse(latest.finishedAt) - Date.parse(latest.startedAt)} ms (from the first claim to done)`,
    );

    assert.equal(number(await card.getByTestId('feed-read').textContent()), ROWS);
    assert.equal(number(await card.getByTestId('feed-inserted').textContent()), ROWS - 2);
    assert.equal(number(await card.getByTestId('feed-rejected').textContent()), 2);
    const rejected = card.getByRole('table', { name: 'Rejected records' });
    await rejected.getByRole('cell', { name: 'missing url' }).waitFor();
    const rows = await rejected.locator('tbody tr').allInnerTexts();
    assert.equal(rows.length, 2);
    assert.match(rows[0], /^100\s+invalid JSON/);
    assert.match(rows[1], /^2500\s+missing url$/);
    // The index figures follow: every replica rebuilt its index, and the page re-read them.
    await page.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="index-reviews"]')?.textContent?.replace(/[^0-9]/g, '')) === expected,
      reviewsBefore + ROWS - 2,
      { timeout: 30_000 },
    );
    await screenshot(page, 'admin-claims-done');
    assert.deepEqual((await runAxe(page, 'admin-claims-1280')).blocking, []);
    expectNoPageErrors(page);

    // The same page on a phone: nothing scrolls sideways, no serious axe violation.
    other = await newPage(browser, server.origin, { viewport: MOBILE });
    await signIn(other, server.admin);
    await open(other, '/admin/claims', heading('Claim index'));
    await other.getByTestId('feed-import').filter({ hasText: name }).waitFor();
    await screenshot(other, 'admin-claims-360');
    await expectNoHorizontalOverflow(other, 'admin-claims-360');
    assert.deepEqual((await runAxe(other, 'admin-claims-360')).blocking, []);
    expectNoPageErrors(other);
    await other.context().close();
    other = null;
  });

  it('an early-access member gets the forbidden screen, and the API refuses the upload', async () => {
    const adminToken = await apiToken(server.request, server.admin);
    const member = await createUser(server.request, adminToken, 'claims');
    other = await newPage(browser, server.origin);
    const password = await signInFirstTime(other, member);
    await open(other, '/admin/claims', (p) => p.getByTestId('not-allowed').waitFor());
    assert.match(await other.getByTestId('not-allowed').innerText(), /Only Administrator accounts can see the claim index/);
    const token = await apiToken(server.request, { email: member.email, password });
    const r = await server.request('POST', '/graphql', { token, body: { query: '{ feedImports { id } }' } });
    assert.equal(r.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    expectNoPageErrors(other);
    await other.context().close();
    other = null;
  });
});

describe(
  'an import whose server stops half-way',
  { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL (two servers on one database)' },
  () => {
    let db;
    let first;
    let second;
    let browser;
    let page;
    const dbName = `factlens_feeds_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    before(async () => {
      db = await createDatabase(process.env.DATABASE_URL, dbName);
    });
    screenshotOnFailure(() => [page]);
    after(async () => {
      await browser?.close();
      await first?.stop();
      await second?.stop();
      await dropDatabase(process.env.DATABASE_URL, dbName).catch(() => {});
    });

    it('resumes on the next server from its last committed batch, and the page says so', async () => {
      first = await startServer({ sharedDatabaseUrl: db, webDist, logFile: path.join(ARTIFACTS, 'server-claims-first.log') });
      const token = await apiToken(first.request, first.admin);
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: 'mutation($file: Upload!) { uploadClaimFeed(file: $file) { id } }', variables: { file: null } }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new Blob([feedFile(ROWS, 'resume')]), 'resume.jsonl');
      const res = await fetch(`${first.origin}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: form,
      });
      const body = await res.json();
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const id = body.data.uploadClaimFeed.id;

      let midway;
      for (const end = Date.now() + 60_000; Date.now() < end;) {
        midway = (await gql(first.request, token, IMPORT, { id })).feedImport;
        if (midway.status === 'running' && midway.read >= 300) break;
        assert.notEqual(midway.status, 'done', 'the import ended before the server could be stopped');
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.equal(midway.status, 'running');
      await first.stop(); // SIGTERM: the graceful stop
      first = null;

      second = await startServer({ sharedDatabaseUrl: db, webDist, logFile: path.join(ARTIFACTS, 'server-claims-second.log') });
      browser = await launchBrowser();
      page = await newPage(browser, second.origin);
      await signIn(page, second.admin);
      await open(page, '/admin/claims', heading('Claim index'));
      const card = page.getByTestId('feed-import').filter({ hasText: 'resume.jsonl' });
      await card.and(page.locator('[data-status="done"]')).waitFor({ timeout: NAV_TIMEOUT * 2 });
      const done = (await gql(second.request, await apiToken(second.request, second.admin), IMPORT, { id })).feedImport;
      assert.equal(done.runs, 2, JSON.stringify(done));
      assert.ok(done.resumedFrom >= 300 && done.resumedFrom < ROWS, JSON.stringify(done));
      assert.deepEqual(
        { read: done.read, inserted: done.inserted, rejected: done.rejected },
        { read: ROWS, inserted: ROWS - 2, rejected: 2 },
      );
      assert.match(await card.innerText(), new RegExp(`Resumed after ${done.resumedFrom.toLocaleString('en-US')} records \\(run 2\\)`));
      assert.equal(number(await card.getByTestId('feed-inserted').textContent()), ROWS - 2);
      await screenshot(page, 'admin-claims-resumed');
      expectNoPageErrors(page);
    });
  },
);
