import { summaryWithoutNotice, warningsWithoutNotice, type FactCheckResult } from '@factlens/common';
import { styled } from 'styled-components';
import { Badge } from '../ui/Badge';
import { LanguageNotice } from './LanguageNotice';
import { SourceList } from './SourceList';
import { ResultScores } from './ResultScores';

/**
 * A fact-check answer as the extension widget shows it: both LED scales with the tone signals,
 * the verdict, the language notice, what it means, warnings, and each source with its explanation.
 */
export function ResultView({ result, label = 'Fact-check result' }: { result: FactCheckResult; label?: string }) {
  // The language notice has a line of its own; the summary and the warnings do not repeat it.
  const summary = summaryWithoutNotice(result);
  const warnings = warningsWithoutNotice(result);
  return (
    <Wrap aria-label={label}>
      <ResultScores result={result} verdictTestId="result-verdict" />
      <LanguageNotice result={result} />
      {summary && <p>{summary}</p>}
      {warnings.length > 0 && (
        <Warnings aria-label="Warnings">
          {warnings.map((w, i) => (
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


const Warnings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;
