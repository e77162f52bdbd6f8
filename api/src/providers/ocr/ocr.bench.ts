import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { OcrReader } from './ocr-reader.js';
import { renderTextPng, toDataUrl } from './render-text.js';
import { TesseractPool } from './tesseract-pool.js';

/** Knobs for `benchOcr`; the defaults take ~10 s on 2 cores. */
export interface BenchOcrOptions {
  /** Pool size for the warm and throughput runs; default 2. */
  workers?: number;
  /** Sequential warm requests for the percentiles; default 30. */
  iterations?: number;
  /** Requests for the throughput figure; default 40. */
  throughputJobs?: number;
  /** Clients sending them, each waiting for its answer before the next (closed loop); default 4. */
  clients?: number;
}

/** Figures for the bench note (docs/benchmarks.md: warm OCR of a 600×200 crop p50 < 400 ms, throughput with the pool). */
export interface BenchOcrResult {
  workers: number;
  /** Pool start at boot, including the per-worker warm-up job. */
  startMs: number;
  /** First recognise on a fresh worker without warm-up (what boot warm-up saves). */
  coldFirstRecognizeMs: number;
  /** First request through the service after a warm start. */
  firstRequestMs: number;
  /** Sequential requests: data URL in, text out (decode, crop, prepare, recognise). */
  /** `cpuMsPerRequest` is process CPU (all threads) per request: stable when other work competes for the cores. */
  warm: { iterations: number; p50Ms: number; p95Ms: number; engineP50Ms: number; cpuMsPerRequest: number };
  /** `throughputJobs` requests from `clients` concurrent clients through the pool. */
  throughput: { jobs: number; clients: number; totalMs: number; jobsPerSec: number; msPerJob: number; p50Ms: number };
  /** Every request read the expected text (a sanity check on the figures). */
  textOk: boolean;
  /** 1-minute load average before and after: wall times mean little on a busy shared machine. */
  loadAverage: { before: number; after: number; cpus: number };
}

const EXPECTED = 'misleading claim about rising sea levels';

/**
 * Measure OCR as the extension uses it: a 1280 × 800 screenshot data URL with a 600 × 200 CSS-px
 * crop of four lines of 16 px text, at devicePixelRatio 1. Starts and stops its own pools.
 */
export async function benchOcr(options: BenchOcrOptions = {}): Promise<BenchOcrResult> {
  const loadBefore = os.loadavg()[0];
  const workers = options.workers ?? 2;
  const iterations = options.iterations ?? 30;
  const throughputJobs = options.throughputJobs ?? 40;
  const clients = options.clients ?? 4;

  const screenshot = await renderScreenshot();
  const request = {
    image: toDataUrl(screenshot),
    cropArea: { left: 100, top: 150, width: 600, height: 200 },
    deviceInfo: { devicePixelRatio: 1 },
    method: 'tesseract' as const,
  };
  let textOk = true;
  const check = (text: string) => {
    if (!text.toLowerCase().includes(EXPECTED)) textOk = false;
  };

  const cold = new TesseractPool({ workers: 1, warmUp: false });
  let coldFirstRecognizeMs: number;
  try {
    await cold.start();
    const t = performance.now();
    check((await new OcrReader({ pool: cold }).extractText(request)).extractedText);
    coldFirstRecognizeMs = Math.round(performance.now() - t);
  } finally {
    await cold.stop();
  }

  const pool = new TesseractPool({ workers });
  try {
    let t = performance.now();
    await pool.start();
    const startMs = Math.round(performance.now() - t);
    const service = new OcrReader({ pool });

    t = performance.now();
    check((await service.extractText(request)).extractedText);
    const firstRequestMs = Math.round(performance.now() - t);

    const total: number[] = [];
    const engine: number[] = [];
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < iterations; i++) {
      t = performance.now();
      const r = await service.extractText(request);
      total.push(performance.now() - t);
      engine.push(r.processing.engineMs);
      check(r.extractedText);
    }
    const cpu = process.cpuUsage(cpuStart);
    const cpuMsPerRequest = Math.round((cpu.user + cpu.system) / 1000 / iterations);

    // Closed loop: a fixed number of clients keeps the queue short, as real traffic under the
    // pool's 503 back-pressure would; firing every job at once would only measure the queue.
    let next = 0;
    const latencies: number[] = [];
    t = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < throughputJobs) {
          next++;
          const started = performance.now();
          check((await service.extractText(request)).extractedText);
          latencies.push(performance.now() - started);
        }
      }),
    );
    const totalMs = performance.now() - t;

    return {
      workers,
      startMs,
      coldFirstRecognizeMs,
      firstRequestMs,
      warm: {
        iterations,
        p50Ms: percentile(total, 50),
        p95Ms: percentile(total, 95),
        engineP50Ms: percentile(engine, 50),
        cpuMsPerRequest,
      },
      throughput: {
        jobs: throughputJobs,
        clients,
        totalMs: Math.round(totalMs),
        jobsPerSec: Math.round((throughputJobs / totalMs) * 1000 * 10) / 10,
        msPerJob: Math.round(totalMs / throughputJobs),
        p50Ms: percentile(latencies, 50),
      },
      textOk,
      loadAverage: { before: round1(loadBefore), after: round1(os.loadavg()[0]), cpus: os.availableParallelism() },
    };
  } finally {
    await pool.stop();
  }
}

/** A page-like screenshot: a header line, the four-line paragraph inside the crop, a footer. */
function renderScreenshot(): Promise<Buffer> {
  const paragraph = [
    'A widely shared post repeats a',
    'misleading claim about rising sea levels',
    'and cites a study that does not exist.',
    'Fact-checkers rated it false in 2024.',
  ];
  return renderTextPng({
    width: 1280,
    height: 800,
    lines: [
      { text: 'FactLens news feed', x: 40, y: 60, fontSize: 28, fontWeight: 'bold' },
      ...paragraph.map((text, i) => ({ text, x: 120, y: 200 + i * 24, fontSize: 16 })),
      { text: 'Posted 3 hours ago · 1.2k shares', x: 120, y: 600, fontSize: 14, fill: '#555555' },
    ],
  });
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] ?? 0);
}
