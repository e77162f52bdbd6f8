// End-to-end smoke test in real Chromium: builds the test extension against a local stub API,
// signs in through the popup page, checks selections and a dragged region, and checks the widget
// on a dark page and on a page with hostile global CSS. Not part of jest (see docs/extension.md).
//   node --test extension/e2e/smoke.test.mjs      (or: npm run e2e -w extension)
// Env: CHROMIUM_PATH (default /usr/bin/chromium), E2E_ARTIFACTS (default test-artifacts/extension-e2e).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, startHarness } from './harness.mjs';
import { TEXT } from './pages.mjs';
import { STUB_PASSWORD, STUB_USER } from './stub-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = path.resolve(process.env.E2E_ARTIFACTS ?? path.join(here, '..', '..', 'test-artifacts', 'extension-e2e'));

const skip = existsSync(CHROMIUM) ? false : `Chromium not found at ${CHROMIUM}`;
let harness, api, pages, context, worker, extensionId;
const getWorker = () => harness.getWorker();

/** Select an element's text in the page, then run the command the shortcut runs (docs/adr/0012-extension-commands-and-messages.md). */
async function checkSelection(page, selector, command = 'fact-check') {
  await page.bringToFront();
  await page.evaluate((sel) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(sel));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  }, selector);
  return runCommandFor(page, command);
}

async function runCommandFor(page, command) {
  worker = await getWorker();
  return worker.evaluate(
    async ({ url, command }) => {
      const [tab] = await chrome.tabs.query({ url });
      return globalThis.factlensRunCommand(command, tab);
    },
    { url: page.url(), command },
  );
}

const card = (page, state) => page.locator(`factlens-widget .card${state ? `[data-state="${state}"]` : ''}`);
const factChecks = () => api.requests.filter((r) => r.path === '/api/fact-check');

