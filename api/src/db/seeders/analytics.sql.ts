// SQL of the analytics seeder, as plain statements. No imports and only erasable TypeScript, so
// scripts/bench/analytics.mjs can load this file directly with Node's type stripping and run it through `pg`.

export interface AnalyticsSeedOptions {
  /** Fact-checks to create (default 10,000). */
  factChecks?: number;
  /** api_usage rows to create (default 50,000). */
  apiUsage?: number;
  /** Users the rows belong to (default 200; created, role free or early_access, no usable password). */
  users?: number;
  /** Early-access respondents (default 25, the product's slot count; about 40% promoted). */
  respondents?: number;
  /** Rows are spread over this many days before `until` (default 90), more of them recent. */
  days?: number;
  /** Same seed + same `until` = same rows (ids are derived from them, so seeding twice adds nothing). */
  seed?: number;
  /** End of the seeded period (default now); every row is at or before it. */
  until?: Date;
}

export interface ResolvedSeedOptions {
  factChecks: number;
  apiUsage: number;
  users: number;
  respondents: number;
  days: number;
  seed: number;
  until: Date;
}

export function resolveSeedOptions(o: AnalyticsSeedOptions = {}): ResolvedSeedOptions {
  const r: ResolvedSeedOptions = {
    factChecks: o.factChecks ?? 10_000,
    apiUsage: o.apiUsage ?? 50_000,
    users: o.users ?? 200,
    respondents: o.respondents ?? 25,
    days: o.days ?? 90,
    seed: o.seed ?? 42,
    until: o.until ?? new Date(),
  };
  for (const k of ['factChecks', 'apiUsage', 'respondents', 'seed'] as const) {
    if (!Number.isInteger(r[k]) || r[k] < 0 || r[k] > 10_000_000) throw new Error(`${k} must be an integer from 0 to 10,000,000`);
  }
  if (!Number.isInteger(r.users) || r.users < 1 || r.users > 1_000_000) throw new Error('users must be an integer from 1 to 1,000,000');
  if (!Number.isInteger(r.days) || r.days < 1 || r.days > 3650) throw new Error('days must be an integer from 1 to 3650');
  if (Number.isNaN(r.until.getTime())) throw new Error('until must be a valid date');
  return r;
}

/**
 * The statements that seed users, fact_checks, api_usage and early_access_respondents with SQL
 * generate_series. Deterministic: every "random" value is hashint8extended(row number, seed + salt), and
 * ids are md5(seed, kind, row number) uuids, so `on conflict do nothing` makes a re-run a no-op. All values
 * are validated numbers and an ISO date, inlined: the statements need no parameters. Rows are inserted in
 * created_at order, as the app writes them, so the physical order (and index-scan cost) is realistic.
 */
