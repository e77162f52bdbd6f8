// A database outage under load, against a PostgreSQL started for this test (never the machine's):
// while it is stopped every request, with or without a token, health included, answers 503 with a
// clear message and Retry-After (never 500), the log holds a handful of lines, not one per request;
// once it is started again the same app answers 200 without a restart (docs/adr/0061-database-outage.md).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { startEmbeddedPostgres, type EmbeddedDb } from '../../db/embedded.js';
import { initOrm, migrate, type MikroORM } from '../../db/orm.js';
import { createApp, type App } from '../../app.js';
import { createServices, type Services } from '../../services.js';
import { bootstrapAdmin } from '../../server.js';
import { TEST_ADMIN } from '../harness.js';
import { freePort, sleep } from './net.js';



interface Sample {
  at: number;
  end: number;
  kind: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe('database outage', () => {
  let dataDir: string;
  let pgPort: number;
  let db: EmbeddedDb | null = null;
  let orm: MikroORM;
  let services: Services;
  let app: App;
  let url: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-outage-'));
    fs.chmodSync(dataDir, 0o755);
    pgPort = await freePort();
    db = await startEmbeddedPostgres({ dataDir, port: pgPort, keepExitHook: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WEB_DIST: '/nonexistent',
      OCR_WORKERS: '0',
    });
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    orm = await initOrm(db.url, { pool: 10 });
    await migrate(orm);
    services = createServices(orm, config, logger, { lazyOcr: true });
    await services.settings.seedDefaults();
    await bootstrapAdmin(services);
    app = await createApp(services);
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    app?.database.stop();
    await app?.apollo.stop();
    await services?.ocrPool.stop();
    await orm?.close(true);
    await db?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After while PostgreSQL is stopped, and recovers without a restart', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };

    const calls: Record<string, () => Promise<Response>> = {
      'GET /api/auth/me (token)': () => fetch(`${url}/api/auth/me`, { headers: auth }),
      'POST /api/health (token)': () => fetch(`${url}/api/health`, { method: 'POST', headers: auth }),
      'GET /api/health': () => fetch(`${url}/api/health`),
      'GET /api/early-access/slots': () => fetch(`${url}/api/early-access/slots`),
      'POST /graphql me (token)': () =>
        fetch(`${url}/graphql`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ query: '{ me { email } }' }) }),
      'POST /graphql health': () =>
        fetch(`${url}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ health { status db down } }' }) }),
      'POST /api/fact-check (token)': () =>
        fetch(`${url}/api/fact-check`, {
          method: 'POST',
          headers: { ...json, ...auth },
          body: JSON.stringify({ content: 'The moon is made of cheese, scientists confirmed.' }),
        }),
    };
    const kinds = Object.keys(calls);
    const samples: Sample[] = [];
    let running = true;
    const worker = async (w: number) => {
      for (let i = w; running; i++) {
        const kind = kinds[i % kinds.length];
        const at = Date.now();
        try {
          const res = await calls[kind]();
          const body = await res.text();
          samples.push({ at, end: Date.now(), kind, status: res.status, retryAfter: res.headers.get('retry-after'), body });
        } catch (err) {
          samples.push({ at, end: Date.now(), kind, status: 0, retryAfter: null, body: String(err) });
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));

    await sleep(1000);
    const stopAt = Date.now();
    await db!.stop();
    const stoppedAt = Date.now();
    const linesBefore = logLines.length;
    await sleep(4000);
    const linesDuring = logLines.length - linesBefore;
    const restartAt = Date.now();
    db = await startEmbeddedPostgres({ dataDir, port: pgPort, keepExitHook: false });
    const startedAt = Date.now();
    // Recovery: the first 200 on a token-carrying call after PostgreSQL is back.
    let recoveredAt = 0;
    for (const until = Date.now() + 15_000; Date.now() < until && !recoveredAt; await sleep(25)) {
      recoveredAt = samples.find((s) => s.at >= startedAt && s.kind === 'GET /api/auth/me (token)' && s.status === 200)?.at ?? 0;
    }
    await sleep(1000);
    running = false;
    await Promise.all(workers);

    // Answered before the stop began (a fact-check in flight when it stops may fairly end in a 503).
    const before = samples.filter((s) => s.end < stopAt);
    const during = samples.filter((s) => s.at >= stoppedAt + 100 && s.at < restartAt);
    const after = samples.filter((s) => s.at >= recoveredAt + 600);
    console.info(
      `outage: ${before.length} requests before (all 200: ${before.every((s) => s.status === 200)}), ` +
        `${during.length} during the ${restartAt - stoppedAt} ms outage (${during.filter((s) => s.status === 503).length} × 503), ` +
        `${linesDuring} log lines during it; recovered ${recoveredAt - startedAt} ms after PostgreSQL accepted connections; ` +
        `${after.length} requests after (all 200: ${after.every((s) => s.status === 200)})`,
    );

    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((s) => s.status !== 200)).toEqual([]);
    // Nothing, at any time, is a 500 or a dropped connection.
    expect(samples.filter((s) => s.status === 500 || s.status === 0)).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
    for (const s of during) {
      expect(s).toMatchObject({ status: 503, retryAfter: '5' });
      expect(s.body).toMatch(/database is unavailable/i);
    }
    // Every kind of call was seen during the outage, health naming the dependency that is down.
    expect(new Set(during.map((s) => s.kind))).toEqual(new Set(kinds));
    const health = during.find((s) => s.kind === 'GET /api/health')!;
    expect(JSON.parse(health.body)).toMatchObject({ db: 'error', down: ['database'] });
    const gql = during.find((s) => s.kind === 'POST /graphql me (token)')!;
    expect(JSON.parse(gql.body)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    // Logged once (plus at most a few summaries), not once per request.
    expect(linesDuring).toBeLessThan(10);
    expect(logLines.some((l) => l.includes('database unavailable'))).toBe(true);
    // Recovery without a restart, within about a second of PostgreSQL being back.
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveredAt - startedAt).toBeLessThan(3000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((s) => s.status !== 200)).toEqual([]);
    expect(logLines.some((l) => l.includes('database available again'))).toBe(true);
  }, 120_000);
});
