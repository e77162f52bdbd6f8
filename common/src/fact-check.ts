import type { Band, Platform, Severity, Verdict } from './scores.js';

/** One piece of evidence behind a score: a published fact-check that matched a claim. */
export interface FactCheckSource {
  publisher: string;
  /** Publisher's site (host without www), when known. */
  site: string | null;
  /** The claim as the fact-checker worded it, or the article title. */
  title: string;
  url: string;
  /** The fact-checker's own rating words, e.g. "Pants on Fire". */
  rating: string;
  /** The rating normalised to our scale. */
  verdict: Verdict;
  /** Review date, ISO 8601 (date only is fine). */
  date: string | null;
  /** How closely the matched claim resembles the checked text, 0..1. */
  similarity: number;
  /** Which provider found it: 'local' (our ClaimReview index) or 'google'. */
  provider: string;
  /** Licence/attribution line for the source data, when it has one. */
  attribution: string | null;
}

export interface FactCheckWarning {
  severity: Severity;
  message: string;
}

export interface ProviderStatus {
  /** 'claimreview-local' | 'google-factcheck' | 'openai-moderation' | 'local-tone' | 'claimbuster' */
  provider: string;
  status: 'ok' | 'failed' | 'skipped';
  /** Why it failed or was skipped; safe to show. */
  detail: string | null;
  ms: number | null;
}

export interface ScoreDetail {
  /** LEDs lit, 1..10, more is worse. */
  score: number;
  band: Band;
  label: string;
}

/** What POST /api/fact-check and the GraphQL factCheck mutation answer. */
export interface FactCheckResult {
  id: string | null;
  credibilityScore: number;
  accuracy: ScoreDetail;
  tone: ScoreDetail;
  verdict: Verdict;
  verdictLabel: string;
  /** One plain sentence: what the scores mean for this text. */
  summary: string;
  claims: string[];
  warnings: FactCheckWarning[];
  sources: FactCheckSource[];
  providers: ProviderStatus[];
  /** True when at least one provider failed, so the answer rests on less evidence. */
  partial: boolean;
  cached: boolean;
  platform: Platform;
  usage: { used: number; limit: number | null; resetsAt: string } | null;
  checkedAt: string;
}
