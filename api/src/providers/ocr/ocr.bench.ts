import { performance } from 'node:perf_hooks';
import { OcrService } from './ocr.service.js';
import { renderTextPng, toDataUrl } from './render-text.js';
import { TesseractPool } from './tesseract-pool.js';

/** Knobs for `benchOcr`; the defaults take ~10 s on 2 cores. */
export interface BenchOcrOptions {
  /** Pool size for the warm and throughput runs; default 2. */
  workers?: number;
  /** Sequential warm requests for the percentiles; default 30. */
  iterations?: number;
  /** Requests fired at once for the throughput figure; default 40. */
  concurrentJobs?: number;
}

/** Figures for the bench note (issue 4: warm OCR of a 600×200 crop p50 < 400 ms, throughput with the pool). */
export interface BenchOcrResult {
  workers: number;
  /** Pool start at boot, including the per-worker warm-up job. */
  startMs: number;
  /** First recognise on a fresh worker without warm-up (what boot warm-up saves). */
  coldFirstRecognizeMs: number;
  /** First request through the service after a warm start. */
  firstRequestMs: number;
  /** Sequential requests: data URL in, text out (decode, crop, prepare, recognise). */
  warm: { iterations: number; p50Ms: number; p95Ms: number; engineP50Ms: number };
  /** `concurrentJobs` requests at once through the pool. */
  throughput: { jobs: number; totalMs: number; jobsPerSec: number; msPerJob: number };
  /** Every request read the expected text (a sanity check on the figures). */
  textOk: boolean;
}

const EXPECTED = 'misleading claim about rising sea levels';

/**
 * Measure OCR as the extension uses it: a 1280 × 800 screenshot data URL with a 600 × 200 CSS-px
 * crop of four lines of 16 px text, at devicePixelRatio 1. Starts and stops its own pools.
 */
export async function benchOcr(options: BenchOcrOptions = {}): Promise<BenchOcrResult> {
  const workers = options.workers ?? 2;
  const iterations = options.iterations ?? 30;
  const concurrentJobs = options.concurrentJobs ?? 40;

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
    check((await new OcrService({ pool: cold }).extractText(request)).extractedText);
    coldFirstRecognizeMs = Math.round(performance.now() - t);
  } finally {
    await cold.stop();
  }

  const pool = new TesseractPool({ workers });
  try {
    let t = performance.now();
    await pool.start();
    const startMs = Math.round(performance.now() - t);
    const service = new OcrService({ pool });

    t = performance.now();
    check((await service.extractText(request)).extractedText);
    const firstRequestMs = Math.round(performance.now() - t);

    const total: number[] = [];
    const engine: number[] = [];
    for (let i = 0; i < iterations; i++) {
      t = performance.now();
      const r = await service.extractText(request);
      total.push(performance.now() - t);
      engine.push(r.processing.engineMs);
      check(r.extractedText);
    }

    t = performance.now();
    const results = await Promise.all(Array.from({ length: concurrentJobs }, () => service.extractText(request)));
    const totalMs = performance.now() - t;
    results.forEach((r) => check(r.extractedText));

    return {
      workers,
      startMs,
      coldFirstRecognizeMs,
      firstRequestMs,
      warm: { iterations, p50Ms: percentile(total, 50), p95Ms: percentile(total, 95), engineP50Ms: percentile(engine, 50) },
      throughput: {
        jobs: concurrentJobs,
        totalMs: Math.round(totalMs),
        jobsPerSec: Math.round((concurrentJobs / totalMs) * 1000 * 10) / 10,
        msPerJob: Math.round(totalMs / concurrentJobs),
      },
      textOk,
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] ?? 0);
}
