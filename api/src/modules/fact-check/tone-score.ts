import {
  SCORE_MAX,
  SCORE_MIN,
  scoreBand,
  type Band,
  type FactCheckWarning,
  type Severity,
  type ToneCategory,
  type ToneDetail,
} from '@factlens/common';
import { MODERATION_CATEGORIES, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import type { ToneExtras } from './tone.js';

/**
 * The tone LED scale (1..10, more is worse) from moderation category scores, whether OpenAI's,
 * the local analyser's or both combined, plus the emotional charge (docs/adr/0052-tone-bands.md).
 *
 * Each category has the score from which it is yellow and the score from which it is red; a
 * score becomes a risk on one scale (0.4 = yellow starts, 0.75 = red starts) and the risk maps
 * to LEDs band by band, so the band is decided by those thresholds alone. Categories are grouped
 * into the ToneCategory families the result reports; emotional charge alone can reach yellow,
 * never red.
 */

type HarmFamily = Exclude<ToneCategory, 'charged'>;

interface CategoryRule {
  family: HarmFamily | null;
  /** Score from which the category alone makes the tone yellow, and red. */
  yellow: number;
  red: number;
}

const RULES: Record<ModerationCategory, CategoryRule> = {
  harassment: { family: 'harassment', yellow: 0.45, red: 0.75 },
  'harassment/threatening': { family: 'threat', yellow: 0.3, red: 0.55 },
  hate: { family: 'hate', yellow: 0.35, red: 0.6 },
  'hate/threatening': { family: 'hate', yellow: 0.25, red: 0.5 },
  // News reports violence constantly: only a strong score (a call to violence) is red.
  violence: { family: 'violence', yellow: 0.7, red: 0.9 },
  'violence/graphic': { family: 'violence', yellow: 0.5, red: 0.85 },
  'illicit/violent': { family: 'violence', yellow: 0.3, red: 0.6 },
  // Offers of illegal goods are not a matter of tone: a warning, not LEDs.
  illicit: { family: null, yellow: 0.5, red: 0.8 },
  'self-harm': { family: 'self_harm', yellow: 0.45, red: 0.7 },
  'self-harm/intent': { family: 'self_harm', yellow: 0.3, red: 0.55 },
  'self-harm/instructions': { family: 'self_harm', yellow: 0.3, red: 0.55 },
  sexual: { family: 'sexual', yellow: 0.45, red: 0.75 },
  'sexual/minors': { family: 'sexual', yellow: 0.1, red: 0.3 },
};

/**
 * The local analyser's evidence put on the moderation service's scale (docs/adr/0052-tone-bands.md):
 * the local score from which a category is red, mapped onto the service's red threshold. Set above
 * the highest score any calm or charged text of the train split and the analyser's own test texts
 * reach in that category; categories not listed keep their scores.
 */
export const LOCAL_RED_FROM: Partial<Record<ModerationCategory, { local: number; service: number }>> = {
  harassment: { local: 0.65, service: 0.75 },
  'harassment/threatening': { local: 0.4, service: 0.55 },
  hate: { local: 0.45, service: 0.6 },
  violence: { local: 0.7, service: 0.9 },
  'self-harm': { local: 0.5, service: 0.7 },
  'self-harm/intent': { local: 0.4, service: 0.55 },
  'self-harm/instructions': { local: 0.4, service: 0.55 },
  sexual: { local: 0.5, service: 0.75 },
};

/** Risk scale: where yellow and red begin. */
const YELLOW_RISK = 0.4;
const RED_RISK = 0.75;
/** Emotional charge alone stays below red. */
const MAX_CHARGE_RISK = 0.72;
/** Charge (ToneExtras.intensity) from which a text is emotionally charged: midway between the most charged calm text (0.30) and the least charged "charged" one (0.45) of the train split. */
const CHARGED_INTENSITY = 0.375;

const FAMILY_ORDER: readonly HarmFamily[] = ['threat', 'violence', 'hate', 'self_harm', 'sexual', 'harassment'];

const WARNING_MESSAGES: Record<ToneCategory, string> = {
  threat: 'Threatening language',
  violence: 'Calls for or celebrates violence',
  hate: 'Hateful or dehumanising language about a group',
  self_harm: 'Encourages or expresses self-harm',
  sexual: 'Sexual content',
  harassment: 'Insulting or harassing language',
  charged: 'Emotionally charged wording',
};

/** Label words by band and strongest category; the summary clause is built from the same table. */
const RED_LABELS: Record<HarmFamily, string> = {
  threat: 'Threatening',
  violence: 'Violent',
  hate: 'Hateful',
  self_harm: 'Self-harm risk',
  sexual: 'Sexually explicit',
  harassment: 'Abusive',
};
const YELLOW_LABELS: Record<HarmFamily, string> = {
  threat: 'Hostile',
  violence: 'Hostile',
  hate: 'Hostile',
  self_harm: 'Mentions self-harm',
  sexual: 'Suggestive',
  harassment: 'Hostile',
};
const CHARGED_LABEL = 'Emotionally charged';

/** How each label reads inside a sentence: "…; the tone is threatening." */
const LABEL_CLAUSES: Record<string, string> = {
  Threatening: 'the tone is threatening',
  Violent: 'the tone is violent',
  Hateful: 'the tone is hateful',
  'Self-harm risk': 'the text shows a risk of self-harm',
  'Sexually explicit': 'the tone is sexually explicit',
  Abusive: 'the tone is abusive',
  Hostile: 'the tone is hostile',
  'Mentions self-harm': 'the text mentions self-harm',
  Suggestive: 'the tone is sexually suggestive',
  [CHARGED_LABEL]: 'the tone is emotionally charged',
  'Mostly neutral': 'the tone is mostly neutral',
  Neutral: 'the tone is neutral',
};

const CATEGORY_WORDS: Record<ToneCategory, string> = {
  threat: 'threats',
  violence: 'calls for violence',
  hate: 'dehumanising or hateful language',
  self_harm: 'self-harm',
  sexual: 'sexual content',
  harassment: 'insults',
  charged: 'emotionally charged wording',
};

export interface ToneWarning extends FactCheckWarning {
  /** Stable id: a ToneCategory, or 'shouting' | 'exclamations' | 'profanity' | 'illicit'. */
  code: string;
}

export interface ToneAssessment extends ToneDetail {
  warnings: ToneWarning[];
}

/** Extras beyond the moderation scores; every field is optional (OpenAI answers have none). */
export type ToneSignals = Partial<ToneExtras>;

/** A category score (0..1) on the common risk scale. */
function riskOf(score: number, rule: CategoryRule): number {
  if (score <= 0) return 0;
  if (score < rule.yellow) return (YELLOW_RISK * score) / rule.yellow;
  if (score < rule.red) return YELLOW_RISK + ((RED_RISK - YELLOW_RISK) * (score - rule.yellow)) / (rule.red - rule.yellow);
  return RED_RISK + ((1 - RED_RISK) * (score - rule.red)) / (1 - rule.red);
}

/** Emotional charge on the risk scale: yellow from CHARGED_INTENSITY, never red. */
function chargeRisk(intensity: number): number {
  if (intensity < CHARGED_INTENSITY) return (YELLOW_RISK * intensity) / CHARGED_INTENSITY;
  return Math.min(MAX_CHARGE_RISK, YELLOW_RISK + ((RED_RISK - YELLOW_RISK) * (intensity - CHARGED_INTENSITY)) / (1 - CHARGED_INTENSITY));
}

/** LEDs from the risk: each band's range of risk spread over its LEDs. */
function ledsFor(risk: number): number {
  const r = clamp01(risk);
  if (r < YELLOW_RISK) return SCORE_MIN + Math.min(3, Math.floor((r / YELLOW_RISK) * 4));
  if (r < RED_RISK) return 5 + Math.min(2, Math.floor(((r - YELLOW_RISK) / (RED_RISK - YELLOW_RISK)) * 3));
  return Math.min(SCORE_MAX, 8 + Math.floor(((r - RED_RISK) / (1 - RED_RISK)) * 3));
}

/**
 * Tone LEDs, label, categories and warnings from moderation category scores (0..1, missing = 0)
 * and the local emotional-charge signals.
 */
export function toneFromModeration(categoryScores: Partial<CategoryScores>, extras: ToneSignals = {}): ToneAssessment {
  const familyRisk = new Map<HarmFamily, number>();
  let illicitRisk = 0;
  for (const category of MODERATION_CATEGORIES) {
    const rule = RULES[category];
    const risk = riskOf(clamp01(categoryScores[category] ?? 0), rule);
    if (!rule.family) illicitRisk = Math.max(illicitRisk, risk);
    else familyRisk.set(rule.family, Math.max(familyRisk.get(rule.family) ?? 0, risk));
  }
  // Strongest first: by band (red before yellow before the rest), then by how grave the harm is
  // (a threat outranks an insult in the same band), then by risk.
  const tier = (r: number) => (r >= RED_RISK ? 2 : r >= YELLOW_RISK ? 1 : 0);
  const ranked = FAMILY_ORDER.map((family, gravity) => ({ family, gravity, risk: familyRisk.get(family) ?? 0 }))
    .filter((f) => f.risk > 0)
    .sort((a, b) => tier(b.risk) - tier(a.risk) || (tier(a.risk) > 0 ? a.gravity - b.gravity : 0) || b.risk - a.risk);
  const strongest = Math.max(0, ...ranked.map((f) => f.risk));
  const second = ranked.map((f) => f.risk).sort((a, b) => b - a)[1] ?? 0;
  // The strongest harm counts in full; a second kind of harm adds a little.
  const harm = clamp01(strongest + 0.2 * second);
  const charge = chargeRisk(clamp01(extras.intensity ?? 0));
  const risk = Math.max(harm, charge) + (harm >= YELLOW_RISK && charge >= YELLOW_RISK ? 0.05 : 0);
  const score = ledsFor(risk);
  const band = scoreBand(score);

  const categories: ToneCategory[] = ranked.filter((f) => f.risk >= YELLOW_RISK).map((f) => f.family);
  // Several weak harms can add up to yellow: name the strongest of them rather than "charged".
  if (!categories.length && band !== 'green') categories.push(ranked[0] && harm >= charge ? ranked[0].family : 'charged');

  const warnings: ToneWarning[] = [];
  for (const { family, risk: r } of ranked) {
    const severity = severityFor(r);
    if (severity) warnings.push({ code: family, severity, message: WARNING_MESSAGES[family] });
  }
  const illicitSeverity = severityFor(illicitRisk);
  if (illicitSeverity) warnings.push({ code: 'illicit', severity: illicitSeverity, message: 'Promotes illegal activity' });
  warnings.push(...chargeWarnings(extras, charge));
  warnings.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);

  return { score, band, label: labelFor(score, band, categories), categories, warnings };
}

