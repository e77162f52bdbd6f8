import fs from 'node:fs';
import type { EmbeddedDb } from '../db/embedded.js';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.FACTLENS_TEST_SERVER_URL;
  const runId = process.env.FACTLENS_TEST_RUN;
  if (url && runId) {
    const pg = (await import('pg')).default;
    const u = new URL(url);
    u.pathname = '/postgres';
    const client = new pg.Client({ connectionString: u.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`factlens_%${runId}%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  const embedded = (globalThis as Record<string, unknown>).__factlensEmbedded as { db: EmbeddedDb; dataDir: string } | undefined;
  if (embedded) {
    await embedded.db.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
