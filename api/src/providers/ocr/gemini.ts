import { isRecord, requestJson, stringOrNull, type ProviderResult, type RecordUsage, type RetryOptions } from '../http.js';

/**
 * Gemini generateContent as an OCR engine (docs/adr/0010-provider-wire-formats.md), on the shared
 * provider HTTP helper: a deadline per call, no redirects, at most one retry on 429/5xx/network
 * error, and one usage record per call with usageMetadata.totalTokenCount as tokensUsed.
 */

/** How to reach Gemini. Only `apiKey` is required. */
export interface GeminiOcrConfig {
  apiKey: string;
  /** Default https://generativelanguage.googleapis.com/v1beta (msw or a proxy in tests). */
  baseUrl?: string;
  /** Default gemini-2.5-flash. */
  model?: string;
  retry?: RetryOptions;
}

/** Per-call options: the settings' timeout, the usage recorder, a cancel signal. */
export interface GeminiCallOptions {
  timeoutMs: number;
  record?: RecordUsage;
  signal?: AbortSignal;
}

/** What a 200 answer said. */
export interface GeminiOcrText {
  /** The text Gemini read, trimmed; '' when the image has none. */
  text: string;
  tokensUsed: number;
  /** exp(avgLogprobs) × 100 when the candidate carries `avgLogprobs`, else null (Gemini has no OCR confidence). */
  confidence: number | null;
  finishReason: string | null;
  /** Set when Gemini refused (promptFeedback.blockReason, or a SAFETY/RECITATION stop with no text). */
  blockReason: string | null;
}

export const GEMINI_PROVIDER = 'gemini';
export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';
export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';
export const GEMINI_OCR_PROMPT =
  'Extract all text from this image exactly as it appears, preserving line breaks and reading order. ' +
  'Reply with the extracted text only, without commentary or formatting. If there is no text, reply with nothing.';

const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A client for one model. Create once; `extractText` is safe to call concurrently. */
export class GeminiOcrClient {
  readonly model: string;
  private readonly url: string;
  private readonly apiKey: string;
  private readonly retry?: RetryOptions;

  constructor(config: GeminiOcrConfig) {
    if (!config.apiKey) throw new Error('GeminiOcrClient needs an API key');
    this.model = config.model ?? GEMINI_DEFAULT_MODEL;
    if (!MODEL_NAME.test(this.model)) throw new Error(`Invalid Gemini model name: ${this.model}`);
    const base = new URL(config.baseUrl ?? GEMINI_DEFAULT_BASE_URL);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('GEMINI_BASE_URL must be http(s)');
    this.url = `${base.href.replace(/\/+$/, '')}/models/${this.model}:generateContent`;
    this.apiKey = config.apiKey;
    this.retry = config.retry;
  }

  /** Ask Gemini for the text in `image` (png/jpeg/webp bytes). Never throws: failures are a ProviderResult. */
  extractText(image: Buffer, mime: string, options: GeminiCallOptions): Promise<ProviderResult<GeminiOcrText>> {
    return requestJson<GeminiOcrText>({
      provider: GEMINI_PROVIDER,
      requestType: 'ocr',
      url: this.url,
      method: 'POST',
      headers: { 'x-goog-api-key': this.apiKey },
      body: {
        contents: [{ parts: [{ inline_data: { mime_type: mime, data: image.toString('base64') } }, { text: GEMINI_OCR_PROMPT }] }],
        generationConfig: { temperature: 0 },
      },
      timeoutMs: options.timeoutMs,
      record: options.record,
      retry: this.retry,
      signal: options.signal,
      parse: parseGenerateContent,
      describeError: describeGoogleError,
      tokensUsed: (data) => data.tokensUsed,
    });
  }
}

/** Map a 200 generateContent body to GeminiOcrText, or null when it is not the documented shape. */
export function parseGenerateContent(json: unknown): GeminiOcrText | null {
  if (!isRecord(json)) return null;
  const usage = isRecord(json.usageMetadata) ? json.usageMetadata : {};
  const tokensUsed = toCount(usage.totalTokenCount);
  const candidate = Array.isArray(json.candidates) && isRecord(json.candidates[0]) ? json.candidates[0] : null;
  if (!candidate) {
    const blockReason = isRecord(json.promptFeedback) ? stringOrNull(json.promptFeedback.blockReason) : null;
    return blockReason ? { text: '', tokensUsed, confidence: null, finishReason: null, blockReason } : null;
  }
  const finishReason = stringOrNull(candidate.finishReason);
  const parts = isRecord(candidate.content) && Array.isArray(candidate.content.parts) ? candidate.content.parts : [];
  // parts[0].text normally; thinking models can put "thought" parts first, so skip those.
  const texts = parts
    .filter(isRecord)
    .filter((p) => p.thought !== true && typeof p.text === 'string')
    .map((p) => p.text as string);
  if (texts.length === 0) {
    const refused = finishReason !== null && finishReason !== 'STOP' && finishReason !== 'MAX_TOKENS';
    return { text: '', tokensUsed, confidence: null, finishReason, blockReason: refused ? finishReason : null };
  }
  const avg = candidate.avgLogprobs;
  const confidence = typeof avg === 'number' && Number.isFinite(avg) ? Math.round(Math.min(1, Math.exp(avg)) * 100) : null;
  return { text: texts.join('').trim(), tokensUsed, confidence, finishReason, blockReason: null };
}

/** "RESOURCE_EXHAUSTED: Quota exceeded" from Google's `{ error: { code, message, status } }` envelope. */
export function describeGoogleError(json: unknown): string | null {
  const error = isRecord(json) && isRecord(json.error) ? json.error : null;
  if (!error) return null;
  const parts = [stringOrNull(error.status), stringOrNull(error.message)].filter((x): x is string => x !== null);
  return parts.length > 0 ? parts.join(': ') : null;
}

function toCount(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0;
}
