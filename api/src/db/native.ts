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

/** The one `T` of a NativeSql (one per process and pool), made by `create` on first use. */
export function perSql<T>(map: WeakMap<NativeSql, T>, sql: NativeSql, create: () => T): T {
  let value = map.get(sql);
  if (value === undefined) map.set(sql, (value = create()));
  return value;
}

/** Batches of reads in flight at once per statement: later reads gather behind them into the next batch. */
export const READ_BATCHES_IN_FLIGHT = 2;

interface PendingRead<R> {
  key: string;
  extra: unknown[];
  resolve: (row: R | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Single-row reads by key, gathered into one prepared statement (docs/adr/0121-batched-hot-reads.md):
 * the reads that reach `get` in the same event-loop turn, or while earlier batches are under way,
 * go out together. `text` takes the array of keys as `$1` (`= any($1)`), then the `extra` values,
 * which are the same for every read of a batch (reads with other extras go in their own statement);
 * `keyColumn` names the column that holds each row's key. A read never starts before `get` is
 * called, so it sees every change committed before that moment, as a read of its own would.
 */
export class BatchedReads<R extends QueryResultRow> {
  private queue: PendingRead<R>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly sql: NativeSql,
    private readonly name: string,
    private readonly text: string,
    private readonly keyColumn: string,
  ) {}

  get(key: string, extra: unknown[] = []): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ key, extra, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= READ_BATCHES_IN_FLIGHT) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.queue.length || this.inFlight >= READ_BATCHES_IN_FLIGHT) return;
      const batch = this.queue;
      this.queue = [];
      this.inFlight++;
      void this.read(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    });
  }

  private async read(batch: PendingRead<R>[]): Promise<void> {
    const groups = new Map<string, PendingRead<R>[]>();
    for (const p of batch) {
      const g = JSON.stringify(p.extra);
      const items = groups.get(g);
      if (items) items.push(p);
      else groups.set(g, [p]);
    }
    await Promise.all(
      [...groups.values()].map(async (items) => {
        try {
          const rows = await this.sql.query<R>(this.name, this.text, [[...new Set(items.map((i) => i.key))], ...items[0].extra]);
          const byKey = new Map(rows.map((r) => [String(r[this.keyColumn]), r]));
          for (const i of items) i.resolve(byKey.get(i.key));
        } catch (err) {
          for (const i of items) i.reject(err);
        }
      }),
    );
  }
}

const reads = new WeakMap<NativeSql, Map<string, BatchedReads<QueryResultRow>>>();

/** The BatchedReads of statement `name` on this NativeSql (one per process and pool). */
export function batchedReads<R extends QueryResultRow>(sql: NativeSql, name: string, text: string, keyColumn: string): BatchedReads<R> {
  const byName = perSql(reads, sql, () => new Map<string, BatchedReads<QueryResultRow>>());
  let r = byName.get(name);
  if (!r) byName.set(name, (r = new BatchedReads<QueryResultRow>(sql, name, text, keyColumn)));
  return r as unknown as BatchedReads<R>;
}

/**
 * A trivial round trip (`select 1`) shared by every caller that asks while one is being prepared:
 * each caller waits for one that was sent after it asked, so its answer proves the database answered
 * after that moment (docs/adr/0121-batched-hot-reads.md). One statement per round-trip time, however
 * many callers there are.
 */
export class SharedRoundTrip {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly sql: NativeSql) {}

  /** Resolves once a `select 1` sent after this call has answered; rejects with its error. */
  run(): Promise<void> {
    if (!this.inFlight) return (this.inFlight = this.send());
    return (this.queued ??= this.inFlight.then(
      () => this.next(),
      () => this.next(),
    ));
  }

  private next(): Promise<void> {
    this.queued = null;
    return (this.inFlight = this.send());
  }

  private send(): Promise<void> {
    const p: Promise<void> = this.sql.query('round_trip', 'select 1', []).then(() => undefined);
    const done = p.finally(() => {
      if (this.inFlight === done) this.inFlight = null;
    });
    return done;
  }
}

const roundTrips = new WeakMap<NativeSql, SharedRoundTrip>();

/** The SharedRoundTrip of this NativeSql (one per process and pool). */
export function sharedRoundTrip(sql: NativeSql): SharedRoundTrip {
  return perSql(roundTrips, sql, () => new SharedRoundTrip(sql));
}
