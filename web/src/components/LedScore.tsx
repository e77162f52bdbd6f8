import { BAND_MEANING, SCORE_MAX } from '@factlens/common';
import { styled } from 'styled-components';
import type { LedReading } from '../lib/factCheckResult';
import { ledBand, type LedBand } from '../styles/ledBands';

/**
 * One LED scale as the extension draws it: ten LEDs, `score` of them lit in the band's colour
 * (1-4 green, 5-7 yellow, 8-10 red; more is worse), with the score in words beside it.
 */
export function LedScore({ name, reading }: { name: string; reading: LedReading | null }) {
  if (!reading) return <Muted>{name}: —</Muted>;
  const lit = Math.max(0, Math.min(SCORE_MAX, Math.round(reading.score)));
  return (
    <Wrap data-band={reading.band} title={BAND_MEANING[reading.band]}>
      <Leds role="img" aria-label={`${name} ${lit} of ${SCORE_MAX}, ${reading.band}: ${BAND_MEANING[reading.band]}`}>
        {Array.from({ length: SCORE_MAX }, (_, i) => (
          <Led key={i} $band={i < lit ? reading.band : null} />
        ))}
      </Leds>
      <Score $band={reading.band} aria-hidden="true">
        {name} {lit}/{SCORE_MAX}
      </Score>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Leds = styled.span`
  display: inline-flex;
  gap: 2px;
`;

const Led = styled.span<{ $band: LedBand | null }>`
  width: 0.55rem;
  height: 0.55rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $band }) => ($band ? ledBand[$band].fg : theme.color.neutralSoft)};
  border: 1px solid ${({ theme, $band }) => ($band ? ledBand[$band].fg : theme.color.border)};
`;

const Score = styled.span<{ $band: LedBand }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ $band }) => ledBand[$band].fg};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
