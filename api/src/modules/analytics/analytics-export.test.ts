// CSV exports: every row exactly once across keyset batches (even with created_at ties), RFC 4180
// escaping that a parser reads back, analytics rows that match the GraphQL numbers, input errors as JSON.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { seedAnalytics } from '../../db/seeders/analytics.seeder.js';
import { clearAnalyticsCache } from './analytics.cache.js';
import { EXPORT_BATCH, FACT_CHECK_COLUMNS } from './export.service.js';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

let app: TestApp;
let token: string;
let statements: string[] = [];
const DAY = 86_400_000;
const until = new Date();
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.services.orm.em.fork().execute<T[]>(text, params);
const TIE_AT = new Date(until.getTime() - 40 * DAY).toISOString().replace('Z', '456Z'); // microseconds
const TRICKY_DAY = new Date(until.getTime() - 41 * DAY).toISOString().slice(0, 10);
const TRICKY = ['comma, "quotes" and\nnew line', '=HYPERLINK("http://evil.example")', 'naïve – “unicode” 🧐', '+41 commas,,,'];

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (s) => statements.push(s) });
  token = (await createUser(app, 'admin')).token;
  await seedAnalytics(app.services.orm.em.fork(), { factChecks: 1200, apiUsage: 1500, users: 20, days: 20, seed: 3, until });
  // 1,100 rows sharing one created_at (with microseconds) straddle a batch boundary.
  await sql(
    `insert into fact_checks (content, content_type, platform, result, created_at)
             select 'tie ' || g, 'text', 'news', '{"verdict":"mixed","accuracy":{"score":5,"band":"yellow"}}', ?::timestamptz from generate_series(1, 1100) g`,
    [TIE_AT],
  );
  for (const content of TRICKY) {
    await sql(
      `insert into fact_checks (content, content_type, platform, result, created_at) values (?, 'text', 'blog', '{}', ?::timestamptz)`,
      [content, `${TRICKY_DAY}T00:00:00Z`],
    );
  }
  clearAnalyticsCache();
});
afterAll(async () => {
  await app.close();
});

