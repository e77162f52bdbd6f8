// Starts the real FactLens server (api/dist/main.js, which also serves the built web app from
// web/dist) for the web end-to-end suite: a free port on 127.0.0.1, a fresh database, the admin from
// ADMIN_EMAIL/ADMIN_PASSWORD, NODE_ENV=production. At start the API loads the shipped ClaimReview
// corpus into the empty database (~10 s, longer on a busy machine).
//   DATABASE_URL set:   a new database `factlens_web_e2e_*` is created on that server, dropped by stop()
//   DATABASE_URL unset: the API runs an embedded PostgreSQL in a temporary DATA_DIR, removed by stop()
//   sharedDatabaseUrl:  a second replica on the database of a running server (its `databaseUrl`):
//                       nothing is created, and stop() drops nothing
// onState(state) is called whenever the pid / data dir / database become known, so a runner can clean
// up after a crash (see scripts/e2e/web.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, freePort, offlineApiEnv, sleep, stopEmbeddedPostgres, within } from '../../scripts/lib/test-db.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
export const ADMIN = { email: 'web-e2e-admin@factlens.test', password: 'web-e2e-admin-password-1' };

export { alive, dropDatabase, freePort, stopEmbeddedPostgres } from '../../scripts/lib/test-db.mjs';

/**
 * The connection URL of the embedded PostgreSQL an API started in `dataDir`: the password the API
 * generated for it (`pg-password`) and the port in PostgreSQL's own `postmaster.pid` (4th line), user
 * and database as api/src/db/embedded.ts names them.
 */
function embeddedUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!password || !port) throw new Error(`no embedded PostgreSQL in ${dataDir}`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/factlens`;
}

/** embeddedUrl, or null (a second replica cannot be started then; the server itself is fine). */
function sharedEmbeddedUrl(dataDir) {
  try {
    return embeddedUrl(dataDir);
  } catch {
    return null;
  }
}

/**
 * Start the server. Returns { origin, admin, mode, databaseUrl, webDist, startupMs, request(), stop(), log() }
 * (databaseUrl and webDist: what a second replica is started with).
 * opts.logFile: the server's stdout/stderr also go there; opts.webDist: the built web app it serves.
 */
export async function startServer({
  logFile,
  onState = () => {},
  databaseUrl = process.env.DATABASE_URL?.trim() || null,
  sharedDatabaseUrl = null,
  webDist = path.join(ROOT, 'web', 'dist'),
} = {}) {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx tsc -b common api\` first`);
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first');
  const tmp = await mkdtemp(path.join(tmpdir(), 'factlens-web-e2e-'));
  // As root, embedded PostgreSQL runs as the "postgres" user, which must traverse the parents.
  await chmod(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  const dbName = `factlens_web_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const state = { apiPid: null, tmp, dataDir: databaseUrl || sharedDatabaseUrl ? null : dataDir, serverUrl: databaseUrl, dbName: null };
  onState(state);
  let runUrl = sharedDatabaseUrl;
  if (databaseUrl && !sharedDatabaseUrl) {
    runUrl = await createDatabase(databaseUrl, dbName);
    state.dbName = dbName;
    onState(state);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = offlineApiEnv({
    port,
    admin: ADMIN,
    // The client address comes from X-Forwarded-For, so the suite's setup sign-ups can come from
    // distinct addresses (the API allows 5 sign-ups per address and hour).
    // Feed imports commit every 10 rows, so a 5,000-row upload shows its progress on any machine.
    extra: { TRUST_PROXY: '1', PUBLIC_ORIGIN: '', WEB_DIST: webDist, FEED_IMPORT_BATCH_SIZE: '10' },
  });

  if (runUrl) {
    env.DATABASE_URL = runUrl;
    delete env.DATA_DIR;
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }

  const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  state.apiPid = child.pid;
  onState(state);
  let output = '';
  const file = logFile ? createWriteStream(logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => {
      output = (output + d).slice(-20_000);
      file?.write(d);
    });
  }
  let exited = null;
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  let stopping = null;
  function stop() {
    stopping ??= (async () => {
      if (!exited) {
        child.kill('SIGTERM'); // the API stops its embedded PostgreSQL itself
        await within(exit, 20_000);
        if (!exited) {
          child.kill('SIGKILL');
          await exit;
        }
      }
      if (state.dataDir) await stopEmbeddedPostgres(state.dataDir).catch(() => undefined);
      if (state.dbName)
        await dropDatabase(databaseUrl, state.dbName).catch((err) => console.error(`# could not drop ${state.dbName}: ${err.message}`));
      await new Promise((r) => (file ? file.end(r) : r()));
      await rm(tmp, { recursive: true, force: true });
      state.done = true;
      onState(state);
    })();
    return stopping;
  }

  const t0 = Date.now();
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited during start-up (${JSON.stringify(exited)}):\n${output.slice(-4000)}`);
      if (Date.now() - t0 > 180_000) throw new Error(`the server did not answer POST /api/health within 180 s:\n${output.slice(-4000)}`);
      try {
        const res = await fetch(`${origin}/api/health`, { method: 'POST', signal: AbortSignal.timeout(5_000) });
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(250);
    }
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    origin,
    admin: ADMIN,
    mode: sharedDatabaseUrl ? 'shared database' : runUrl ? 'DATABASE_URL' : 'embedded',
    databaseUrl: runUrl ?? sharedEmbeddedUrl(dataDir),
    webDist,
    startupMs: Date.now() - t0,
    request: requester(origin),
    stop,
    log: () => output,
  };
}

/** JSON requests against a running server: request(method, path, { body, token, forwardedFor }) → { status, headers, body }. */
export function requester(origin) {
  async function request(method, p, { body, token, forwardedFor } = {}) {
    const headers = {};
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(origin + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
  request.origin = origin; // for helpers that call the server directly (e.g. solving the sign-up ALTCHA challenge)
  return request;
}
