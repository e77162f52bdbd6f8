import type { ProviderResult } from '../../providers/http.js';
import type { CategoryScores, ModerationProvider, ModerationResult } from '../../providers/moderation/index.js';
import { analyseTone } from './tone.js';
import { toneFromModeration, type ToneAssessment } from './tone-score.js';

/** ProviderStatus name of the offline analyser. */
export const LOCAL_TONE_PROVIDER = 'local-tone';

/** Local scores above this count as "flagged", mirroring OpenAI's boolean. */
const FLAG_THRESHOLD = 0.5;

/**
 * The offline analyser behind the ModerationProvider interface, so the pipeline can treat it
 * like OpenAI moderation (it never fails and makes no network call).
 */
export function createLocalToneProvider(): ModerationProvider {
  return {
    name: LOCAL_TONE_PROVIDER,
    moderate(text: string): Promise<ProviderResult<ModerationResult>> {
      const started = performance.now();
      const { categoryScores } = analyseTone(text);
      const flagged = Object.values(categoryScores).some((s) => s >= FLAG_THRESHOLD);
      const ms = Math.round(performance.now() - started);
      return Promise.resolve({ ok: true, data: { flagged, categoryScores, model: LOCAL_TONE_PROVIDER }, ms });
    },
  };
}

/**
 * Tone for `text`: the given moderation scores (e.g. OpenAI's) when there are some, else the
 * local analyser's; intensity signals are always measured locally since moderation has none.
 */
export function assessTone(text: string, moderationScores?: Partial<CategoryScores> | null): ToneAssessment {
  const local = analyseTone(text);
  return toneFromModeration(moderationScores ?? local.categoryScores, local.extras);
}
