import { performance } from 'node:perf_hooks';
import { OcrInputError, OcrUnavailableError } from './errors.js';
import type { RecordUsage, UsageRecord } from '../http.js';
import { GeminiOcrClient, geminiConfigFromEnv } from './gemini.js';
import {
  decodeImage,
  encodeCropForModel,
  prepareForOcr,
  resolveCrop,
  resolveDevicePixelRatio,
  type CropArea,
  type PrepareOptions,
} from './image.js';
import { TesseractPool, type RecognizeResult } from './tesseract-pool.js';

export type OcrMethod = 'tesseract' | 'gemini';
export const OCR_METHODS: readonly OcrMethod[] = ['tesseract', 'gemini'];

/** The `deviceInfo` the extension sends (spec section 7); only the DPR changes the work. */
export interface DeviceInfo {
  devicePixelRatio?: number;
  screenWidth?: number;
  screenHeight?: number;
  viewportWidth?: number;
  viewportHeight?: number;
  userAgent?: string;
}

/** One OCR request: a data URL (REST) or bytes (GraphQL Upload), an optional CSS-pixel crop. */
export interface ExtractTextInput {
  image: string | Buffer | Uint8Array;
  cropArea?: CropArea | null;
  deviceInfo?: DeviceInfo | null;
  /** Default 'tesseract'. */
  method?: OcrMethod;
}

/** How the text was obtained; sizes are image pixels. */
export interface OcrProcessing {
  method: OcrMethod;
  /** Whole request: decode, crop, prepare, recognise. */
  ms: number;
  /** The engine call alone (tesseract job or Gemini HTTP call). */
  engineMs: number;
  imageWidth: number;
  imageHeight: number;
  cropWidth: number;
  cropHeight: number;
  devicePixelRatio: number;
  /** Resize applied to the crop before the engine: > 1 upscaled small text, < 1 shrank a huge crop. */
  scale: number;
  /** Set when Gemini was asked for, failed, and tesseract answered instead. */
  fallbackFrom?: 'gemini';
  fallbackReason?: string;
}

/** The answer of POST /api/extract-text-from-image. */
export interface OcrResult {
  extractedText: string;
  /** 0–100; null when the engine reports none (Gemini without log-probs). */
  confidence: number | null;
  processing: OcrProcessing;
}

/** One row for api_usage (the shared provider shape; `status` is null for tesseract). */
export type OcrUsageRecord = UsageRecord;

/** The part of TesseractPool the service uses (a stub in tests). */
export interface OcrEngine {
  recognize(image: Buffer): Promise<RecognizeResult>;
}

/** Dependencies of the service. */
export interface OcrServiceOptions {
  pool: OcrEngine;
  /** Null or absent: 'gemini' requests get a 400. */
  gemini?: GeminiOcrClient | null;
  /** Called once per engine call (not for rejected input); failures in it are swallowed. */
  record?: RecordUsage;
  /** The settings' apiTimeoutSeconds for outgoing calls, in ms; a function reads it per call. Default 30 s. */
  timeoutMs?: number | (() => number | Promise<number>);
  /** When Gemini fails (429, timeout, 5xx, bad body, refusal), answer with tesseract instead of 503. Default true. */
  fallbackToTesseract?: boolean;
  /** Upscaling of small text before tesseract (target line height, threshold); see PrepareOptions. */
  prepare?: Omit<PrepareOptions, 'devicePixelRatio'>;
  /** Where to log swallowed record-hook failures; default console.warn. */
  onRecordError?: (err: unknown) => void;
}

export const GEMINI_NOT_CONFIGURED = 'Gemini OCR is not configured on this server; use tesseract';

/** Decode, validate, crop and OCR images with tesseract (offline) or Gemini (when keyed). */
export class OcrService {
  constructor(private readonly options: OcrServiceOptions) {}

  /** True when 'gemini' requests can be served. */
  get geminiAvailable(): boolean {
    return Boolean(this.options.gemini);
  }

