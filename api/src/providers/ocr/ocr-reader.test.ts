import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import type { UsageRecord } from '../http.js';
import { OcrInputError, OcrUnavailableError } from './errors.js';
import { GeminiOcrClient } from './gemini.js';
import { MAX_IMAGE_BYTES } from './image.js';
import { GEMINI_NOT_CONFIGURED, OcrReader, type OcrEngine } from './ocr-reader.js';
import { renderTextPng, toDataUrl } from './render-text.js';
import { TesseractPool } from './tesseract-pool.js';

// Worker start and OCR are CPU-bound; on a 2-core machine running suites in parallel they can take seconds.
jest.setTimeout(30_000);

const GEMINI = 'https://gemini.test/v1beta';
const GEMINI_ENDPOINT = /^https:\/\/gemini\.test\/v1beta\/models\/gemini-2\.5-flash:generateContent$/;

const pool = new TesseractPool({ workers: 2 });
const server = setupServer();
let usage: UsageRecord[] = [];
const record = (u: UsageRecord) => void usage.push(u);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await pool.start();
});
afterEach(() => {
  server.resetHandlers();
  usage = [];
});
afterAll(async () => {
  server.close();
  await pool.stop();
});

const tesseractOnly = new OcrReader({ pool, record });
const withGemini = (options: { fallbackToTesseract?: boolean; timeoutMs?: number | (() => number) } = {}) =>
  new OcrReader({ pool, record, gemini: new GeminiOcrClient({ apiKey: 'k', baseUrl: GEMINI, retry: { baseDelayMs: 10 } }), ...options });

/**
 * A 1200 × 600 screenshot of a 600 × 300 CSS px viewport at devicePixelRatio 2, with two text
 * blocks: "Alpha" top left (CSS 10..300 × 20..80) and "Bravo" bottom right (CSS 290..595 × 220..280).
 */
const screenshot2x = () =>
  renderTextPng({
    width: 1200,
    height: 600,
    lines: [
      { text: 'Alpha block speaks first', x: 40, y: 100, fontSize: 32 },
      { text: 'Bravo second paragraph here', x: 600, y: 500, fontSize: 32 },
    ],
  });
const ALPHA_CSS = { left: 10, top: 20, width: 290, height: 60 };
const BRAVO_CSS = { left: 290, top: 220, width: 305, height: 60 };

async function inputError(p: Promise<unknown>): Promise<OcrInputError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OcrInputError);
  return err as OcrInputError;
}

