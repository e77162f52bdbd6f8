import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import { initOrm } from '../db/orm.js';
import { createApp } from '../app.js';
import { createServices, type Services } from '../services.js';
import { bootstrapAdmin } from '../server.js';
import { onServer, withDatabase } from './db-server.js';

let counter = 0;

/** A fresh database copied from the migrated template (one per test file, so files run in parallel safely). */
export async function createTestDatabase(): Promise<string> {
  const server = process.env.FACTLENS_TEST_SERVER_URL;
  const template = process.env.FACTLENS_TEST_TEMPLATE;
  const runId = process.env.FACTLENS_TEST_RUN;
  if (!server || !template || !runId) throw new Error('api test global setup did not run');
  const name = `factlens_t_${runId}_${process.env.JEST_WORKER_ID ?? '0'}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(server, [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
  return withDatabase(server, name);
}

export interface TestApp {
  url: string;
  services: Services;
  config: Config;
  /** POST a GraphQL operation; returns the parsed body and the status. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<{ status: number; data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Call a REST path under the app with JSON. */
  rest<T = unknown>(method: string, path: string, opts?: { body?: unknown; token?: string | null; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; body: T; headers: Headers }>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@factlens.test', password: 'admin-password-1' };

/** Start the real app (Express + Apollo + MikroORM) on a fresh database and a random port. */
export async function startTestApp(env: Record<string, string> = {}, opts: { onQuery?: (sql: string) => void } = {}): Promise<TestApp> {
  const dbUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const orm = await initOrm(dbUrl, { pool: 10, onQuery: opts.onQuery });
  const services = createServices(orm, config, logger, { lazyOcr: true });
  await services.settings.seedDefaults();
  await services.sessions.cache.start();
  await bootstrapAdmin(services);
  const { httpServer, apollo } = await createApp(services);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const app: TestApp = {
    url,
    services,
    config,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
      return { status: res.status, data: (body.data ?? null) as never, errors: body.errors };
    },
    async rest(method, path, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.raw !== undefined) {
        body = opts.raw;
        headers['content-type'] ??= 'application/json';
      } else if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(`${url}${path}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async login(email, password) {
      const res = await app.rest<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    async close() {
      await apollo.stop();
      await services.ocrPool.stop();
      await services.corrections.close();
      await services.indexStats.close();
      await services.feeds.stop();
      await services.sessions.cache.close();
      await orm.close(true);
    },
  };
  return app;
}

let userSeq = 0;
/** A user of the given role with a known password, signed in; built through the same service the app uses. */
export async function createUser(
  app: TestApp,
  role: 'free' | 'early_access' | 'moderator' | 'admin',
  overrides: { email?: string; password?: string } = {},
): Promise<{ id: string; email: string; password: string; token: string }> {
  const { upsertUser } = await import('../modules/users/users.service.js');
  const email = overrides.email ?? `${role}-${++userSeq}-${Math.random().toString(36).slice(2, 7)}@factlens.test`;
  const password = overrides.password ?? 'user-password-1';
  const { user } = await upsertUser(app.services.orm.em.fork(), { email, password, role, settings: await app.services.settings.get() });
  return { id: user.id, email, password, token: await app.login(email, password) };
}
