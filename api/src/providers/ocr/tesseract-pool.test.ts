import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { OcrTimeoutError, OcrUnavailableError } from './errors.js';
import { renderDensePage, renderTextPng } from './render-text.js';
import { TesseractPool, engLangPath } from './tesseract-pool.js';

// Worker start and OCR are CPU-bound; on a 2-core machine running suites in parallel they can take seconds.
jest.setTimeout(30_000);

const line = (text: string) => renderTextPng({ width: 700, height: 80, lines: [{ text, x: 16, y: 52, fontSize: 32 }] });

describe('engLangPath', () => {
  it('points into @tesseract.js-data/eng, at the best_int traineddata', () => {
    const dir = engLangPath();
    expect(dir).toMatch(/@tesseract\.js-data[\\/]eng[\\/]4\.0\.0_best_int$/);
    expect(fs.existsSync(path.join(dir, 'eng.traineddata.gz'))).toBe(true);
  });
});

describe('TesseractPool', () => {
  const pool = new TesseractPool({ workers: 2, lazy: true });
  afterAll(() => pool.stop());

  it('starts lazily on the first job and reads rendered text', async () => {
    expect(pool.ready).toBe(false);
    const r = await pool.recognize(await line('The quick brown fox jumps'));
    expect(pool.ready).toBe(true);
    expect(r.text.toLowerCase()).toContain('the quick brown fox jumps');
    expect(r.confidence).toBeGreaterThan(80);
    expect(r.confidence).toBeLessThanOrEqual(100);
  });

  it('runs concurrent jobs on the workers without mixing results', async () => {
    const texts = ['Alpha seven orbit', 'Bravo harbour lights', 'Charlie winter market', 'Delta quiet river'];
    const results = await Promise.all(texts.map(async (t) => pool.recognize(await line(t))));
    results.forEach((r, i) => expect(r.text.toLowerCase()).toContain(texts[i].toLowerCase()));
  });

  it('never takes a string (tesseract.js would fetch a URL or read a path)', async () => {
    await expect(pool.recognize('https://169.254.169.254/' as unknown as Buffer)).rejects.toThrow(TypeError);
    await expect(pool.recognize('/etc/passwd' as unknown as Buffer)).rejects.toThrow(/never a string/);
  });

  it('writes no traineddata cache into the working directory', () => {
    expect(fs.existsSync(path.join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });
});

describe('TesseractPool lifecycle', () => {
  let started: TesseractPool;
  beforeAll(async () => {
    started = new TesseractPool({ workers: 1, warmUp: false });
    await started.start();
  });
  afterAll(() => started.stop());

  it('requires start() unless lazy', async () => {
    const eager = new TesseractPool({ workers: 1 });
    await expect(eager.recognize(await line('x'))).rejects.toThrow(/start\(\) was not called/);
  });

  it('answers 503 BUSY when every worker is busy and its queue is full', async () => {
    const tiny = new TesseractPool({ workers: 1, maxQueue: 0, warmUp: false });
    await tiny.start();
    try {
      expect(tiny.full).toBe(false);
      const first = tiny.recognize(await line('first job'));
      expect(tiny.full).toBe(true);
      const err = await tiny.recognize(await line('busy')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OcrUnavailableError);
      expect(err).toMatchObject({ status: 503, code: 'BUSY' });
      expect((await first).text.toLowerCase()).toContain('first job');
      expect(tiny.full).toBe(false);
    } finally {
      await tiny.stop();
    }
  });

  it('stops a job that runs past its timeout, replaces the worker and keeps serving', async () => {
    const timed = new TesseractPool({ workers: 1, warmUp: false, jobTimeoutMs: 60_000 });
    await timed.start();
    try {
      // A dense page: seconds of CPU for tesseract, every run.
      const page = await renderDensePage(1200, 18);
      const started = Date.now();
      const err = await timed.recognize(page, { timeoutMs: 300 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OcrTimeoutError);
      expect(err).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
      expect(Date.now() - started).toBeLessThan(2000);
      // The replacement worker answers the next job.
      expect((await timed.recognize(await line('after the timeout'))).text.toLowerCase()).toContain('after the timeout');
    } finally {
      await timed.stop();
    }
  });

  it('start() is idempotent and stop() makes later jobs 503', async () => {
    await Promise.all([started.start(), started.start()]);
    expect(started.ready).toBe(true);
    await started.stop();
    const err = await started.recognize(await line('after stop')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrUnavailableError);
    expect((err as OcrUnavailableError).status).toBe(503);
    await expect(started.start()).rejects.toBeInstanceOf(OcrUnavailableError);
  });

  it('validates the worker count', () => {
    expect(() => new TesseractPool({ workers: 0 })).toThrow(RangeError);
    expect(() => new TesseractPool({ workers: 1.5 })).toThrow(RangeError);
  });
});
