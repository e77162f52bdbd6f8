import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { buildResult } from '../test/fixtures.js';
import { EXTENSION_ID, contentSender, installFakeChrome, type FakeChrome, type FakeEvent } from '../test/fake-chrome.js';
import { closeAll } from './registry.js';

const fake: FakeChrome = installFakeChrome();
let handleTrigger: typeof import('./trigger.js').handleTrigger;
let config = { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 };
let signedIn = true;
let factCheckReply: unknown = { ok: true, data: buildResult() };
let ocrReply: unknown = { ok: true, data: { extractedText: 'Bananas are radioactive enough to hurt you', confidence: 90, processing: {} } };

beforeAll(async () => {
  ({ handleTrigger } = await import('./trigger.js'));
});

beforeEach(() => {
  fake.calls.length = 0;
  config = { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 };
  signedIn = true;
  factCheckReply = { ok: true, data: buildResult() };
  ocrReply = { ok: true, data: { extractedText: 'Bananas are radioactive enough to hurt you', confidence: 90, processing: {} } };
  fake.runtimeMessageHandler = async (message) => {
    switch (message.type) {
      case 'fact-check':
        return factCheckReply;
      case 'ocr-region':
        return ocrReply;
      default:
        return { ok: true, data: null };
    }
  };
});

afterEach(() => {
  closeAll();
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

const sent = (type: string) => fake.calls.filter((c) => c.name === 'runtime.sendMessage' && (c.args[0] as { type: string }).type === type);
const widgets = () => [...document.documentElement.querySelectorAll<HTMLElement>('factlens-widget:not([data-mode])')];
const card = (i = 0) => widgets()[i]?.shadowRoot?.querySelector('.card') as HTMLElement | undefined;
const settle = () => new Promise((r) => setTimeout(r, 0));
/** The worker's trigger: the config and sign-in state come with it. */
const trigger = (mode: 'auto' | 'selection' | 'region', selectionText?: string) => handleTrigger(mode, { config, signedIn }, selectionText);

function selectText(text: string): void {
  document.body.innerHTML = `<p id="claim">${text}</p>`;
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('claim')!);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

describe('trigger on the page', () => {
  it('checks the selected text and shows the verdict', async () => {
    selectText('The moon landing   was staged in a studio.');
    await trigger('auto');
    await settle();
    expect(sent('fact-check')[0]!.args[0]).toEqual({ type: 'fact-check', text: 'The moon landing was staged in a studio.', platform: 'other', contentType: 'text' });
    // One round trip to the worker for the check: nothing is asked before the fact-check; the footer's index figures come after it.
    expect(fake.calls.filter((c) => c.name === 'runtime.sendMessage').map((c) => (c.args[0] as { type: string }).type)).toEqual(['fact-check', 'index-stats']);
    expect(card()!.dataset.state).toBe('result');
    expect(card()!.querySelector('[data-scale="accuracy"]')!.getAttribute('data-band')).toBe('red');
  });

  it('gives a short hint instead of calling the API for text under minTextLength', async () => {
    config.minTextLength = 20;
    selectText('Too short claim');
    await trigger('auto');
    await settle();
    expect(sent('fact-check')).toHaveLength(0);
    expect(card()!.dataset.state).toBe('hint');
    expect(card()!.textContent).toContain('Select at least 20 characters to fact-check (you selected 15).');
  });

  it('asks to sign in before anything else when signed out', async () => {
    signedIn = false;
    selectText('The moon landing was staged in a studio.');
    await trigger('auto');
    expect(sent('fact-check')).toHaveLength(0);
    expect(card()!.dataset.error).toBe('unauthenticated');
    (card()!.querySelector('[data-action="sign-in"]') as HTMLButtonElement).click();
    expect(sent('open-sign-in')).toHaveLength(1);
  });

  it('shows API errors in the widget', async () => {
    factCheckReply = { ok: false, error: { kind: 'maintenance', status: 503, message: 'FactLens is under maintenance.' } };
    selectText('The moon landing was staged in a studio.');
    await trigger('auto');
    await settle();
    expect(card()!.dataset.error).toBe('maintenance');
  });

  it('uses the context menu text when the page selection is not readable', async () => {
    await trigger('selection', 'Selected inside a cross-origin frame, long enough');
    await settle();
    expect(sent('fact-check')[0]!.args[0]).toMatchObject({ text: 'Selected inside a cross-origin frame, long enough' });
  });

  it('"selection" mode with nothing selected gives a hint', async () => {
    await trigger('selection');
    expect(card()!.dataset.state).toBe('hint');
    expect(document.documentElement.querySelector('factlens-widget[data-mode="region"]')).toBeNull();
  });

  it('with nothing selected, opens region mode; a drag is OCRed then fact-checked', async () => {
    await trigger('auto');
    const overlay = document.documentElement.querySelector('factlens-widget[data-mode="region"]')!.shadowRoot!.querySelector('.overlay')!;
    for (const [type, x, y] of [['pointerdown', 10, 10], ['pointerup', 210, 90]] as const) {
      overlay.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true }));
    }
    await new Promise((r) => setTimeout(r, 300)); // after the overlay is painted away
    await settle();
    const ocr = sent('ocr-region')[0]!.args[0] as Record<string, unknown>;
    expect(ocr.cropArea).toEqual({ left: 10, top: 10, width: 200, height: 80 });
    expect(ocr.deviceInfo).toMatchObject({ devicePixelRatio: 1, viewportWidth: window.innerWidth });
    expect(sent('fact-check')[0]!.args[0]).toMatchObject({ text: 'Bananas are radioactive enough to hurt you', contentType: 'ocr' });
    expect(card()!.dataset.state).toBe('result');
  });

  it('region OCR that finds too little text says so without a fact-check', async () => {
    ocrReply = { ok: true, data: { extractedText: '  ok ', confidence: 40, processing: {} } };
    await trigger('region');
    const overlay = document.documentElement.querySelector('factlens-widget[data-mode="region"]')!.shadowRoot!.querySelector('.overlay')!;
    overlay.dispatchEvent(new MouseEvent('pointerdown', { clientX: 0, clientY: 0, button: 0 }));
    overlay.dispatchEvent(new MouseEvent('pointerup', { clientX: 100, clientY: 100, button: 0 }));
    await new Promise((r) => setTimeout(r, 300));
    await settle();
    expect(sent('fact-check')).toHaveLength(0);
    expect(card()!.textContent).toContain('Only found "ok"');
  });
});

