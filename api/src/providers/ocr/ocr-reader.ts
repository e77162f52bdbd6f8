import { performance } from 'node:perf_hooks';
import { OcrInputError, OcrUnavailableError } from './errors.js';
import type { RecordUsage, UsageRecord } from '../http.js';
import type { GeminiOcrClient } from './gemini.js';
import {
  decodeImage,
  encodeCropForModel,
  prepareForOcr,
  resolveCrop,
  resolveDevicePixelRatio,
  type CropArea,
  type DecodedImage,
  type PixelRect,
  type PrepareOptions,
} from './image.js';
import { type RecognizeResult } from './tesseract-pool.js';

export type OcrMethod = 'tesseract' | 'gemini';
export const OCR_METHODS: readonly OcrMethod[] = ['tesseract', 'gemini'];

/** The `deviceInfo` the extension sends (docs/adr/0011-ocr.md); only the DPR changes the work. */
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

/** The part of TesseractPool the reader uses (a stub in tests). */
export interface OcrEngine {
  recognize(image: Buffer, options?: { timeoutMs?: number }): Promise<RecognizeResult>;
  /** True when a new job would be refused now (queue full); absent means never. */
  readonly full?: boolean;
}

/**
 * An image checked from its header only: parameters valid, format known, size and pixel count within
 * limits, crop inside the image. Nothing has been decoded yet, so refusing here costs almost nothing.
 */
export interface InspectedImage {
  method: OcrMethod;
  devicePixelRatio: number;
  image: DecodedImage;
  rect: PixelRect;
  startedAt: number;
}

/** Dependencies of the reader. */
export interface OcrReaderOptions {
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
export class OcrReader {
  constructor(private readonly options: OcrReaderOptions) {}

  /** True when 'gemini' requests can be served. */
  get geminiAvailable(): boolean {
    return Boolean(this.options.gemini);
  }

  /** True when the tesseract queue is full, so a job would be refused before it starts. */
  get busy(): boolean {
    return this.options.pool.full === true;
  }

  /**
   * OCR the (cropped) image: `inspect` then `read`. Throws OcrInputError (400/413) for bad input or an
   * unconfigured method, OcrUnavailableError (503) when the engine cannot take the job,
   * OcrTimeoutError when tesseract runs past `jobTimeoutMs`.
   */
  async extractText(input: ExtractTextInput, options: { jobTimeoutMs?: number } = {}): Promise<OcrResult> {
    return this.read(await this.inspect(input), options);
  }

  /**
   * The cheap checks, from the parameters and the image header only (no pixel is decoded): method,
   * deviceInfo, data URL and base64, byte size, format, dimensions and pixel count, crop. Throws
   * OcrInputError.
   */
  async inspect(input: ExtractTextInput): Promise<InspectedImage> {
    const startedAt = performance.now();
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
    return { method, devicePixelRatio: dpr, image, rect, startedAt };
  }

  /**
   * Decode the pixels, crop, prepare and run the engine: the expensive part. `jobTimeoutMs` bounds the
   * tesseract job (the pool's default when absent).
   */
  async read(inspected: InspectedImage, options: { jobTimeoutMs?: number } = {}): Promise<OcrResult> {
    const { method, image, rect, startedAt: started } = inspected;
    const dpr = inspected.devicePixelRatio;
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
      r = await this.options.pool.recognize(prepared.image, { timeoutMs: options.jobTimeoutMs });
    } catch (err) {
      // A full queue is back-pressure, not an engine call; everything else (a timeout too) is a failed call.
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
