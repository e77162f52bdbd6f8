import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, QueryResultRow } from 'pg';

/**
 * Named, prepared statements on the driver's own pool, for the few hot paths that run on every
 * request (the session lookup, the daily counter with the history row): no EntityManager fork, no
 * query building, and PostgreSQL plans each statement once per connection
 * (docs/adr/0081-hot-path-statements.md). Everything else goes through MikroORM.
 */
export interface NativeSql {
  /** Run a prepared statement; `name` must identify exactly one `text` for the life of the process. */
  query<R extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R[]>;
  pool(): Promise<Pool>;
}

/** From the ORM's EntityManager (or any fork of it): they share the driver's one pool. */
export function nativeSql(orm: { em: EntityManager } | EntityManager): NativeSql {
  const em = 'em' in orm ? orm.em : orm;
  let poolRef: Promise<Pool> | null = null;
  const pool = (): Promise<Pool> =>
    (poolRef ??= (em.getConnection().getNativeClient() as Promise<Pool>).catch((err: unknown) => {
      poolRef = null;
      throw err;
    }));
  return {
    pool,
    async query<R extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R[]> {
      const p = await pool();
      return (await p.query<R>({ name, text, values })).rows;
    },
  };
}
