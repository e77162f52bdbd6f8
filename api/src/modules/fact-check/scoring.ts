import {
  accuracyFromCredibility,
  scoreBand,
  VERDICT_LABELS,
  type FactCheckSource,
  type FactCheckWarning,
  type ScoreDetail,
  type Verdict,
} from '@factlens/common';
import { verdictCredibility } from './verdict.js';

/** Below this similarity a review is not about the same claim and is not evidence. */
export const MATCH_THRESHOLD = 0.42;
/** Only reviews this close to the best match count: a near-identical claim with the opposite verdict
 * ("born in Kenya" vs "born in Hawaii") must not dilute the review of the claim itself. */
export const BEST_MATCH_MARGIN = 0.15;
/** Credibility when nothing rated matches (DESIGN.md section 5: "nothing found ≈ 50"). */
export const UNVERIFIED_CREDIBILITY = 50;

export interface Credibility {
  credibility: number;
  verdict: Verdict;
  /** The sources that counted, best first. */
  evidence: FactCheckSource[];
}

/**
 * Weigh matched reviews by similarity (squared, so a near-identical claim outweighs several loose
 * ones) into a credibility of 0-100 and an overall verdict. Unrated reviews are kept as sources but
 * carry no weight.
 */
export function weighEvidence(sources: readonly FactCheckSource[]): Credibility {
  const relevant = sources.filter((s) => s.similarity >= MATCH_THRESHOLD).sort((a, b) => b.similarity - a.similarity);
  const best = relevant.find((s) => verdictCredibility(s.verdict) !== null)?.similarity ?? 0;
  let weight = 0;
  let sum = 0;
  for (const s of relevant) {
    if (s.similarity < best - BEST_MATCH_MARGIN) continue;
    const c = verdictCredibility(s.verdict);
    if (c === null) continue;
    const w = s.similarity ** 2;
    weight += w;
    sum += w * c;
  }
  if (weight === 0) return { credibility: UNVERIFIED_CREDIBILITY, verdict: 'unrated', evidence: relevant };
  const credibility = Math.round(sum / weight);
  return { credibility, verdict: verdictFromCredibility(credibility), evidence: relevant };
}

/** The verdict a weighted credibility stands for (midpoints between the per-verdict credibilities). */
export function verdictFromCredibility(c: number): Verdict {
  if (c < 26) return 'false';
  if (c < 41) return 'mostly_false';
  if (c < 59) return 'mixed';
  if (c < 74) return 'mostly_true';
  return 'true';
}

const ACCURACY_LABELS: Record<Verdict, string> = {
  false: 'Likely false',
  mostly_false: 'Mostly false',
  mixed: 'Mixed accuracy',
  mostly_true: 'Mostly accurate',
  true: 'Accurate',
  unrated: 'Unverified',
};

export function accuracyDetail(credibility: number, verdict: Verdict): ScoreDetail {
  const score = accuracyFromCredibility(credibility);
  return { score, band: scoreBand(score), label: ACCURACY_LABELS[verdict] };
}

/** Warnings about accuracy: what the fact-checkers said, or that nobody checked it. */
export function accuracyWarnings(verdict: Verdict, evidence: readonly FactCheckSource[]): FactCheckWarning[] {
  const top = evidence.find((s) => s.verdict === verdict) ?? evidence[0];
  const by = top ? ` (${top.publisher}: "${top.rating}")` : '';
  switch (verdict) {
    case 'false':
      return [{ severity: 'high', message: `Fact-checkers rated a matching claim false${by}.` }];
    case 'mostly_false':
      return [{ severity: 'medium', message: `Fact-checkers rated a matching claim mostly false${by}.` }];
    case 'mixed':
      return [{ severity: 'medium', message: `Fact-checkers found a matching claim only partly accurate${by}.` }];
    case 'unrated':
      return [{ severity: 'low', message: 'No published fact-check matches this text; treat it as unverified.' }];
    default:
      return [];
  }
}

const ADVICE = {
  green: 'Nothing here contradicts published fact-checks.',
  yellow: 'Read it with care and check the sources.',
  red: 'Check other sources before you share it.',
} as const;

/** One plain sentence: what the two scales mean for this text. */
export function summarise(verdict: Verdict, accuracy: ScoreDetail, tone: ScoreDetail, evidence: readonly FactCheckSource[]): string {
  const top = evidence[0];
  const accuracyPart =
    verdict === 'unrated'
      ? 'No fact-check we know of covers this claim, so its accuracy is unverified'
      : `${VERDICT_LABELS[verdict]}: ${evidence.length} matching fact-check${evidence.length === 1 ? '' : 's'}${top ? `, closest by ${top.publisher}` : ''}`;
  const tonePart = tone.band === 'green' ? 'the tone is neutral' : tone.band === 'yellow' ? 'the tone is emotionally charged' : 'the tone is highly problematic';
  const worst = [accuracy.band, tone.band].includes('red') ? 'red' : [accuracy.band, tone.band].includes('yellow') ? 'yellow' : 'green';
  return `${accuracyPart}; ${tonePart}. ${ADVICE[worst]}`;
}
