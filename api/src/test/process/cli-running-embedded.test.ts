// `npm run user:create` while FactLens runs on its embedded PostgreSQL: `npm start` itself prints that
// command as the way to reset an administrator, so the CLI must use the running cluster of DATA_DIR
// instead of refusing to start a second one on the same folder (api/src/cli/cli-db.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { REPO_ROOT } from '../../config.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDb } from '../../db/embedded.js';

const run = promisify(execFile);
const API_ROOT = path.join(REPO_ROOT, 'api');
const CLI = path.join(API_ROOT, 'dist', 'cli', 'create-user.js');

describe('CLI against the running embedded PostgreSQL of DATA_DIR', () => {
  let dataDir: string;
  let db: EmbeddedDb | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-cli-running-'));
    db = await startEmbeddedPostgres({ dataDir, keepExitHook: false });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finds the running cluster (same URL as the one that started it); none for a folder without one', () => {
    expect(runningEmbeddedUrl(dataDir)).toBe(db!.url);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-cli-none-'));
    try {
      expect(runningEmbeddedUrl(empty)).toBeNull();
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('creates a user through the running cluster while it keeps running', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.EMBEDDED_PG_PORT;
    const { stdout } = await run(
      process.execPath,
      [CLI, '--email', 'cli-running@example.com', '--password', 'a-long-password', '--role', 'moderator'],
      {
        cwd: API_ROOT,
        env,
        timeout: 90_000,
      },
    );
    expect(stdout).toContain('Created cli-running@example.com (moderator)');
    // The cluster was not stopped by the CLI, and the row is there.
    const client = new pg.Client({ connectionString: db!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string }>('select role from users where email = $1', ['cli-running@example.com']);
      expect(rows).toEqual([{ role: 'moderator' }]);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('answers null once the cluster has stopped (the CLI then starts its own)', async () => {
    await db!.stop();
    db = null;
    expect(runningEmbeddedUrl(dataDir)).toBeNull();
  }, 60_000);
});
