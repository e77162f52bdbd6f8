import { VERDICT_LABELS, type ClaimRelation, type FactCheckSource, type Verdict } from '@factlens/common';
import type { FactCheckMatch } from '../../../providers/fact-check-search/index.js';
import { doneYears } from '../../../nlp/clauses.js';
import { MATCH_PARAMS, matchClaim, personalStory, type ClaimMatch, type Lexicon } from '../../../nlp/match.js';
import { trigramSimilarity } from '../../../providers/fact-check-search/similarity.js';
import { reviewWording, type ReviewWording } from './headline.js';

/** A review some search found, before the analysis relates it to the text. */
export type FoundReview = Omit<FactCheckSource, 'relation' | 'relationConfidence' | 'explanation'> &
  Partial<Pick<FactCheckMatch, 'claimant'>>;

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
  // A denial rated true settles the claim it denies: "X doesn't cause Y" true means "X causes Y" is false.
  true: 'false',
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

/**
 * One plain sentence: how the review relates to the text and what that means for it. `relation` is the
 * text's relation to the claim the review rated; for a headline (`wording`, see reviewWording) that is
 * not the headline's own wording.
 */
export function explain(
  relation: ClaimRelation,
  publisher: string,
  rating: string,
  verdict: Verdict,
  wording: ReviewWording = 'claim',
): string {
  const words = rating.trim() || VERDICT_LABELS[verdict];
  if (wording === 'topic')
    return `This review's headline names a claim ${publisher} rated ${words} without saying what it was, so that rating does not apply here.`;
  if (relation === 'different')
    return `This is a different claim from the one ${publisher} rated ${words}, so that rating does not apply here.`;
  const lent = relation === 'same' ? verdict : INVERTED_VERDICT[verdict];
  if (wording === 'finding') {
    const what =
      relation === 'same'
        ? `This makes the claim ${publisher} rated ${words}, the opposite of the finding its headline states`
        : `This agrees with the finding ${publisher}'s headline states; the claim it rated ${words} says the opposite`;
    return `${what}, ${MEANING[lent]}.`;
  }
  const what = relation === 'same' ? 'makes the same claim' : 'contradicts a claim';
  if (verdict === 'unrated') return `This ${what} ${publisher} rated ${words}, a rating that does not say whether it is true.`;
  return `This ${what} ${publisher} rated ${words}, ${MEANING[lent]}.`;
}

/**
 * The text's relation to the claim a review rated, from its relation to the review's wording: a headline
 * that states a finding is the opposite of the rated claim, and one that only names a falsehood states
 * no claim at all (docs/adr/0147-headline-reviews.md).
 */
function ratedRelation(relation: ClaimRelation, wording: ReviewWording): ClaimRelation {
  if (wording === 'topic') return 'different';
  if (wording === 'finding' && relation !== 'different') return relation === 'same' ? 'opposite' : 'same';
  return relation;
}

/**
 * Relates every found review to the text: the claim of the text it matches best (symmetric score),
 * same / opposite / different with a confidence (a distinct match under the cut counts: see
 * distinctMatches), and the explanation. The similarity shown is that
 * match score, one scale for every provider.
 */
export function relateSources(claims: readonly string[], found: readonly FoundReview[], lexicon: Lexicon): RelatedSource[] {
  const wordings = found.map((f) => reviewWording(f));
  // Each claim of the text, and the claims together (a review may restate two sentences at once); a story of the
  // reader's own life only whole (docs/adr/0168-stories-and-reported-claims.md).
  const whole = claims.join(' ');
  const texts = claims.length > 1 ? (personalStory(claims) ? [whole] : [...claims, whole]) : claims;
  const matches = distinctMatches(
    found.map((f) => {
      let best: ClaimMatch | null = null;
      let bestText: string | null = null;
      for (const c of texts) {
        const m = matchClaim(c, f.title, lexicon);
        if (!best || m.score > best.score) [best, bestText] = [m, c];
      }
      if (!best) return matchClaim('', f.title, lexicon);
      const later = laterYears(bestText!, f.date);
      return later.length && best.relation !== 'different' ? { ...best, relation: 'different', confidence: 0.8, conflicts: later } : best;
    }),
    found.map((f) => f.title),
    // A headline that names a falsehood without stating it disagrees with no other review.
    found.map((f, i) => (wordings[i] === 'topic' ? 'unrated' : f.verdict)),
  );
  return found.map((f, i) => {
    const match = matches[i];
    const relation = ratedRelation(match.relation, wordings[i]);
    const { claimant: _claimant, ...source } = f as FoundReview & { claimDate?: unknown; languageCode?: unknown };
    delete (source as Record<string, unknown>).claimDate;
    delete (source as Record<string, unknown>).languageCode;
    return {
      ...source,
      similarity: match.score,
      relation,
      // A headline that names a falsehood without stating it certainly makes no claim of its own.
      relationConfidence: wordings[i] === 'topic' ? Math.max(match.confidence, 0.9) : match.confidence,
      explanation: explain(relation, f.publisher, f.rating, f.verdict, wordings[i]),
      match,
    };
  });
}

