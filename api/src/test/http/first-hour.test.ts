// What a new user meets in the first hour (docs/adr/0064-first-hour.md): unknown paths answer 404
// with the app's page, static files are logged at debug without headers, health names what is down,
// and an ADMIN_PASSWORD that differs from the stored admin's is reported, not applied.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../../config.js';
import { initOrm, type MikroORM } from '../../db/orm.js';
import { createApp, type App } from '../../app.js';
import { createServices, type Services } from '../../services.js';
import { bootstrapAdmin, publicUrl } from '../../server.js';
import { createTestDatabase, TEST_ADMIN } from '../harness.js';

describe('first hour', () => {
  let webDist: string;
  let orm: MikroORM;
  let services: Services;
  let app: App;
  let url: string;
  let dbUrl: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>FactLens</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    dbUrl = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', ...TEST_ENV, WEB_DIST: webDist });
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    orm = await initOrm(dbUrl, { pool: 4 });
    services = createServices(orm, config, pino({ level: 'debug' }, sink), { lazyOcr: true });
    await services.settings.seedDefaults();
    expect(await bootstrapAdmin(services)).toBe('created');
    app = await createApp(services);
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    app.database.stop();
    await app.apollo.stop();
    await services.ocrPool.stop();
    await orm.close(true);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 200 for the app routes and 404 (with the app) for any other path', async () => {
    for (const p of ['/', '/login', '/admin/users', '/Dashboard/']) {
      const res = await fetch(`${url}${p}`);
      expect([p, res.status]).toEqual([p, 200]);
    }
    for (const p of ['/nope', '/admin', '/login/extra', '/wp-login.php']) {
      const res = await fetch(`${url}${p}`);
      expect([p, res.status]).toEqual([p, 404]);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${url}/assets/app-123.js`)).status).toBe(200);
    expect((await fetch(`${url}/api/nope`)).status).toBe(404);
  });

  it('logs static files at debug and no request line carries headers', async () => {
    lines.length = 0;
    await fetch(`${url}/assets/app-123.js`, { headers: { 'user-agent': 'first-hour-test', cookie: 'a=b' } });
    await fetch(`${url}/api/health`, { method: 'POST', headers: { 'user-agent': 'first-hour-test' } });
    await fetch(`${url}/api/early-access/slots`, { headers: { 'user-agent': 'first-hour-test' } });
    await new Promise((r) => setTimeout(r, 50));
    const access = lines.filter((l) => l.req);
    const asset = access.find((l) => (l.req as { url: string }).url === '/assets/app-123.js');
    expect(asset).toMatchObject({ level: 20, res: { statusCode: 200 } });
    const slots = access.find((l) => (l.req as { url: string }).url === '/api/early-access/slots');
    expect(slots).toMatchObject({ level: 30 });
    for (const l of access) {
      expect(l.req).not.toHaveProperty('headers');
      expect(l.res).not.toHaveProperty('headers');
      expect(JSON.stringify(l)).not.toContain('first-hour-test');
    }
  });

  it('health says which dependency is down (none here)', async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', down: [] });
  });

  it('reports an ADMIN_PASSWORD that differs from the stored one, and does not apply it', async () => {
    const changed = { ...services, config: { ...services.config, adminPassword: 'another-password-2' } };
    lines.length = 0;
    expect(await bootstrapAdmin(changed)).toBe('password-not-applied');
    const warning = lines.find((l) => l.level === 40);
    expect(String(warning?.msg)).toContain(`npm run user:create -- --email ${TEST_ADMIN.email}`);
    expect(String(warning?.msg)).not.toContain('another-password-2');
    expect(await bootstrapAdmin(services)).toBe('unchanged');
    // The stored password still works; the other one does not.
    const ok = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(ok.status).toBe(200);
  });

  it('the ready URL is PUBLIC_ORIGIN, else localhost on the port', () => {
    expect(publicUrl(loadConfig({ HOST: '0.0.0.0' }), 4321)).toBe('http://localhost:4321');
    expect(publicUrl(loadConfig({ PUBLIC_ORIGIN: 'https://factlens.example/' }), 4321)).toBe('https://factlens.example');
  });

  it('LOG_FORMAT and SHUTDOWN_TIMEOUT_SECONDS are validated', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty');
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(10);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow('SHUTDOWN_TIMEOUT_SECONDS');
  });
});

const TEST_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