/** A strict RFC 4180 reader for the test (quoted fields, doubled quotes, CRLF records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) throw new Error('unterminated last record');
  return rows;
}

async function download(path: string) {
  const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, text: await res.text() };
}

describe('GET /api/admin/export/fact-checks.csv', () => {
  it('streams every fact-check of the range once, in keyset batches', async () => {
    statements = [];
    const from = new Date(until.getTime() - 60 * DAY).toISOString();
    const to = new Date(until.getTime() + DAY).toISOString();
    const { res, text } = await download(`/api/admin/export/fact-checks.csv?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="factlens-fact-checks-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...FACT_CHECK_COLUMNS]);
    const ids = await sql<{ id: string }>('select id from fact_checks where created_at >= ? and created_at < ? order by created_at, id', [
      from,
      to,
    ]);
    expect(ids).toHaveLength(1200 + 1100 + TRICKY.length);
    expect(rows.map((r) => r[0])).toEqual(ids.map((r) => r.id));
    const batches = statements.filter((s) => /from fact_checks f left join users/i.test(s)).length;
    expect(batches).toBe(Math.ceil(ids.length / EXPORT_BATCH));
    // created_at keeps microseconds, so ties are ordered and never skipped
    expect(rows.filter((r) => r[1] === TIE_AT)).toHaveLength(1100);
  });

  it('escapes content so it reads back, with formulas neutralised', async () => {
    const { text } = await download(`/api/admin/export/fact-checks.csv?from=${TRICKY_DAY}T00:00:00Z&to=${TRICKY_DAY}T00:00:01Z`);
    const [header, ...rows] = parseCsv(text);
    const content = header.indexOf('content');
    expect(rows.map((r) => r[content]).sort()).toEqual(TRICKY.map((t) => (/^[=+\-@]/.test(t) ? `'${t}` : t)).sort());
    for (const r of rows) expect(r).toHaveLength(header.length);
  });

  it('user email, scores, bands and verdict come from the users table and the stored result', async () => {
    const { text } = await download('/api/admin/export/fact-checks.csv');
    const [header, ...rows] = parseCsv(text);
    expect(rows.length).toBeGreaterThan(100);
    const want = await sql<{ id: string; email: string | null; acc: string; band: string; verdict: string; sources: number }>(
      `select f.id, u.email, f.result #>> '{accuracy,score}' acc, f.result #>> '{accuracy,band}' band, f.result ->> 'verdict' verdict,
              coalesce(jsonb_array_length(f.result -> 'sources'), 0)::int sources
       from fact_checks f left join users u on u.id = f.user_id where f.id = any(?::uuid[])`,
      [`{${rows.map((r) => r[0]).join(',')}}`],
    );
    const byId = new Map(want.map((w) => [w.id, w]));
    const col = (name: string) => header.indexOf(name);
    for (const r of rows) {
      const w = byId.get(r[0])!;
      expect([
        r[col('user_email')],
        r[col('accuracy_score')],
        r[col('accuracy_band')],
        r[col('verdict')],
        Number(r[col('sources')]),
      ]).toEqual([w.email ?? '', w.acc, w.band, w.verdict, w.sources]);
    }
  });

  it('bad input is a JSON 400 before anything is streamed', async () => {
    for (const qs of [
      'from=yesterday',
      'from=2025-01-02T00:00:00Z&to=2025-01-01T00:00:00Z',
      'from=2020-01-01T00:00:00Z&to=2025-01-01T00:00:00Z',
    ]) {
      const res = await app.rest<{ error: string }>('GET', `/api/admin/export/fact-checks.csv?${qs}`, { token });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(typeof res.body.error).toBe('string');
    }
    const res = await app.rest<{ error: string }>('GET', '/api/admin/export/analytics.csv?bucket=month', { token });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/export/analytics.csv', () => {
  it('one row per bucket with the same numbers as the GraphQL queries', async () => {
    const { res, text } = await download('/api/admin/export/analytics.csv?bucket=day');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="factlens-analytics-day-/);
    const [header, ...rows] = parseCsv(text);
    expect(header.slice(0, 2)).toEqual(['bucket_start', 'fact_checks']);
    for (const c of [
      'content_text',
      'content_ocr',
      'band_green',
      'band_unverified',
      'platform_twitter',
      'active_users',
      'provider_calls',
      'provider_failures',
      'calls_fact_check',
      'calls_ocr',
      'signups',
      'promotions',
    ]) {
      expect(header).toContain(c);
    }
    expect(rows).toHaveLength(30);
    const g = await app.gql<{
      factChecksOverTime: { points: { start: string; count: number }[] };
      activeUsersOverTime: { points: { count: number }[] };
      providerCallsByKind: { totalCalls: number };
    }>(
      '{ factChecksOverTime { points { start count } } activeUsersOverTime { points { count } } providerCallsByKind { totalCalls } }',
      {},
      token,
    );
    const col = (name: string) => rows.map((r) => r[header.indexOf(name)]);
    expect(col('bucket_start')).toEqual(g.data!.factChecksOverTime.points.map((p) => p.start));
    expect(col('fact_checks').map(Number)).toEqual(g.data!.factChecksOverTime.points.map((p) => p.count));
    expect(col('active_users').map(Number)).toEqual(g.data!.activeUsersOverTime.points.map((p) => p.count));
    expect(
      col('provider_calls')
        .map(Number)
        .reduce((a, b) => a + b, 0),
    ).toBe(g.data!.providerCallsByKind.totalCalls);
    const sumOf = (prefix: string) =>
      rows.reduce((s, r) => s + header.reduce((t, h, i) => t + (h.startsWith(prefix) ? Number(r[i]) : 0), 0), 0);
    const total = col('fact_checks')
      .map(Number)
      .reduce((a, b) => a + b, 0);
    expect(sumOf('content_')).toBe(total);
    expect(sumOf('band_')).toBe(total);
    expect(sumOf('platform_')).toBe(total);
  });
});
