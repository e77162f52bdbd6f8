// End-to-end test against the REAL FactLens API (not the stub): starts api/dist/main.js on a fresh
// database, creates an early-access user the way the product does (sign-up with a solved ALTCHA
// challenge + admin promotion + replacing the generated password),
// downloads the extension ZIP from GET /api/download/extension, unzips it and loads THAT copy in
// Chromium, signs in through the popup, fact-checks known claims from the shipped ClaimReview
// corpus (selection and dragged-region OCR), and stops the service worker mid-session.
//   npx tsc -b common api && npm run build -w extension
//   node --test extension/e2e/real.test.mjs          (or: node scripts/e2e/extension.mjs)
// Env: DATABASE_URL (a PostgreSQL server: a fresh database is created and dropped; unset: embedded
// PostgreSQL in a temporary DATA_DIR), CHROMIUM_PATH (default /usr/bin/chromium),
// E2E_REAL_ARTIFACTS (default test-artifacts/extension-real: screenshots and api.log).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { solveAltcha } from '../../scripts/lib/altcha-solve.mjs';
import { API_MAIN, ROOT, startRealApi } from './real-api.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// docs/adr/0014-browser-tests.md: the flags that work on these machines.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ARTIFACTS = path.resolve(process.env.E2E_REAL_ARTIFACTS ?? path.join(ROOT, 'test-artifacts', 'extension-real'));

// Claims from the shipped ClaimReview corpus (PolitiFact, May 2018) and one it does not cover.
const FALSE_CLAIM = 'Breaking: Santa Fe killer expresses his love for Obama.';
const TRUE_CLAIM = 'Taking into account inflation, the federal minimum wage is actually worth less than what it was worth 50 years ago.';
const UNVERIFIED_CLAIM = 'A local bakery says its sourdough starter is older than the town hall.';

const skip = !existsSync(CHROMIUM)
  ? `Chromium not found at ${CHROMIUM}`
  : !existsSync(API_MAIN)
    ? `${API_MAIN} missing (npx tsc -b common api)`
    : false;