describe('content message listener', () => {
  beforeAll(async () => {
    await import('./index.js');
  });

  const deliver = (message: unknown, sender: chrome.runtime.MessageSender) =>
    new Promise<unknown>((resolve) => {
      const [listener] = (fake.api.runtime.onMessage as unknown as FakeEvent<(m: unknown, s: unknown, r: (x: unknown) => void) => boolean>).listeners;
      const async = listener!(message, sender, resolve);
      if (!async) setTimeout(() => resolve('no reply'), 10);
    });

  const context = { config: { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 }, signedIn: false };

  it("answers the worker's trigger, which carries the config and sign-in state", async () => {
    await expect(deliver({ type: 'trigger', mode: 'selection', context }, { id: EXTENSION_ID })).resolves.toEqual({ ok: true, data: null });
    expect(card()!.dataset.error).toBe('unauthenticated');
  });

  it('ignores messages that are not from our worker, malformed triggers, and the retired ping', async () => {
    await expect(deliver({ type: 'trigger', mode: 'auto', context }, contentSender())).resolves.toBe('no reply');
    await expect(deliver({ type: 'trigger', mode: 'auto', context }, { id: 'another-extension' })).resolves.toBe('no reply');
    await expect(deliver({ type: 'trigger', mode: 'nuke', context }, { id: EXTENSION_ID })).resolves.toBe('no reply');
    await expect(deliver({ type: 'trigger', mode: 'auto' }, { id: EXTENSION_ID })).resolves.toBe('no reply');
    await expect(deliver({ type: 'ping' }, { id: EXTENSION_ID })).resolves.toBe('no reply');
    expect(widgets()).toHaveLength(0);
  });
});
