import type { FactCheckResult } from '@factlens/common';
import { styled } from 'styled-components';
import { ledBandTone } from '../../styles/ledBands';
import { LedScore } from '../LedScore';
import { Badge } from '../ui/Badge';
import { SourceList } from './SourceList';
import { ToneCategories } from './ToneCategories';

/**
 * A fact-check answer as the extension widget shows it: both LED scales with the tone signals,
 * the verdict, what it means, warnings, and each source with its explanation.
 */
export function ResultView({ result, label = 'Fact-check result' }: { result: FactCheckResult; label?: string }) {
  return (
    <Wrap aria-label={label}>
      <Scores>
        <LedScore name="Accuracy" reading={result.accuracy} />
        <LedScore name="Tone" reading={result.tone} />
        <Verdict>
          Verdict{' '}
          <Badge $tone={ledBandTone[result.accuracy.band]} data-testid="result-verdict">
            {result.verdictLabel}
          </Badge>
        </Verdict>
      </Scores>
      <ToneCategories categories={result.tone.categories} />
      {result.summary && <p>{result.summary}</p>}
      {result.warnings.length > 0 && (
        <Warnings aria-label="Warnings">
          {result.warnings.map((w, i) => (
            <li key={i} data-severity={w.severity}>
              <Badge $tone={w.severity === 'high' ? 'red' : w.severity === 'medium' ? 'orange' : 'gray'}>{w.severity}</Badge> {w.message}
            </li>
          ))}
        </Warnings>
      )}
      <SourceList sources={result.sources} />
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Scores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Verdict = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Warnings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;
