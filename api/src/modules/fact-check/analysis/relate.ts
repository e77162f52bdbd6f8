import { VERDICT_LABELS, type ClaimRelation, type FactCheckSource, type Verdict } from '@factlens/common';
import type { FactCheckMatch } from '../../../providers/fact-check-search/index.js';
import { matchClaim, type ClaimMatch, type Lexicon } from '../../../nlp/match.js';

/** A review some search found, before the analysis relates it to the text. */
export type FoundReview = Omit<FactCheckSource, 'relation' | 'relationConfidence' | 'explanation'> & Partial<Pick<FactCheckMatch, 'claimant'>>;

/** Sources with their relation to the text and the match behind it (kept for tests and the evaluation). */
export interface RelatedSource extends FactCheckSource {
  match: ClaimMatch;
}

/**
 * The verdict the text gets from a review of the opposite claim: the rating mirrored, one step
 * more cautious at the ends (the negation of a false claim is probably, not certainly, true).
 */
export const INVERTED_VERDICT: Record<Verdict, Verdict> = {
  false: 'mostly_true',
  mostly_false: 'mixed',
  mixed: 'mixed',
  mostly_true: 'mixed',
  true: 'mostly_false',
  unrated: 'unrated',
};

/** The verdict a review lends the text through its relation; null when it lends none. */
export function verdictForText(s: Pick<FactCheckSource, 'relation' | 'verdict'>): Verdict | null {
  if (s.relation === 'different' || s.verdict === 'unrated') return null;
  return s.relation === 'same' ? s.verdict : INVERTED_VERDICT[s.verdict];
}

const MEANING: Record<Verdict, string> = {
  false: 'so it is probably false',
  mostly_false: 'so it is probably mostly false',
  mixed: 'so it is only partly accurate',
  mostly_true: 'so it is probably accurate',
  true: 'so it is probably accurate',
  unrated: '',
};

/** One plain sentence: how the review relates to the text and what that means for it. */
export function explain(relation: ClaimRelation, publisher: string, rating: string, verdict: Verdict): string {
  const words = rating.trim() || VERDICT_LABELS[verdict];
  if (relation === 'different') return `This is a different claim from the one ${publisher} rated ${words}, so that rating does not apply here.`;
  const what = relation === 'same' ? 'makes the same claim' : 'contradicts a claim';
  if (verdict === 'unrated') return `This ${what} ${publisher} rated ${words}, a rating that does not say whether it is true.`;
  const lent = relation === 'same' ? verdict : INVERTED_VERDICT[verdict];
  return `This ${what} ${publisher} rated ${words}, ${MEANING[lent]}.`;
}

/**
 * Relates every found review to the text: the claim of the text it matches best (symmetric score),
 * same / opposite / different with a confidence, and the explanation. The similarity shown is that
 * match score, one scale for every provider.
 */
export function relateSources(claims: readonly string[], found: readonly FoundReview[], lexicon: Lexicon): RelatedSource[] {
  return found.map((f) => {
    let best: ClaimMatch | null = null;
    // Each claim of the text, and the claims together (a review may restate two sentences at once).
    for (const c of claims.length > 1 ? [...claims, claims.join(' ')] : claims) {
      const m = matchClaim(c, f.title, lexicon);
      if (!best || m.score > best.score) best = m;
    }
    const match = best ?? matchClaim('', f.title, lexicon);
    const { claimant: _claimant, ...source } = f as FoundReview & { claimDate?: unknown; languageCode?: unknown };
    delete (source as Record<string, unknown>).claimDate;
    delete (source as Record<string, unknown>).languageCode;
    return {
      ...source,
      similarity: match.score,
      relation: match.relation,
      relationConfidence: match.confidence,
      explanation: explain(match.relation, f.publisher, f.rating, f.verdict),
      match,
    };
  });
}
