import http from 'node:http';
import type { TestApp } from '../harness.js';
import type { AttackRequest } from './corpus.js';

/**
 * Send one request exactly as given (raw bytes, any headers) with node:http, which, unlike fetch,
 * keeps invalid UTF-8 and odd content types as they are. Resolves with status 0 on a socket error.
 */
export function sendRaw(
  baseUrl: string,
  req: AttackRequest,
  token?: string,
  timeoutMs = 5000,
): Promise<{ status: number; ms: number; body: string }> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { ...req.headers };
  if (req.auth && token) headers.authorization = `Bearer ${token}`;
  const payload = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
  if (payload) headers['content-length'] = payload.length;
  const started = performance.now();
  return new Promise((resolve) => {
    const r = http.request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: 'response error' }));
      },
    );
    r.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, body: `socket error: ${err.message}` }));
    // A request the server never answers is a failure of its own, reported as status 0.
    r.setTimeout(timeoutMs, () => {
      r.destroy();
      resolve({ status: 0, ms: performance.now() - started, body: `no answer within ${timeoutMs} ms` });
    });
    if (payload) r.write(payload);
    r.end();
  });
}

/**
 * Tables whose rows a refused request may legitimately change: rate-limit counters count refused
 * sign-in attempts by design (docs/adr/0020-sign-in-throttling.md).
 */
const COUNTERS = new Set(['rate_limits', 'mikro_orm_migrations']);

/** Row count of every table and the role of every user, to compare before and after an attack. */
export async function dbSnapshot(app: TestApp): Promise<{ counts: Record<string, number>; roles: Array<{ email: string; role: string }> }> {
  const em = app.services.orm.em.fork();
  const tables = await em.execute<{ table_name: string }[]>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: t } of tables) {
    if (COUNTERS.has(t)) continue;
    const [row] = await em.execute<{ n: string }[]>(`select count(*)::text as n from "${t}"`);
    counts[t] = Number(row.n);
  }
  const roles = await em.execute<Array<{ email: string; role: string }>>('select email, role from users order by email');
  return { counts, roles };
}
