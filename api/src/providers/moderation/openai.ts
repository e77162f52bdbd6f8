import { baseUrlOf, isRecord, requestJson, stringOrNull, type ProviderConfig, type ProviderResult } from '../http.js';
import {
  MODERATION_CATEGORIES,
  emptyCategoryScores,
  type CategoryScores,
  type ModerationOptions,
  type ModerationProvider,
  type ModerationResult,
} from './index.js';

export const OPENAI_MODERATION_PROVIDER = 'openai-moderation';
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_MODERATION_MODEL = 'omni-moderation-latest';
/** Moderation input is billed and bounded; tone needs no more than the checked text's head. */
const MAX_INPUT_CHARS = 20_000;

/** OpenAI moderation (`POST /moderations`, Bearer key), scores from results[0].category_scores. */
export function createOpenAiModerationProvider(config: ProviderConfig): ModerationProvider {
  const baseUrl = baseUrlOf(config, OPENAI_BASE_URL);
  return {
    name: OPENAI_MODERATION_PROVIDER,
    moderate(text: string, options: ModerationOptions = {}): Promise<ProviderResult<ModerationResult>> {
      return requestJson({
        provider: OPENAI_MODERATION_PROVIDER,
        requestType: 'moderation',
        url: `${baseUrl}/moderations`,
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}` },
        body: { model: OPENAI_MODERATION_MODEL, input: text.slice(0, MAX_INPUT_CHARS) },
        timeoutMs: options.timeoutMs ?? config.timeoutMs,
        record: config.record,
        retry: config.retry,
        signal: options.signal,
        parse: parseModeration,
        describeError: describeOpenAiError,
      });
    },
  };
}

/**
 * `{ model, results: [{ flagged, category_scores }] }` → our result. Categories the model does
 * not return count as 0 (newer models add, older lack some); a non-numeric score is malformed.
 */
export function parseModeration(json: unknown): ModerationResult | null {
  if (!isRecord(json) || !Array.isArray(json.results)) return null;
  const first: unknown = json.results[0];
  if (!isRecord(first) || !isRecord(first.category_scores)) return null;
  const categoryScores: CategoryScores = emptyCategoryScores();
  for (const category of MODERATION_CATEGORIES) {
    const score = first.category_scores[category];
    if (score === undefined || score === null) continue;
    if (typeof score !== 'number' || !Number.isFinite(score)) return null;
    categoryScores[category] = Math.min(1, Math.max(0, score));
  }
  return {
    flagged: first.flagged === true,
    categoryScores,
    model: stringOrNull(json.model) ?? OPENAI_MODERATION_MODEL,
  };
}

/** `{ error: { message, type, param, code } }` → "rate_limit_exceeded: Rate limit reached…". */
export function describeOpenAiError(json: unknown): string | null {
  if (!isRecord(json) || !isRecord(json.error)) return null;
  const message = stringOrNull(json.error.message);
  const code = stringOrNull(json.error.code) ?? stringOrNull(json.error.type);
  if (code && message) return `${code}: ${message}`;
  return code ?? message;
}
