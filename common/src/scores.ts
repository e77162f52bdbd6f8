/** LED score bands (docs/adr/0008-fact-check-pipeline-and-scoring.md): more LEDs means worse. */
export type Band = 'green' | 'yellow' | 'red';
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

export function scoreBand(score: number): Band {
  if (score <= 4) return 'green';
  if (score <= 7) return 'yellow';
  return 'red';
}

export const BAND_MEANING: Record<Band, string> = {
  green: 'Accurate or neutral',
  yellow: 'Mixed or emotionally charged',
  red: 'Likely false or highly problematic',
};

/** Accuracy LEDs from credibility 0-100 (docs/adr/0008-fact-check-pipeline-and-scoring.md). */
export function accuracyFromCredibility(credibility: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round((100 - credibility) / 10)));
}

/** The claim-verification extra check applies only in this accuracy range (docs/adr/0008-fact-check-pipeline-and-scoring.md). */
export const CLAIM_CHECK_ACCURACY_RANGE = { min: 4, max: 6 } as const;

export type Verdict = 'false' | 'mostly_false' | 'mixed' | 'mostly_true' | 'true' | 'unrated';
export const VERDICTS: readonly Verdict[] = ['false', 'mostly_false', 'mixed', 'mostly_true', 'true', 'unrated'];
export const VERDICT_LABELS: Record<Verdict, string> = {
  false: 'False',
  mostly_false: 'Mostly false',
  mixed: 'Mixed',
  mostly_true: 'Mostly true',
  true: 'True',
  unrated: 'Unverified',
};
export type Severity = 'low' | 'medium' | 'high';

/** Platforms the extension reports (docs/decisions.md). */
export const PLATFORMS = ['facebook', 'twitter', 'instagram', 'tiktok', 'linkedin', 'reddit', 'news', 'blog', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];
export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}
