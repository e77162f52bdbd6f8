import { sharedRoundTrip, type NativeSql } from '../../db/native.js';

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
 * Whether the database answers: one `select 1` shared by the checks that arrive while it is being
 * prepared, each waiting for one sent after it asked (`SharedRoundTrip`, docs/adr/0121-batched-hot-reads.md).
 */
export async function checkHealth(sql: NativeSql): Promise<HealthStatus> {
  try {
    await sharedRoundTrip(sql).run();
    return { status: 'ok', db: 'ok', down: [] };
  } catch {
    return { status: 'degraded', db: 'error', down: ['database'] };
  }
}
