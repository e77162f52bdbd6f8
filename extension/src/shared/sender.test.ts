import { describe, expect, it } from '@jest/globals';
import { EXTENSION_ID, EXTENSION_ORIGIN, contentSender, pageSender } from '../test/fake-chrome.js';
import { MAX_MESSAGE_TEXT, classifySender, isFromWorker, parseContentMessage, parseWorkerMessage } from './sender.js';
import { DEFAULT_CONFIG } from './config.js';

const self = { id: EXTENSION_ID, origin: EXTENSION_ORIGIN };

describe('classifySender', () => {
  it('recognises our content script in a top frame', () => {
    expect(classifySender(contentSender(), self)).toBe('content');
  });

  it('recognises our extension pages, even when opened in a tab', () => {
    expect(classifySender(pageSender('popup.html'), self)).toBe('page');
    expect(classifySender({ ...pageSender('options.html'), tab: { id: 3 } as chrome.tabs.Tab, frameId: 0 }, self)).toBe('page');
  });

  it('rejects other extensions', () => {
    expect(classifySender({ ...contentSender(), id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }, self)).toBeNull();
    expect(classifySender({ ...pageSender(), id: undefined }, self)).toBeNull();
  });

  it('rejects content scripts in sub-frames and senders without a tab', () => {
    expect(classifySender({ ...contentSender(), frameId: 2 }, self)).toBeNull();
    expect(classifySender({ id: EXTENSION_ID, url: 'https://evil.example/' }, self)).toBeNull();
    expect(classifySender({ ...contentSender(), tab: { id: -1 } as chrome.tabs.Tab }, self)).toBeNull();
  });

  it('does not take a page URL that merely mentions our origin for an extension page', () => {
    expect(classifySender({ ...contentSender(), url: `https://evil.example/${EXTENSION_ORIGIN}/popup.html` }, self)).toBe('content');
    expect(classifySender({ id: EXTENSION_ID, url: `${EXTENSION_ORIGIN}/popup.html`, origin: 'https://evil.example' }, self)).toBeNull();
  });
});

describe('isFromWorker', () => {
  it('accepts our worker (no tab) and nothing else', () => {
    expect(isFromWorker({ id: EXTENSION_ID, url: `${EXTENSION_ORIGIN}/background.js` }, EXTENSION_ID)).toBe(true);
    expect(isFromWorker(contentSender(), EXTENSION_ID)).toBe(false);
    expect(isFromWorker({ id: 'other' }, EXTENSION_ID)).toBe(false);
  });
});

describe('parseWorkerMessage', () => {
  const crop = { left: 1, top: 2, width: 30, height: 40 };
  const device = { devicePixelRatio: 2, screenWidth: 1920, screenHeight: 1080, viewportWidth: 1280, viewportHeight: 800, userAgent: 'UA' };

  it('accepts well-formed content messages from content scripts', () => {
    expect(parseWorkerMessage({ type: 'fact-check', text: 'The earth is flat, says a post.', platform: 'twitter', contentType: 'text' }, 'content')).not.toBeNull();
    expect(parseWorkerMessage({ type: 'fact-check', text: 'The earth is flat, says a post.', platform: 'twitter', contentType: 'ocr' }, 'content')).not.toBeNull();
    expect(parseWorkerMessage({ type: 'ocr-region', requestId: 'r1', cropArea: crop, deviceInfo: device }, 'content')).not.toBeNull();
  });

  it('keeps content scripts away from page-only messages and pages away from content-only ones', () => {
    expect(parseWorkerMessage({ type: 'login', email: 'a@b.co', password: 'x' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'start-region', tabId: 1 }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'logout' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'fact-check', text: 'x'.repeat(20), platform: 'news', contentType: 'text' }, 'page')).toBeNull();
    expect(parseWorkerMessage({ type: 'login', email: 'a@b.co', password: 'x' }, 'page')).not.toBeNull();
  });

  it('rejects unknown types, prototype keys and malformed payloads', () => {
    expect(parseWorkerMessage({ type: 'toString' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'get-config' }, 'content')).toBeNull(); // the config rides on the trigger now
    expect(parseWorkerMessage({ type: 'nope' }, 'page')).toBeNull();
    expect(parseWorkerMessage(null, 'page')).toBeNull();
    expect(parseWorkerMessage('fact-check', 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'fact-check', text: 'hello world hello', platform: 'myspace', contentType: 'text' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'fact-check', text: 'hello world hello', platform: 'news', contentType: 'video' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'fact-check', text: 'x'.repeat(MAX_MESSAGE_TEXT + 1), platform: 'news', contentType: 'text' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'ocr-region', requestId: 'r', cropArea: { ...crop, width: 0 }, deviceInfo: device }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'ocr-region', requestId: 'r', cropArea: crop, deviceInfo: { ...device, devicePixelRatio: NaN } }, 'content')).toBeNull();
    expect(parseWorkerMessage({ type: 'start-region', tabId: 1.5 }, 'page')).toBeNull();
  });
});

describe('parseContentMessage', () => {
  const config = { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 };

  it('accepts the two worker-to-content messages; the trigger carries the config and sign-in state', () => {
    expect(parseContentMessage({ type: 'trigger', mode: 'auto', context: { config, signedIn: true } })).toEqual({
      type: 'trigger',
      mode: 'auto',
      selectionText: undefined,
      context: { config, signedIn: true },
    });
    expect(parseContentMessage({ type: 'ocr-progress', requestId: 'r', phase: 'captured' })).toEqual({ type: 'ocr-progress', requestId: 'r', phase: 'captured' });
  });

  it('puts out-of-range config values back to the defaults', () => {
    const parsed = parseContentMessage({ type: 'trigger', mode: 'auto', context: { config: { ...config, minTextLength: -5 }, signedIn: false } });
    expect(parsed).toMatchObject({ context: { config: { ...config, minTextLength: DEFAULT_CONFIG.minTextLength }, signedIn: false } });
  });

  it('rejects anything else', () => {
    const context = { config, signedIn: true };
    expect(parseContentMessage({ type: 'ping' })).toBeNull();
    expect(parseContentMessage({ type: 'trigger', mode: 'auto' })).toBeNull();
    expect(parseContentMessage({ type: 'trigger', mode: 'auto', context: { config } })).toBeNull();
    expect(parseContentMessage({ type: 'trigger', mode: 'everything', context })).toBeNull();
    expect(parseContentMessage({ type: 'trigger', mode: 'auto', selectionText: 42, context })).toBeNull();
    expect(parseContentMessage({ type: 'fact-check' })).toBeNull();
    expect(parseContentMessage(undefined)).toBeNull();
  });
});
