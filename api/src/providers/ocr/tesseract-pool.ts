import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OcrTimeoutError, OcrUnavailableError } from './errors.js';
import { renderTextPng } from './render-text.js';

/** What tesseract read: the text (trimmed) and its mean word confidence, 0–100. */
export interface RecognizeResult {
  text: string;
  confidence: number;
}

/** Pool settings; every field is optional. */
export interface TesseractPoolOptions {
  /** Workers (one thread each, ~100 MB of memory each); default 2. */
  workers?: number;
  /** Start the workers on the first `recognize` instead of requiring `start()` (tests, CLIs). */
  lazy?: boolean;
  /** Jobs allowed to wait when every worker is busy, before `recognize` answers 503; default 16 per worker. */
  maxQueue?: number;
  /** A job running longer is rejected (OcrTimeoutError) and its worker replaced; default 20 s. */
  jobTimeoutMs?: number;
  /** Page segmentation mode; default AUTO (3), which copes with one line and with blocks. */
  pageSegMode?: Tesseract.PSM;
  /** Run one small job per worker during start, so the first request does not pay ~0.4 s; default true. */
  warmUp?: boolean;
}

/** Which traineddata variant to load: integer "best" LSTM, the accuracy/speed balance we measured. */
const TRAINEDDATA_VARIANT = '4.0.0_best_int';

/**
 * The directory of the `eng.traineddata.gz` shipped in @tesseract.js-data/eng. tesseract.js
 * fetches from a CDN when `langPath` is missing, which crashes offline, so always pass this.
 */
export function engLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), TRAINEDDATA_VARIANT);
}

/**
 * A warm pool of tesseract.js workers with its own queue. Start it at boot (worker start costs ~0.7 s
 * and the first job ~0.4 s, so doing it per request would blow the latency budget); jobs wait for the
 * next free worker, up to `maxQueue` of them. A job that runs past its timeout is rejected with
 * OcrTimeoutError and its worker is terminated (the only way to stop tesseract mid-job) and replaced,
 * so one expensive image cannot hold a CPU. Only validated image Buffers are accepted: tesseract.js
 * would fetch a string URL or read a string path from disk.
 */
export class TesseractPool {
  readonly size: number;
  private readonly lazy: boolean;
  private readonly maxQueue: number;
  private readonly pageSegMode: Tesseract.PSM;
  private readonly warmUp: boolean;
  private readonly jobTimeoutMs: number;
  private workers: Tesseract.Worker[] = [];
  private idle: Tesseract.Worker[] = [];
  private readonly running = new Map<Tesseract.Worker, Job>();
  private queue: Job[] = [];
  private started = false;
  private starting: Promise<void> | null = null;
  private stopped = false;

  constructor(options: TesseractPoolOptions = {}) {
    const workers = options.workers ?? 2;
    if (!Number.isInteger(workers) || workers < 1 || workers > 32) {
      throw new RangeError(`TesseractPool workers must be an integer 1..32, got ${workers}`);
    }
    this.size = workers;
    this.lazy = options.lazy ?? false;
    this.maxQueue = options.maxQueue ?? workers * 16;
    this.pageSegMode = options.pageSegMode ?? Tesseract.PSM.AUTO;
    this.warmUp = options.warmUp ?? true;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 20_000;
  }

  /** True once every worker has loaded the language data. */
  get ready(): boolean {
    return this.started;
  }

  /** True when a new job would be refused now: every worker busy and `maxQueue` jobs waiting. */
  get full(): boolean {
    if (this.stopped) return true;
    if (!this.started) return false; // a lazy pool starts on its first job
    return this.idle.length === 0 && this.queue.length >= this.maxQueue;
  }

