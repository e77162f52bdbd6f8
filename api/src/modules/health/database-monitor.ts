import type { MikroORM } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../errors.js';
import { RepeatedLog, type Logger } from '../../logger.js';

/** How often the database is probed while it is down (recovery is seen within this). */
const PROBE_INTERVAL_MS = 500;
/** A probe that has not answered by then counts as a failure (a black-holed host never refuses). */
const PROBE_TIMEOUT_MS = 2_000;

export interface DatabaseStatus {
  up: boolean;
  /** ISO time the outage began, while down. */
  downSince: string | null;
  /** Short reason of the last failure, while down (no stack, no URL). */
  reason: string | null;
}

/**
 * Knows whether the database answers (docs/adr/0061-database-outage.md). A 5xx answer makes the
 * HTTP gate (api/src/http/database-gate.ts) call check(); while the database is down that gate answers
 * every /api and /graphql request 503 with Retry-After straight away (no pool wait, no stack trace per
 * request), a probe runs every 500 ms, and the first successful probe reopens it: no restart needed.
 */
export class DatabaseMonitor {
  private downSince: number | null = null;
  private reason: string | null = null;
  private checking: Promise<boolean> | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private refused = 0;
  private stopped = false;
  private readonly repeated: RepeatedLog;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    logIntervalMs = 10_000,
  ) {
    this.repeated = new RepeatedLog(logger, logIntervalMs);
  }

  get status(): DatabaseStatus {
    return {
      up: this.downSince === null,
      downSince: this.downSince === null ? null : new Date(this.downSince).toISOString(),
      reason: this.reason,
    };
  }

  get isDown(): boolean {
    return this.downSince !== null;
  }

  /** One round trip now (single-flight); updates the state and answers whether the database is up. */
  check(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(!this.isDown);
    this.checking ??= this.probe().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  stop(): void {
    this.stopped = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    this.repeated.flush();
  }

  /** A request was refused with 503 because the database is down: counted, logged once per interval. */
  noteRefused(): void {
    this.refused++;
    this.repeated.log('warn', 'refused', { refusedSoFar: this.refused }, 'database unavailable: answering 503');
  }

  private async probe(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('database probe timed out'), { code: 'ETIMEDOUT' })), PROBE_TIMEOUT_MS);
        }),
      ]);
      this.markUp();
      return true;
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        this.markDown(err);
        return false;
      }
      // The database answered, with an error: it is reachable.
      this.markUp();
      return true;
    } finally {
      clearTimeout(timer);
    }
  }

  private markDown(err: unknown): void {
    this.reason = describe(err);
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.refused = 0;
      this.logger.error({ reason: this.reason }, 'database unavailable: answering 503 with Retry-After until it is back');
    } else {
      this.repeated.log('warn', `probe:${this.reason}`, { reason: this.reason }, 'database still unavailable');
    }
    this.scheduleProbe();
  }

  private markUp(): void {
    if (this.downSince === null) return;
    const ms = Date.now() - this.downSince;
    this.repeated.flush();
    this.logger.info({ downMs: ms, refused: this.refused }, `database available again after ${(ms / 1000).toFixed(1)} s`);
    this.downSince = null;
    this.reason = null;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private scheduleProbe(): void {
    if (this.probeTimer || this.stopped) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.check().then((up) => {
        if (!up) this.scheduleProbe();
      });
    }, PROBE_INTERVAL_MS);
    this.probeTimer.unref();
  }
}

function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : null;
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0].slice(0, 200) : 'unknown error';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