// ---- local pages (a strict page CSP: the widget must still be styled)
const NONCE = 'real-e2e-nonce';
const page = (title, style, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'nonce-${NONCE}'; script-src 'none'">
<style nonce="${NONCE}">body{font:16px/1.5 sans-serif;margin:32px;max-width:900px;background:#fff;color:#222}${style}</style></head><body>${body}</body></html>`;
const PAGES = {
  '/article': page(
    'A news article',
    '',
    `<h1>Local news</h1>
<p id="false-claim">${FALSE_CLAIM}</p>
<p>Some unrelated text between the claims, so that each selection stands alone.</p>
<p id="true-claim">${TRUE_CLAIM}</p>
<p>More unrelated text.</p>
<p id="unverified-claim">${UNVERIFIED_CLAIM}</p>
${'<p class="filler">Filler paragraph to make the page scroll.</p>'.repeat(20)}`,
  ),
  // The drag path: the claim rendered as large black text on white (OCR reads pixels, not the DOM).
  '/ocr': page(
    'A screenshot of a post',
    '#ocr-block{display:inline-block;font:32px/1.3 "Liberation Sans",Arial,sans-serif;color:#000;background:#fff;padding:24px 28px;margin-top:40px}',
    `<h1>A screenshot of a post</h1><div id="ocr-block">${FALSE_CLAIM}</div>`,
  ),
};

async function startPageServer() {
  const server = createServer((req, res) => {
    const html = PAGES[new URL(req.url, 'http://pages').pathname];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // "localhost": the page's origin differs from the API's 127.0.0.1 origin.
  return { origin: `http://localhost:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

// ---- shared state across the (sequential) tests of the suite
let api, pages, tmp, context, extensionId, extensionDir, user, adminToken, version;
let zipInfo = null;

const need = (what, value) => assert.ok(value, `${what} is not available: an earlier step failed`);

async function getWorker() {
  const live = context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${extensionId}/`));
  return live ?? context.waitForEvent('serviceworker', { timeout: 10_000 });
}

/** Select an element's text in the page, then run the handler the shortcut runs (docs/adr/0012-extension-commands-and-messages.md). */
async function checkSelection(p, selector, command = 'fact-check') {
  await p.bringToFront();
  await p.evaluate((sel) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(sel));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  }, selector);
  return runCommandFor(p, command);
}

async function runCommandFor(p, command) {
  const worker = await getWorker();
  return worker.evaluate(
    async ({ url, command }) => {
      const [tab] = await chrome.tabs.query({ url });
      return globalThis.factlensRunCommand(command, tab);
    },
    { url: p.url(), command },
  );
}

const card = (p, state) => p.locator(`factlens-widget .card${state ? `[data-state="${state}"]` : ''}`);

/** The user's fact-check history on the server, newest first. */
async function history() {
  const r = await api.request('GET', '/api/fact-checks?first=50', { token: user.token });
  assert.equal(r.status, 200, `GET /api/fact-checks: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Wait for the result card; on an error card, fail with what the widget says. */
async function waitForResult(p, timeout = 30_000) {
  const result = card(p, 'result');
  const error = card(p, 'error');
  await Promise.race([result.waitFor({ timeout }), error.waitFor({ timeout })]).catch(() => undefined);
  if (await error.count())
    assert.fail(`the widget shows an error (${await error.getAttribute('data-error')}): ${await error.textContent()}`);
  await result.waitFor({ timeout: 1_000 });
  return result;
}

async function screenshot(p, name, result) {
  await p.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  if (result) await result.screenshot({ path: path.join(ARTIFACTS, `${name}-card.png`) });
}

describe('FactLens extension against the real API and its ZIP', { skip, timeout: 300_000 }, () => {
  before(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    tmp = await mkdtemp(path.join(tmpdir(), 'factlens-real-e2e-'));
    pages = await startPageServer();
    api = await startRealApi({ logFile: path.join(ARTIFACTS, 'api.log') });
    console.log(`real API at ${api.origin} (${api.mode} PostgreSQL), ready in ${api.startupMs} ms`);

    // An early-access user, created the way the product does it: sign-up, then an admin promotes
    // the applicant and gets a generated password, which the member replaces at first sign-in.
    const login = await api.request('POST', '/api/auth/login', { body: api.admin });
    assert.equal(login.status, 200, `admin login: ${JSON.stringify(login.body)}`);
    adminToken = login.body.token;
    const email = `extension-e2e-${Date.now()}@factlens.test`;
    const signup = await api.request('POST', '/api/early-access', {
      body: {
        email,
        firstName: 'Extension',
        lastName: 'Tester',
        whyEarlyAdopter: 'I test the browser extension end to end against the real server.',
        // The sign-up CAPTCHA, solved for real as the web form's widget would (docs/adr/0031-altcha-proof-of-work-captcha.md).
        altcha: await solveAltcha(api.origin),
      },
    });
    assert.equal(signup.status, 201, `early-access sign-up: ${JSON.stringify(signup.body)}`);
    const applicants = await api.request('GET', '/api/admin/early-access', { token: adminToken });
    const applicant = applicants.body.find((a) => a.email === email);
    assert.ok(applicant, `applicant ${email} not listed: ${JSON.stringify(applicants.body)}`);
    const promoted = await api.request('POST', '/api/admin/promote-user', { token: adminToken, body: { userId: applicant.id } });
    assert.equal(promoted.status, 200, `promote: ${JSON.stringify(promoted.body)}`);
    assert.equal(promoted.body.outcome, 'CREATED');
    const generated = promoted.body.generatedPassword;
    const userLogin = await api.request('POST', '/api/auth/login', { body: { email, password: generated } });
    assert.equal(userLogin.status, 200, `user login: ${JSON.stringify(userLogin.body)}`);
    // A generated password must be replaced at first sign-in (what the web app's /account page does).
    assert.equal(userLogin.body.mustChangePassword, true);
    const password = `extension-e2e-chosen-${Date.now()}`;
    const changed = await api.request('POST', '/api/auth/password', {
      token: userLogin.body.token,
      body: { currentPassword: generated, newPassword: password },
    });
    assert.equal(changed.status, 200, `password change: ${JSON.stringify(changed.body)}`);
    assert.equal(changed.body.user.mustChangePassword, false);
    user = {
      email,
      password,
      id: userLogin.body.user.id,
      role: userLogin.body.user.role,
      dailyLimit: userLogin.body.user.dailyLimit,
      token: userLogin.body.token,
    };
    assert.equal(user.role, 'early_access');
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await pages?.close();
    await api?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('serves the ZIP to a signed-in user: versioned file name, manifest = latest version, baked to this server', async () => {
    const unauthenticated = await fetch(`${api.origin}/api/download/extension`);
    assert.equal(unauthenticated.status, 401);
    await unauthenticated.arrayBuffer();

    const latest = await api.request('GET', '/api/extension/version', { token: user.token });
    assert.equal(latest.status, 200);
    version = latest.body.version;
    assert.match(version ?? '', /^\d+\.\d+\.\d+/, `GET /api/extension/version: ${JSON.stringify(latest.body)}`);

    // The admin's switch: 403 while downloads are turned off.
    const setDownloads = async (value) => {
      const r = await api.request('POST', '/api/admin/settings', { token: adminToken, body: { key: 'extensionDownloadEnabled', value } });
      assert.equal(r.status, 200, `admin settings: ${JSON.stringify(r.body)}`);
    };
    await setDownloads(false);
    try {
      const off = await api.request('GET', '/api/download/extension', { token: user.token });
      assert.equal(off.status, 403, `download while turned off: ${off.status} ${JSON.stringify(off.body)}`);
    } finally {
      await setDownloads(true);
    }

    const res = await fetch(`${api.origin}/api/download/extension`, { headers: { authorization: `Bearer ${user.token}` } });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(res.headers.get('content-type'), 'application/zip');
    const disposition = res.headers.get('content-disposition') ?? '';
    assert.match(disposition, /^attachment;/);
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
    assert.equal(fileName, `factlens-extension-${version}.zip`, `Content-Disposition: ${disposition}`);
    const zip = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(zip);
    const names = Object.keys(files).sort();
    for (const required of [
      'manifest.json',
      'config.json',
      'background.js',
      'content.js',
      'popup.html',
      'popup.js',
      'options.html',
      'icons/icon-128.png',
    ]) {
      assert.ok(names.includes(required), `${required} missing from the ZIP (${names.join(', ')})`);
    }
    assert.equal(names.filter((n) => n.endsWith('.map')).length, 0, 'no source maps in the ZIP');

    const manifest = JSON.parse(Buffer.from(files['manifest.json']).toString('utf8'));
    assert.equal(manifest.manifest_version, 3);
    assert.equal(manifest.version, version, 'manifest version = latest extension_versions row');
    assert.deepEqual(manifest.host_permissions, [`${api.origin}/*`], 'the only host permission is the server it came from');
    assert.match(manifest.content_security_policy.extension_pages, new RegExp(`connect-src [^;]*${api.origin.replace(/[.:/]/g, '\\$&')}`));
    assert.equal(manifest.content_scripts, undefined, 'no declared content scripts (injected on demand)');
    for (const p of ['activeTab', 'scripting', 'storage', 'contextMenus']) assert.ok(manifest.permissions.includes(p), `permission ${p}`);
    assert.deepEqual(JSON.parse(Buffer.from(files['config.json']).toString('utf8')), { apiOrigin: api.origin });

    // Unzip exactly what was served.
    extensionDir = path.join(tmp, `factlens-extension-${version}`);
    for (const [name, data] of Object.entries(files)) {
      if (name.endsWith('/')) continue;
      const target = path.join(extensionDir, name);
      assert.ok(target.startsWith(extensionDir + path.sep), `unsafe path in the ZIP: ${name}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    }
    // The ONE change to the downloaded copy: with only activeTab, injecting the content script
    // (scripting.executeScript) and captureVisibleTab need a user gesture that automated tests
    // cannot make (toolbar click / real shortcut), so, as docs/adr/0014-browser-tests.md decides for tests, the
    // unpacked copy also gets host_permissions "<all_urls>". Everything else is byte-for-byte
    // the ZIP (including config.json and the server's own host permission).
    const patched = { ...manifest, host_permissions: [...manifest.host_permissions, '<all_urls>'] };
    await writeFile(path.join(extensionDir, 'manifest.json'), JSON.stringify(patched, null, 2));
    zipInfo = { bytes: zip.length, files: names.length, fileName };
    console.log(`downloaded ${fileName}: ${zip.length} bytes, ${names.length} files`);
  });

  it('loads the unpacked download in Chromium; the worker exposes the command hook', async () => {
    need('the unzipped extension', extensionDir);
    context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: [...ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    extensionId = new URL(worker.url()).host;
    assert.match(worker.url(), /^chrome-extension:\/\/[a-p]{32}\/background\.js$/);
    assert.equal(await worker.evaluate(() => typeof globalThis.factlensRunCommand), 'function');
    assert.equal(await worker.evaluate(() => chrome.runtime.getManifest().version), version);
  });

  it('signs in through the popup page with the real credentials', async () => {
    need('the extension', extensionId);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByLabel('Email').fill(user.email);
    await popup.getByLabel('Password').fill('not the password');
    await popup.getByRole('button', { name: 'Sign In' }).click();
    await popup.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor({ timeout: 15_000 });
    await popup.getByLabel('Password').fill(user.password);
    await popup.getByRole('button', { name: 'Sign In' }).click();
    await popup.locator('[data-field="email"]', { hasText: user.email }).waitFor({ timeout: 15_000 });
    assert.equal(await popup.locator('[data-field="role"]').textContent(), 'Early Access');
    assert.match(await popup.locator('section[aria-label="Account"]').textContent(), new RegExp(`0 / ${user.dailyLimit} today`));
    assert.equal(await popup.locator('#version').textContent(), `v${version}`);
    await popup.screenshot({ path: path.join(ARTIFACTS, 'popup-account.png') });
    // The token the server issued lives in the worker's storage, never in the popup page.
    const worker = await getWorker();
    const stored = await worker.evaluate(async () => (await chrome.storage.local.get('auth_token')).auth_token ?? null);
    assert.equal(typeof stored, 'string');
    assert.equal(await popup.evaluate((t) => document.documentElement.outerHTML.includes(t), stored), false);
    const me = await api.request('GET', '/api/auth/me', { token: stored });
    assert.equal(me.status, 200, 'the stored token is a live session on the server');
    assert.equal(me.body.email, user.email);
    await popup.close();
  });

  it('fact-checks the selected known false claim: red accuracy, tone scale, PolitiFact source; Escape closes it', async () => {
    need('the signed-in extension', extensionId);
    const p = await context.newPage();
    await p.goto(`${pages.origin}/article`);
    const reply = await checkSelection(p, '#false-claim');
    assert.deepEqual(reply, { ok: true, data: null });
    const result = await waitForResult(p);
    const accuracy = result.locator('[data-scale="accuracy"]');
    assert.equal(await accuracy.getAttribute('data-band'), 'red');
    const lit = await accuracy.locator('.led.on').count();
    assert.ok(lit >= 8 && lit <= 10, `${lit} accuracy LEDs lit`);
    const tone = result.locator('[data-scale="tone"]');
    assert.ok(await tone.isVisible(), 'tone scale visible');
    assert.match(await tone.getAttribute('data-band'), /^(green|yellow|red)$/);
    assert.equal(await result.locator('.title').textContent(), 'Verdict: False');
    const hrefs = await result.locator('.source a').evaluateAll((as) => as.map((a) => a.href));
    assert.ok(
      hrefs.some((h) => new URL(h).hostname.replace(/^www\./, '') === 'politifact.com'),
      `a source link to politifact.com (got ${hrefs.join(', ')})`,
    );
    assert.ok(await result.locator('.warning[data-severity="high"]').count(), 'a high-severity warning');
    // What the server recorded: this text, from this user, as text (not OCR).
    const [latest] = (await history()).items;
    assert.equal(latest.content, FALSE_CLAIM);
    assert.equal(latest.contentType, 'text');
    assert.equal(latest.verdict, 'false');
    await screenshot(p, 'widget-false', result);
    await p.keyboard.press('Escape');
    await result.waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal(await p.locator('factlens-widget').count(), 0, 'Escape closes every widget');
    await p.close();
  });

  it('shows a true claim (green) and an unverified claim (yellow, no sources)', async () => {
    need('the signed-in extension', extensionId);
    const p = await context.newPage();
    await p.goto(`${pages.origin}/article`);
    await checkSelection(p, '#true-claim');
    let result = await waitForResult(p);
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'green');
    assert.equal(await result.locator('.title').textContent(), 'Verdict: True');
    assert.ok(await result.locator('.source a').count(), 'the true claim has its fact-check as a source');
    await screenshot(p, 'widget-true', result);
    await p.keyboard.press('Escape');
    await result.waitFor({ state: 'detached', timeout: 5_000 });

    await checkSelection(p, '#unverified-claim');
    result = await waitForResult(p);
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'yellow');
    assert.equal(await result.locator('.title').textContent(), 'Verdict: Unverified');
    assert.equal(await result.locator('.source a').count(), 0);
    await screenshot(p, 'widget-unverified', result);
    await p.keyboard.press('Escape');
    await result.waitFor({ state: 'detached', timeout: 5_000 });
    await p.close();
  });

  it('drag path: OCRs a rendered block of text on the server and fact-checks what it read', async () => {
    need('the signed-in extension', extensionId);
    const p = await context.newPage();
    await p.goto(`${pages.origin}/ocr`);
    await p.bringToFront();
    const before = (await history()).totalCount;
    await p.evaluate(() => getSelection().removeAllRanges());
    assert.deepEqual(await runCommandFor(p, 'fact-check'), { ok: true, data: null }); // nothing selected: region mode
    const overlay = p.locator('factlens-widget[data-mode="region"] .overlay');
    await overlay.waitFor({ timeout: 10_000 });
    const box = await p.locator('#ocr-block').boundingBox();
    await p.mouse.move(box.x + 4, box.y + 4);
    await p.mouse.down();
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await p.mouse.move(box.x + box.width - 4, box.y + box.height - 4, { steps: 5 });
    await p.mouse.up();
    const result = await waitForResult(p, 45_000);
    const { items, totalCount } = await history();
    assert.equal(totalCount, before + 1, 'one fact-check recorded');
    const [latest] = items;
    assert.equal(latest.contentType, 'ocr');
    console.log(`OCR read: ${JSON.stringify(latest.content)} (fact-check served from the cache: ${latest.cached})`);
    const words = (s) => s.toLowerCase().match(/[a-z]+/g) ?? [];
    const expected = words(FALSE_CLAIM);
    const read = new Set(words(latest.content));
    const hit = expected.filter((w) => read.has(w)).length;
    assert.ok(hit / expected.length >= 0.8, `OCR text ${JSON.stringify(latest.content)} should read the claim`);
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'red', 'the OCR text matches the false claim');
    await screenshot(p, 'widget-region', result);
    await p.keyboard.press('Escape');
    await result.waitFor({ state: 'detached', timeout: 5_000 });
    await p.close();
  });

  it('keeps working after the service worker is stopped mid-session (state is in chrome.storage)', async () => {
    need('the signed-in extension', extensionId);
    const p = await context.newPage();
    await p.goto(`${pages.origin}/article`);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.locator('[data-field="email"]', { hasText: user.email }).waitFor({ timeout: 15_000 });
    await (
      await getWorker()
    ).evaluate(() => {
      globalThis.e2eMarker = 'old worker';
    });
    const cdp = await context.newCDPSession(popup);
    const stopped = new Promise((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((v) => v.scriptURL.startsWith(`chrome-extension://${extensionId}/`) && v.runningStatus === 'stopped')) resolve();
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    let timer;
    await Promise.race([
      stopped,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the worker did not stop')), 10_000))),
    ]).finally(() => clearTimeout(timer));
    await cdp.detach();
    // Wake it with a message, as the browser would; the session comes from storage, not globals.
    const account = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'get-account' }));
    assert.equal(account.ok, true, JSON.stringify(account));
    assert.equal(account.data.account?.email, user.email);
    await popup.close();
    const worker = await getWorker();
    assert.equal(await worker.evaluate(() => globalThis.e2eMarker), undefined, 'a fresh worker: globals are gone');

    const before = (await history()).totalCount;
    await checkSelection(p, '#false-claim');
    const result = await waitForResult(p);
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'red');
    assert.equal((await history()).totalCount, before + 1, 'the second check reached the server');
    await p.keyboard.press('Escape');
    await p.close();

    // The popup shows the server's count of today's checks (4 fact-checks and 1 OCR so far).
    const me = await api.request('GET', '/api/auth/me', { token: user.token });
    const again = await context.newPage();
    await again.goto(`chrome-extension://${extensionId}/popup.html`);
    await again
      .locator('section[aria-label="Account"]', { hasText: `${me.body.dailyUsage} / ${user.dailyLimit} today` })
      .waitFor({ timeout: 15_000 });
    assert.ok(me.body.dailyUsage >= 5, `daily usage ${me.body.dailyUsage}`);
    await again.close();
  });

  after(() => {
    if (zipInfo) console.log(`artifacts in ${path.relative(ROOT, ARTIFACTS)}`);
  });
});