  /** Start the workers (idempotent; concurrent calls share one start). Rejects if any worker fails. */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new OcrUnavailableError('The OCR pool has been stopped'));
    this.starting ??= this.spawn().catch((err: unknown) => {
      this.starting = null; // let a later call try again
      throw err;
    });
    return this.starting;
  }

  /**
   * OCR a PNG/JPEG/WebP buffer. Throws OcrUnavailableError when stopped or the queue is full, and
   * OcrTimeoutError when the job runs longer than `timeoutMs` (default: the pool's `jobTimeoutMs`).
   */
  async recognize(image: Buffer, options: { timeoutMs?: number } = {}): Promise<RecognizeResult> {
    if (!Buffer.isBuffer(image)) throw new TypeError('TesseractPool.recognize takes a Buffer, never a string');
    if (this.stopped) throw new OcrUnavailableError('The OCR pool has been stopped');
    if (!this.started) {
      if (!this.lazy && !this.starting) throw new Error('TesseractPool.start() was not called at boot');
      await this.start();
    }
    if (this.stopped) throw new OcrUnavailableError('The OCR pool has been stopped');
    if (this.full) throw new OcrUnavailableError('The OCR service is busy; try again in a moment', 'BUSY');
    const timeoutMs = options.timeoutMs ?? this.jobTimeoutMs;
    return new Promise<RecognizeResult>((resolve, reject) => {
      this.queue.push({ image, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /** Terminate every worker; waiting and running jobs and later calls get OcrUnavailableError. */
  async stop(): Promise<void> {
    this.stopped = true;
    const starting = this.starting;
    this.starting = null;
    await starting?.catch(() => undefined);
    const gone = () => new OcrUnavailableError('The OCR pool has been stopped');
    for (const job of this.queue.splice(0)) job.reject(gone());
    for (const job of this.running.values()) job.reject(gone());
    this.running.clear();
    const workers = this.workers;
    this.workers = [];
    this.idle = [];
    this.started = false;
    await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
  }

  /** Hand waiting jobs to idle workers. */
  private pump(): void {
    while (!this.stopped && this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      void this.run(worker, job);
    }
  }

  private async run(worker: Tesseract.Worker, job: Job): Promise<void> {
    this.running.set(worker, job);
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const work = worker.recognize(job.image);
    work.catch(() => undefined); // a terminated worker may reject it later
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new OcrTimeoutError(job.timeoutMs));
      }, job.timeoutMs);
    });
    try {
      const { data } = await Promise.race([work, timeout]);
      job.resolve({ text: data.text.trim(), confidence: clampConfidence(data.confidence) });
    } catch (err) {
      job.reject(err);
    } finally {
      clearTimeout(timer);
      this.running.delete(worker);
    }
    if (this.stopped) return;
    if (timedOut) await this.replace(worker);
    else this.idle.push(worker);
    this.pump();
  }

  /** Terminate a worker stuck in a job and start a fresh one in its place. */
  private async replace(worker: Tesseract.Worker): Promise<void> {
    this.workers = this.workers.filter((w) => w !== worker);
    void worker.terminate().catch(() => undefined);
    try {
      const fresh = await this.createWorker(this.warmUp ? await renderWarmUpImage() : null);
      if (this.stopped) {
        await fresh.terminate().catch(() => undefined);
        return;
      }
      this.workers.push(fresh);
      this.idle.push(fresh);
    } catch {
      // No replacement: the pool runs one worker short; with none left, waiting jobs cannot run.
      if (this.workers.length === 0) {
        for (const job of this.queue.splice(0)) job.reject(new OcrUnavailableError('The OCR engine is unavailable; try again later'));
      }
    }
  }

  private async createWorker(warmUpImage: Buffer | null): Promise<Tesseract.Worker> {
    // `logger` is omitted on purpose: passing `logger: undefined` crashes tesseract.js 7.
    const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: engLangPath(),
      gzip: true,
      cacheMethod: 'none', // the default cache writes eng.traineddata into the cwd
    });
    await worker.setParameters({
      tessedit_pageseg_mode: this.pageSegMode,
      // Crops carry no (or a meaningless) density; without a fixed DPI tesseract guesses and
      // writes "Invalid resolution" warnings to stdout for every job.
      user_defined_dpi: '300',
      // tprintf diagnostics ("Detected 5 diacritics") go to this file instead of the server log.
      debug_file: '/dev/null',
    });
    if (warmUpImage) await worker.recognize(warmUpImage);
    return worker;
  }

  private async spawn(): Promise<void> {
    const warmUpImage = this.warmUp ? await renderWarmUpImage() : null;
    const results = await Promise.allSettled(Array.from({ length: this.size }, () => this.createWorker(warmUpImage)));
    const workers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed || this.stopped) {
      await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
      if (failed) throw new Error(`A tesseract worker failed to start: ${String(failed.reason)}`);
      return;
    }
    this.workers = workers;
    this.idle = [...workers];
    this.started = true;
  }
}

interface Job {
  image: Buffer;
  timeoutMs: number;
  resolve(result: RecognizeResult): void;
  reject(err: unknown): void;
}

/** A line of text like the ones the service sends; the first job on a worker initialises the LSTM. */
function renderWarmUpImage(): Promise<Buffer> {
  return renderTextPng({ width: 480, height: 64, lines: [{ text: 'Warm up the OCR engine 0123', x: 10, y: 44, fontSize: 32 }] });
}

function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
