// OCR abuse over HTTP on the real app: authentication before any body is read, the daily unit kept
// once decoding has started, the per-user in-flight cap, the job timeout and the busy queue
// (docs/adr/0011-ocr.md). One tesseract worker, no waiting queue, a 1 s job timeout.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { renderDensePage, renderTextPng, toDataUrl } from '../../providers/ocr/render-text.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';

jest.setTimeout(60_000);

let app: TestApp;
let png: Buffer;
/** A 1600 × 1600 page of 18 px text: about 14 s of tesseract on a quiet core, far past the 1 s timeout. */
let densePage: string;
beforeAll(async () => {
  app = await startTestApp({ OCR_WORKERS: '1', OCR_MAX_QUEUE: '0', OCR_MAX_IN_FLIGHT_PER_USER: '1', OCR_JOB_TIMEOUT_SECONDS: '1' });
  png = await renderTextPng({ width: 600, height: 100, lines: [{ text: 'Warm words', x: 20, y: 70, fontSize: 44 }] });
  densePage = toDataUrl(await renderDensePage(1600, 18));
  // Start the (lazy) pool so the busy checks below see a running engine.
  const warm = await createUser(app, 'moderator');
  expect((await ocr(warm.token, { imageDataUrl: toDataUrl(png) })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app.close();
});

function ocr(token: string | null, body: Record<string, unknown>) {
  return app.rest<{ error: string; code: string; extractedText?: string }>('POST', '/api/extract-text-from-image', { token, body });
}

const usage = async (token: string) => (await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token })).body.dailyUsage;

/**
 * Send headers announcing `declared` bytes and only the first `sent` of them, then wait for the answer.
 * An answer while the body is still incomplete proves the server did not wait to read it.
 */
function partialUpload(
  path: string,
  headers: Record<string, string>,
  declared: number,
  sent: Buffer,
): Promise<{ status: number; ms: number; body: string }> {
  const { hostname, port } = new URL(app.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, method: 'POST', headers: { ...headers, 'content-length': String(declared) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, body });
          req.destroy();
        });
      },
    );
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    req.write(sent); // and never the rest
  });
}

describe('authentication before the body is read', () => {
  it('REST: a 14 MB OCR upload without a token gets 401 before its body is sent', async () => {
    const res = await partialUpload(
      '/api/extract-text-from-image',
      { 'content-type': 'application/json' },
      14 * 1024 * 1024 - 1,
      Buffer.from('{"imageDataUrl":"data:image/png;base64,' + 'A'.repeat(64 * 1024)),
    );
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(res.ms).toBeLessThan(1000);
  });

  it('REST: a bad token is refused the same way', async () => {
    const res = await partialUpload(
      '/api/extract-text-from-image',
      { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
      14 * 1024 * 1024 - 1,
      Buffer.from('{"imageDataUrl":"'),
    );
    expect(res.status).toBe(401);
  });

  it('GraphQL: a multipart upload without a token gets 401 before graphql-upload reads it', async () => {
    const boundary = 'factlensboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
        JSON.stringify({
          query: 'mutation($file: Upload!) { extractTextFromImage(file: $file) { extractedText } }',
          variables: { file: null },
        }) +
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
        'x'.repeat(64 * 1024),
    );
    const res = await partialUpload(
      '/graphql',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      10 * 1024 * 1024,
      head,
    );
    expect(res.status).toBe(401);
    expect(res.ms).toBeLessThan(1000);
  });
});

describe('the daily unit', () => {
  it('is kept when decoding fails (a truncated PNG declaring 6300 × 6300), given back for a refusal before decoding', async () => {
    const user = await createUser(app, 'free');
    const whole = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const meta = await sharp(truncated).metadata();
    expect([meta.width, meta.height]).toEqual([6300, 6300]); // the header is intact: only decoding can fail

    const before = await usage(user.token);
    const decoded = await ocr(user.token, { imageDataUrl: toDataUrl(truncated) });
    expect(decoded.status).toBe(400);
    expect(await usage(user.token)).toBe(before + 1);

    const refused = await ocr(user.token, { imageDataUrl: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` });
    expect(refused.status).toBe(400);
    expect(await usage(user.token)).toBe(before + 1);
  });
});

describe('CPU limits', () => {
  it('a job past OCR_JOB_TIMEOUT_SECONDS is stopped with a 400 and costs its unit; the engine keeps serving', async () => {
    const user = await createUser(app, 'free');
    const before = await usage(user.token);
    const started = Date.now();
    const res = await ocr(user.token, { imageDataUrl: densePage });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/longer than 1 s/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await usage(user.token)).toBe(before + 1);
    // The worker is replaced (a fresh one starts): the next job is read.
    await waitUntilIdle();
    const next = await ocr(user.token, { imageDataUrl: toDataUrl(png) });
    expect(next.status).toBe(200);
    expect(next.body.extractedText?.toLowerCase()).toContain('warm');
  });

  it('a second job of the same user while one runs is refused with 503 BUSY, at no cost', async () => {
    await waitUntilIdle();
    const user = await createUser(app, 'free');
    const before = await usage(user.token);
    const first = ocr(user.token, { imageDataUrl: densePage });
    await waitUntilBusy();
    const second = await ocr(user.token, { imageDataUrl: toDataUrl(png) });
    expect(second.status).toBe(503);
    expect(second.body).toMatchObject({ code: 'BUSY' });
    expect(second.body.error).toMatch(/already have 1 image/);
    expect((await first).status).toBe(400); // timed out
    expect(await usage(user.token)).toBe(before + 1);
  });

  it('a full queue answers 503 with code BUSY (not maintenance) to another user, at no cost', async () => {
    const [a, b] = [await createUser(app, 'free'), await createUser(app, 'free')];
    await waitUntilIdle();
    const first = ocr(a.token, { imageDataUrl: densePage });
    await waitUntilBusy();
    const before = await usage(b.token);
    const res = await ocr(b.token, { imageDataUrl: toDataUrl(png) });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'BUSY' });
    expect(res.body.error).toMatch(/busy/);
    expect(await usage(b.token)).toBe(before);
    await first;
  });
});

/** Wait until the single worker has a job (the dense page has been parsed and decoded). */
async function waitUntilBusy(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!app.services.ocrPool.full) {
    if (Date.now() > deadline) throw new Error('the OCR job never started');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Wait until the worker can take a job (after a timeout its replacement takes about a second to start). */
async function waitUntilIdle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (app.services.ocrPool.full) {
    if (Date.now() > deadline) throw new Error('the OCR worker never came back');
    await new Promise((r) => setTimeout(r, 20));
  }
}
