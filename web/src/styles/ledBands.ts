import { badgeTone, type BadgeTone } from './theme';

// Kept out of theme.ts, which is in the landing bundle: only the history and analytics use these.

/** LED bands of the scores (docs/adr/0017-screens-and-badges.md) as badge tones; "unverified" is an unrated verdict. */
export const ledBandTone = { green: 'green', yellow: 'orange', red: 'red', unverified: 'gray' } as const satisfies Record<
  string,
  BadgeTone
>;
export type LedBand = keyof typeof ledBandTone;

/** The colours of each LED band: `fg` for lit LEDs, bars and text, `bg` behind text. */
export const ledBand: Record<LedBand, { fg: string; bg: string }> = {
  green: badgeTone.green,
  yellow: badgeTone.orange,
  red: badgeTone.red,
  unverified: badgeTone.gray,
};

export function isLedBand(value: unknown): value is LedBand {
  return typeof value === 'string' && Object.hasOwn(ledBandTone, value);
}
