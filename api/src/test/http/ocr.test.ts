// OCR over HTTP: the REST shim (data URL) and the GraphQL multipart upload, on the real app with a
// real tesseract worker; images are rendered in the test with known text.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderTextPng, toDataUrl } from '../../providers/ocr/render-text.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let user: { id: string; token: string };
let png: Buffer;
beforeAll(async () => {
  app = await startTestApp({ OCR_WORKERS: '1' });
  user = await createUser(app, 'free');
  // Two text blocks; at devicePixelRatio 2 the CSS crop of the second one is x 0-400, y 100-150.
  png = await renderTextPng({
    width: 800,
    height: 320,
    lines: [
      { text: 'First block says hello', x: 20, y: 80, fontSize: 44 },
      { text: 'Vaccines contain microchips', x: 20, y: 270, fontSize: 44 },
    ],
  });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const usage = async () => (await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: user.token })).body.dailyUsage;

describe('POST /api/extract-text-from-image', () => {
  it('reads the cropped region (CSS pixels scaled by devicePixelRatio) and counts one check', async () => {
    const before = await usage();
    const res = await app.rest<{ extractedText: string; confidence: number; processing: { method: string; devicePixelRatio: number; cropWidth: number } }>(
      'POST',
      '/api/extract-text-from-image',
      {
        token: user.token,
        body: {
          imageDataUrl: toDataUrl(png),
          cropArea: { left: 0, top: 100, width: 400, height: 60 },
          userId: user.id,
          ocrMethod: 'tesseract',
          deviceInfo: { devicePixelRatio: 2, screenWidth: 400, screenHeight: 160, viewportWidth: 400, viewportHeight: 160, userAgent: 'jest' },
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.extractedText.toLowerCase()).toContain('microchips');
    expect(res.body.extractedText.toLowerCase()).not.toContain('hello');
    expect(res.body.processing).toMatchObject({ method: 'tesseract', devicePixelRatio: 2, cropWidth: 800 });
    expect(await usage()).toBe(before + 1);
    const rows = await app.services.orm.em.fork().execute<{ api_provider: string }[]>('select api_provider from api_usage where user_id = ?', [user.id]);
    expect(rows.map((r) => r.api_provider)).toContain('tesseract');
  });

  it('a region check costs one unit: the check of the text just read takes none, a second check or other text does', async () => {
    const read = await app.rest<{ extractedText: string }>('POST', '/api/extract-text-from-image', {
      token: user.token,
      body: { imageDataUrl: toDataUrl(png), ocrMethod: 'tesseract' },
    });
    expect(read.status).toBe(200);
    const afterRead = await usage();
    const check = (content: string, contentType: 'ocr' | 'text') =>
      app.rest<{ usage: { used: number } }>('POST', '/api/fact-check', { token: user.token, body: { content, contentType, platform: 'other' } });
    // The extension sends the text it read (here with its line breaks folded, as a user's edit might).
    const first = await check(read.body.extractedText.replace(/\s+/g, ' '), 'ocr');
    expect(first.status).toBe(200);
    expect(await usage()).toBe(afterRead);
    expect(first.body.usage.used).toBe(afterRead);
    // The grant is used up: the same text again costs a unit, and so does OCR-typed text never read.
    expect((await check(read.body.extractedText, 'ocr')).status).toBe(200);
    expect(await usage()).toBe(afterRead + 1);
    expect((await check('Vaccines contain microchips and trackers, say posts', 'ocr')).status).toBe(200);
    expect(await usage()).toBe(afterRead + 2);
  });

  it.each([
    ['not an image', 400, { imageDataUrl: `data:image/png;base64,${Buffer.from('hello world').toString('base64')}` }],
    ['no image', 400, {}],
    ['a crop outside the image', 400, { imageDataUrl: 'PNG', cropArea: { left: 700, top: 0, width: 400, height: 50 } }],
    ['gemini without a key', 400, { imageDataUrl: 'PNG', ocrMethod: 'gemini' }],
    ["another user's id", 403, { imageDataUrl: 'PNG', userId: '00000000-0000-4000-8000-000000000000' }],
  ])('%s → %i, and the daily unit is given back', async (_name, status, patch) => {
    const before = await usage();
    const body = { ...patch } as Record<string, unknown>;
    if (body.imageDataUrl === 'PNG') body.imageDataUrl = toDataUrl(png);
    const res = await app.rest<{ error: string }>('POST', '/api/extract-text-from-image', { token: user.token, body });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await usage()).toBe(before);
  });

  it('an image over 10 MB is refused with 413', async () => {
    const huge = `data:image/png;base64,${Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const res = await app.rest('POST', '/api/extract-text-from-image', { token: user.token, body: { imageDataUrl: huge } });
    expect(res.status).toBe(413);
  });

  it('needs a signed-in user', async () => {
    expect((await app.rest('POST', '/api/extract-text-from-image', { body: { imageDataUrl: toDataUrl(png) } })).status).toBe(401);
  });
});

describe('GraphQL extractTextFromImage (multipart upload)', () => {
  const operations = JSON.stringify({
    query: 'mutation($file: Upload!, $crop: CropAreaInput) { extractTextFromImage(file: $file, cropArea: $crop, devicePixelRatio: 2) { extractedText confidence processing } }',
    variables: { file: null, crop: { left: 0, top: 0, width: 400, height: 60 } },
  });
  const form = (bytes: Buffer) => {
    const f = new FormData();
    f.append('operations', operations);
    f.append('map', JSON.stringify({ '0': ['variables.file'] }));
    f.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shot.png');
    return f;
  };

  it('reads an uploaded image', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'apollo-require-preflight': 'true' },
      body: form(png),
    });
    const body = (await res.json()) as { data?: { extractTextFromImage: { extractedText: string } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data?.extractTextFromImage.extractedText.toLowerCase()).toContain('hello');
  });

  it('is refused without the preflight header (CSRF prevention) and for bytes that are not an image', async () => {
    const csrf = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form(png) });
    expect(csrf.status).toBe(400);
    const bad = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'apollo-require-preflight': 'true' },
      body: form(Buffer.from('definitely not a png')),
    });
    const body = (await bad.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
