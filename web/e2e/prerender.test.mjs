// Public pages arrive prerendered and compressed, and the app takes them over by hydration
// (docs/adr/0090-public-pages-load-at-once.md, docs/adr/0091-precompressed-web-assets.md), in
// Chromium against the real server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectNoPageErrors, launchBrowser, NAV_TIMEOUT, newPage, settled, TIMEOUT, useServer } from './harness.mjs';

const PAGES = [
  ['/', 'Stop Misinformation Before It Spreads', 'FactLens: Stop the spread of misinformation'],
  ['/login', 'Sign In', 'Sign In · FactLens'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy · FactLens'],
  ['/terms', 'Terms of Use', 'Terms of Use · FactLens'],
];

/** Console errors (a hydration mismatch is reported there) and the document's own answer. */
async function visit(page, path) {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const response = await page.goto(path, { waitUntil: 'commit', timeout: NAV_TIMEOUT });
  return { errors, response, html: await response.text() };
}

/** True once React has attached to the root (hydrated or rendered). */
const hydrated = (page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), null, {
    timeout: TIMEOUT,
  });

describe('prerendered public pages', () => {
  let server;
  let browser;
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [path, heading, title] of PAGES) {
    it(`${path} comes as HTML with its heading, title and CSS, Brotli-compressed, and hydrates without a mismatch`, async () => {
      const page = await newPage(browser, server.origin);
      const { errors, response, html } = await visit(page, path);
      assert.equal(response.status(), 200);
      assert.equal(response.headers()['content-encoding'], 'br');
      assert.match(response.headers()['cache-control'], /no-cache/);
      assert.ok(html.includes(`>${heading}</h1>`), `the HTML of ${path} has no <h1>${heading}</h1>`);
      assert.ok(html.includes(`<title>${title}</title>`));
      assert.match(html, /<style data-styled="true"/);
      assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'an inline script would break the CSP');
      // The heading the HTML brought is the element the app keeps: hydrated, not replaced.
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const first = await page.evaluateHandle(() => document.querySelector('h1'));
      await hydrated(page);
      await settled(page);
      assert.equal(await page.title(), title);
      assert.equal(await first.evaluate((h) => h.isConnected && h === document.querySelector('h1')), true);
      expectNoPageErrors(page);
      assert.deepEqual(
        errors.filter((e) => /hydrat|did not match/i.test(e)),
        [],
      );
      await page.context().close();
    });
  }

  it('keeps the prerendered elements when hydrating (no repaint, no layout shift)', async () => {
    const page = await newPage(browser, server.origin);
    await page.goto('/', { waitUntil: 'commit', timeout: NAV_TIMEOUT });
    await page.getByRole('heading', { name: 'Stop Misinformation Before It Spreads' }).waitFor();
    await page.evaluate(() => {
      window.prerenderedHeading = document.querySelector('h1');
    });
    await hydrated(page);
    // The slots line is filled in by the app, in the same element.
    await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="remaining-slots"]')?.textContent ?? ''), null, {
      timeout: TIMEOUT,
    });
    assert.equal(await page.evaluate(() => window.prerenderedHeading === document.querySelector('h1')), true);
    const shift = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    assert.ok(shift <= 0.05, `cumulative layout shift ${shift}`);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it('locks the sign-in form until the app has taken over, then signs in with what was typed', async () => {
    const page = await newPage(browser, server.origin);
    const { html } = await visit(page, '/login');
    assert.match(html, /<input readonly="" data-prerender-lock="readonly"[^>]*name="email"/);
    assert.match(html, /<button disabled="" data-prerender-lock="disabled"[^>]*type="submit"/);
    // Playwright waits for an editable field and an enabled button, i.e. for the app.
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/(dashboard|account)$/, { timeout: NAV_TIMEOUT });
    assert.equal(await page.locator('[data-prerender-lock]').count(), 0);
    assert.doesNotMatch(page.url(), /password/);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
