// Disputes, the moderation queue and corrections in Chromium against the real server, TWO API
// processes on one PostgreSQL (docs/adr/0070-disputes-and-moderation.md, 0072-corrections-by-fingerprint.md,
// 0075-text-language.md): replica A is the suite's server (useServer), replica B a second API started
// here on A's database (startServer({ sharedDatabaseUrl })).
//   1. a user checks a text through REST on A (as the extension does), disputes the verdict on /history
//      (A) with "This looks wrong", a reason and a note, and sees it under review; a moderator signs in
//      on B, searches the review index from /moderation and pins the right review; the same text checked
//      on B then carries the pinned verdict (B heard NOTIFY corrections_changed from A's database), and
//      the user's history shows the dispute resolved;
//   2. a Spanish text gets the language notice, in the REST answer and on /history;
//   3. the moderation queue's role matrix: free and early-access users get FORBIDDEN from GraphQL and
//      the "Not allowed" screen on /moderation, REST has no path that lists disputes; moderators and
//      admins see the queue.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  apiToken,
  ARTIFACTS,
  createUser,
  expectNoPageErrors,
  launchBrowser,
  NAV_TIMEOUT,
  newPage,
  open,
  runAxe,
  screenshot,
  screenshotOnFailure,
  signIn,
  signInFirstTime,
  toast,
  useServer,
} from './harness.mjs';
import { startServer } from './server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// A number, not letters: the language detector ignores digits, so a made-up word cannot make the
// English text look like another language (it took "vjkvkv" for Esperanto).
const tag = String(100_000 + Math.floor(Math.random() * 900_000));
// A claim no review in the shipped corpus covers (unrated), unique to this run so that its
// correction cannot touch another run's texts.
const TEXT = `Riverside library ${tag} now lends brass telescopes to every family on rainy weekends.`;
const REVIEW_QUERY = 'Santa Fe killer Obama';
const SPANISH =
  'El gobierno municipal anunció ayer que todas las bibliotecas públicas abrirán los domingos durante el verano para los estudiantes.';
const NOTICE_ES =
  'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';
const QUEUE = '{ moderationQueue { id content status } }';

const heading = (name) => (page) => page.getByRole('heading', { name }).first().waitFor();
const historyReady = heading('Fact-check history');
const moderationReady = heading('Moderation queue');

/** POST /api/fact-check as the extension sends it; answers the result (with its id). */
async function check(request, token, content) {
  const r = await request('POST', '/api/fact-check', { token, body: { content, platform: 'twitter' } });
  assert.equal(r.status, 200, `fact-check: ${JSON.stringify(r.body)}`);
  return r.body;
}

const gql = (request, token, query, variables = {}) => request('POST', '/graphql', { token, body: { query, variables } });

/** The /history entry of a checked text (the newest, when it was checked more than once). */
const historyItem = (page, text) => page.getByRole('article').filter({ hasText: text }).first();

