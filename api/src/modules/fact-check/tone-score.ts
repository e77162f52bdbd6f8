import { SCORE_MAX, SCORE_MIN, scoreBand, type FactCheckWarning, type ScoreDetail, type Severity } from '@factlens/common';
import { MODERATION_CATEGORIES, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import type { ToneExtras } from './tone.js';

/**
 * The tone LED scale (1..10, more is worse) from moderation scores, whether OpenAI's or the
 * local analyser's, plus warnings. Categories are grouped into families so a text scored high
 * for both "harassment" and "harassment/threatening" counts once; families then combine like
 * independent risks, and intensity (shouting, "!!!") raises the result without alone making
 * it red.
 */

type Family = 'harassment' | 'hate' | 'violence' | 'sexual' | 'self-harm' | 'illicit';

interface CategoryRule {
  family: Family;
  /** How much a certain hit (score 1) counts towards the tone scale. */
  weight: number;
  /** Score from which a warning of each severity is raised. */
  warn: { low: number; medium: number; high: number };
  message: string;
}

const SERIOUS = { low: 0.2, medium: 0.35, high: 0.6 };
const ORDINARY = { low: 0.3, medium: 0.5, high: 0.8 };
// News reports violence and crime constantly: warn only when the text itself is violent.
const DESCRIPTIVE = { low: 0.6, medium: 0.85, high: 0.95 };

const RULES: Record<ModerationCategory, CategoryRule> = {
  harassment: { family: 'harassment', weight: 0.8, warn: ORDINARY, message: 'Insulting or harassing language' },
  'harassment/threatening': { family: 'harassment', weight: 1, warn: SERIOUS, message: 'Threatening language' },
  hate: { family: 'hate', weight: 1, warn: SERIOUS, message: 'Hateful language about a group' },
  'hate/threatening': { family: 'hate', weight: 1, warn: SERIOUS, message: 'Threats against a group' },
  illicit: { family: 'illicit', weight: 0.5, warn: DESCRIPTIVE, message: 'Promotes illegal activity' },
  'illicit/violent': { family: 'illicit', weight: 0.9, warn: SERIOUS, message: 'Instructions for violent wrongdoing' },
  'self-harm': { family: 'self-harm', weight: 0.7, warn: ORDINARY, message: 'Discusses self-harm' },
  'self-harm/intent': { family: 'self-harm', weight: 0.9, warn: SERIOUS, message: 'Expresses intent to self-harm' },
  'self-harm/instructions': { family: 'self-harm', weight: 1, warn: SERIOUS, message: 'Instructions for self-harm' },
  sexual: { family: 'sexual', weight: 0.6, warn: ORDINARY, message: 'Sexual content' },
  'sexual/minors': { family: 'sexual', weight: 1, warn: { low: 0.1, medium: 0.2, high: 0.4 }, message: 'Sexual content involving minors' },
  violence: { family: 'violence', weight: 0.45, warn: DESCRIPTIVE, message: 'Violent language' },
  'violence/graphic': { family: 'violence', weight: 0.6, warn: ORDINARY, message: 'Graphic violence' },
};

const RED_LABELS: Record<Family, string> = {
  harassment: 'Abusive',
  hate: 'Hateful',
  violence: 'Violent',
  sexual: 'Sexually explicit',
  'self-harm': 'Self-harm content',
  illicit: 'Promotes illegal activity',
};

/** How much intensity alone can add: at full intensity with no category hit, a text reaches 7 (yellow). */
const INTENSITY_WEIGHT = 0.7;

export interface ToneWarning extends FactCheckWarning {
  /** Stable id: a moderation category, or 'shouting' | 'exclamations' | 'charged' | 'profanity'. */
  code: string;
}

export interface ToneAssessment extends ScoreDetail {
  warnings: ToneWarning[];
  /** The category that weighed most, when one did. */
  dominant: ModerationCategory | null;
}

/** Extras beyond the moderation scores; every field is optional (OpenAI answers have none). */
export type ToneSignals = Partial<ToneExtras>;

/**
 * Tone LEDs, label and warnings from moderation category scores (0..1, missing = 0) and the
 * local intensity signals. Used for OpenAI's answers and for the local analyser alike.
 */
export function toneFromModeration(categoryScores: Partial<CategoryScores>, extras: ToneSignals = {}): ToneAssessment {
  const familyRisk = new Map<Family, number>();
  let dominant: ModerationCategory | null = null;
  let dominantRisk = 0;
  const warnings: ToneWarning[] = [];
  const warnedFamilies = new Map<Family, ToneWarning>();

  for (const category of MODERATION_CATEGORIES) {
    const score = clamp01(categoryScores[category] ?? 0);
    const rule = RULES[category];
    const risk = score * rule.weight;
    familyRisk.set(rule.family, Math.max(familyRisk.get(rule.family) ?? 0, risk));
    if (risk > dominantRisk) {
      dominantRisk = risk;
      dominant = category;
    }
    const severity = severityFor(score, rule.warn);
    if (severity) {
      // One warning per family: the more specific or more severe category wins.
      const existing = warnedFamilies.get(rule.family);
      if (!existing || SEVERITY_RANK[severity] >= SEVERITY_RANK[existing.severity]) {
        warnedFamilies.set(rule.family, { code: category, severity, message: rule.message });
      }
    }
  }
  warnings.push(...warnedFamilies.values(), ...intensityWarnings(extras));

  const categoryRisk = 1 - [...familyRisk.values()].reduce((keep, risk) => keep * (1 - risk), 1);
  const intensity = clamp01(extras.intensity ?? 0);
  const combined = 1 - (1 - categoryRisk) * (1 - INTENSITY_WEIGHT * intensity);
  const raw = SCORE_MIN + Math.round((SCORE_MAX - SCORE_MIN) * combined);
  // The LEDs never contradict the warnings: a high category warning is red, a medium one at least yellow.
  const floor = Math.max(SCORE_MIN, ...[...warnedFamilies.values()].map((w) => SEVERITY_FLOOR[w.severity]));
  const score = Math.min(SCORE_MAX, Math.max(floor, raw));
  const band = scoreBand(score);

  warnings.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  return {
    score,
    band,
    label: labelFor(score, band, dominantRisk >= 0.3 ? dominant : null),
    warnings,
    dominant: dominantRisk > 0 ? dominant : null,
  };
}

const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };
const SEVERITY_FLOOR: Record<Severity, number> = { low: SCORE_MIN, medium: 5, high: 8 };