describe('OcrReader with tesseract', () => {
  it('reads the text of a rendered PNG data URL and records the call', async () => {
    const png = await renderTextPng({
      width: 800,
      height: 120,
      lines: [{ text: 'Vaccines do not contain microchips', x: 20, y: 70, fontSize: 36 }],
    });
    const r = await tesseractOnly.extractText({ image: toDataUrl(png), method: 'tesseract' });
    expect(r.extractedText.toLowerCase()).toContain('vaccines do not contain microchips');
    expect(r.confidence).toBeGreaterThan(80);
    expect(r.processing).toMatchObject({
      method: 'tesseract',
      imageWidth: 800,
      imageHeight: 120,
      cropWidth: 800,
      cropHeight: 120,
      devicePixelRatio: 1,
      scale: 1,
    });
    expect(r.processing.ms).toBeGreaterThanOrEqual(r.processing.engineMs);
    expect(usage).toEqual([
      { provider: 'tesseract', requestType: 'ocr', tokensUsed: 0, success: true, ms: expect.any(Number), status: null },
    ]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('reads %s bytes (the GraphQL Upload path)', async (format) => {
    const png = await renderTextPng({ width: 600, height: 90, lines: [{ text: 'Upload works fine', x: 20, y: 60, fontSize: 36 }] });
    const bytes = await sharp(png).toFormat(format).toBuffer();
    const r = await tesseractOnly.extractText({ image: bytes });
    expect(r.extractedText.toLowerCase()).toContain('upload works fine');
  });

  it('reads small, light-on-dark screen text after upscaling', async () => {
    const png = await renderTextPng({
      width: 360,
      height: 28,
      background: '#1e1e1e',
      lines: [{ text: 'Dark mode post about the election', x: 6, y: 19, fontSize: 13, fill: '#dddddd' }],
    });
    const r = await tesseractOnly.extractText({ image: toDataUrl(png) });
    expect(r.extractedText.toLowerCase()).toContain('dark mode post about the election');
    expect(r.processing.scale).toBeGreaterThan(1);
  });

  it('crops by CSS pixels scaled by devicePixelRatio: each block alone', async () => {
    const image = toDataUrl(await screenshot2x());
    const deviceInfo = { devicePixelRatio: 2, viewportWidth: 600, viewportHeight: 300, userAgent: 'test' };

    const alpha = await tesseractOnly.extractText({ image, cropArea: ALPHA_CSS, deviceInfo, method: 'tesseract' });
    expect(alpha.extractedText.toLowerCase()).toContain('alpha block speaks first');
    expect(alpha.extractedText.toLowerCase()).not.toContain('bravo');
    expect(alpha.processing).toMatchObject({ imageWidth: 1200, imageHeight: 600, cropWidth: 580, cropHeight: 120, devicePixelRatio: 2 });

    const bravo = await tesseractOnly.extractText({ image, cropArea: BRAVO_CSS, deviceInfo, method: 'tesseract' });
    expect(bravo.extractedText.toLowerCase()).toContain('bravo second paragraph here');
    expect(bravo.extractedText.toLowerCase()).not.toContain('alpha');

    // Without the DPR the same CSS rectangle lands on empty canvas.
    const unscaled = await tesseractOnly.extractText({ image, cropArea: BRAVO_CSS, method: 'tesseract' });
    expect(unscaled.extractedText.toLowerCase()).not.toContain('bravo');
  });

  it('answers 400 for a crop outside the image, in device pixels', async () => {
    const image = toDataUrl(await screenshot2x());
    // Inside a 1200 px image in CSS px, but 2 × (500 + 200) = 1400 px is not.
    const err = await inputError(
      tesseractOnly.extractText({ image, cropArea: { left: 500, top: 0, width: 200, height: 50 }, deviceInfo: { devicePixelRatio: 2 } }),
    );
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/outside the 1200 × 600 px image/);
    expect(usage).toEqual([]);
  });

  it.each([
    ['a bad data URL', { image: 'data:image/png;base64,***' }, 400, /invalid base64/],
    ['a URL instead of a data URL', { image: 'http://127.0.0.1/secret.png' }, 400, /must be a data URL/],
    ['non-image bytes', { image: Buffer.from('%PDF-1.7\n...') }, 400, /PNG, JPEG or WebP/],
    ['no image', { image: undefined as unknown as string }, 400, /image is required/],
    ['a bad DPR', { image: 'data:image/png;base64,AAAA', deviceInfo: { devicePixelRatio: 9 } }, 400, /between 0.5 and 5/],
    ['an unknown method', { image: 'data:image/png;base64,AAAA', method: 'aws' as 'tesseract' }, 400, /ocrMethod/],
  ])('rejects %s', async (_name, input, status, message) => {
    const err = await inputError(tesseractOnly.extractText(input));
    expect(err.status).toBe(status);
    expect(err.message).toMatch(message);
    expect(usage).toEqual([]);
  });

  it('rejects an image over 10 MB with 413 and over 40 megapixels with 400', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await renderTextPng({ width: 10, height: 10, lines: [] })).copy(big);
    expect((await inputError(tesseractOnly.extractText({ image: big }))).status).toBe(413);
    expect((await inputError(tesseractOnly.extractText({ image: toDataUrl(big) }))).status).toBe(413);

    // 7000 × 6000 = 42 MP of flat colour compresses to a small PNG.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const err = await inputError(tesseractOnly.extractText({ image: huge }));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/megapixels/);
  });

  it('keeps answering when the record hook throws or rejects', async () => {
    const png = await renderTextPng({ width: 500, height: 80, lines: [{ text: 'still works', x: 20, y: 55, fontSize: 36 }] });
    const errors: unknown[] = [];
    for (const bad of [
      () => {
        throw new Error('db down');
      },
      () => Promise.reject(new Error('db down')),
    ]) {
      const service = new OcrReader({ pool, record: bad, onRecordError: (e) => errors.push(e) });
      expect((await service.extractText({ image: png })).extractedText.toLowerCase()).toContain('still works');
    }
    await new Promise((r) => setImmediate(r));
    expect(errors).toHaveLength(2);
  });

  it('records a failed engine call but not back-pressure', async () => {
    const png = await renderTextPng({ width: 100, height: 40, lines: [] });
    const broken: OcrEngine = { recognize: () => Promise.reject(new Error('worker crashed')) };
    await expect(new OcrReader({ pool: broken, record }).extractText({ image: png })).rejects.toThrow('worker crashed');
    expect(usage).toEqual([expect.objectContaining({ provider: 'tesseract', success: false })]);

    usage = [];
    const busy: OcrEngine = { recognize: () => Promise.reject(new OcrUnavailableError('busy')) };
    await expect(new OcrReader({ pool: busy, record }).extractText({ image: png })).rejects.toBeInstanceOf(OcrUnavailableError);
    expect(usage).toEqual([]);
  });
});

