import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { ClaimIndexStats } from '@factlens/common';
import type { Logger } from '../../logger.js';
import { CLAIM_INDEX_CHANNEL } from '../claim-review/claim-index.js';
import { PgListener } from '../../db/pg-listen.js';

/** Notifications within this window cause one reload. */
const RELOAD_DEBOUNCE_MS = 300;
/** Without a working LISTEN (or as a backstop), figures are re-read after this long. */
const MAX_AGE_MS = 10 * 60_000;

const TOTALS_SQL = `select count(*)::int as reviews, max(review_date)::text as newest,
  count(distinct lower(publisher_name))::int as publishers from claim_reviews`;
const LANGUAGES_SQL = `select coalesce(nullif(split_part(lower(language_code), '-', 1), ''), 'und') as language,
  count(*)::int as reviews from claim_reviews group by 1 order by 2 desc, 1`;

/**
 * What the local ClaimReview index holds: reviews, newest review date, publishers, reviews per
 * language (docs/adr/0076-claim-index-freshness.md). Read with two aggregate statements, kept in
 * memory, and re-read when an ingestion sends NOTIFY claim_index_changed (every replica listens,
 * like the in-memory claim index), so the widget footer, /docs and the language notice cost no query.
 */
export class IndexStatsService {
  private stats: ClaimIndexStats | null = null;
  private loadedAt = 0;
  private loading: Promise<ClaimIndexStats> | null = null;
  private stale = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly listener: PgListener | null;
  private poolRef: Promise<Pool> | null = null;
  private watch: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly opts: { logger?: Pick<Logger, 'warn'>; listen?: boolean } = {},
  ) {
    this.listener = opts.listen === false ? null : new PgListener(() => this.pool(), CLAIM_INDEX_CHANNEL, () => this.scheduleReload(), opts.logger);
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
    this.stale = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.load().catch((err: unknown) => this.opts.logger?.warn({ err }, 'claim index stats reload failed'));
    }, RELOAD_DEBOUNCE_MS);
    this.timer.unref();
  }

  /** The figures, read on first use and after each change of the index. */
  async get(): Promise<ClaimIndexStats> {
    if (this.stats && !this.stale && Date.now() - this.loadedAt < MAX_AGE_MS) return this.stats;
    // A reload under way after a change: the previous figures serve until it lands.
    if (this.stats && this.loading) return this.stats;
    return this.load();
  }

  /** How many reviews the index holds in a language (ISO 639-1). */
  async reviewsIn(language: string): Promise<number> {
    const stats = await this.get();
    return stats.languages.find((l) => l.language === language)?.reviews ?? 0;
  }

  /** Re-reads the figures now (one read at a time). */
  load(): Promise<ClaimIndexStats> {
    return (this.loading ??= (async () => {
      try {
        await this.startListening();
        this.stale = false;
        const pool = await this.pool();
        const [totals, languages] = await Promise.all([
          pool.query<{ reviews: number; newest: string | null; publishers: number }>(TOTALS_SQL),
          pool.query<{ language: string; reviews: number }>(LANGUAGES_SQL),
        ]);
        const t = totals.rows[0];
        this.stats = {
          reviews: t?.reviews ?? 0,
          newestReviewDate: t?.newest ?? null,
          publishers: t?.publishers ?? 0,
          languages: languages.rows.map((r) => ({ language: r.language, reviews: r.reviews })),
        };
        this.loadedAt = Date.now();
        return this.stats;
      } finally {
        this.loading = null;
      }
    })());
  }

  private async startListening(): Promise<void> {
    if (!this.listener || this.listener.listening) return;
    await this.listener.start().catch((err: unknown) => this.opts.logger?.warn({ err }, 'claim index stats: LISTEN failed; figures refresh every 10 minutes'));
    if (this.watch) return;
    // The pool's end (the ORM closed) ends the listener too: nothing else would tell it.
    const pool = (await this.pool()) as Pool & { ended?: boolean; ending?: boolean };
    this.watch = setInterval(() => {
      if (!pool.ended && !pool.ending) return;
      void this.close();
    }, 1_000);
    this.watch.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    await this.listener?.close();
  }
}
