import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@factlens/common';
import { bucketsSql, truncSql, type AnalyticsBucket, type DateRange } from './analytics.range.js';
import type { AnalyticsTimeSeries, EarlyAccessSeries, UserUsageStats, TopUsersOrder } from './analytics.model.js';
import { KNOWN_PROVIDERS, kindOf } from './provider-kinds.js';
import { inRange, literal, query, rangeParams, toDate, toDateOrNull, toInt, toNum } from './sql-rows.js';

const OCR_PROVIDERS = KNOWN_PROVIDERS.filter((p) => kindOf(p) === 'ocr')
  .map(literal)
  .join(', ');

/**
 * Distinct active users per bucket: users who ran a fact-check or an OCR in it (the two things a user does;
 * the other provider calls are made on behalf of a fact-check, so they add nobody and would only add rows to
 * scan). `total` is distinct over the whole range. One statement.
 */
export async function activeUsersOverTime(em: EntityManager, range: DateRange, bucket: AnalyticsBucket): Promise<AnalyticsTimeSeries> {
  const rows = await query(
    em,
    `with b as (${bucketsSql(bucket)}),
      -- (user, bucket) pairs, deduplicated per table first: hashing ~users x buckets pairs, not every row
      ub as (
        select distinct user_id, ${truncSql(bucket, 'created_at')} as start from fact_checks where ${inRange('created_at')} and user_id is not null
        union
        select distinct user_id, ${truncSql(bucket, 'created_at')} as start from api_usage
        where api_provider in (${OCR_PROVIDERS}) and ${inRange('created_at')} and user_id is not null
      ),
      c as (select start, count(*)::int as n from ub group by 1)
    select b.start, coalesce(c.n, 0)::int as count, (select count(*) from (select distinct user_id from ub) u)::int as total
    from b left join c on c.start = b.start order by b.start`,
    [...rangeParams(range), ...rangeParams(range), ...rangeParams(range)],
  );
  return { ...range, bucket, total: toInt(rows[0]?.total), points: rows.map((r) => ({ start: toDate(r.start), count: toInt(r.count) })) };
}

const TOP_ORDER: Record<TopUsersOrder, string> = {
  factChecks: 'fact_checks desc, api_calls desc, tokens_used desc',
  apiCalls: 'api_calls desc, fact_checks desc, tokens_used desc',
  tokensUsed: 'tokens_used desc, api_calls desc, fact_checks desc',
};

/** The `first` users with the most usage in the range, with their email (one grouped statement, joined to users). */
export async function topUsers(em: EntityManager, range: DateRange, first: number, orderBy: TopUsersOrder): Promise<UserUsageStats[]> {
  const rows = await query(
    em,
    `with fc as (
        select user_id, count(*)::int as n, max(created_at) as last_at
        from fact_checks where ${inRange('created_at')} and user_id is not null group by user_id
      ),
      au as (
        select user_id, count(*)::int as n, (count(*) filter (where not success))::int as failed,
               coalesce(sum(tokens_used), 0)::float8 as tokens, max(created_at) as last_at
        from api_usage where ${inRange('created_at')} and user_id is not null group by user_id
      ),
      t as (
        select coalesce(fc.user_id, au.user_id) as user_id, coalesce(fc.n, 0) as fact_checks, coalesce(au.n, 0) as api_calls,
               coalesce(au.failed, 0) as failed_api_calls, coalesce(au.tokens, 0) as tokens_used,
               greatest(fc.last_at, au.last_at) as last_active_at
        from fc full join au on au.user_id = fc.user_id
      )
    select t.*, u.email, u.role from t join users u on u.id = t.user_id
    order by ${TOP_ORDER[orderBy]}, u.email limit ?`,
    [...rangeParams(range), ...rangeParams(range), first],
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    email: String(r.email),
    role: r.role as Role,
    factChecks: toInt(r.fact_checks),
    apiCalls: toInt(r.api_calls),
    failedApiCalls: toInt(r.failed_api_calls),
    tokensUsed: toNum(r.tokens_used) ?? 0,
    lastActiveAt: toDateOrNull(r.last_active_at),
  }));
}

/** Early-access sign-ups (signup_date) and promotions (authorized_date) per bucket, empty buckets 0. */
export async function earlyAccessOverTime(em: EntityManager, range: DateRange, bucket: AnalyticsBucket): Promise<EarlyAccessSeries> {
  const rows = await query(
    em,
    `with b as (${bucketsSql(bucket)}),
      s as (select ${truncSql(bucket, 'signup_date')} as start, count(*)::int as n from early_access_respondents where ${inRange('signup_date')} group by 1),
      p as (select ${truncSql(bucket, 'authorized_date')} as start, count(*)::int as n from early_access_respondents where ${inRange('authorized_date')} group by 1)
    select b.start, coalesce(s.n, 0)::int as signups, coalesce(p.n, 0)::int as promotions
    from b left join s on s.start = b.start left join p on p.start = b.start order by b.start`,
    [...rangeParams(range), ...rangeParams(range), ...rangeParams(range)],
  );
  const points = rows.map((r) => ({ start: toDate(r.start), signups: toInt(r.signups), promotions: toInt(r.promotions) }));
  return {
    ...range,
    bucket,
    totalSignups: points.reduce((s, p) => s + p.signups, 0),
    totalPromotions: points.reduce((s, p) => s + p.promotions, 0),
    points,
  };
}