/**
 * The years a text reports something done in ("Joe Biden won the 2020 presidential election") that are later than
 * the review's date: a review written before then cannot have judged it, whatever it shares with the text ("… just
 * confirmed that he is running for president in 2020", rated False in 2018); [] when there are none or the review
 * has no date (docs/adr/0164-events-after-the-review.md; MATCH_PARAMS.afterReview 0: not read).
 */
export function laterYears(text: string, date: string | null | undefined): string[] {
  const reviewed = Number(date?.slice(0, 4));
  if (!MATCH_PARAMS.afterReview || !Number.isInteger(reviewed) || reviewed < 1800) return [];
  return doneYears(text).filter((year) => Number(year) > reviewed);
}

/** Another review of the same wording (another publisher, a re-post) is not a rival: trigram similarity at least this. */
const SAME_WORDING = 0.7;
/** Reviews under this similarity are not returned by the searches: the least a rival counts for. */
export const DISTINCT_FLOOR = 0.3;

/**
 * Distinct and crowded matches (docs/adr/0111-distinct-match.md). Distinct: a match under the
 * same-claim cut that is at least MATCH_PARAMS.distinctScore, has nothing that makes it a different
 * claim (names, numbers, an unstated quantity), covers the words that are not names on both sides
 * at least MATCH_PARAMS.distinctPredicate (docs/adr/0113-rare-word-coverage.md), and beats every other review found (reviews of the
 * same wording aside) by MATCH_PARAMS.distinctMargin, the others counted at no less than
 * DISTINCT_FLOOR, is the same claim (or the opposite one, by its polarity). Crowded: a same or
 * opposite match under MATCH_PARAMS.crowdBelow with a review of another rating (not of the same
 * wording, and not unrated) within MATCH_PARAMS.crowdMargin is a different claim. `titles[i]` and `verdicts[i]` are
 * the reviewed claim and rating of `matches[i]`.
 */
export function distinctMatches(matches: readonly ClaimMatch[], titles: readonly string[], verdicts?: readonly Verdict[]): ClaimMatch[] {
  const { distinctScore, distinctMargin, sameClaim, crowdMargin, crowdBelow, distinctPredicate } = MATCH_PARAMS;
  const rivalOf = (i: number, disagreeing = false) => {
    let rival = DISTINCT_FLOOR;
    matches.forEach((m, j) => {
      if (j === i || m.score <= rival || trigramSimilarity(titles[i], titles[j]) >= SAME_WORDING) return;
      if (disagreeing && verdicts && verdicts[i] === verdicts[j]) return;
      // A review with no rating (a PolitiFact "Full Flop" rates a change of position) disagrees with none.
      if (disagreeing && verdicts?.[j] === 'unrated') return;
      rival = m.score;
    });
    return rival;
  };
  return matches.map((match, i) => {
    if (match.relation !== 'different') {
      if (crowdMargin > 0 && match.score < crowdBelow && match.score - rivalOf(i, true) < crowdMargin)
        return { ...match, relation: 'different' };
      return match;
    }
    if (match.score >= sameClaim || match.score < distinctScore || match.conflicts.length) return match;
    if (match.features.predicateMin < distinctPredicate) return match;
    const margin = match.score - rivalOf(i);
    if (margin < distinctMargin) return match;
    return { ...match, relation: match.flipped ? 'opposite' : 'same', confidence: Number(Math.min(0.75, 0.5 + margin / 2).toFixed(2)) };
  });
}
