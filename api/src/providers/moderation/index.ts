import type { ProviderResult } from '../http.js';

/** OpenAI moderation's 13 categories; the local tone analyser scores the same ones. */
export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** 0..1 per category. */
export type CategoryScores = Record<ModerationCategory, number>;

export interface ModerationResult {
  flagged: boolean;
  categoryScores: CategoryScores;
  /** Which model answered, e.g. "omni-moderation-latest" or "local-tone". */
  model: string;
}

export interface ModerationOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call (e.g. after apiTimeoutSeconds changed). */
  timeoutMs?: number;
}

/** Scores text in the 13 categories; the tone LEDs are derived from these scores. */
export interface ModerationProvider {
  /** ProviderStatus.provider name: 'openai-moderation' or 'local-tone'. */
  readonly name: string;
  moderate(text: string, options?: ModerationOptions): Promise<ProviderResult<ModerationResult>>;
}

/** All categories at 0: the starting point for partial score maps. */
export function emptyCategoryScores(): CategoryScores {
  return Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 0])) as CategoryScores;
}

export function isModerationCategory(value: string): value is ModerationCategory {
  return (MODERATION_CATEGORIES as readonly string[]).includes(value);
}
