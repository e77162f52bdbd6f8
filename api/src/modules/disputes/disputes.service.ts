import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import {
  ANALYST_ROLES,
  DISPUTE_MESSAGES,
  DISPUTES_PER_DAY,
  disputeSchema,
  REVIEW_SEARCH_MAX,
  hasControlCharacters,
  type DisputeReason,
  type DisputeStatus,
  type FactCheckResult,
  type Verdict,
} from '@factlens/common';
import { badInput, conflict, forbidden, notFound, rateLimited } from '../../errors.js';
import { presentResult } from '../fact-check/result.presenter.js';
import { RESULT_JOIN, STORED_ANALYSIS, STORED_RESULT } from '../fact-check/stored-result.js';
import type { User } from '../users/user.entity.js';
import { applyRule, CORRECTIONS_CHANNEL, sourceKey, type CorrectionRule, type CorrectionsService } from './corrections.service.js';

/** The columns of claim_reviews a moderator sees when pinning a review. */
type ReviewRow = {
  id: string;
  claim_text: string;
  publisher_name: string;
  publisher_site: string | null;
  url: string;
  textual_rating: string;
  verdict: Verdict;
  review_date: Date | string | null;
};
import { fingerprint, looseFingerprint, textKey } from './fingerprint.js';

/*
 * Disputes and the moderation queue (docs/adr/0070-disputes-and-moderation.md): the rules both
 * transports call. Writes that must be atomic (the daily limit, one open dispute per check, a
 * resolution with its correction, its audit row and the NOTIFY to the other replicas) run in one
 * PostgreSQL transaction on a client of their own.
 */

