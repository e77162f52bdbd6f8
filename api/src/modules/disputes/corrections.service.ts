import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { VERDICT_LABELS, VERDICTS, type FactCheckResult, type FactCheckSource, type Verdict } from '@factlens/common';
import type { Logger } from '../../logger.js';
import { accuracyDetail, accuracyWarnings, summarise, UNVERIFIED_CREDIBILITY, weighEvidence } from '../fact-check/scoring.js';
import { verdictCredibility } from '../fact-check/verdict.js';
import { closeness, textKey, type TextKey } from './fingerprint.js';
import { PgListener } from '../../db/pg-listen.js';

/** Every replica LISTENs here; a moderation action NOTIFYs it in the transaction that wrote the correction. */
export const CORRECTIONS_CHANNEL = 'corrections_changed';
/** Notifications arriving within this window cause one reload. */
const RELOAD_DEBOUNCE_MS = 100;

/** The review a moderator pinned for a text, as the result will show it. */
export interface PinnedReview {
  id: string;
  claimText: string;
  publisherName: string;
  publisherSite: string | null;
  url: string;
  textualRating: string;
  verdict: Verdict;
  reviewDate: string | null;
  license: string | null;
}

/** Everything moderators decided for one fingerprint. */
export interface CorrectionRule {
  key: TextKey;
  /** URLs of sources that do not match this text. */
  excluded: Set<string>;
  /** The newest decisive correction: a pinned review, or "no fact-check applies". */
  decision: { kind: 'pin_review'; review: PinnedReview } | { kind: 'no_fact_check' } | null;
  /** How many correction rows make up the rule. */
  rows: number;
}

interface Row {
  fingerprint: string;
  kind: 'exclude_source' | 'pin_review' | 'no_fact_check';
  source_url: string | null;
  r_id: string | null;
  claim_text: string | null;
  publisher_name: string | null;
  publisher_site: string | null;
  url: string | null;
  textual_rating: string | null;
  verdict: string | null;
  review_date: string | Date | null;
  license: string | null;
}

/** URLs compare without fragment and trailing slash. */
export function sourceKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.toString().replace(/\/+$/, '');
  } catch {
    return url.trim();
  }
}

const isoDate = (v: string | Date | null): string | null =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null;

export function pinnedSource(r: PinnedReview): FactCheckSource {
  const rating = r.textualRating || r.verdict;
  return {
    publisher: r.publisherName,
    site: r.publisherSite,
    title: r.claimText,
    url: r.url,
    rating,
    verdict: r.verdict,
    date: r.reviewDate,
    similarity: 1,
    provider: 'local',
    attribution: r.license,
    relation: 'same',
    relationConfidence: 1,
    explanation: `A moderator confirmed that this review is about this text: ${r.publisherName} rated it ${rating}.`,
  };
}

export const CORRECTED_WARNING = 'A moderator reviewed this text and corrected the result.';
export const NO_FACT_CHECK_WARNING = 'A moderator found that no published fact-check applies to this text; treat it as unverified.';

/**
 * Moderators' corrections, applied to every later check of the same or a near-identical text
 * (docs/adr/0072-corrections-by-fingerprint.md). Each replica keeps all rules in memory (they are
 * few: one per disputed text) and reloads them when any replica NOTIFYs `corrections_changed`.
 */
