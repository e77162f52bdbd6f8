import type { Client, Notification, Pool } from 'pg';
import type { Logger } from '../logger.js';

/**
 * LISTEN on a connection of its own (the pattern of the claim index, docs/adr/0072-corrections-by-fingerprint.md,
 * and of the session cache, docs/adr/0080-session-cache.md):
 * reconnects after a drop while the pool is alive, and never keeps the process up.
 */
export class PgListener {
  private client: Client | null = null;
  private closed = false;
  private isLive = false;

  constructor(
    private readonly pool: () => Promise<Pool>,
    private readonly channel: string,
    private readonly onNotify: (payload: string | undefined) => void,
    private readonly logger?: Pick<Logger, 'warn'>,
    /** Called each time LISTEN is (re)established: notifications sent while it was down are lost, so callers drop what they cached. */
    private readonly onListen?: () => void,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** True from the moment LISTEN succeeded until the connection drops: only then is every notification seen. */
  get live(): boolean {
    return this.isLive;
  }

  async start(): Promise<void> {
    if (this.client || this.closed) return;
    const pool = (await this.pool()) as Pool & {
      Client?: new (o: unknown) => Client;
      options?: unknown;
      ended?: boolean;
      ending?: boolean;
    };
    const ClientCtor = pool.Client ?? (await import('pg')).default.Client;
    const client = new ClientCtor(pool.options);
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.client = null;
      this.isLive = false;
      client.end().catch(() => undefined);
      if (!this.closed && !pool.ended && !pool.ending) {
        setTimeout(
          () => void this.start().catch((err: unknown) => this.logger?.warn({ err, channel: this.channel }, 'LISTEN reconnect failed')),
          2_000,
        ).unref();
      }
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (n: Notification) => {
      if (n.channel === this.channel) this.onNotify(n.payload);
    });
    try {
      await client.connect();
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await client.query(`listen ${this.channel}`);
      if (this.client !== client) return;
      this.isLive = true;
      this.onListen?.();
    } catch (err) {
      drop();
      throw err;
    }
  }

  /**
   * One round trip on the listening connection. PostgreSQL hands a listener the notifications committed
   * before it answers, so when this resolves every change committed before the call has been applied.
   */
  async ping(): Promise<void> {
    const c = this.client;
    if (!c || !this.isLive) throw new Error(`not listening on ${this.channel}`);
    await c.query('select 1');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.isLive = false;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
