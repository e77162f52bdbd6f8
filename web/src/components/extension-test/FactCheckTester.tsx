import { PLATFORMS, type FactCheckResult, type Platform } from '@factlens/common';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { ResultView } from '../result/ResultView';
import { Button } from '../ui/Button';
import { Card, CardText, CardTitle } from '../ui/Card';
import { EXPECTED_SCORES, SAMPLE_CLAIMS, type ClaimKind } from './samples';
import type { ApiLogEntry } from './useApiLog';

interface Props {
  userId: string | null;
  call: (method: 'POST', path: string, body: unknown) => Promise<ApiLogEntry>;
}

/** Fact-check a claim (typed or a sample) and compare the score with the expected range. */
export function FactCheckTester({ userId, call }: Props) {
  const id = useId();
  const [content, setContent] = useState<string>(SAMPLE_CLAIMS[0]?.text ?? '');
  const [kind, setKind] = useState<ClaimKind | null>(SAMPLE_CLAIMS[0]?.kind ?? null);
  const [platform, setPlatform] = useState<Platform>('other');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [result, setResult] = useState<FactCheckResult | null>(null);

  function pickSample(claim: (typeof SAMPLE_CLAIMS)[number]) {
    setContent(claim.text);
    setKind(claim.kind);
    setOutcome(null);
    setResult(null);
  }

  function edit(text: string) {
    setContent(text);
    setKind(null);
  }

  async function run() {
    setBusy(true);
    const entry = await call('POST', '/api/fact-check', { content, userId, platform });
    setBusy(false);
    if (!entry.ok) {
      setResult(null);
      return setOutcome(String(entry.result));
    }
    // POST /api/fact-check answers the typed FactCheckResult contract (docs/api.md).
    const answer = entry.result as FactCheckResult;
    setResult(answer);
    const score = answer.credibilityScore;
    const expected = kind ? EXPECTED_SCORES[kind] : null;
    const verdict = expected ? (score >= expected.min && score <= expected.max ? 'within' : 'outside') : null;
    setOutcome(`Credibility ${score}` + (expected ? ` (${verdict} the expected ${expected.range})` : ''));
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Fact-check test</CardTitle>
      <label htmlFor={`${id}-content`}>Claim</label>
      <TextArea id={`${id}-content`} rows={3} value={content} onChange={(e) => edit(e.target.value)} />
      <Row>
        <label htmlFor={`${id}-platform`}>Platform</label>
        <select id={`${id}-platform`} value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <Button onClick={() => void run()} disabled={busy || content.trim() === ''}>
          {busy ? 'Checking...' : 'Run fact-check'}
        </Button>
      </Row>
      {outcome && <Outcome role="status">{outcome}</Outcome>}
      {result && <ResultView result={result} />}
      <h3>Sample claims</h3>
      <Samples>
        {SAMPLE_CLAIMS.map((claim) => (
          <li key={claim.text}>
            <span>
              <Kind>{EXPECTED_SCORES[claim.kind].label}</Kind> {claim.text}
            </span>
            <Button $size="sm" $variant="ghost" onClick={() => pickSample(claim)}>
              Use
            </Button>
          </li>
        ))}
      </Samples>
      <h3>Expected test scores</h3>
      <CardText as="div">
        <table>
          <thead>
            <tr>
              <th scope="col">Claim</th>
              <th scope="col">Credibility</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(EXPECTED_SCORES).map((e) => (
              <tr key={e.label}>
                <td>{e.label}</td>
                <td>{e.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardText>
    </Card>
  );
}

const TextArea = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  select {
    min-height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Outcome = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Samples = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Kind = styled.strong`
  white-space: nowrap;
`;
