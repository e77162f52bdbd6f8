import {
  accuracyFromCredibility,
  scoreBand,
  VERDICT_LABELS,
  type FactCheckSource,
  type FactCheckWarning,
  type ScoreDetail,
  type ToneDetail,
  type Verdict,
} from '@factlens/common';
import { MATCH_PARAMS } from '../../nlp/match.js';
import { verdictForText } from './analysis/relate.js';
import { verdictCredibility } from './verdict.js';
import { toneClause } from './tone-provider.js';

/**
 * Below this similarity a review is not about the same claim and is not evidence: the matcher's
 * same-claim threshold (nlp/match.ts), on the symmetric match score every source carries.
 */
export const MATCH_THRESHOLD = MATCH_PARAMS.sameClaim;
/** Only reviews this close to the best match count: a close neighbour must not dilute the review of the claim itself. */
export const BEST_MATCH_MARGIN = 0.1;
/** A same-claim match at least this close restates the reviewed claim. */
const RESTATED = 0.95;
/** Credibility when nothing rated matches ("nothing found ≈ 50", docs/adr/0043-verdict-from-relations.md). */
export const UNVERIFIED_CREDIBILITY = 50;
/** Reviews of a different claim shown below the evidence (clearly labelled), at most this many and this close. */
export const RELATED_SHOWN = 2;
export const RELATED_MIN_SIMILARITY = 0.35;

export interface Credibility {
  credibility: number;
  verdict: Verdict;
  /** The sources that counted (same or opposite claim, close to the best), best first. */
  evidence: FactCheckSource[];
  /** What the result shows: the evidence, then up to RELATED_SHOWN reviews of different claims. */
  shown: FactCheckSource[];
}

/**
 * Weighs related reviews (docs/adr/0043-verdict-from-relations.md): a review of the same claim lends
 * its verdict, a review of the opposite claim the inverted verdict, a different claim nothing.
 * Weights are similarity² × relation confidence, over the matches within BEST_MATCH_MARGIN of the
 * best one; unrated reviews of the same claim are shown but carry no weight.
 */
export function weighEvidence(sources: readonly FactCheckSource[]): Credibility {
  const byScore = [...sources].sort((a, b) => b.similarity - a.similarity || b.relationConfidence - a.relationConfidence);
  // The relation already holds the cut (the same-claim threshold, or a distinct match under it:
  // docs/adr/0111-distinct-match.md).
  const related = byScore.filter((s) => s.relation !== 'different');
  const top = related.find((s) => verdictForText(s) !== null);
  const best = top?.similarity ?? 0;
  // A restatement of the reviewed claim (near-identical words) is the evidence: reviews of its
  // neighbours with the other polarity do not dilute it.
  const restated = top?.relation === 'same' && best >= RESTATED;
  const evidence = related.filter((s) => (verdictForText(s) === null || s.similarity >= best - BEST_MATCH_MARGIN) && (!restated || s.relation === 'same'));
  let weight = 0;
  let sum = 0;
  for (const s of evidence) {
    const v = verdictForText(s);
    const c = v === null ? null : verdictCredibility(v);
    if (c === null) continue;
    const w = s.similarity ** 4 * Math.max(0.1, s.relationConfidence);
    weight += w;
    sum += w * c;
  }
  const others = byScore.filter((s) => !evidence.includes(s) && s.relation === 'different' && s.similarity >= RELATED_MIN_SIMILARITY).slice(0, RELATED_SHOWN);
  const shown = [...evidence, ...others];
  if (weight === 0) return { credibility: UNVERIFIED_CREDIBILITY, verdict: 'unrated', evidence, shown };
  const credibility = Math.round(sum / weight);
  return { credibility, verdict: verdictFromCredibility(credibility), evidence, shown };
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

/** The review that best stands for the verdict: one lending exactly it, else the closest that counted. */
function topFor(verdict: Verdict, evidence: readonly FactCheckSource[]): FactCheckSource | undefined {
  return evidence.find((s) => verdictForText(s) === verdict) ?? evidence.find((s) => verdictForText(s) !== null);
}

const SEVERITY: Partial<Record<Verdict, FactCheckWarning['severity']>> = { false: 'high', mostly_false: 'medium', mixed: 'medium' };
const SAME_WORDS: Partial<Record<Verdict, string>> = {
  false: 'rated a matching claim false',
  mostly_false: 'rated a matching claim mostly false',
  mixed: 'found a matching claim only partly accurate',
};

/**
 * Warnings about accuracy, always in agreement with the verdict: what the fact-checkers said (of
 * the same claim, or of the opposite one), or that nobody checked it.
 */
export function accuracyWarnings(verdict: Verdict, evidence: readonly FactCheckSource[]): FactCheckWarning[] {
  if (verdict === 'unrated') return [{ severity: 'low', message: 'No published fact-check matches this text; treat it as unverified.' }];
  const severity = SEVERITY[verdict];
  if (!severity) return [];
  const top = topFor(verdict, evidence);
  const by = top ? ` (${top.publisher}: "${top.rating}")` : '';
  if (top?.relation === 'opposite') {
    return [{ severity, message: `Fact-checkers rated the opposite claim ${VERDICT_LABELS[top.verdict].toLowerCase()}${by}.` }];
  }
  return [{ severity, message: `Fact-checkers ${SAME_WORDS[verdict]}${by}.` }];
}

const ADVICE = {
  green: 'Nothing here contradicts published fact-checks.',
  yellow: 'Read it with care and check the sources.',
  red: 'Check other sources before you share it.',
} as const;

/** One plain sentence: what the two scales mean for this text. Only reviews that counted are "matching". */
export function summarise(verdict: Verdict, accuracy: ScoreDetail, tone: ToneDetail, evidence: readonly FactCheckSource[]): string {
  const counted = evidence.filter((s) => verdictForText(s) !== null);
  const top = counted[0];
  const same = counted.filter((s) => s.relation === 'same').length;
  const opposite = counted.length - same;
  const parts = [
    same ? `${same} matching fact-check${same === 1 ? '' : 's'}` : null,
    opposite ? `${opposite} fact-check${opposite === 1 ? '' : 's'} of the opposite claim` : null,
  ].filter(Boolean);
  const accuracyPart =
    verdict === 'unrated'
      ? 'No fact-check we know of covers this claim, so its accuracy is unverified'
      : `${VERDICT_LABELS[verdict]}: ${parts.join(' and ')}${top ? `, closest by ${top.publisher}` : ''}`;
  // The same words as the tone label the LEDs show, so label and summary never disagree.
  const tonePart = toneClause(tone);
  const worst = [accuracy.band, tone.band].includes('red') ? 'red' : [accuracy.band, tone.band].includes('yellow') ? 'yellow' : 'green';
  return `${accuracyPart}; ${tonePart}. ${ADVICE[worst]}`;
}
