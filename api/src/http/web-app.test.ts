// The built web app as the API serves it (docs/adr/0091-precompressed-web-assets.md): precompressed
// copies by Accept-Encoding, cache headers, prerendered public pages and the SPA fallback with 404.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { webApp } from './web-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A raw GET (fetch would decode the body and hide Content-Encoding handling). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('web app serving', () => {
  let root: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-web-app-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.mkdirSync(path.join(root, 'pages'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>FactLens</title><div id="root"></div>');
    fs.writeFileSync(path.join(root, 'pages', 'index.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
    fs.writeFileSync(path.join(root, 'pages', 'login.html'), '<!doctype html><div id="root"><h1>Sign In</h1></div>');
    fs.writeFileSync(path.join(root, 'pages', 'login.html.gz'), gzipSync('<!doctype html><div id="root"><h1>Sign In</h1></div>'));
    fs.writeFileSync(path.join(root, 'assets', 'index-abc.js'), SCRIPT);
    fs.writeFileSync(path.join(root, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(root, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = express();
    app.use(...(webApp(root) ?? []));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is null without a build', () => {
    expect(webApp(path.join(root, 'missing'))).toBeNull();
  });

  it('serves the Brotli copy of a hashed asset when accepted, cached for a year', async () => {
    const res = await get(`${url}/assets/index-abc.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('serves gzip to a client without Brotli and the file itself to one that takes no encoding', async () => {
    const gz = await get(`${url}/assets/index-abc.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(`${url}/assets/index-abc.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves files without a compressed copy as they are, cached for an hour', async () => {
    const res = await get(`${url}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a public page with its prerendered HTML, uncached, compressed when a copy exists', async () => {
    const landing = await get(`${url}/`, { 'accept-encoding': 'br' });
    expect(landing.status).toBe(200);
    expect(landing.body.toString()).toContain('<h1>Landing</h1>');
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    const login = await get(`${url}/login`, { 'accept-encoding': 'gzip' });
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(login.body).toString()).toContain('<h1>Sign In</h1>');
  });

  it('answers the other app routes with the shell and unknown paths with the shell and 404', async () => {
    const dashboard = await get(`${url}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.toString()).toContain('<div id="root"></div>');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    const unknown = await get(`${url}/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<div id="root"></div>');
    const api = await get(`${url}/api/nothing`);
    expect(api.body.toString()).not.toContain('id="root"');
  });
});
