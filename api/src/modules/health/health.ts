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

export async function checkHealth(em: EntityManager): Promise<HealthStatus> {
  try {
    await em.execute('select 1');
    return { status: 'ok', db: 'ok', down: [] };
  } catch {
    return { status: 'degraded', db: 'error', down: ['database'] };
  }
}