describe('disputes and the moderation queue across two replicas', () => {
  let a; // replica A: the suite's server
  let b; // replica B: a second API process on A's database
  let browser;
  let userPage; // the disputing user, on A
  let modPage; // the moderator, on B
  const pages = [];
  let adminToken;
  let user; // early access, { email, password, id, token }
  let moderator;

  before(async () => {
    a = await useServer();
    assert.ok(a.databaseUrl, 'the suite server did not say which database it uses (E2E_WEB_DATABASE_URL)');
    b = await startServer({
      sharedDatabaseUrl: a.databaseUrl,
      webDist: a.webDist,
      logFile: path.join(ARTIFACTS, 'server-disputes-replica-b.log'),
    });
    assert.notEqual(b.origin, a.origin);
    browser = await launchBrowser();
    adminToken = await apiToken(a.request, a.admin);

    user = await createUser(a.request, adminToken, 'dispute-user');
    const mod = await createUser(a.request, adminToken, 'dispute-mod');
    const promoted = await a.request('POST', `/api/admin/users/${mod.id}/role`, { token: adminToken, body: { role: 'moderator' } });
    assert.equal(promoted.status, 200, JSON.stringify(promoted.body));
    moderator = mod;

    // Each signs in for the first time in the browser and replaces the generated password.
    userPage = await newPage(browser, a.origin);
    modPage = await newPage(browser, b.origin);
    pages.push(userPage, modPage);
    user.password = await signInFirstTime(userPage, user);
    moderator.password = await signInFirstTime(modPage, moderator);
    user.token = await apiToken(a.request, user);
    moderator.token = await apiToken(b.request, moderator);
  });
  screenshotOnFailure(() => pages);
  after(async () => {
    await browser?.close();
    await b?.stop();
    await a?.stop();
  });

  it('a user disputes on /history (A), a moderator pins a review on /moderation (B), the text checked on B carries it', async (t) => {
    // 1. The check, through REST on replica A, as the extension sends it.
    const first = await check(a.request, user.token, TEXT);
    assert.equal(first.verdict, 'unrated', `the text should match no review: ${JSON.stringify(first.sources)}`);
    assert.deepEqual([first.language, first.languageNotice], ['en', null]);

    // 2. "This looks wrong" on /history, with a reason and a note, by real clicks and typing.
    await open(userPage, '/history', historyReady);
    const item = historyItem(userPage, TEXT);
    await item.waitFor();
    await item.getByRole('button', { name: 'This looks wrong' }).click();
    const form = item.getByRole('form', { name: 'Report a wrong result' });
    await form.getByLabel('What is wrong?').selectOption({ label: 'The fact-check is about a different claim' });
    const note = `Santa Fe reviews cover this (${tag}).`;
    await form.getByLabel('Note (optional)').pressSequentially(note);
    await form.getByRole('button', { name: 'Send to a moderator' }).click();
    await toast(userPage, 'Thank you').waitFor();
    const status = item.getByTestId('dispute-status');
    await status.getByText('Under review').waitFor();
    // Stored, not only shown: the API's history says "open" with the reason and the note.
    const hist = await gql(a.request, user.token, '{ factChecks(first: 5) { nodes { id dispute { status reason note } } } }');
    assert.deepEqual(
      hist.body.data.factChecks.nodes.find((n) => n.id === first.id)?.dispute,
      { status: 'open', reason: 'wrong_match', note },
      JSON.stringify(hist.body),
    );
    // …and it survives a reload.
    await open(userPage, '/history', historyReady);
    await historyItem(userPage, TEXT).getByTestId('dispute-status').getByText('Under review').waitFor();
    await screenshot(userPage, 'disputes-history-open');

    // 3. The moderator, on replica B, finds the entry in the queue and searches the index from the page.
    await open(modPage, '/moderation', moderationReady);
    const entry = modPage.getByRole('article').filter({ hasText: TEXT });
    await entry.waitFor({ timeout: NAV_TIMEOUT });
    assert.match(await entry.innerText(), new RegExp(`Note: Santa Fe reviews cover this \\(${tag}\\)\\.`));
    assert.match(await entry.innerText(), /The fact-check is about a different claim/);
    await entry.getByLabel('Find the right review').pressSequentially(REVIEW_QUERY);
    await entry.getByRole('button', { name: 'Search reviews' }).click();
    const found = entry.getByRole('list', { name: 'Reviews found' });
    const hit = found.getByRole('listitem').filter({ hasText: 'Santa Fe' }).first();
    await hit.waitFor({ timeout: NAV_TIMEOUT });
    const reviewUrl = await hit.getByRole('link').first().getAttribute('href');
    assert.match(reviewUrl, /^https?:\/\//);
    await screenshot(modPage, 'disputes-moderation-search');
    const axeQueue = await runAxe(modPage, 'disputes-moderation-search');
    assert.deepEqual(axeQueue.blocking, [], 'serious or critical accessibility problems on /moderation');
    await hit.getByRole('button', { name: /^Pin this review by / }).click();
    await toast(modPage, 'Review pinned').waitFor();
    // The entry leaves the queue (at once, optimistically; and for good after a reload).
    await entry.waitFor({ state: 'detached' });
    await open(modPage, '/moderation', moderationReady);
    assert.equal(await modPage.getByRole('article').filter({ hasText: TEXT }).count(), 0);

    // The review as the index holds it (its verdict), asked on B.
    const search = await gql(b.request, moderator.token, 'query($q: String!) { searchClaimReviews(query: $q) { id url verdict } }', {
      q: REVIEW_QUERY,
    });
    const review = search.body.data.searchClaimReviews.find((r) => r.url === reviewUrl);
    assert.ok(review, `the pinned review ${reviewUrl} is not in the search answer: ${JSON.stringify(search.body)}`);
    assert.notEqual(review.verdict, 'unrated');

    // 4. The same text, checked on replica B (which learnt the correction from NOTIFY
    // corrections_changed), and a near-identical copy: the pinned review leads and drives the verdict.
    let again;
    const pinnedAt = Date.now();
    for (let tries = 1; ; tries++) {
      again = await check(b.request, user.token, TEXT);
      if (again.sources[0]?.url === reviewUrl || Date.now() - pinnedAt > 15_000) {
        t.diagnostic(`replica B answered with the pin ${Date.now() - pinnedAt} ms after the moderator's page reloaded (${tries} check(s))`);
        break;
      }
      await sleep(250);
    }
    assert.equal(again.sources[0]?.url, reviewUrl, `replica B did not apply the pin: ${JSON.stringify(again.sources)}`);
    assert.equal(again.sources[0].relation, 'same');
    assert.equal(again.verdict, review.verdict);
    assert.notEqual(again.id, first.id);
    const copy = await check(b.request, user.token, `  ${TEXT.toUpperCase().replace(/\.$/, '!!')} `);
    assert.equal(copy.sources[0]?.url, reviewUrl);
    assert.equal(copy.verdict, review.verdict);
    // Replica A answers the same.
    const onA = await check(a.request, user.token, TEXT);
    assert.equal(onA.sources[0]?.url, reviewUrl);

    // 5. The user's history: the disputed check is resolved, and the new check shows the pinned verdict.
    await open(userPage, '/history', historyReady);
    const disputed = userPage
      .getByRole('article')
      .filter({ has: userPage.getByTestId('dispute-status') })
      .filter({ hasText: TEXT });
    await disputed.getByText('Reviewed: the result was corrected').waitFor();
    assert.equal(await disputed.getByText('Under review').count(), 0);
    const newest = historyItem(userPage, TEXT);
    assert.equal(await newest.getByTestId('verdict').textContent(), again.verdictLabel);
    await screenshot(userPage, 'disputes-history-resolved');
    expectNoPageErrors(userPage);
    expectNoPageErrors(modPage);
  });

  it('a Spanish text gets the language notice, in the REST answer and on /history', async () => {
    const stats = await a.request('GET', '/api/claim-index/stats');
    assert.equal(stats.status, 200);
    assert.equal(stats.body.languages.find((l) => l.language === 'es')?.reviews ?? 0, 0, 'the index already holds Spanish reviews');
    const r = await check(a.request, user.token, SPANISH);
    assert.equal(r.language, 'es');
    assert.equal(r.languageNotice, NOTICE_ES);
    assert.equal(r.verdict, 'unrated');

    await open(userPage, '/history', historyReady);
    const item = historyItem(userPage, SPANISH.slice(0, 60));
    const note = item.getByRole('note');
    await note.waitFor();
    assert.equal(await note.textContent(), NOTICE_ES);
    assert.equal(await note.getAttribute('data-language'), 'es');
    // Said once: the summary under it no longer opens with the same sentence.
    assert.equal(await item.getByText('This text seems to be in Spanish', { exact: false }).count(), 1);
    // An English check has no notice.
    assert.equal(await historyItem(userPage, TEXT).getByRole('note').count(), 0);
    await screenshot(userPage, 'disputes-history-language-notice');
    const axeHistory = await runAxe(userPage, 'disputes-history-language-notice');
    assert.deepEqual(axeHistory.blocking, [], 'serious or critical accessibility problems on /history');
    expectNoPageErrors(userPage);
  });

  it('role matrix: free and early-access users cannot see the queue; moderators and admins can', async () => {
    // An open dispute, so that "can see" means seeing an entry.
    const mine = await check(a.request, user.token, `Ferry timetable ${tag} moved the last crossing to midnight.`);
    const opened = await a.request('POST', `/api/fact-checks/${mine.id}/dispute`, { token: user.token, body: { reason: 'outdated' } });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));

    const free = await createUser(a.request, adminToken, 'dispute-free');
    const demoted = await a.request('POST', `/api/admin/users/${free.id}/role`, { token: adminToken, body: { role: 'free' } });
    assert.equal(demoted.status, 200, JSON.stringify(demoted.body));
    const freePage = await newPage(browser, b.origin);
    pages.push(freePage);
    free.password = await signInFirstTime(freePage, free);
    free.token = await apiToken(b.request, free);

    const cannot = [
      ['free', free.token, freePage],
      ['early_access', user.token, userPage],
    ];
    for (const [role, token, page] of cannot) {
      for (const server of [a, b]) {
        const res = await gql(server.request, token, QUEUE);
        assert.equal(res.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', `${role} on ${server.origin}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.data ?? null, null);
        const search = await gql(server.request, token, '{ searchClaimReviews(query: "Obama") { id } }');
        assert.equal(search.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      }
      // REST has no path that lists disputes (docs/adr/0070-disputes-and-moderation.md: GraphQL first,
      // REST only for the extension's "This looks wrong").
      for (const p of ['/api/moderation', '/api/moderation/queue', '/api/disputes']) {
        const res = await a.request('GET', p, { token });
        assert.equal(res.status, 404, `${role} GET ${p}: ${res.status}`);
        assert.doesNotMatch(JSON.stringify(res.body), /ferry timetable/);
      }
      await open(page, '/moderation', moderationReady);
      const gate = page.getByTestId('not-allowed');
      await gate.waitFor();
      assert.match(await gate.innerText(), /Not allowed/);
      assert.match(await gate.innerText(), /Only Moderator or Administrator accounts can see the moderation queue\./);
      assert.equal(await page.getByRole('article').count(), 0);
      assert.doesNotMatch(await page.locator('main').innerText(), /ferry timetable/);
      expectNoPageErrors(page);
    }
    await screenshot(freePage, 'disputes-moderation-forbidden');

    // Moderators and admins: GraphQL on both replicas, and the page.
    const anon = await gql(b.request, null, QUEUE);
    assert.equal(anon.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    for (const [role, token] of [
      ['moderator', moderator.token],
      ['admin', adminToken],
    ]) {
      for (const server of [a, b]) {
        const res = await gql(server.request, token, QUEUE);
        assert.equal(res.body.errors, undefined, `${role} on ${server.origin}: ${JSON.stringify(res.body.errors)}`);
        assert.ok(
          res.body.data.moderationQueue.some((d) => d.id === opened.body.dispute.id && d.status === 'open'),
          `${role} does not see the open dispute`,
        );
      }
    }
    await open(modPage, '/moderation', moderationReady);
    await modPage.getByRole('article').filter({ hasText: 'ferry timetable' }).waitFor();
    assert.equal(await modPage.getByTestId('not-allowed').count(), 0);

    const adminPage = await newPage(browser, a.origin);
    pages.push(adminPage);
    await signIn(adminPage, a.admin);
    await open(adminPage, '/moderation', moderationReady);
    await adminPage.getByRole('article').filter({ hasText: 'ferry timetable' }).waitFor();
    assert.equal(await adminPage.getByTestId('not-allowed').count(), 0);
    expectNoPageErrors(modPage);
    expectNoPageErrors(adminPage);
  });
});