describe('OcrReader with gemini', () => {
  it('answers 400 with a clear message when Gemini is not configured, before decoding', async () => {
    expect(tesseractOnly.geminiAvailable).toBe(false);
    const err = await inputError(tesseractOnly.extractText({ image: 'not even an image', method: 'gemini' }));
    expect(err.status).toBe(400);
    expect(err.message).toBe(GEMINI_NOT_CONFIGURED);
    expect(err.message).toBe('Gemini OCR is not configured on this server; use tesseract');
    expect(usage).toEqual([]);
  });

  it('sends only the crop, in device pixels, and returns Gemini text with its tokens recorded', async () => {
    let sent: { mime: string; width?: number; height?: number } | null = null;
    server.use(
      http.post(GEMINI_ENDPOINT, async ({ request }) => {
        const body = (await request.json()) as { contents: Array<{ parts: Array<{ inline_data: { mime_type: string; data: string } }> }> };
        const inline = body.contents[0].parts[0].inline_data;
        const meta = await sharp(Buffer.from(inline.data, 'base64')).metadata();
        sent = { mime: inline.mime_type, width: meta.width, height: meta.height };
        return HttpResponse.json({
          candidates: [{ content: { parts: [{ text: 'Alpha block speaks first' }] }, finishReason: 'STOP' }],
          usageMetadata: { promptTokenCount: 300, candidatesTokenCount: 6, totalTokenCount: 306 },
        });
      }),
    );
    const r = await withGemini().extractText({
      image: toDataUrl(await screenshot2x()),
      cropArea: ALPHA_CSS,
      deviceInfo: { devicePixelRatio: 2 },
      method: 'gemini',
    });
    expect(sent).toEqual({ mime: 'image/png', width: 580, height: 120 });
    expect(r).toMatchObject({
      extractedText: 'Alpha block speaks first',
      confidence: null,
      processing: { method: 'gemini', cropWidth: 580, cropHeight: 120, devicePixelRatio: 2, scale: 1 },
    });
    expect(usage).toEqual([
      { provider: 'gemini', requestType: 'ocr', tokensUsed: 306, success: true, ms: expect.any(Number), status: 200 },
    ]);
  });

  it('falls back to tesseract on repeated 429 RESOURCE_EXHAUSTED and records both calls', async () => {
    server.use(
      http.post(GEMINI_ENDPOINT, () =>
        HttpResponse.json(
          {
            error: {
              code: 429,
              message: 'Resource has been exhausted (e.g. check quota).',
              status: 'RESOURCE_EXHAUSTED',
              details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.01s' }],
            },
          },
          { status: 429 },
        ),
      ),
    );
    const r = await withGemini().extractText({
      image: toDataUrl(await screenshot2x()),
      cropArea: BRAVO_CSS,
      deviceInfo: { devicePixelRatio: 2 },
      method: 'gemini',
    });
    expect(r.extractedText.toLowerCase()).toContain('bravo second paragraph here');
    expect(r.processing).toMatchObject({ method: 'tesseract', fallbackFrom: 'gemini', fallbackReason: 'http' });
    expect(usage.map((u) => [u.provider, u.success, u.status])).toEqual([
      ['gemini', false, 429],
      ['tesseract', true, null],
    ]);
  });

  it('falls back on a timeout, reading the timeout per call', async () => {
    server.use(
      http.post(GEMINI_ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const r = await withGemini({ timeoutMs: () => 150 }).extractText({ image: await screenshot2x(), method: 'gemini' });
    expect(r.processing).toMatchObject({ method: 'tesseract', fallbackReason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 503 on malformed JSON when fallback is off', async () => {
    server.use(http.post(GEMINI_ENDPOINT, () => new HttpResponse('{"candidates":', { headers: { 'content-type': 'application/json' } })));
    const err = await withGemini({ fallbackToTesseract: false })
      .extractText({ image: await screenshot2x(), method: 'gemini' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrUnavailableError);
    expect((err as OcrUnavailableError).message).toMatch(/Gemini OCR failed \(malformed\)/);
    expect(usage).toEqual([expect.objectContaining({ provider: 'gemini', success: false })]);
  });

  it('treats a refusal as a failure and falls back', async () => {
    server.use(http.post(GEMINI_ENDPOINT, () => HttpResponse.json({ promptFeedback: { blockReason: 'SAFETY' } })));
    const r = await withGemini().extractText({
      image: await screenshot2x(),
      cropArea: ALPHA_CSS,
      deviceInfo: { devicePixelRatio: 2 },
      method: 'gemini',
    });
    expect(r.processing).toMatchObject({ method: 'tesseract', fallbackReason: 'blocked: SAFETY' });
    expect(r.extractedText.toLowerCase()).toContain('alpha');
  });
});
