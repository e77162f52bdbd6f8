import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { buildResult } from '../test/fixtures.js';
import { createApiClient } from './api-client.js';
import { ApiError, toErrorInfo } from './errors.js';

const BASE = 'http://api.factlens.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('API client', () => {
  it('logs in without a token and with a JSON body', async () => {
    let seen: Request | null = null;
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/auth/login`, async ({ request }) => {
        seen = request;
        body = await request.json();
        return HttpResponse.json({ token: 'tok', user: { id: 'u1', email: 'a@b.co', role: 'free', dailyUsage: 1, dailyLimit: 10, createdAt: 'x' } });
      }),
    );
    const result = await createApiClient({ baseUrl: BASE, token: null }).login('a@b.co', 'pw');
    expect(result).toEqual({ token: 'tok', user: { id: 'u1', email: 'a@b.co', role: 'free', dailyUsage: 1, dailyLimit: 10 } });
    expect(body).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(seen!.headers.get('authorization')).toBeNull();
    expect(seen!.headers.get('content-type')).toBe('application/json');
  });

  it('sends the bearer token, and no JSON content type on a GET', async () => {
    let seen: Request | null = null;
    server.use(
      http.get(`${BASE}/api/auth/me`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 'u1', email: 'a@b.co', role: 'admin', dailyUsage: 0, dailyLimit: 10, unlimited: true });
      }),
    );
    const me = await createApiClient({ baseUrl: BASE, token: 'tok' }).me();
    expect(me.dailyLimit).toBeNull();
    expect(seen!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen!.headers.get('content-type')).toBeNull();
  });

  it('posts a fact-check with content, userId and platform', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/fact-check`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildResult());
      }),
    );
    const result = await createApiClient({ baseUrl: BASE, token: 'tok' }).factCheck({ content: 'The moon landing was staged', userId: 'u1', platform: 'reddit' });
    expect(body).toEqual({ content: 'The moon landing was staged', userId: 'u1', platform: 'reddit' });
    expect(result.verdict).toBe('false');
  });

  it('turns a 429 into a rate-limit error with used, limit and reset time', async () => {
    server.use(
      http.post(`${BASE}/api/fact-check`, () =>
        HttpResponse.json({ error: 'Daily limit reached', used: 10, limit: 10, resetsAt: '2025-09-02T00:00:00.000Z' }, { status: 429 }),
      ),
    );
    const error = await failure(createApiClient({ baseUrl: BASE, token: 'tok' }).factCheck({ content: 'x', userId: 'u', platform: 'other' }));
    expect(error.status).toBe(429);
    expect(error.message).toBe('429: {"error":"Daily limit reached","used":10,"limit":10,"resetsAt":"2025-09-02T00:00:00.000Z"}');
    expect(toErrorInfo(error)).toEqual({ kind: 'rate_limited', status: 429, message: 'Daily limit reached', used: 10, limit: 10, resetsAt: '2025-09-02T00:00:00.000Z' });
  });

  it.each([
    [401, { error: 'Invalid token' }, 'unauthenticated', 'Sign in to FactLens to check this.'],
    [403, { error: 'userId does not match the signed-in user' }, 'forbidden', 'userId does not match the signed-in user'],
    [413, { error: 'Content is longer than 5000 characters' }, 'too_large', 'Content is longer than 5000 characters'],
    [503, { error: 'FactLens is in maintenance mode' }, 'maintenance', 'FactLens is in maintenance mode'],
    [503, null, 'maintenance', 'FactLens is under maintenance. Please try again later.'],
    [400, { error: 'Text must be at least 15 characters' }, 'bad_input', 'Text must be at least 15 characters'],
    [500, { error: 'stack trace here' }, 'unknown', 'Something went wrong. Please try again.'],
    // The shared error code decides when it is there; the status only when it is not.
    [503, { error: 'The OCR service is busy; try again in a moment', code: 'BUSY' }, 'busy', 'The OCR service is busy; try again in a moment'],
    [503, { code: 'BUSY' }, 'busy', 'FactLens is busy right now. Please try again in a moment.'],
    [503, { error: 'FactLens is down for maintenance. Please try again soon.', code: 'SERVICE_UNAVAILABLE' }, 'maintenance', 'FactLens is down for maintenance. Please try again soon.'],
    [429, { error: 'Too many requests', code: 'RATE_LIMITED' }, 'rate_limited', 'Too many requests'],
    [401, { error: 'Session expired', code: 'UNAUTHENTICATED' }, 'unauthenticated', 'Sign in to FactLens to check this.'],
    [403, { error: 'Early access only', code: 'FORBIDDEN' }, 'forbidden', 'Early access only'],
    [400, { error: 'Unknown code', code: 'SOMETHING_NEW' }, 'bad_input', 'Unknown code'],
  ])('maps HTTP %i with %j to a %s error', async (status, body, kind, message) => {
    server.use(http.get(`${BASE}/api/extension-config/test-user`, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))));
    const error = await failure(createApiClient({ baseUrl: BASE, token: 'tok' }).extensionConfig());
    expect(toErrorInfo(error)).toMatchObject({ kind, status, message });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get(`${BASE}/api/auth/me`, () => HttpResponse.error()));
    const error = await failure(createApiClient({ baseUrl: BASE, token: 'tok' }).me());
    expect(error.status).toBe(0);
    expect(toErrorInfo(error).kind).toBe('network');
  });

  it('rejects a login answer without a token', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, () => HttpResponse.json({ user: {} })));
    expect((await failure(createApiClient({ baseUrl: BASE, token: null }).login('a@b.co', 'pw'))).status).toBe(502);
  });

  it('sends OCR requests with the cropped image and device info, and no crop area', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${BASE}/api/extract-text-from-image`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ extractedText: 'hello', confidence: 91, processing: { ms: 90 } });
      }),
    );
    const deviceInfo = { devicePixelRatio: 2, screenWidth: 1, screenHeight: 1, viewportWidth: 1, viewportHeight: 1, userAgent: 'UA' };
    const result = await createApiClient({ baseUrl: BASE, token: 'tok' }).extractText({ imageDataUrl: 'data:image/png;base64,AA==', userId: 'u1', ocrMethod: 'tesseract', deviceInfo });
    expect(result.extractedText).toBe('hello');
    expect(body).toEqual({ imageDataUrl: 'data:image/png;base64,AA==', userId: 'u1', ocrMethod: 'tesseract', deviceInfo });
  });
});
