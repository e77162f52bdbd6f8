// Starts the real FactLens API (api/dist/main.js) for the end-to-end test against the real server:
// a random port, a fresh database (DATABASE_URL set: a new database on that server, dropped after;
// not set: an embedded PostgreSQL in a temporary DATA_DIR, removed after), the admin from
// ADMIN_EMAIL/ADMIN_PASSWORD. At start the API loads the shipped ClaimReview corpus (~10 s).
//
// Cleanup is layered: stop() sends SIGTERM and waits (the API stops its embedded PostgreSQL),
// then kills what is left. When FACTLENS_E2E_STATE_DIR is set (scripts/e2e/extension.mjs sets it),
// a JSON file there names the API pid, data dir and database, so the runner can clean up even if
// this process is killed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, freePort, offlineApiEnv, sleep, stopEmbeddedPostgres, within } from '../../scripts/lib/test-db.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
export const ADMIN = { email: 'e2e-admin@factlens.test', password: 'e2e-admin-password-1' };

export { alive, dropDatabase, freePort, stopEmbeddedPostgres } from '../../scripts/lib/test-db.mjs';

/**
 * Start the API. Returns { origin, admin, request(), stop(), log() }.
 * opts.logFile: where the API's stdout/stderr go (also kept in memory for error messages).
 */
export async function startRealApi({ logFile } = {}) {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx tsc -b common api\` first`);
  const serverUrl = process.env.DATABASE_URL?.trim() || null;
  const tmp = await mkdtemp(path.join(tmpdir(), 'factlens-real-api-'));
  // As root, embedded PostgreSQL runs as the "postgres" user, which must traverse the parents.
  await chmod(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  const dbName = `factlens_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let databaseUrl = null;
  if (serverUrl) {
    databaseUrl = await createDatabase(serverUrl, dbName);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = offlineApiEnv({ port, admin: ADMIN, extra: { PUBLIC_ORIGIN: '' } });

  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  const state = { apiPid: null, tmp, dataDir: databaseUrl ? null : dataDir, serverUrl, dbName: databaseUrl ? dbName : null };
  const stateFile = process.env.FACTLENS_E2E_STATE_DIR
    ? path.join(process.env.FACTLENS_E2E_STATE_DIR, `real-api-${process.pid}-${port}.json`)
    : null;
  const saveState = () => (stateFile ? writeFile(stateFile, JSON.stringify(state)) : Promise.resolve());
  await saveState();

  // Not detached: the API stays in the test's process group, so killing that group kills it too.
  const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  state.apiPid = child.pid;
  await saveState();
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
  async function stop() {
    stopping ??= (async () => {
      if (!exited) {
        child.kill('SIGTERM');
        await within(exit, 20_000);
        if (!exited) {
          child.kill('SIGKILL');
          await exit;
        }
      }
      if (state.dataDir) await stopEmbeddedPostgres(state.dataDir).catch(() => undefined);
      if (state.dbName)
        await dropDatabase(serverUrl, state.dbName).catch((err) => console.error(`could not drop ${state.dbName}: ${err.message}`));
      file?.end();
      await rm(tmp, { recursive: true, force: true });
      if (stateFile) await rm(stateFile, { force: true });
    })();
    return stopping;
  }

  const t0 = Date.now();
  try {
    for (;;) {
      if (exited) throw new Error(`the API exited during start-up (${JSON.stringify(exited)}):\n${output.slice(-4000)}`);
      if (Date.now() - t0 > 150_000) throw new Error(`the API did not answer POST /api/health within 150 s:\n${output.slice(-4000)}`);
      try {
        const res = await fetch(`${origin}/api/health`, { method: 'POST' });
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
  const startupMs = Date.now() - t0;

  /** JSON request against the API: { status, headers, body (parsed JSON or text) }. */
  async function request(method, p, { body, token } = {}) {
    const headers = {};
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

  return { origin, admin: ADMIN, mode: databaseUrl ? 'DATABASE_URL' : 'embedded', startupMs, request, stop, log: () => output };
}
