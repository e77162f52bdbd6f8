import type { FactCheckResult } from '@factlens/common';
import { styled } from 'styled-components';
import { ledBandTone } from '../../styles/ledBands';
import { LedScore } from '../LedScore';
import { Badge } from '../ui/Badge';
import { ToneCategories } from './ToneCategories';

/** Both LED scales, the verdict badge and the tone signals: the head of every shown result. */
export function ResultScores({ result, verdictTestId }: { result: Pick<FactCheckResult, 'accuracy' | 'tone' | 'verdictLabel'>; verdictTestId: string }) {
  return (
    <>
      <Scores>
        <LedScore name="Accuracy" reading={result.accuracy} />
        <LedScore name="Tone" reading={result.tone} />
        <Verdict>
          Verdict{' '}
          <Badge $tone={ledBandTone[result.accuracy.band]} data-testid={verdictTestId}>
            {result.verdictLabel}
          </Badge>
        </Verdict>
      </Scores>
      <ToneCategories categories={result.tone.categories} />
    </>
  );
}

const Scores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Verdict = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
