// The real Ctrl+Shift+F, pressed by X11 (synthetic key presses from Playwright never reach
// Chrome's shortcut handling). Needs a display and xdotool, so it runs headed under Xvfb:
//   xvfb-run -a node --test extension/e2e/shortcut.test.mjs
// Skipped when DISPLAY or xdotool is missing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { CHROMIUM, startHarness } from './harness.mjs';

const hasXdotool = (() => {
  try {
    execFileSync('xdotool', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const skip = !existsSync(CHROMIUM) ? 'no Chromium' : !process.env.DISPLAY ? 'no DISPLAY (run under xvfb-run)' : !hasXdotool ? 'no xdotool' : false;

describe('real keyboard shortcut', { skip, timeout: 120_000 }, () => {
  let harness;
  before(async () => {
    harness = await startHarness({ headless: false });
    await harness.signIn();
  });
  after(() => harness?.close());

  it('Ctrl+Shift+F on a selection opens the widget; Escape closes it', async () => {
    const page = await harness.context.newPage();
    await page.goto(`${harness.pages.origin}/plain`);
    await page.bringToFront();
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('#claim'));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    });
    const title = await page.title();
    const window = execFileSync('xdotool', ['search', '--sync', '--onlyvisible', '--name', title]).toString().trim().split('\n')[0];
    execFileSync('xdotool', ['windowfocus', '--sync', window]);
    execFileSync('xdotool', ['key', '--window', window, '--clearmodifiers', 'ctrl+shift+f']);
    const result = page.locator('factlens-widget .card[data-state="result"]');
    await result.waitFor({ timeout: 15_000 });
    assert.equal(await result.locator('[data-scale="accuracy"]').getAttribute('data-band'), 'red');
    execFileSync('xdotool', ['key', '--window', window, 'Escape']);
    await result.waitFor({ state: 'detached', timeout: 5_000 });
  });
});
