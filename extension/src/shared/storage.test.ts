import { beforeEach, describe, expect, it } from '@jest/globals';
import { ACCOUNT } from '../test/fixtures.js';
import { installFakeChrome } from '../test/fake-chrome.js';
import { DEFAULT_API_ORIGIN } from './build-info.js';
import {
  STORAGE_KEYS,
  clearSession,
  getApiBase,
  getCachedConfig,
  getOcrMethod,
  getToken,
  normalizeApiBase,
  setApiBase,
  setCachedConfig,
  setSession,
} from './storage.js';

const fake = installFakeChrome();
beforeEach(() => fake.store.clear());

describe('session storage', () => {
  it('keeps the token under the same key as the web app (auth_token)', async () => {
    await setSession('tok', ACCOUNT);
    expect(fake.store.get('auth_token')).toBe('tok');
    expect(await getToken()).toBe('tok');
    await clearSession();
    expect(await getToken()).toBeNull();
  });

  it('a new session drops the previous user\'s cached config', async () => {
    await setCachedConfig({ minDragWidth: 50, minDragHeight: 50, minTextLength: 50 });
    await setSession('tok', ACCOUNT);
    expect(fake.store.has(STORAGE_KEYS.config)).toBe(false);
  });

  it('expires the cached config', async () => {
    const config = { minDragWidth: 30, minDragHeight: 30, minTextLength: 20 };
    await setCachedConfig(config, 1_000);
    expect(await getCachedConfig(60_000, 30_000)).toEqual(config);
    expect(await getCachedConfig(60_000, 61_001)).toBeNull();
  });

  it('defaults the OCR method to tesseract and ignores junk', async () => {
    expect(await getOcrMethod()).toBe('tesseract');
    fake.store.set(STORAGE_KEYS.ocrMethod, 'magic');
    expect(await getOcrMethod()).toBe('tesseract');
  });
});

describe('API server address', () => {
  it('defaults to the origin baked in at build time', async () => {
    expect(await getApiBase()).toBe(DEFAULT_API_ORIGIN);
  });

  it('changing the server signs out', async () => {
    await setSession('tok', ACCOUNT);
    await setApiBase('https://factlens.example.org');
    expect(await getApiBase()).toBe('https://factlens.example.org');
    expect(await getToken()).toBeNull();
    await setApiBase(null);
    expect(await getApiBase()).toBe(DEFAULT_API_ORIGIN);
  });

  it.each([
    ['https://factlens.example.org/some/path?x=1', 'https://factlens.example.org'],
    ['  https://factlens.example.org:8443 ', 'https://factlens.example.org:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://factlens.example.org', null], // plain http only for this machine
    ['https://user:pw@factlens.example.org', null],
    ['javascript:alert(1)', null],
    ['factlens.example.org', null],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeApiBase(input, DEFAULT_API_ORIGIN)).toBe(expected);
  });

  it('accepts plain http for the built-in origin', () => {
    expect(normalizeApiBase('http://factlens.internal:3000/', 'http://factlens.internal:3000')).toBe('http://factlens.internal:3000');
  });
});
