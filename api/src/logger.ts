import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Secrets never reach the log, wherever they appear.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'generatedPassword'],
      censor: '[redacted]',
    },
  });
}
