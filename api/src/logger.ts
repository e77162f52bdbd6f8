import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** `json` (one JSON object a line, for machines) or `pretty` (colour, one readable line, for a terminal). */
export type LogFormat = 'json' | 'pretty';

const REDACT = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'generatedPassword'],
  censor: '[redacted]',
};

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  // Secrets never reach the log, wherever they appear.
  if (format === 'pretty') {
    return pino({
      level,
      redact: REDACT,
      // pino-pretty runs in a worker thread; it is only loaded when asked for.
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,req,res,responseTime', singleLine: true },
      },
    });
  }
  return pino({ level, redact: REDACT });
}

type Level = Exclude<LevelWithSilent, 'silent'>;

interface Pending {
  level: Level;
  fields: Record<string, unknown>;
  message: string;
  repeats: number;
  timer: NodeJS.Timeout;
}

/**
 * Logs an error the first time it happens and then at most once per interval with a count, so an
 * outage that fails 10,000 requests writes a handful of lines, not 10,000 stack traces
 * (docs/adr/0061-database-outage.md). Entries are keyed by the caller (e.g. the error's code and message).
 */
export class RepeatedLog {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly logger: Logger,
    readonly intervalMs = 10_000,
  ) {}

  /** Log now if `key` was quiet for an interval; else count it for the next summary line. */
  log(level: Level, key: string, fields: Record<string, unknown>, message: string): void {
    const entry = this.pending.get(key);
    if (entry) {
      entry.repeats++;
      entry.fields = fields;
      return;
    }
    this.logger[level](fields, message);
    this.arm(key, level, fields, message);
  }

  /** Write the pending counts now (e.g. at shutdown or when the outage ends) and forget them. */
  flush(): void {
    for (const [key, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.summarise(entry);
      this.pending.delete(key);
    }
  }

  private arm(key: string, level: Level, fields: Record<string, unknown>, message: string): void {
    const entry: Pending = {
      level,
      fields,
      message,
      repeats: 0,
      timer: setTimeout(() => {
        this.pending.delete(key);
        // Still happening: report the count and keep counting for another interval.
        if (entry.repeats > 0) {
          this.summarise(entry);
          this.arm(key, level, entry.fields, message);
        }
      }, this.intervalMs),
    };
    entry.timer.unref();
    this.pending.set(key, entry);
  }

  private summarise(entry: Pending): void {
    if (entry.repeats === 0) return;
    this.logger[entry.level](
      { ...entry.fields, repeated: entry.repeats, intervalMs: this.intervalMs },
      `${entry.message} (repeated ${entry.repeats} times in the last ${this.intervalMs >= 1000 ? `${Math.round(this.intervalMs / 1000)} s` : `${this.intervalMs} ms`})`,
    );
  }
}

const shared = new WeakMap<Logger, RepeatedLog>();

/** One RepeatedLog per logger (e.g. the app's), for call sites that have no state of their own. */
export function repeatedLogFor(logger: Logger): RepeatedLog {
  let log = shared.get(logger);
  if (!log) shared.set(logger, (log = new RepeatedLog(logger)));
  return log;
}

/** The key of "the same error": its name, code and first message line (not the stack or request). */
export function errorKey(err: unknown): string {
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0].slice(0, 200) : String(err);
  return `${String(e?.name ?? 'Error')}:${String(e?.code ?? '')}:${message}`;
}
