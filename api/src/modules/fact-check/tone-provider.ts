import { MODERATION_CATEGORIES, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import { analyseTone } from './tone.js';
import { LOCAL_RED_FROM, toneFromModeration, type ToneAssessment } from './tone-score.js';
import type { ToneModel } from './tone-model.js';

export { toneClause, toneLabel, toneSentence, type ToneAssessment, type ToneWarning } from './tone-score.js';

/** ProviderStatus name of the offline analyser. */
export const LOCAL_TONE_PROVIDER = 'local-tone';

/**
 * Tone for `text` (docs/adr/0053-tone-moderation-combined.md): the local analyser always runs;
 * when moderation scores are given (e.g. OpenAI's), each category takes the stronger of the two,
 * so a deployment with a moderation key never sees less than one without. Emotional charge is
 * always measured locally since moderation has none.
 */
export function assessTone(
  text: string,
  moderationScores?: Partial<CategoryScores> | null,
  options: { model?: ToneModel | null } = {},
): ToneAssessment {
  const local = analyseTone(text, options);
  const scores = calibrate(local.categoryScores);
  return toneFromModeration(moderationScores ? strongestPerCategory(scores, moderationScores) : scores, local.extras);
}

function calibrate(local: CategoryScores): CategoryScores {
  const out = { ...local };
  for (const [category, { local: from, service }] of Object.entries(LOCAL_RED_FROM) as Array<
    [ModerationCategory, { local: number; service: number }]
  >) {
    const s = local[category];
    // Piecewise linear: [0, from] onto [0, service], [from, 1] onto [service, 1].
    out[category] = s <= from ? (s * service) / from : service + ((s - from) * (1 - service)) / (1 - from);
  }
  return out;
}

function strongestPerCategory(local: CategoryScores, remote: Partial<CategoryScores>): CategoryScores {
  const out = { ...local };
  for (const category of MODERATION_CATEGORIES) {
    const score = remote[category];
    if (typeof score === 'number' && Number.isFinite(score)) out[category] = Math.max(out[category], Math.min(1, Math.max(0, score)));
  }
  return out;
}
