// Jest global setup for the api project: one real PostgreSQL (the machine's via DATABASE_URL, or an
// embedded one), a template database migrated once, and a fresh copy of it for each test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { initOrm, migrate } from '../db/orm.js';
import { onServer, withDatabase } from './db-server.js';
import { ensureSeedCorpus } from '../modules/claim-review/ingest.js';

export default async function globalSetup(): Promise<void> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-test-pg-'));
    const db = await startEmbeddedPostgres({ dataDir });
    (globalThis as Record<string, unknown>).__factlensEmbedded = { db, dataDir };
    serverUrl = db.url;
  }
  const template = `factlens_tpl_${runId}`;
  await onServer(serverUrl, [`CREATE DATABASE ${template}`]);
  const orm = await initOrm(withDatabase(serverUrl, template), { pool: 2 });
  try {
    await migrate(orm);
    // Every test database is a copy of this template, so the shipped corpus is loaded once per run.
    await ensureSeedCorpus(orm, { info: () => undefined, warn: () => undefined });
  } finally {
    await orm.close(true);
  }
  process.env.FACTLENS_TEST_SERVER_URL = serverUrl;
  process.env.FACTLENS_TEST_TEMPLATE = template;
  process.env.FACTLENS_TEST_RUN = runId;
}
