import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { initOrm, migrate } from '../db/orm.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

/**
 * Run a CLI task against the product's database: DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR (started for the task and stopped after). Migrations are applied first.
 */
export async function withCliDatabase<T>(task: (orm: MikroORM) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const db = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
  const orm = await initOrm(config.databaseUrl ?? db!.url, { pool: 2 });
  try {
    await migrate(orm);
    return await task(orm);
  } finally {
    await orm.close(true);
    await db?.stop();
  }
}
