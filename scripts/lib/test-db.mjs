// Database and process helpers shared by the browser end-to-end suites that start the real API
// (extension/e2e/real-api.mjs, web/e2e/server.mjs).
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { alive } from './e2e-processes.mjs';

export { alive };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `promise`, or `fallback` after `ms`. */
export function within(promise, ms, fallback) {
  let timer;
  return Promise.race([promise, new Promise((r) => (timer = setTimeout(r, ms, fallback)))]).finally(() => clearTimeout(timer));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Run one statement on the maintenance database (`postgres`) of the server in `databaseUrl`. */
export async function onServer(databaseUrl, sql) {
  const u = new URL(databaseUrl);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 10_000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Drop a database an e2e suite created (only names of the suites' `factlens_*e2e_*` pattern). */
export async function dropDatabase(databaseUrl, name) {
  if (!/^factlens_[a-z_]*e2e_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Stop an embedded PostgreSQL still running in dataDir (fast shutdown, then kill). */
export async function stopEmbeddedPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return false;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 60 && alive(pid); i++) await sleep(250);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

/** Create a database on the server of `serverUrl` and answer its connection URL. */
export async function createDatabase(serverUrl, name) {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Environment of an API started by an e2e suite: production mode on 127.0.0.1, the given admin, one
 * OCR worker, and no third-party providers (the local ClaimReview index and local tone only).
 */
export function offlineApiEnv({ port, admin, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    OCR_WORKERS: '1',
    GOOGLE_FACTCHECK_API_KEY: '',
    OPENAI_API_KEY: '',
    CLAIMBUSTER_API_KEY: '',
    GEMINI_API_KEY: '',
    ...extra,
  };
}
