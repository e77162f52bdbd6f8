// Large provider answers are streamed and cut at the 5 MB cap, over a real socket
// (docs/adr/0062-provider-body-memory.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PROVIDER_MAX_BODY_BYTES, requestJson } from './http.js';

const BODY = 50 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, ' ');
let sentPerRequest: number[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const index = sentPerRequest.push(0) - 1;
    const declared = req.url?.includes('declared');
    res.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': String(BODY + 4) } : {}) });
    res.write('{"a":');
    let closed = false;
    res.on('close', () => (closed = true));
    const pump = () => {
      while (sentPerRequest[index] < BODY && !closed) {
        sentPerRequest[index] += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!closed) res.end('1}');
    };
    pump();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const call = (path: string) => requestJson({ provider: 't', requestType: 't', url: `${base}${path}`, timeoutMs: 20_000, parse: (j) => j });

describe('provider bodies over the cap', () => {
  it('ten concurrent 50 MB chunked answers are refused, each connection cut soon after 5 MB', async () => {
    sentPerRequest = [];
    const results = await Promise.all(Array.from({ length: 10 }, () => call('/chunked')));
    for (const r of results) expect(r).toMatchObject({ ok: false, error: { kind: 'malformed', message: 'response body too large' } });
    // Wait for the server to see every close; what it managed to write is the cap plus socket buffers.
    await new Promise((r) => setTimeout(r, 200));
    expect(sentPerRequest).toHaveLength(10);
    for (const sent of sentPerRequest) expect(sent).toBeLessThan(PROVIDER_MAX_BODY_BYTES + 8 * 1024 * 1024);
  });

  it('a declared Content-Length over the cap is refused before the body is read', async () => {
    sentPerRequest = [];
    const result = await call('/declared');
    expect(result).toMatchObject({ ok: false, error: { message: 'response body too large' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(sentPerRequest[0]).toBeLessThan(PROVIDER_MAX_BODY_BYTES);
  });

  it('an answer under the cap, in many chunks with a byte-order mark, still parses', async () => {
    const small = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(Buffer.from([0xef, 0xbb, 0xbf]));
      res.write('{"text":"caf');
      res.write(Buffer.from([0xc3]));
      res.end(Buffer.concat([Buffer.from([0xa9]), Buffer.from('"}')]));
    });
    await new Promise<void>((r) => small.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(small.address() as AddressInfo).port}/`;
      const result = await requestJson({ provider: 't', requestType: 't', url, timeoutMs: 5000, parse: (j) => j });
      expect(result).toMatchObject({ ok: true, data: { text: 'café' } });
    } finally {
      small.closeAllConnections();
      await new Promise((r) => small.close(r));
    }
  });
});