describe('FactLens extension in Chromium', { skip, timeout: 180_000 }, () => {
  before(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    harness = await startHarness();
    ({ api, pages, context, extensionId } = harness);
    worker = await getWorker();
  });

  after(() => harness?.close());

  it('loads the worker and exposes the command hook', async () => {
    assert.match(worker.url(), /^chrome-extension:\/\/[a-p]{32}\/background\.js$/);
    assert.equal(await worker.evaluate(() => typeof globalThis.factlensRunCommand), 'function');
  });

  it('signs in through the popup page and shows the account', async () => {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByLabel('Email').fill(STUB_USER.email);
    await popup.getByLabel('Password').fill('wrong password');
    await popup.getByRole('button', { name: 'Sign In' }).click();
    await popup.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await popup.getByLabel('Password').fill(STUB_PASSWORD);
    await popup.getByRole('button', { name: 'Sign In' }).click();
    await popup.locator('[data-field="email"]', { hasText: STUB_USER.email }).waitFor();
    assert.equal(await popup.locator('[data-field="role"]').textContent(), 'Early Access');
    assert.match(await popup.locator('section[aria-label="Account"]').textContent(), /2 \/ 50 today/);
    await popup.screenshot({ path: path.join(ARTIFACTS, 'popup-account.png') });
    // The token stays in the worker's storage; the popup page never receives it.
    assert.equal(await popup.evaluate(() => document.body.innerText.includes('stub-token')), false);
    await popup.close();
  });

  it('fact-checks a selected false claim: red accuracy, tone scale, source link; Escape closes it', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    const reply = await checkSelection(page, '#claim');
    assert.deepEqual(reply, { ok: true, data: null });
    const result = card(page, 'result');
    await result.waitFor({ timeout: 15_000 });
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'red');
    assert.equal(await result.locator('[data-scale="accuracy"] .led.on').count(), 8);
    assert.ok(await result.locator('[data-scale="tone"]').isVisible());
    assert.equal(await result.locator('.source a').getAttribute('href'), 'https://www.politifact.com/factchecks/example/');
    assert.equal(await result.locator('.title').textContent(), 'Verdict: False');
    const sent = factChecks().at(-1);
    assert.deepEqual(sent.body, { content: TEXT.CLAIM, userId: STUB_USER.id, platform: 'other', contentType: 'text' });
    assert.equal(sent.headers.authorization?.startsWith('Bearer '), true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'widget-false.png') });
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows true and unverified claims', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    await checkSelection(page, '#true-claim');
    const trueCard = card(page, 'result');
    await trueCard.waitFor();
    assert.equal(await trueCard.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'green');
    await page.screenshot({ path: path.join(ARTIFACTS, 'widget-true.png') });
    await page.keyboard.press('Escape');
    await checkSelection(page, '#unverified');
    await card(page, 'result').waitFor();
    assert.equal(await card(page, 'result').locator('.title').textContent(), 'Verdict: Unverified');
    assert.equal(await card(page, 'result').locator('[data-scale="accuracy"]').getAttribute('data-band'), 'yellow');
    await page.screenshot({ path: path.join(ARTIFACTS, 'widget-unverified.png') });
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('gives a short-text hint without calling the API', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    const before = factChecks().length;
    await checkSelection(page, '#short');
    await card(page, 'hint').waitFor();
    assert.match(await card(page, 'hint').textContent(), /at least 15 characters/);
    assert.equal(factChecks().length, before);
    await page.close();
  });

  for (const [name, file] of [['dark', 'widget-dark.png'], ['aggressive', 'widget-aggressive-css.png']]) {
    it(`renders intact on the ${name} page without restyling it`, async () => {
      const page = await context.newPage();
      await page.goto(`${pages.origin}/${name}`);
      const pageStyle = () => page.evaluate(() => {
        const s = getComputedStyle(document.querySelector('#claim'));
        return { color: s.color, background: s.backgroundColor, font: s.fontFamily, size: s.fontSize, body: getComputedStyle(document.body).backgroundColor };
      });
      const beforeStyle = await pageStyle();
      await checkSelection(page, '#claim');
      const result = card(page, 'result');
      await result.waitFor();
      assert.ok(await result.isVisible(), 'widget visible');
      const look = await result.evaluate((el) => {
        const s = getComputedStyle(el);
        const led = getComputedStyle(el.querySelector('.led'));
        const box = el.getBoundingClientRect();
        return { bg: s.backgroundColor, size: s.fontSize, transform: s.transform, ledW: led.width, ledH: led.height, width: Math.round(box.width), spacing: s.letterSpacing };
      });
      assert.equal(look.size, '13px');
      assert.equal(look.ledW, '14px');
      assert.equal(look.ledH, '10px');
      assert.equal(look.transform, 'none');
      assert.ok(look.width >= 300 && look.width <= 360, `card width ${look.width}`);
      assert.match(look.bg, /^rgb\((255, 255, 255|24, 24, 27)\)$/); // light card, or the dark-scheme card
      assert.deepEqual(await pageStyle(), beforeStyle, 'the page keeps its own styles');
      await page.screenshot({ path: path.join(ARTIFACTS, file) });
      await page.keyboard.press('Escape');
      await result.waitFor({ state: 'detached' });
      await page.close();
    });
  }

  it('drags a region: OCR of the cropped capture, then a fact-check', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    await page.bringToFront();
    await page.evaluate(() => getSelection().removeAllRanges());
    await runCommandFor(page, 'fact-check'); // nothing selected: region mode
    const overlay = page.locator('factlens-widget[data-mode="region"] .overlay');
    await overlay.waitFor();
    const box = await page.locator('#ocr-block').boundingBox();
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 4 });
    await page.mouse.up();
    const result = card(page, 'result');
    await result.waitFor({ timeout: 20_000 });
    const ocr = api.requests.filter((r) => r.path === '/api/extract-text-from-image').at(-1);
    assert.equal(ocr.body.userId, STUB_USER.id);
    assert.equal(ocr.body.ocrMethod, 'tesseract');
    assert.match(ocr.body.imageDataUrl, /^data:image\/png;base64,/);
    // The worker crops to the region, once: the image is the region's size and no crop area is sent.
    const png = Buffer.from(ocr.body.imageDataUrl.split(',')[1], 'base64');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const dpr = ocr.body.deviceInfo.devicePixelRatio;
    assert.ok(Math.abs(w - (box.width - 4) * dpr) <= 2 && Math.abs(h - (box.height - 4) * dpr) <= 2, `cropped image ${w}x${h}`);
    assert.equal(ocr.body.cropArea, undefined);
    assert.equal(ocr.body.deviceInfo.viewportWidth, 1280);
    assert.equal(factChecks().at(-1).body.content, api.state.ocrText);
    assert.equal(factChecks().at(-1).body.contentType, 'ocr');
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'red');
    assert.match(await result.locator('.source .explanation').textContent(), /^This makes a claim PolitiFact rated Pants on Fire/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'widget-region.png') });
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('a full OCR queue (503 with code BUSY) reads "busy", not maintenance', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    await page.bringToFront();
    await page.evaluate(() => getSelection().removeAllRanges());
    api.state.ocrBusy = true;
    try {
      await runCommandFor(page, 'fact-check');
      await page.locator('factlens-widget[data-mode="region"] .overlay').waitFor();
      const box = await page.locator('#ocr-block').boundingBox();
      await page.mouse.move(box.x + 2, box.y + 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 4 });
      await page.mouse.up();
      const error = page.locator('factlens-widget .card[data-state="error"]');
      await error.waitFor({ timeout: 20_000 });
      assert.equal(await error.getAttribute('data-error'), 'busy');
      assert.equal(await error.locator('.title').textContent(), 'FactLens is busy');
    } finally {
      api.state.ocrBusy = false;
    }
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('keeps working after the service worker is killed mid-session', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await (await getWorker()).evaluate(() => {
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
    await stopped;
    // Wake it with a message, as the browser would; the session comes from storage, not globals.
    const account = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'get-account' }));
    assert.equal(account.ok, true);
    assert.equal(account.data.account?.email, STUB_USER.email);
    await popup.close();
    worker = await getWorker();
    assert.equal(await worker.evaluate(() => globalThis.e2eMarker), undefined, 'a fresh worker: globals are gone');
    await checkSelection(page, '#claim');
    await card(page, 'result').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('shows maintenance (503) and sign-in (401) states', async () => {
    const page = await context.newPage();
    await page.goto(`${pages.origin}/plain`);
    api.state.maintenance = true;
    await checkSelection(page, '#claim');
    const error = page.locator('factlens-widget .card[data-state="error"]');
    await error.waitFor();
    assert.equal(await error.getAttribute('data-error'), 'maintenance');
    api.state.maintenance = false;
    await page.keyboard.press('Escape');
    await worker.evaluate(() => chrome.storage.local.set({ auth_token: 'revoked-token' }));
    await checkSelection(page, '#claim');
    await error.waitFor();
    assert.equal(await error.getAttribute('data-error'), 'unauthenticated');
    assert.equal(await worker.evaluate(async () => (await chrome.storage.local.get('auth_token')).auth_token ?? null), null, '401 clears the token');
    await page.screenshot({ path: path.join(ARTIFACTS, 'widget-sign-in.png') });
    await page.close();
  });
});
