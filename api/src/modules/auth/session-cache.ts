import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import { PgListener } from '../../db/pg-listen.js';
import type { Logger } from '../../logger.js';

/** Channel of the triggers of the session-cache migration: 'u:<user id>' or 't:<token hash>'. */
export const SESSION_CACHE_CHANNEL = 'session_cache';
/** Upper bound on how long an entry is trusted even if a notification were lost on a half-open connection. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX = 20_000;


/** What one session lookup read: the user row (password hash excluded) and the user's extension settings. */
export interface CachedSession {
  tokenHash: string;
  userId: string;
  /** Columns of `users`, as the lookup returned them, for `em.map(User, row)`. */
  row: Record<string, unknown>;
  minTextLength: number;
  /** Absolute end of the session (ms since epoch). */
  expiresAt: number;
  /** When the session was last marked as used in the database (ms since epoch). */
  lastSeenAt: number;
}

/**
 * A per-process cache of session lookups (docs/adr/0080-session-cache.md). PostgreSQL triggers send a
 * notification on every change that matters (a session revoked, expired or deleted; a user's role,
 * limit, password or identity changed; their extension settings changed; a user deleted), and every
 * replica drops the affected entries as soon as it arrives, so a revocation applies everywhere within
 * the notification's delay (milliseconds). The cache is only used while LISTEN is live: a dropped
 * connection turns it off, and its return empties it, since notifications sent meanwhile are lost.
 * A lookup that raced with a change is not stored: every notification bumps a generation number,
 * and an entry read before the bump is discarded.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;
  /** Token hashes per user, so a user's notification (one per row of a bulk update) costs only their entries. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly listener: PgListener | null;
  private generationNo = 0;
  private inFlight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;

  constructor(
    pool: (() => Promise<Pool>) | null,
    logger?: Pick<Logger, 'warn'>,
    opts: { ttlMs?: number; max?: number } = {},
  ) {
    this.entries = new LRUCache({
      max: opts.max ?? SESSION_CACHE_MAX,
      ttl: opts.ttlMs ?? SESSION_CACHE_TTL_MS,
      // Keeps the per-user index right whatever removes an entry (eviction, expiry, delete, overwrite).
      dispose: (entry, key) => {
        const keys = this.byUser.get(entry.userId);
        keys?.delete(key);
        if (keys && !keys.size) this.byUser.delete(entry.userId);
      },
    });
    this.listener = pool
      ? new PgListener(pool, SESSION_CACHE_CHANNEL, (payload) => this.invalidate(payload), logger, () => this.clear())
      : null;
  }

  /** Start listening; the cache stays off until LISTEN succeeds (and after it fails, until a reconnect does). */
  async start(): Promise<void> {
    await this.listener?.start();
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.clear();
  }

  /** True while every change is being heard: only then are entries served or stored. */
  get enabled(): boolean {
    return this.listener?.live ?? false;
  }

  /** Taken before a database lookup; pass it to `set` so a lookup that raced with a change is not kept. */
  get generation(): number {
    return this.generationNo;
  }

  /**
   * The entry of a token, once every change committed before this call has been heard: a round trip
   * on the LISTEN connection (PostgreSQL delivers pending notifications before it answers), shared by
   * every lookup that arrives while one is under way. So a token revoked, or a role changed, on any
   * replica a moment ago is never served from here. Undefined when not cached or not listening.
   */
  async get(tokenHash: string): Promise<CachedSession | undefined> {
    if (!this.enabled || !this.entries.has(tokenHash)) return undefined;
    if (!(await this.caughtUp())) return undefined;
    return this.entries.get(tokenHash);
  }

  /**
   * The entry as it stands, without the barrier: for a caller whose own statement proves the session
   * again (the fact-check counts a unit only while the session is live).
   */
  peek(tokenHash: string): CachedSession | undefined {
    return this.enabled ? this.entries.get(tokenHash) : undefined;
  }

  /** A barrier sent after now: the one in flight was sent earlier, so queue one behind it (shared by everyone waiting). */
  private caughtUp(): Promise<boolean> {
    if (!this.inFlight) return (this.inFlight = this.sendBarrier());
    return (this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      return (this.inFlight = this.sendBarrier());
    }));
  }

  private sendBarrier(): Promise<boolean> {
    const barrier: Promise<boolean> = this.ping().finally(() => {
      if (this.inFlight === barrier) this.inFlight = null;
    });
    return barrier;
  }

  private async ping(): Promise<boolean> {
    try {
      await this.listener?.ping();
      return this.enabled;
    } catch {
      return false;
    }
  }

  set(entry: CachedSession, generation: number): void {
    if (!this.enabled || generation !== this.generationNo) return;
    this.entries.set(entry.tokenHash, entry);
    let keys = this.byUser.get(entry.userId);
    if (!keys) this.byUser.set(entry.userId, (keys = new Set()));
    keys.add(entry.tokenHash);
  }

  delete(tokenHash: string): void {
    this.generationNo++;
    this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Apply one notification: 't:<token hash>' drops that session, 'u:<user id>' every session of the user, anything else all. */
  invalidate(payload: string | undefined): void {
    this.generationNo++;
    if (payload?.startsWith('t:')) {
      this.entries.delete(payload.slice(2));
      return;
    }
    if (payload?.startsWith('u:')) {
      for (const key of [...(this.byUser.get(payload.slice(2)) ?? [])]) this.entries.delete(key);
      return;
    }
    this.entries.clear();
  }

  clear(): void {
    this.generationNo++;
    this.entries.clear();
  }
}
