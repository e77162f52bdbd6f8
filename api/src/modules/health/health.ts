import type { EntityManager } from '@mikro-orm/postgresql';

/** Liveness of the API and its dependencies (the GraphQL type is in health.resolver.ts). */
export interface HealthStatus {
  /** "ok" when every dependency answers, "degraded" when one is down (see `down`). */
  status: string;
  /** "ok" when the database answered a query, else "error". */
  db: string;
  /** The dependencies that did not answer (e.g. "database"); empty when all is well. */
  down: string[];
}

/**
 * `roundTrip`, when given, replaces the query of its own: a round trip shared by concurrent checks,
 * each waiting for one sent after it asked (`SharedRoundTrip`, docs/adr/0121-batched-hot-reads.md).
 */
export async function checkHealth(em: EntityManager, roundTrip?: () => Promise<void>): Promise<HealthStatus> {
  try {
    if (roundTrip) await roundTrip();
    else await em.execute('select 1');
    return { status: 'ok', db: 'ok', down: [] };
  } catch {
    return { status: 'degraded', db: 'error', down: ['database'] };
  }
}
