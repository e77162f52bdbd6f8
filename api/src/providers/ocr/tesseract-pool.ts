import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OcrUnavailableError } from './errors.js';
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
  /** Jobs allowed to wait for a worker before `recognize` answers 503; default 16 per worker. */
  maxQueue?: number;
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
 * A warm pool of tesseract.js workers behind one scheduler. Start it at boot (worker start
 * costs ~0.7 s and the first job ~0.4 s, so doing it per request would blow the latency budget);
 * jobs queue for the next free worker. Only validated image Buffers are accepted: tesseract.js
 * would fetch a string URL or read a string path from disk.
 */
export class TesseractPool {
  readonly size: number;
  private readonly lazy: boolean;
  private readonly maxQueue: number;
  private readonly pageSegMode: Tesseract.PSM;
  private readonly warmUp: boolean;
  private scheduler: Tesseract.Scheduler | null = null;
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
  }

  /** True once every worker has loaded the language data. */
  get ready(): boolean {
    return this.scheduler !== null;
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

  /** OCR a PNG/JPEG/WebP buffer. Throws OcrUnavailableError when stopped or the queue is full. */
  async recognize(image: Buffer): Promise<RecognizeResult> {
    if (!Buffer.isBuffer(image)) throw new TypeError('TesseractPool.recognize takes a Buffer, never a string');
    if (this.stopped) throw new OcrUnavailableError('The OCR pool has been stopped');
    if (!this.scheduler) {
      if (!this.lazy && !this.starting) throw new Error('TesseractPool.start() was not called at boot');
      await this.start();
    }
    const scheduler = this.scheduler;
    if (!scheduler) throw new OcrUnavailableError('The OCR pool has been stopped');
    if (scheduler.getQueueLen() >= this.maxQueue) {
      throw new OcrUnavailableError('The OCR service is busy; try again in a moment');
    }
    const { data } = await scheduler.addJob('recognize', image);
    return { text: data.text.trim(), confidence: clampConfidence(data.confidence) };
  }

  /** Terminate every worker; later calls to `recognize` get OcrUnavailableError. */
  async stop(): Promise<void> {
    this.stopped = true;
    const starting = this.starting;
    this.starting = null;
    await starting?.catch(() => undefined);
    const scheduler = this.scheduler;
    this.scheduler = null;
    await scheduler?.terminate();
  }

  private async spawn(): Promise<void> {
    const langPath = engLangPath();
    const warmUpImage = this.warmUp ? await renderWarmUpImage() : null;
    const results = await Promise.allSettled(
      Array.from({ length: this.size }, async () => {
        // `logger` is omitted on purpose: passing `logger: undefined` crashes tesseract.js 7.
        const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
          langPath,
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
      }),
    );
    const workers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed || this.stopped) {
      await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
      if (failed) throw new Error(`A tesseract worker failed to start: ${String(failed.reason)}`);
      return;
    }
    const scheduler = Tesseract.createScheduler();
    for (const w of workers) scheduler.addWorker(w);
    this.scheduler = scheduler;
  }
}

/** A line of text like the ones the service sends; the first job on a worker initialises the LSTM. */
function renderWarmUpImage(): Promise<Buffer> {
  return renderTextPng({ width: 480, height: 64, lines: [{ text: 'Warm up the OCR engine 0123', x: 10, y: 44, fontSize: 32 }] });
}

function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