export function analyticsSeedStatements(options: AnalyticsSeedOptions = {}): string[] {
  const o = resolveSeedOptions(options);
  const S = o.seed;
  const until = `'${o.until.toISOString()}'::timestamptz`;
  // Uniform [0, 1) from the 52 low bits of a stable hash of the row number.
  const rnd = (salt: number) => `((hashint8extended(g::int8, ${S * 1000 + salt}::int8) & 4503599627370495)::float8 / 4503599627370496.0)`;
  const id = (kind: string, expr: string) => `md5('factlens-seed-${S}-${kind}-' || (${expr}))::uuid`;
  // More rows recently: age = days * r^1.3; whole milliseconds, like rows the app writes from JS dates.
  const at = (r: string) => `date_trunc('milliseconds', ${until} - make_interval(secs => ${o.days * 86400} * power(${r}, 1.3)))`;
  // A few heavy users: user index = 1 + floor(users * r^2).
  const user = (r: string) => `${id('user', `1 + floor(${o.users} * power(${r}, 2))::int`)}`;
  const pick = (items: string[], r: string) => `(array[${items.map((i) => `'${i}'`).join(', ')}])[1 + floor(${r} * ${items.length})::int]`;

  const platforms = [
    'facebook',
    'facebook',
    'facebook',
    'twitter',
    'twitter',
    'twitter',
    'instagram',
    'instagram',
    'tiktok',
    'tiktok',
    'linkedin',
    'reddit',
    'reddit',
    'news',
    'news',
    'news',
    'blog',
    'other',
  ];
  const topics = [
    'vaccines',
    'elections',
    'climate',
    'the economy',
    'immigration',
    'a celebrity',
    'crime rates',
    'a new law',
    'health food',
    '5G',
  ];

  return [
    `insert into users (id, email, password, role, daily_limit, created_at, updated_at)
     select ${id('user', 'g')}, 'seed-${S}-user-' || g || '@seed.factlens.invalid', '!seeded-account-no-login',
            case when ${rnd(1)} < 0.25 then 'early_access' else 'free' end, 10,
            ${at(rnd(2))} - interval '30 days', ${until}
     from generate_series(1, ${o.users}) g
     on conflict do nothing`,

    `insert into fact_checks (id, user_id, content, content_type, platform, result, credibility_score, created_at)
     select ${id('fact-check', 'g')}, case when r.anon < 0.03 then null else ${user('r.u')} end,
            'Seeded claim #' || g || ' about ' || ${pick(topics, 'r.topic')} || ': "they do not want you to know this".',
            case when r.ocr < 0.15 then 'ocr' else 'text' end, ${pick(platforms, 'r.platform')},
            jsonb_build_object(
              'id', ${id('fact-check', 'g')}, 'credibilityScore', c.cred,
              'accuracy', jsonb_build_object('score', s.acc, 'band', case when s.acc <= 4 then 'green' when s.acc <= 7 then 'yellow' else 'red' end, 'label', 'Accuracy ' || s.acc || '/10'),
              'tone', jsonb_build_object('score', s.tone, 'band', case when s.tone <= 4 then 'green' when s.tone <= 7 then 'yellow' else 'red' end, 'label', 'Tone ' || s.tone || '/10'),
              'verdict', v.verdict, 'verdictLabel', initcap(replace(v.verdict, '_', ' ')),
              'summary', 'Seeded result.', 'claims', jsonb_build_array(), 'warnings', jsonb_build_array(),
              'sources', src.sources, 'providers', '[]'::jsonb, 'partial', r.partial < 0.05, 'cached', false,
              'platform', ${pick(platforms, 'r.platform')}, 'usage', null, 'checkedAt', t.at),
            c.cred,
            t.at
     from generate_series(1, ${o.factChecks}) g
     cross join lateral (select ${rnd(11)} as anon, ${rnd(12)} as u, ${rnd(13)} as topic, ${rnd(14)} as ocr, ${rnd(15)} as platform,
                                ${rnd(16)} as verdict, ${rnd(17)} as jitter, ${rnd(18)} as tone, ${rnd(19)} as partial, ${rnd(20)} as nsrc, ${rnd(21)} as age) r
     cross join lateral (select case when r.verdict < 0.35 then 'unrated' when r.verdict < 0.55 then 'false' when r.verdict < 0.67 then 'mostly_false'
                                     when r.verdict < 0.80 then 'mixed' when r.verdict < 0.90 then 'mostly_true' else 'true' end as verdict) v
     cross join lateral (select greatest(0, least(100, (case v.verdict when 'false' then 20 when 'mostly_false' then 32 when 'mixed' then 50
                                     when 'mostly_true' then 68 when 'true' then 80 else 50 end) + floor(r.jitter * 11)::int - 5)) as cred) c
     cross join lateral (select greatest(1, least(10, round((100 - c.cred) / 10.0)))::int as acc, (1 + floor(power(r.tone, 1.6) * 10))::int as tone) s
     cross join lateral (select ${at('r.age')} as at) t
     -- sources in the FactCheckSource shape; none when nothing was found (unrated)
     cross join lateral (
       select coalesce(jsonb_agg(jsonb_build_object(
                'publisher', 'Seed Fact Check ' || k, 'site', 'example.org', 'title', 'Seeded claim #' || g,
                'url', 'https://example.org/fc/' || g || '-' || k, 'rating', initcap(replace(v.verdict, '_', ' ')), 'verdict', v.verdict,
                'date', to_char(t.at - interval '30 days', 'YYYY-MM-DD'), 'similarity', round((0.5 + r.nsrc / 2)::numeric, 3),
                'provider', 'local', 'attribution', 'FactLens seed data', 'relation', 'same', 'relationConfidence', 0.9,
                'explanation', 'This makes the same claim Seed Fact Check ' || k || ' rated ' || initcap(replace(v.verdict, '_', ' ')) || '.')
                order by k), '[]'::jsonb) as sources
       from generate_series(1, case when v.verdict = 'unrated' then 0 else 1 + floor(r.nsrc * 3)::int end) k
     ) src
     order by t.at
     on conflict do nothing`,

    `insert into api_usage (id, user_id, api_provider, request_type, tokens_used, success, latency_ms, created_at)
     select ${id('api-usage', 'g')}, case when r.anon < 0.05 then null else ${user('r.u')} end, p.provider, p.request_type,
            case p.provider when 'openai-moderation' then 50 + floor(r.tokens * 400)::int when 'gemini' then 200 + floor(r.tokens * 800)::int else 0 end,
            r.ok >= p.failure_rate,
            greatest(1, round(p.base_ms * (0.4 + power(r.latency, 3) * 4) * case when r.ok < p.failure_rate then 3 else 1 end))::int,
            t.at
     from generate_series(1, ${o.apiUsage}) g
     cross join lateral (select ${rnd(31)} as anon, ${rnd(32)} as u, ${rnd(33)} as provider, ${rnd(34)} as tokens, ${rnd(35)} as ok, ${rnd(36)} as latency, ${rnd(37)} as age) r
     cross join lateral (
       select * from (values
         (0.30, 'claimreview-local', 'search', 0.005, 25), (0.48, 'google-factcheck', 'search', 0.04, 350),
         (0.62, 'openai-moderation', 'moderate', 0.03, 220), (0.84, 'local-tone', 'moderate', 0.002, 4),
         (0.90, 'claimbuster', 'verify', 0.08, 600), (0.98, 'tesseract', 'ocr', 0.02, 900), (1.01, 'gemini', 'ocr', 0.06, 1500)
       ) v(upto, provider, request_type, failure_rate, base_ms)
       where r.provider < v.upto order by v.upto limit 1
     ) p
     cross join lateral (select ${at('r.age')} as at) t
     order by t.at
     on conflict do nothing`,

    `insert into early_access_respondents (id, email, first_name, why_early_adopter, authorized_user, signup_date, authorized_date)
     select ${id('respondent', 'g')}, 'seed-${S}-applicant-' || g || '@seed.factlens.invalid', 'Applicant ' || g,
            'Seeded applicant: I review misinformation for a living.', r.promoted < 0.4, s.signup,
            case when r.promoted < 0.4 then least(${until}, s.signup + make_interval(secs => 864000 * r.wait)) end
     from generate_series(1, ${o.respondents}) g
     cross join lateral (select ${rnd(41)} as promoted, ${rnd(42)} as wait, ${rnd(43)} as age) r
     cross join lateral (select ${at('r.age')} as signup) s
     on conflict do nothing`,
  ];
}

/**
 * Run after the seed transaction commits (VACUUM cannot run inside one): fresh statistics for the planner
 * and a set visibility map (index-only scans), the state autovacuum keeps a live database in.
 */
export const ANALYTICS_SEED_VACUUM = 'vacuum (analyze) users, fact_checks, api_usage, early_access_respondents';
