import { MODERATION_CATEGORIES, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import { analyseTone } from './tone.js';
import { toneFromModeration, type ToneAssessment } from './tone-score.js';

export { toneClause, toneLabel, toneSentence, type ToneAssessment, type ToneWarning } from './tone-score.js';

/** ProviderStatus name of the offline analyser. */
export const LOCAL_TONE_PROVIDER = 'local-tone';

/**
 * The local analyser's evidence put on the moderation service's scale (docs/adr/0052-tone-bands.md):
 * the local score from which a category is red, mapped onto the service's red threshold. Set above
 * the highest score any calm or charged text of the train split and the analyser's own test texts
 * reach in that category; categories not listed keep their scores.
 */
const LOCAL_RED_FROM: Partial<Record<ModerationCategory, { local: number; service: number }>> = {
  harassment: { local: 0.65, service: 0.75 },
  'harassment/threatening': { local: 0.4, service: 0.55 },
  hate: { local: 0.45, service: 0.6 },
  violence: { local: 0.7, service: 0.9 },
  'self-harm': { local: 0.5, service: 0.7 },
  'self-harm/intent': { local: 0.4, service: 0.55 },
  'self-harm/instructions': { local: 0.4, service: 0.55 },
  sexual: { local: 0.5, service: 0.75 },
};

/**
 * Tone for `text` (docs/adr/0053-tone-moderation-combined.md): the local analyser always runs;
 * when moderation scores are given (e.g. OpenAI's), each category takes the stronger of the two,
 * so a deployment with a moderation key never sees less than one without. Emotional charge is
 * always measured locally since moderation has none.
 */
export function assessTone(text: string, moderationScores?: Partial<CategoryScores> | null): ToneAssessment {
  const local = analyseTone(text);
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