export interface DisputeView {
  id: string;
  factCheckId: string;
  reason: DisputeReason;
  note: string | null;
  status: DisputeStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface QueueItem extends DisputeView {
  content: string;
  platform: string | null;
  checkedAt: Date;
  /** The stored result, read through the presenter. */
  result: FactCheckResult | null;
}

export type ModerationDecision =
  | { kind: 'uphold' }
  | { kind: 'exclude_source'; urls: string[] }
  | { kind: 'pin_review'; claimReviewId: string }
  | { kind: 'no_fact_check' };

const STATUS_AFTER: Record<ModerationDecision['kind'], DisputeStatus> = {
  uphold: 'upheld',
  exclude_source: 'corrected',
  pin_review: 'corrected',
  no_fact_check: 'no_fact_check',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

interface DisputeRow {
  id: string;
  fact_check_id: string;
  reason: DisputeReason;
  note: string | null;
  status: DisputeStatus;
  created_at: Date;
  resolved_at: Date | null;
}

const view = (r: DisputeRow): DisputeView => ({
  id: r.id,
  factCheckId: r.fact_check_id,
  reason: r.reason,
  note: r.note,
  status: r.status,
  createdAt: new Date(r.created_at),
  resolvedAt: r.resolved_at ? new Date(r.resolved_at) : null,
});

/** One transaction on a pool client of its own (BEGIN … COMMIT, ROLLBACK on any error). */
async function transaction<T>(em: EntityManager, fn: (db: PoolClient) => Promise<T>): Promise<T> {
  const pool = await em.getConnection().getNativeClient();
  const db = await pool.connect();
  try {
    await db.query('begin');
    const out = await fn(db);
    await db.query('commit');
    return out;
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    db.release();
  }
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

function assertModerator(viewer: User): void {
  if (!(ANALYST_ROLES as readonly string[]).includes(viewer.role)) throw forbidden();
}

function assertAdmin(viewer: User): void {
  if (viewer.role !== 'admin') throw forbidden();
}

/**
 * "This looks wrong" on one of the user's own fact-checks: 404 for anyone else's (or an unknown id),
 * 409 while one is open, 429 past DISPUTES_PER_DAY in the UTC day (counted under a per-user
 * advisory lock, so parallel requests cannot pass the limit together).
 */
export async function createDispute(em: EntityManager, user: User, factCheckId: unknown, input: unknown): Promise<DisputeView> {
  const data = await disputeSchema.validate(input ?? {}, { abortEarly: true, stripUnknown: true });
  if (!isUuid(factCheckId)) throw notFound(DISPUTE_MESSAGES.notFound);
  const note = data.note ? data.note : null;
  return transaction(em, async (db) => {
    await db.query(`select pg_advisory_xact_lock(hashtext('disputes:' || $1::text))`, [user.id]);
    const own = await db.query('select 1 from fact_checks where id = $1 and user_id = $2', [factCheckId, user.id]);
    if (!own.rowCount) throw notFound(DISPUTE_MESSAGES.notFound);
    const { rows: count } = await db.query<{ n: number }>(
      `select count(*)::int as n from disputes where user_id = $1 and created_at >= (date_trunc('day', now() at time zone 'utc') at time zone 'utc')`,
      [user.id],
    );
    if (count[0].n >= DISPUTES_PER_DAY) throw rateLimited(DISPUTE_MESSAGES.limit, { limit: DISPUTES_PER_DAY });
    try {
      const { rows } = await db.query<DisputeRow>(
        'insert into disputes (fact_check_id, user_id, reason, note) values ($1, $2, $3, $4) returning *',
        [factCheckId, user.id, data.reason, note],
      );
      return view(rows[0]);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DISPUTE_MESSAGES.alreadyOpen);
      throw err;
    }
  });
}

/** The newest dispute of each of these fact-checks (one query for a page of history). */
export async function latestDisputes(em: EntityManager, factCheckIds: readonly string[]): Promise<Map<string, DisputeView>> {
  const ids = factCheckIds.filter(isUuid);
  if (!ids.length) return new Map();
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query<DisputeRow>(
    `select distinct on (fact_check_id) * from disputes where fact_check_id = any($1::uuid[]) order by fact_check_id, created_at desc, id desc`,
    [ids],
  );
  return new Map(rows.map((r) => [r.fact_check_id, view(r)]));
}

interface QueueRow extends DisputeRow {
  content: string;
  platform: string | null;
  result: unknown;
  credibility_score: number | null;
  checked_at: Date;
}

const QUEUE_SELECT = `select d.*, f.content, f.platform, ${STORED_RESULT} as result, f.credibility_score, f.created_at as checked_at
  from disputes d join fact_checks f on f.id = d.fact_check_id ${RESULT_JOIN}`;

function queueItem(r: QueueRow): QueueItem {
  const checkedAt = new Date(r.checked_at);
  return {
    ...view(r),
    content: r.content,
    platform: r.platform,
    checkedAt,
    result: presentResult(r.result, { id: r.fact_check_id, credibilityScore: r.credibility_score, platform: r.platform, checkedAt }),
  };
}

/** Open disputes, oldest first (moderators and admins). */
export async function moderationQueue(em: EntityManager, viewer: User, first = 50): Promise<QueueItem[]> {
  assertModerator(viewer);
  const limit = Math.min(100, Math.max(1, Math.trunc(first) || 50));
  const rows = await em
    .getConnection()
    .execute<QueueRow[]>(`${QUEUE_SELECT} where d.status = 'open' order by d.created_at, d.id limit ?`, [limit]);
  return rows.map(queueItem);
}

const resultDigest = (r: FactCheckResult | null) =>
  r
    ? {
        verdict: r.verdict,
        credibilityScore: r.credibilityScore,
        sources: r.sources.map((s) => ({ url: s.url, publisher: s.publisher, relation: s.relation, verdict: s.verdict })),
      }
    : null;

const ruleDigest = (r: CorrectionRule | null) =>
  r
    ? {
        excluded: [...r.excluded].sort(),
        decision: r.decision
          ? r.decision.kind === 'pin_review'
            ? { kind: 'pin_review', claimReviewId: r.decision.review.id }
            : r.decision
          : null,
      }
    : null;

/**
 * A moderator's decision on an open dispute: the dispute's new status, the correction rows for the
 * text's fingerprint, an audit row (who, action, before and after) and NOTIFY corrections_changed,
 * all in one transaction; then this replica reloads its corrections at once (the others on NOTIFY).
 */
export async function resolveDispute(
  em: EntityManager,
  corrections: CorrectionsService,
  viewer: User,
  disputeId: unknown,
  decision: ModerationDecision,
): Promise<QueueItem> {
  assertModerator(viewer);
  if (!isUuid(disputeId)) throw notFound(DISPUTE_MESSAGES.disputeNotFound);
  const item = await transaction(em, async (db) => {
    const { rows } = await db.query<QueueRow>(`${QUEUE_SELECT} where d.id = $1 for update of d`, [disputeId]);
    if (!rows.length) throw notFound(DISPUTE_MESSAGES.disputeNotFound);
    const before = queueItem(rows[0]);
    if (before.status !== 'open') throw conflict(DISPUTE_MESSAGES.notOpen);
    const fp = fingerprint(before.content);
    const loose = looseFingerprint(fp);
    const existing = await corrections.find(before.content);
    const exact = existing && existing.key.fingerprint === fp ? existing : null;
    const rule: CorrectionRule = {
      key: textKey(before.content),
      excluded: new Set(exact?.excluded ?? []),
      decision: exact?.decision ?? null,
      rows: exact?.rows ?? 0,
    };
    const written: Record<string, unknown>[] = [];
    const insert = async (kind: string, sourceUrl: string | null, claimReviewId: string | null) => {
      await db.query(
        'insert into corrections (fingerprint, loose_fingerprint, kind, source_url, claim_review_id, dispute_id, created_by_id) values ($1, $2, $3, $4, $5, $6, $7)',
        [fp, loose, kind, sourceUrl, claimReviewId, before.id, viewer.id],
      );
      written.push({ kind, sourceUrl, claimReviewId });
      rule.rows++;
    };
    if (decision.kind === 'exclude_source') {
      const known = new Map((before.result?.sources ?? []).map((s) => [sourceKey(s.url), s.url]));
      const urls = [...new Set(decision.urls.map((u) => (typeof u === 'string' ? sourceKey(u) : '')))];
      if (!urls.length || urls.some((u) => !u || !known.has(u))) throw badInput(DISPUTE_MESSAGES.sourceNotFound);
      for (const u of urls) {
        await insert('exclude_source', known.get(u)!, null);
        rule.excluded.add(u);
      }
    } else if (decision.kind === 'pin_review') {
      if (!isUuid(decision.claimReviewId)) throw notFound(DISPUTE_MESSAGES.reviewNotFound);
      const { rows: reviews } = await db.query<ReviewRow & { license: string | null }>(
        'select id, claim_text, publisher_name, publisher_site, url, textual_rating, verdict, review_date, license from claim_reviews where id = $1',
        [decision.claimReviewId],
      );
      const r = reviews[0];
      if (!r) throw notFound(DISPUTE_MESSAGES.reviewNotFound);
      await insert('pin_review', null, r.id);
      rule.decision = {
        kind: 'pin_review',
        review: {
          id: r.id,
          claimText: r.claim_text,
          publisherName: r.publisher_name,
          publisherSite: r.publisher_site,
          url: r.url,
          textualRating: r.textual_rating,
          verdict: r.verdict,
          reviewDate: r.review_date instanceof Date ? r.review_date.toISOString().slice(0, 10) : r.review_date,
          license: r.license,
        },
      };
    } else if (decision.kind === 'no_fact_check') {
      await insert('no_fact_check', null, null);
      rule.decision = { kind: 'no_fact_check' };
    }
    const status = STATUS_AFTER[decision.kind];
    const { rows: updated } = await db.query<DisputeRow>(
      'update disputes set status = $2, resolved_by_id = $3, resolved_at = now() where id = $1 returning *',
      [before.id, status, viewer.id],
    );
    const corrected = before.result && written.length ? applyRule(rule, before.result) : before.result;
    await db.query('insert into moderation_actions (actor_id, action, dispute_id, before, after) values ($1, $2, $3, $4, $5)', [
      viewer.id,
      decision.kind,
      before.id,
      JSON.stringify({
        dispute: { id: before.id, status: before.status },
        result: resultDigest(before.result),
        corrections: ruleDigest(exact),
      }),
      JSON.stringify({
        dispute: { id: before.id, status },
        written,
        result: resultDigest(corrected),
        corrections: ruleDigest(written.length ? rule : exact),
      }),
    ]);
    if (written.length) await db.query('select pg_notify($1, $2)', [CORRECTIONS_CHANNEL, JSON.stringify({ dispute: before.id })]);
    return { ...before, ...view(updated[0]), result: before.result };
  });
  if (item.status !== 'upheld') await corrections.reload();
  return item;
}

export interface ReviewHit {
  id: string;
  claimText: string;
  publisherName: string;
  publisherSite: string | null;
  url: string;
  textualRating: string;
  verdict: Verdict;
  reviewDate: string | null;
  rank: number;
}

/** Full-text search over the ClaimReview index (the stored English tsvector), or one review by its URL. */
export async function searchClaimReviews(em: EntityManager, viewer: User, query: unknown, first = 10): Promise<ReviewHit[]> {
  assertModerator(viewer);
  const q = typeof query === 'string' ? query.trim() : '';
  if (q.length < 2 || q.length > REVIEW_SEARCH_MAX || hasControlCharacters(q)) throw badInput(DISPUTE_MESSAGES.search);
  const limit = Math.min(50, Math.max(1, Math.trunc(first) || 10));
  const rows = await em.getConnection().execute<(ReviewRow & { rank: number })[]>(
    `select r.id, r.claim_text, r.publisher_name, r.publisher_site, r.url, r.textual_rating, r.verdict, r.review_date,
            (case when r.url = ? then 1 else ts_rank(r.search_vector, q) end)::float8 as rank
       from claim_reviews r, websearch_to_tsquery('english', ?) q
      where r.search_vector @@ q or r.url = ?
      order by rank desc, r.review_date desc nulls last, r.id
      limit ?`,
    [q, q, q, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    claimText: r.claim_text,
    publisherName: r.publisher_name,
    publisherSite: r.publisher_site,
    url: r.url,
    textualRating: r.textual_rating,
    verdict: r.verdict,
    reviewDate: r.review_date instanceof Date ? r.review_date.toISOString().slice(0, 10) : r.review_date,
    rank: Number(r.rank),
  }));
}

/* ---- analytics (admins) ---- */

export interface OutcomeCount {
  status: DisputeStatus;
  count: number;
}

export interface PublisherDisputes {
  publisher: string;
  disputes: number;
  open: number;
  upheld: number;
  corrected: number;
  noFactCheck: number;
}

export interface CorrectionsDay {
  day: string;
  excludeSource: number;
  pinReview: number;
  noFactCheck: number;
}

export async function disputeOutcomes(em: EntityManager, viewer: User): Promise<OutcomeCount[]> {
  assertAdmin(viewer);
  const rows = await em.getConnection().execute<{ status: DisputeStatus; n: number }[]>(
    `select s.status, count(d.id)::int as n
       from unnest(array['open', 'upheld', 'corrected', 'no_fact_check']) as s(status)
       left join disputes d on d.status = s.status
      group by s.status order by array_position(array['open', 'upheld', 'corrected', 'no_fact_check'], s.status)`,
  );
  return rows.map((r) => ({ status: r.status, count: r.n }));
}

/** Disputes per publisher of the disputed result's sources (a dispute counts once per publisher). */
export async function disputesByPublisher(em: EntityManager, viewer: User, first = 20): Promise<PublisherDisputes[]> {
  assertAdmin(viewer);
  const limit = Math.min(100, Math.max(1, Math.trunc(first) || 20));
  const rows = await em
    .getConnection()
    .execute<{ publisher: string; disputes: number; open: number; upheld: number; corrected: number; no_fact_check: number }[]>(
      `select p.publisher, count(*)::int as disputes,
            count(*) filter (where p.status = 'open')::int as open,
            count(*) filter (where p.status = 'upheld')::int as upheld,
            count(*) filter (where p.status = 'corrected')::int as corrected,
            count(*) filter (where p.status = 'no_fact_check')::int as no_fact_check
       from (select distinct d.id, d.status, s.value->>'publisher' as publisher
               from disputes d join fact_checks f on f.id = d.fact_check_id ${RESULT_JOIN}
               cross join lateral (select ${STORED_ANALYSIS}->'sources' as list) r
               cross join lateral jsonb_array_elements(case when jsonb_typeof(r.list) = 'array' then r.list else '[]'::jsonb end) s
              where coalesce(s.value->>'publisher', '') <> '') p
      group by p.publisher order by disputes desc, p.publisher limit ?`,
      [limit],
    );
  return rows.map((r) => ({
    publisher: r.publisher,
    disputes: r.disputes,
    open: r.open,
    upheld: r.upheld,
    corrected: r.corrected,
    noFactCheck: r.no_fact_check,
  }));
}

/** Correction rows written per UTC day over the last `days` days (today included), zero days too. */
export async function correctionsOverTime(em: EntityManager, viewer: User, days = 30): Promise<CorrectionsDay[]> {
  assertAdmin(viewer);
  const n = Math.min(366, Math.max(1, Math.trunc(days) || 30));
  const rows = await em.getConnection().execute<{ day: string; exclude_source: number; pin_review: number; no_fact_check: number }[]>(
    `select to_char(g.day, 'YYYY-MM-DD') as day,
            count(c.id) filter (where c.kind = 'exclude_source')::int as exclude_source,
            count(c.id) filter (where c.kind = 'pin_review')::int as pin_review,
            count(c.id) filter (where c.kind = 'no_fact_check')::int as no_fact_check
       from generate_series(date_trunc('day', now() at time zone 'utc') - (? - 1) * interval '1 day', date_trunc('day', now() at time zone 'utc'), interval '1 day') as g(day)
       left join corrections c on c.created_at >= (g.day at time zone 'utc') and c.created_at < ((g.day + interval '1 day') at time zone 'utc')
      group by g.day order by g.day`,
    [n],
  );
  return rows.map((r) => ({ day: r.day, excludeSource: r.exclude_source, pinReview: r.pin_review, noFactCheck: r.no_fact_check }));
}
