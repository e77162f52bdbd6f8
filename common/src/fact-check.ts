import type { Band, Platform, Severity, Verdict } from './scores.js';

/**
 * How the checked text relates to the claim a fact-checker reviewed (docs/adr/0040):
 * - `same`: the text makes the reviewed claim, so the review's rating applies to the text;
 * - `opposite`: the text asserts the contrary (negation, antonym, debunk phrasing), so the rating is inverted;
 * - `different`: a different claim about the same topic; the rating does not count.
 */
export type ClaimRelation = 'same' | 'opposite' | 'different';
export const CLAIM_RELATIONS: readonly ClaimRelation[] = ['same', 'opposite', 'different'];
export const CLAIM_RELATION_LABELS: Record<ClaimRelation, string> = {
  same: 'Same claim',
  opposite: 'Opposite claim',
  different: 'Different claim',
};

/** Harm categories the tone analysers report (local analyser and OpenAI moderation alike). */
export type ToneCategory = 'harassment' | 'threat' | 'hate' | 'violence' | 'self_harm' | 'sexual' | 'charged';
/** How the clients name each tone category (web history, extension widget). */
export const TONE_CATEGORY_LABELS: Record<ToneCategory, string> = {
  harassment: 'Harassment',
  threat: 'Threat',
  hate: 'Hate or dehumanising',
  violence: 'Violence or incitement',
  self_harm: 'Self-harm',
  sexual: 'Sexual',
  charged: 'Emotionally charged',
};

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
  /** Whether the text makes the reviewed claim, its opposite, or a different claim. */
  relation: ClaimRelation;
  /** Confidence in `relation`, 0..1. */
  relationConfidence: number;
  /**
   * One plain sentence saying what this review means for the text, e.g. "This contradicts a claim
   * PolitiFact rated False, so it is probably accurate."
   */
  explanation: string;
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

/** The tone score with what drove it. */
export interface ToneDetail extends ScoreDetail {
  /** Harm categories found in the text, strongest first; empty for calm text. */
  categories: ToneCategory[];
}

/** What POST /api/fact-check and the GraphQL factCheck mutation answer. */
export interface FactCheckResult {
  id: string | null;
  credibilityScore: number;
  accuracy: ScoreDetail;
  tone: ToneDetail;
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
  /**
   * Language of the text, ISO 639-1 (e.g. "es"); "und" when it is too short or the detector is
   * unsure; null for checks stored before detection existed (docs/adr/0075-text-language.md).
   */
  language: string | null;
  /**
   * Set when the local fact-check index holds no reviews in the text's language, e.g. "This text
   * seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy
   * could not be checked."; null otherwise.
   */
  languageNotice: string | null;
}

/**
 * For clients that show the language notice on a line of its own (the widget, /history, the
 * extension test page): an unrated result's summary opens with the notice and the notice is its
 * first warning (docs/adr/0075-text-language.md). These give the summary and the warnings without
 * it, so the sentence is shown once.
 */
export function summaryWithoutNotice(result: { summary: string; languageNotice?: string | null }): string {
  const notice = result.languageNotice;
  return notice && result.summary.startsWith(notice) ? result.summary.slice(notice.length).trim() : result.summary;
}

export function warningsWithoutNotice(result: { warnings: FactCheckWarning[]; languageNotice?: string | null }): FactCheckWarning[] {
  const notice = result.languageNotice;
  return notice ? result.warnings.filter((w) => w.message !== notice) : result.warnings;
}

/** What the local ClaimReview index holds (docs/adr/0076-claim-index-freshness.md). */
export interface ClaimIndexStats {
  /** Reviews in the index. */
  reviews: number;
  /** The newest review date (YYYY-MM-DD), null when no review has a date. */
  newestReviewDate: string | null;
  /** Distinct publishers. */
  publishers: number;
  /** Reviews per language (ISO 639-1 primary subtag; "und" when a review has none), most first. */
  languages: { language: string; reviews: number }[];
}

const INDEX_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The freshness line the widget footer and /docs show: "12,345 reviews in the index, newest from
 * Jan 2, 2026" (docs/adr/0076-claim-index-freshness.md).
 */
export function claimIndexFreshness(stats: Pick<ClaimIndexStats, 'reviews' | 'newestReviewDate'>): string {
  const count = `${stats.reviews.toLocaleString('en-US')} review${stats.reviews === 1 ? '' : 's'} in the index`;
  const newest = stats.newestReviewDate ? new Date(`${stats.newestReviewDate.slice(0, 10)}T00:00:00Z`) : null;
  return newest && !Number.isNaN(newest.getTime()) ? `${count}, newest from ${INDEX_DATE.format(newest)}` : count;
}