function severityFor(score: number, warn: CategoryRule['warn']): Severity | null {
  if (score >= warn.high) return 'high';
  if (score >= warn.medium) return 'medium';
  if (score >= warn.low) return 'low';
  return null;
}

function intensityWarnings(extras: ToneSignals): ToneWarning[] {
  const out: ToneWarning[] = [];
  const caps = extras.capsRatio ?? 0;
  if (caps >= 0.2) out.push({ code: 'shouting', severity: caps >= 0.5 ? 'medium' : 'low', message: 'Written largely in capital letters' });
  if ((extras.exclamationsPerSentence ?? 0) >= 1)
    out.push({ code: 'exclamations', severity: 'low', message: 'Heavy use of exclamation marks' });
  const intensity = extras.intensity ?? 0;
  if (intensity >= 0.4)
    out.push({ code: 'charged', severity: intensity >= 0.65 ? 'medium' : 'low', message: 'Emotionally charged wording' });
  const profanity = extras.profanityCount ?? 0;
  if (profanity > 0) out.push({ code: 'profanity', severity: profanity >= 3 ? 'medium' : 'low', message: 'Contains profanity' });
  return out;
}

function labelFor(score: number, band: ScoreDetail['band'], dominant: ModerationCategory | null): string {
  if (band === 'red') return dominant ? RED_LABELS[RULES[dominant].family] : 'Highly charged';
  if (band === 'yellow') return dominant && RULES[dominant].family === 'harassment' ? 'Heated' : 'Emotionally charged';
  return score <= 2 ? 'Neutral' : 'Mostly neutral';
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}