const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

/** Warnings follow the bands: red risk is a high warning, yellow a medium one. */
function severityFor(risk: number): Severity | null {
  if (risk >= RED_RISK) return 'high';
  if (risk >= YELLOW_RISK) return 'medium';
  if (risk >= 0.2) return 'low';
  return null;
}

function chargeWarnings(extras: ToneSignals, charge: number): ToneWarning[] {
  const out: ToneWarning[] = [];
  const severity = severityFor(charge);
  if (severity) out.push({ code: 'charged', severity: severity === 'high' ? 'medium' : severity, message: WARNING_MESSAGES.charged });
  const caps = extras.capsRatio ?? 0;
  if (caps >= 0.2) out.push({ code: 'shouting', severity: 'low', message: 'Written largely in capital letters' });
  if ((extras.exclamationsPerSentence ?? 0) >= 1)
    out.push({ code: 'exclamations', severity: 'low', message: 'Heavy use of exclamation marks' });
  const profanity = extras.profanityCount ?? 0;
  if (profanity > 0) out.push({ code: 'profanity', severity: 'low', message: 'Contains profanity' });
  return out;
}

/** The label of a band and its categories (strongest first). */
export function toneLabel(score: number, band: Band, categories: readonly ToneCategory[]): string {
  const top = categories.find((c): c is HarmFamily => c !== 'charged');
  if (band === 'red') return top ? RED_LABELS[top] : CHARGED_LABEL;
  if (band === 'yellow') return top ? YELLOW_LABELS[top] : CHARGED_LABEL;
  return score <= 2 ? 'Neutral' : 'Mostly neutral';
}

const labelFor = toneLabel;

/**
 * The tone as a clause for the result's summary, from the same label the LEDs show:
 * "the tone is threatening (threats, insults)", "the tone is neutral". Lower-case, no full stop.
 */
export function toneClause(detail: Pick<ToneDetail, 'score' | 'band' | 'categories'>): string {
  const label = toneLabel(detail.score, detail.band, detail.categories);
  const clause = LABEL_CLAUSES[label] ?? `the tone is ${label.toLowerCase()}`;
  if (detail.band === 'green' || !detail.categories.length) return clause;
  const what = detail.categories.map((c) => CATEGORY_WORDS[c]);
  // "the tone is emotionally charged (emotionally charged wording)" says nothing new.
  if (what.length === 1 && detail.categories[0] === 'charged') return clause;
  return `${clause} (${what.join(', ')})`;
}

/** The tone as one sentence: "The tone is threatening (threats, insults)." */
export function toneSentence(detail: Pick<ToneDetail, 'score' | 'band' | 'categories'>): string {
  const clause = toneClause(detail);
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}
