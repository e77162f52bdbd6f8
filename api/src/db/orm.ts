import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

/** Where migration sources live (always the TypeScript folder; generated files are committed). */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'db', 'migrations');

export interface OrmOptions {
  debug?: boolean;
  pool?: number;
  /** Called with every SQL statement MikroORM runs (query counting in tests and benchmarks). */
  onQuery?: (sql: string) => void;
}

export function ormConfig(clientUrl: string, opts: OrmOptions = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug: opts.onQuery ? ['query'] : (opts.debug ?? false),
    ...(opts.onQuery ? { logger: (message: string) => opts.onQuery!(message) } : {}),
    pool: { min: 0, max: opts.pool ?? 10 },
    // Entities are discovered from the explicit list; no folder scanning at start.
    discovery: { warnWhenNoEntities: true },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      emit: 'ts',
      snapshot: true,
      snapshotName: '.snapshot',
      transactional: true,
      // The API logs the applied migrations itself, as one line (docs/adr/0064-first-hour.md).
      silent: true,
      allOrNothing: true,
      migrationsList,
    },
    // Triggers and the tables they keep (session-cache notifications, user counts), and the stored result
    // bodies, live in hand-written migrations, not in entities: the schema diff must neither drop nor alter
    // them (docs/adr/0080-session-cache.md, docs/adr/0096-users-list-one-statement.md,
    // docs/adr/0129-results-stored-once.md).
    schemaGenerator: { ignoreTriggers: true, skipTables: ['user_counts', 'check_results'] },
    // A request must never see another request's identity map.
    allowGlobalContext: false,
  });
}

export async function initOrm(clientUrl: string, opts: OrmOptions = {}): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, opts));
}

/** Apply pending migrations (run at every start; idempotent). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}

export { MikroORM };
