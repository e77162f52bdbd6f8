import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { RepeatedLog, errorKey, repeatedLogFor } from './logger.js';

function capture() {
  const lines: { level: number; msg: string; repeated?: number; code?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as (typeof lines)[number]);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RepeatedLog', () => {
  it('logs the first occurrence at once, then one line per interval with the count', async () => {
    const { lines, logger } = capture();
    const log = new RepeatedLog(logger, 100);
    for (let i = 0; i < 1000; i++) log.log('error', 'db', { code: 'ECONNREFUSED' }, 'database unavailable');
    expect(lines).toHaveLength(1);
    await sleep(150);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 50, repeated: 999, code: 'ECONNREFUSED' });
    expect(lines[1].msg).toBe('database unavailable (repeated 999 times in the last 100 ms)');
    // A quiet interval ends the entry; the next occurrence is logged at once again.
    await sleep(150);
    log.log('error', 'db', {}, 'database unavailable');
    expect(lines).toHaveLength(3);
    log.log('error', 'other', {}, 'another error');
    expect(lines).toHaveLength(4);
    log.log('error', 'other', {}, 'another error');
    log.flush();
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatchObject({ repeated: 1 });
  });

  it('errorKey ignores the stack and the request; repeatedLogFor shares one log per logger', () => {
    const a = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const b = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorKey(a)).toBe(errorKey(b));
    expect(errorKey(a)).not.toBe(errorKey(new Error('other')));
    const { logger } = capture();
    expect(repeatedLogFor(logger)).toBe(repeatedLogFor(logger));
  });
});