export class CorrectionsService {
  private rules: CorrectionRule[] | null = null;
  private byFingerprint = new Map<string, CorrectionRule>();
  private byLoose = new Map<string, CorrectionRule>();
  private loading: Promise<void> | null = null;
  private again: Promise<void> | null = null;
  private reloadTimer: NodeJS.Timeout | null = null;
  private readonly listener: PgListener | null;
  private poolRef: Promise<Pool> | null = null;
  /** Bumped on every reload: a result cache keyed on it never serves a result from before a correction. */
  version = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly opts: { logger?: Pick<Logger, 'warn' | 'info'>; listen?: boolean } = {},
  ) {
    this.listener =
      opts.listen === false
        ? null
        : new PgListener(
            () => this.pool(),
            CORRECTIONS_CHANNEL,
            () => this.scheduleReload(),
            opts.logger,
          );
  }

  private pool(): Promise<Pool> {
    return (this.poolRef ??= this.orm.em
      .getConnection()
      .getNativeClient()
      .catch((err: unknown) => {
        this.poolRef = null;
        throw err;
      }));
  }

  private scheduleReload(): void {
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => {
      this.reloadTimer = null;
      void this.reload().catch((err: unknown) => this.opts.logger?.warn({ err }, 'corrections reload failed'));
    }, RELOAD_DEBOUNCE_MS);
    this.reloadTimer.unref();
  }

  /** Loads the rules on first use (and starts listening). */
  async ready(): Promise<void> {
    if (this.rules) return;
    await this.reload();
  }

  /**
   * Re-reads every correction from PostgreSQL. A call during a load waits for it and then loads
   * once more (that load may have read before the caller's commit).
   */
  reload(): Promise<void> {
    if (this.loading) {
      return (this.again ??= this.loading
        .catch(() => undefined)
        .then(() => {
          this.again = null;
          return this.reload();
        }));
    }
    return (this.loading = (async () => {
      try {
        if (this.listener && !this.listener.listening) {
          await this.listener
            .start()
            .catch((err: unknown) =>
              this.opts.logger?.warn({ err }, "corrections: LISTEN failed; other replicas' corrections apply after a restart"),
            );
        }
        const rows = await this.orm.em
          .fork()
          .getConnection()
          .execute<Row[]>(
            `select c.fingerprint, c.kind, c.source_url, r.id as r_id, r.claim_text, r.publisher_name, r.publisher_site, r.url,
                  r.textual_rating, r.verdict, r.review_date, r.license
             from corrections c left join claim_reviews r on r.id = c.claim_review_id
            order by c.created_at, c.id`,
          );
        const byFp = new Map<string, CorrectionRule>();
        for (const row of rows) {
          let rule = byFp.get(row.fingerprint);
          if (!rule) {
            rule = { key: textKey(row.fingerprint), excluded: new Set(), decision: null, rows: 0 };
            byFp.set(row.fingerprint, rule);
          }
          rule.rows++;
          if (row.kind === 'exclude_source' && row.source_url) rule.excluded.add(sourceKey(row.source_url));
          else if (row.kind === 'no_fact_check') rule.decision = { kind: 'no_fact_check' };
          else if (row.kind === 'pin_review' && row.r_id) {
            rule.decision = {
              kind: 'pin_review',
              review: {
                id: row.r_id,
                claimText: row.claim_text ?? '',
                publisherName: row.publisher_name ?? '',
                publisherSite: row.publisher_site,
                url: row.url ?? '',
                textualRating: row.textual_rating ?? '',
                verdict: (VERDICTS as readonly string[]).includes(row.verdict ?? '') ? (row.verdict as Verdict) : 'unrated',
                reviewDate: isoDate(row.review_date),
                license: row.license,
              },
            };
          }
        }
        this.rules = [...byFp.values()];
        this.byFingerprint = byFp;
        this.byLoose = new Map();
        for (const r of this.rules) if (r.key.loose && !this.byLoose.has(r.key.loose)) this.byLoose.set(r.key.loose, r);
        this.version++;
      } finally {
        this.loading = null;
      }
    })());
  }

  /** The rule for a text: same fingerprint first, then the closest near-identical one. */
  async find(text: string): Promise<CorrectionRule | null> {
    await this.ready();
    return this.match(textKey(text));
  }

  private match(key: TextKey): CorrectionRule | null {
    const exact = this.byFingerprint.get(key.fingerprint);
    if (exact) return exact;
    const loose = this.byLoose.get(key.loose);
    if (loose && loose.key.negations === key.negations) return loose;
    let best: CorrectionRule | null = null;
    let bestSim = 0;
    for (const r of this.rules ?? []) {
      const sim = closeness(key, r.key);
      if (sim > bestSim) {
        best = r;
        bestSim = sim;
      }
    }
    return best;
  }

  /**
   * The result with the moderators' corrections for this text: excluded sources removed, a pinned
   * review first (relation 'same') with its rating as the verdict, or unverified when no fact-check
   * applies. Unchanged (the same object) when no correction matches.
   */
  async apply<T extends Corrigible>(text: string, result: T): Promise<T> {
    if (!this.rules) {
      // A check still answers while the corrections cannot be read (the next call retries).
      const loaded = await this.ready().then(
        () => true,
        (err: unknown) => (this.opts.logger?.warn({ err }, 'corrections could not be loaded'), false),
      );
      if (!loaded) return result;
    }
    // No correction yet (the usual case): nothing can match, so the text's key is not worth computing on the hot path.
    if (!this.rules?.length) return result;
    const rule = await this.find(text);
    if (!rule) return result;
    return applyRule(rule, result);
  }

  /**
   * Tells every replica (this one included) that corrections changed. Pass the client of the
   * transaction that wrote them: PostgreSQL delivers the notification at commit.
   */
  async invalidate(db?: { execute: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<void> {
    if (db) await db.execute('select pg_notify(?, ?)', [CORRECTIONS_CHANNEL, '{}']);
    else await this.orm.em.fork().getConnection().execute('select pg_notify(?, ?)', [CORRECTIONS_CHANNEL, '{}']);
  }

  async close(): Promise<void> {
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    await this.listener?.close();
  }
}

/** What a correction reads and rewrites: a result, or the analysis a result is made of. */
export type Corrigible = Pick<
  FactCheckResult,
  'sources' | 'verdict' | 'warnings' | 'tone' | 'credibilityScore' | 'accuracy' | 'verdictLabel' | 'summary'
>;

/** applyRule without the lookup (pure). */
export function applyRule<T extends Corrigible>(rule: CorrectionRule, result: T): T {
  const kept = result.sources.filter((s) => !rule.excluded.has(sourceKey(s.url)));
  const oldAccuracyWarnings = new Set(accuracyWarnings(result.verdict, result.sources).map((w) => w.message));
  const otherWarnings = result.warnings.filter(
    (w) => !oldAccuracyWarnings.has(w.message) && w.message !== CORRECTED_WARNING && w.message !== NO_FACT_CHECK_WARNING,
  );
  const decision = rule.decision;
  if (decision?.kind === 'no_fact_check') {
    const sources = kept.map((s) => ({
      ...s,
      relation: 'different' as const,
      relationConfidence: 1,
      explanation: `A moderator found that this review by ${s.publisher} does not apply to this text.`,
    }));
    const accuracy = accuracyDetail(UNVERIFIED_CREDIBILITY, 'unrated');
    return {
      ...result,
      credibilityScore: UNVERIFIED_CREDIBILITY,
      accuracy,
      verdict: 'unrated',
      verdictLabel: VERDICT_LABELS.unrated,
      summary: summarise('unrated', accuracy, result.tone, []),
      warnings: [{ severity: 'low', message: NO_FACT_CHECK_WARNING }, ...otherWarnings],
      sources,
    };
  }
  let sources: FactCheckSource[];
  let evidence: FactCheckSource[];
  let verdict: Verdict;
  let credibility: number;
  if (decision?.kind === 'pin_review') {
    const pin = pinnedSource(decision.review);
    const pinKey = sourceKey(pin.url);
    sources = [pin, ...kept.filter((s) => sourceKey(s.url) !== pinKey)];
    evidence = [pin];
    verdict = pin.verdict;
    credibility = verdictCredibility(verdict) ?? UNVERIFIED_CREDIBILITY;
  } else {
    if (kept.length === result.sources.length) return result;
    const weighed = weighEvidence(kept);
    sources = weighed.shown;
    evidence = weighed.evidence;
    verdict = weighed.verdict;
    credibility = weighed.credibility;
  }
  const accuracy = accuracyDetail(credibility, verdict);
  return {
    ...result,
    credibilityScore: credibility,
    accuracy,
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    summary: summarise(verdict, accuracy, result.tone, evidence),
    warnings: [...accuracyWarnings(verdict, evidence), { severity: 'low', message: CORRECTED_WARNING }, ...otherWarnings],
    sources,
  };
}
