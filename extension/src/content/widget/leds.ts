/** A 1–10 LED scale: more lit LEDs is worse; lit LEDs take the colour of the score's band. */
import { BAND_MEANING, SCORE_MAX, SCORE_MIN, scoreBand, type ScoreDetail } from '@factlens/common';
import { h } from '../../shared/dom.js';

const BAND_NAME = { green: 'Green', yellow: 'Yellow', red: 'Red' } as const;

export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
}

export function renderLedScale(name: string, detail: ScoreDetail): HTMLElement {
  const score = clampScore(detail.score);
  // Recompute the band from the score so the colours follow docs/adr/0017-screens-and-badges.md even if a server label drifts.
  const band = scoreBand(score);
  const meaning = detail.label?.trim() || BAND_MEANING[band];
  const leds = h('span', { class: 'leds', 'aria-hidden': 'true' });
  for (let i = SCORE_MIN; i <= SCORE_MAX; i++) {
    leds.appendChild(h('span', { class: i <= score ? `led on ${band}` : 'led' }));
  }
  return h(
    'div',
    {
      class: `scale band-${band}`,
      'data-scale': name.toLowerCase(),
      'data-band': band,
      'data-score': score,
      role: 'meter',
      'aria-label': name,
      'aria-valuemin': SCORE_MIN,
      'aria-valuemax': SCORE_MAX,
      'aria-valuenow': score,
      'aria-valuetext': `${score} of ${SCORE_MAX}, ${BAND_NAME[band]}: ${meaning}`,
    },
    h('span', { class: 'scale-name' }, name),
    leds,
    h('span', { class: 'scale-value' }, `${score}/${SCORE_MAX}`),
    h('span', { class: 'scale-meaning' }, `${BAND_NAME[band]} · ${meaning}`),
  );
}
