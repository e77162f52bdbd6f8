import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { getToken, setToken } from '../apollo/token';
import { server } from '../test/server';
import { apiFetch } from './rest';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('REST helper', () => {
  it('sends cookies and the bearer token, and a JSON content type only with a body', async () => {
    setToken('t1');
    const seen: { auth: string | null; type: string | null }[] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push({ auth: request.headers.get('Authorization'), type: request.headers.get('Content-Type') });
      return HttpResponse.json({ ok: true });
    };
    // msw cannot see `credentials`, so the fetch call itself is observed.
    const credentials: (string | undefined)[] = [];
    const original = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      credentials.push(init?.credentials);
      return original(input, init);
    });
    server.use(http.get('http://localhost/api/x', record), http.post('http://localhost/api/x', record));
    await apiFetch('GET', '/api/x');
    await apiFetch('POST', '/api/x', { a: 1 });
    expect(seen).toEqual([
      { auth: 'Bearer t1', type: null },
      { auth: 'Bearer t1', type: 'application/json' },
    ]);
    expect(credentials).toEqual(['include', 'include']);
  });

  it("raises '{status}: {body}' or '{status}: {statusText}' for a non-OK answer", async () => {
    server.use(
      http.get('http://localhost/api/a', () => new HttpResponse('quota exceeded', { status: 429 })),
      http.get('http://localhost/api/b', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })),
    );
    await expect(apiFetch('GET', '/api/a')).rejects.toThrow('429: quota exceeded');
    await expect(apiFetch('GET', '/api/b')).rejects.toThrow('404: Not Found');
  });

  it('a 401 clears the token', async () => {
    setToken('t2');
    server.use(http.get('http://localhost/api/c', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    await expect(apiFetch('GET', '/api/c')).rejects.toThrow('401: {"error":"Unauthorized"}');
    expect(getToken()).toBeNull();
  });
});
