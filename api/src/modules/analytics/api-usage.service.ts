import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../errors.js';
import { clampFirst, toPage, type Page } from '../../db/pagination.js';
import type { ApiUsageRecord } from './analytics.model.js';
import { KNOWN_PROVIDERS, kindOf, type ProviderKind } from './provider-kinds.js';
import { literal, query, toDate, toInt, toNum, type Row } from './sql-rows.js';

export interface ApiUsageFilter {
  first?: number | null;
  after?: string | null;
  provider?: string | null;
  kind?: ProviderKind | null;
  success?: boolean | null;
  userId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * Keyset cursor with the microseconds of created_at. api_usage rows get created_at from SQL now() (µs), so
 * a millisecond Date cursor would skip rows sharing a millisecond across a page boundary. Same
 * base64url(`iso|id`) shape as db/pagination.ts.
 */
export function encodeUsageCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export function decodeUsageCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !MICRO_ISO.test(at) || !UUID.test(id)) throw badInput('Invalid cursor');
  return { at, id };
}

/** Provider calls, newest first, keyset-paginated over (created_at, id); filters combine with AND. Two statements: page and count. */
export async function listApiUsage(em: EntityManager, f: ApiUsageFilter): Promise<Page<ApiUsageRecord>> {
  const limit = clampFirst(f.first, 50, 200);
  const conds: string[] = [];
  const params: unknown[] = [];
  if (f.provider) {
    conds.push('api_provider = ?');
    params.push(f.provider.slice(0, 64));
  }
  if (f.kind) {
    const names = f.kind === 'other' ? KNOWN_PROVIDERS : KNOWN_PROVIDERS.filter((p) => kindOf(p) === f.kind);
    conds.push(`api_provider ${f.kind === 'other' ? 'not in' : 'in'} (${names.map(literal).join(', ')})`);
  }
  if (typeof f.success === 'boolean') conds.push(f.success ? 'success' : 'not success');
  if (f.userId) {
    if (!UUID.test(f.userId)) throw badInput('userId must be a user id');
    conds.push('user_id = ?::uuid');
    params.push(f.userId);
  }
  if (f.from && f.to && f.from.getTime() >= f.to.getTime()) throw badInput('from must be before to');
  if (f.from) {
    conds.push('created_at >= ?::timestamptz');
    params.push(f.from.toISOString());
  }
  if (f.to) {
    conds.push('created_at < ?::timestamptz');
    params.push(f.to.toISOString());
  }
  const pageConds = [...conds];
  const pageParams = [...params];
  if (f.after) {
    const { at, id } = decodeUsageCursor(f.after);
    // The plain `created_at <=` lets the planner use the created_at index; the row comparison breaks ties.
    pageConds.push('created_at <= ?::timestamptz and (created_at, id) < (?::timestamptz, ?::uuid)');
    pageParams.push(at, at, id);
  }
  const where = (c: string[]) => (c.length ? `where ${c.join(' and ')}` : '');
  const [rows, countRows] = await Promise.all([
    query(
      em,
      `select id, api_provider, request_type, tokens_used, success, latency_ms, created_at, user_id,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
       from api_usage ${where(pageConds)} order by created_at desc, id desc limit ?`,
      [...pageParams, limit + 1],
    ),
    query(em, `select count(*)::int as n from api_usage ${where(conds)}`, params),
  ]);
  const cursors = new Map<string, string>(rows.map((r) => [String(r.id), encodeUsageCursor(String(r.cursor_at), String(r.id))]));
  return toPage(rows.map(present), limit, toInt(countRows[0]?.n), (r) => cursors.get(r.id)!);
}

function present(r: Row): ApiUsageRecord {
  const provider = String(r.api_provider);
  return {
    id: String(r.id),
    provider,
    kind: kindOf(provider),
    requestType: String(r.request_type),
    tokensUsed: toInt(r.tokens_used),
    success: r.success === true,
    latencyMs: toNum(r.latency_ms),
    createdAt: toDate(r.created_at),
    userId: r.user_id ? String(r.user_id) : null,
  };
}
