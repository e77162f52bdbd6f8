import type { Verdict } from '@factlens/common';

// Rating normalisation lives in @factlens/common (rating.ts) so providers can use it; re-exported here for the modules.
export { normalizeRating, normalizeRatingText, verdictFromNumeric, verdictFromText, type RatingInput } from '@factlens/common';

/**
 * Credibility 0–100 a verdict points to (false ≈ 15–25, true ≈ 75–85, nothing found ≈ 50 decided by
 * the caller; docs/adr/0043-verdict-from-relations.md). Unrated reviews carry no evidence either way: null.
 */
export const VERDICT_CREDIBILITY: Readonly<Record<Verdict, number | null>> = {
  false: 20,
  mostly_false: 32,
  mixed: 50,
  mostly_true: 68,
  true: 80,
  unrated: null,
};

/** See VERDICT_CREDIBILITY. */
export function verdictCredibility(verdict: Verdict): number | null {
  return VERDICT_CREDIBILITY[verdict];
}
