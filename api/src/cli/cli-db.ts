import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { initOrm, migrate } from '../db/orm.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDb } from '../db/embedded.js';

/**
 * Run a CLI task against the product's database: DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR (the running one when FactLens is up, else started for the task and stopped after).
 * Migrations are applied first.
 */
export async function withCliDatabase<T>(task: (orm: MikroORM) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const running = config.databaseUrl ? null : runningEmbeddedUrl(config.dataDir);
  const db =
    config.databaseUrl || running ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
  const orm = await initOrm(config.databaseUrl ?? running ?? db!.url, { pool: 2 });
  try {
    await migrate(orm);
    return await task(orm);
  } finally {
    await orm.close(true);
    await db?.stop();
  }
}

/**
 * Run a task on a scratch database that is dropped afterwards: a new database `factlens_<prefix>_<pid>`
 * on the server in DATABASE_URL, else an embedded PostgreSQL in a temp dir. For the evaluation and
 * training CLIs, which load the shipped corpus into it and must leave the product's data alone.
 */
export async function withScratchDatabase<T>(prefix: string, task: (url: string) => Promise<T>): Promise<T> {
  const server = process.env.DATABASE_URL;
  let embedded: EmbeddedDb | null = null;
  let tmp: string | null = null;
  const scratch = `factlens_${prefix}_${process.pid}`;
  let url: string;
  if (server) {
    await onMaintenanceDb(server, `create database ${scratch}`);
    const u = new URL(server);
    u.pathname = `/${scratch}`;
    url = u.toString();
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `factlens-${prefix}-`));
    embedded = await startEmbeddedPostgres({ dataDir: tmp });
    url = embedded.url;
  }
  try {
    return await task(url);
  } finally {
    // with (force): a connection the task opened outside its ORM must not keep the scratch database alive.
    if (server) await onMaintenanceDb(server, `drop database if exists ${scratch} with (force)`);
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function onMaintenanceDb(url: string, sql: string): Promise<void> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