  /**
   * OCR the (cropped) image. Throws OcrInputError (400/413) for bad input or an unconfigured
   * method, OcrUnavailableError (503) when the engine cannot take the job.
   */
  async extractText(input: ExtractTextInput): Promise<OcrResult> {
    const started = performance.now();
    const method = parseMethod(input.method);
    if (method === 'gemini' && !this.options.gemini) throw new OcrInputError(GEMINI_NOT_CONFIGURED);
    if (input.deviceInfo !== undefined && input.deviceInfo !== null && typeof input.deviceInfo !== 'object') {
      throw new OcrInputError('deviceInfo must be an object');
    }
    const dpr = resolveDevicePixelRatio(input.deviceInfo?.devicePixelRatio);
    if (typeof input.image !== 'string' && !(input.image instanceof Uint8Array)) {
      throw new OcrInputError('An image is required: a data URL string or the file bytes');
    }
    const image = await decodeImage(input.image);
    const rect = resolveCrop(input.cropArea, dpr, image.width, image.height);
    const base = {
      imageWidth: image.width,
      imageHeight: image.height,
      cropWidth: rect.width,
      cropHeight: rect.height,
      devicePixelRatio: dpr,
    };

    let fallback: Pick<OcrProcessing, 'fallbackFrom' | 'fallbackReason'> = {};
    if (method === 'gemini') {
      const crop = await encodeCropForModel(image, rect);
      // The HTTP helper writes the gemini usage row itself (tokens from usageMetadata).
      const r = await this.options.gemini!.extractText(crop.data, crop.mime, {
        timeoutMs: await this.timeoutMs(),
        record: this.options.record,
      });
      if (r.ok && !r.data.blockReason) {
        return {
          extractedText: r.data.text,
          confidence: r.data.confidence,
          processing: { method, ms: elapsed(started), engineMs: r.ms, ...base, scale: round2(crop.width / rect.width) },
        };
      }
      const reason = r.ok ? `blocked: ${r.data.blockReason}` : r.error.kind;
      if (this.options.fallbackToTesseract === false) {
        throw new OcrUnavailableError(`Gemini OCR failed (${reason}); try again or use tesseract`);
      }
      fallback = { fallbackFrom: 'gemini', fallbackReason: reason };
    }

    const prepared = await prepareForOcr(image, rect, { ...this.options.prepare, devicePixelRatio: dpr });
    const t = performance.now();
    let r: RecognizeResult;
    try {
      r = await this.options.pool.recognize(prepared.image);
    } catch (err) {
      // A full queue is back-pressure, not an engine call; everything else is a failed call.
      if (!(err instanceof OcrUnavailableError)) {
        this.record({ provider: 'tesseract', requestType: 'ocr', tokensUsed: 0, success: false, ms: elapsed(t), status: null });
      }
      throw err;
    }
    const engineMs = elapsed(t);
    this.record({ provider: 'tesseract', requestType: 'ocr', tokensUsed: 0, success: true, ms: engineMs, status: null });
    return {
      extractedText: r.text,
      confidence: r.confidence,
      processing: { method: 'tesseract', ms: elapsed(started), engineMs, ...base, scale: prepared.scale, ...fallback },
    };
  }

  private async timeoutMs(): Promise<number> {
    const t = this.options.timeoutMs ?? 30_000;
    const ms = typeof t === 'function' ? await t() : t;
    return Number.isFinite(ms) && ms > 0 ? ms : 30_000;
  }

  private record(usage: OcrUsageRecord): void {
    const hook = this.options.record;
    if (!hook) return;
    const onError = this.options.onRecordError ?? ((err: unknown) => console.warn('OCR usage record failed', err));
    // Recording must never fail or slow the OCR answer: run it, do not await it.
    try {
      void Promise.resolve(hook(usage)).catch(onError);
    } catch (err) {
      onError(err);
    }
  }
}

/** Options for `createOcrServiceFromEnv`. */
export interface OcrFromEnvOptions extends Omit<OcrServiceOptions, 'pool' | 'gemini'> {
  env?: NodeJS.ProcessEnv;
  /** Lazy pool (tests, CLIs); default false: call `pool.start()` at boot. */
  lazy?: boolean;
}

/**
 * Build the pool (OCR_WORKERS, default 2) and the service, with Gemini when GEMINI_API_KEY is
 * set. The caller starts the pool at boot and stops it on shutdown.
 */
export function createOcrServiceFromEnv(options: OcrFromEnvOptions = {}): { service: OcrService; pool: TesseractPool } {
  const { env = process.env, lazy, ...rest } = options;
  const workersRaw = env.OCR_WORKERS?.trim();
  const workers = workersRaw ? Number(workersRaw) : undefined;
  const pool = new TesseractPool({ workers, lazy });
  const geminiConfig = geminiConfigFromEnv(env);
  const gemini = geminiConfig ? new GeminiOcrClient(geminiConfig) : null;
  return { service: new OcrService({ ...rest, pool, gemini }), pool };
}

function parseMethod(raw: unknown): OcrMethod {
  if (raw === undefined || raw === null || raw === '') return 'tesseract';
  if (typeof raw === 'string' && (OCR_METHODS as readonly string[]).includes(raw)) return raw as OcrMethod;
  throw new OcrInputError(`ocrMethod must be 'tesseract' or 'gemini'`);
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
