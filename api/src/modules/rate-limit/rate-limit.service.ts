import type { EntityManager } from '@mikro-orm/postgresql';
import ipaddr from 'ipaddr.js';

export interface RateHit {
  count: number;
  resetAt: Date;
  allowed: boolean;
}

/**
 * Fixed-window counters in PostgreSQL, so every API replica shares them (docs/adr/0020-sign-in-throttling.md).
 * One atomic upsert per hit: the window starts at the first hit and lasts `windowSeconds`.
 */
export async function hitRateLimit(em: EntityManager, key: string, limit: number, windowSeconds: number): Promise<RateHit> {
  await maybePruneRateLimits(em);
  const rows = await em.execute<{ count: number; reset_at: Date }[]>(
    `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ?) else rate_limits.reset_at end
     returning count, reset_at`,
    [key, windowSeconds, windowSeconds],
  );
  const row = rows[0];
  return { count: row.count, resetAt: new Date(row.reset_at), allowed: row.count <= limit };
}

export async function clearRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from rate_limits where key = ?', [key], 'run');
}

/** Give back one hit (for attempts that turned out not to count; sign-in never refunds, docs/adr/0020-sign-in-throttling.md). */
export async function refundRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('update rate_limits set count = greatest(count - 1, 0) where key = ?', [key], 'run');
}

/** The hits counted so far in the live window of `key` (0 when none), without counting one. */
export async function peekRateLimit(em: EntityManager, key: string): Promise<number> {
  const rows = await em.execute<{ count: number }[]>('select count from rate_limits where key = ? and reset_at > now()', [key]);
  return rows[0]?.count ?? 0;
}

/** Drop windows that ended; returns how many rows went. Counters are correct without it. */
export async function pruneRateLimits(em: EntityManager): Promise<number> {
  const res = await em.execute('delete from rate_limits where reset_at < now()', [], 'run');
  return (res as { affectedRows?: number }).affectedRows ?? 0;
}

/** Prune at most once per interval per process, on the write path (so the table never grows unbounded). */
export const PRUNE_INTERVAL_MS = 60_000;
let lastPrune = 0;
/** Make the next write prune (tests). */
export function resetRateLimitPruneClock(): void {
  lastPrune = 0;
}

export async function maybePruneRateLimits(em: EntityManager, now: number = Date.now()): Promise<boolean> {
  if (now - lastPrune < PRUNE_INTERVAL_MS) return false;
  lastPrune = now;
  await pruneRateLimits(em);
  return true;
}

/**
 * The part of a client address a counter is keyed by: an IPv4 address whole, an IPv6 address by its
 * /64 network (one subscriber usually holds a whole /64, so per-address keys are free to rotate).
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address. Unparseable input is kept as given.
 */
export function clientNetworkKey(ip: string | null | undefined): string | null {
  if (!ip) return null;
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64);
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** "3 minutes" style text for a reset time. */
export function retryAfterText(resetAt: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
