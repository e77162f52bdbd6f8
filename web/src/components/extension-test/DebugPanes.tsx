import { styled } from 'styled-components';
import { Button } from '../ui/Button';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import type { ApiLogEntry } from './useApiLog';

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The last request and answer in full, and a log of every call. */
export function DebugPanes({ entries, onClear }: { entries: ApiLogEntry[]; onClear: () => void }) {
  const last = entries[0];
  return (
    <Card aria-labelledby="debug-title">
      <CardHeader>
        <CardTitle id="debug-title">Debug</CardTitle>
        <Button $size="sm" $variant="ghost" onClick={onClear} disabled={entries.length === 0}>
          Clear log
        </Button>
      </CardHeader>
      {!last ? (
        <CardText>No calls yet.</CardText>
      ) : (
        <Panes>
          <section aria-label="Last request">
            <h3>Last request</h3>
            <Pre>{`${last.method} ${last.path}\n${last.request === undefined ? '' : json(last.request)}`}</Pre>
          </section>
          <section aria-label="Last response">
            <h3>Last response {last.ok ? '' : '(failed)'}</h3>
            <Pre data-testid="last-response">{json(last.result)}</Pre>
          </section>
        </Panes>
      )}
      {entries.length > 0 && (
        <Log aria-label="Call log">
          {entries.map((e) => (
            <li key={e.id}>
              <Status $ok={e.ok}>{e.ok ? 'OK' : 'FAILED'}</Status> {e.method} {e.path} · {e.ms} ms
              {!e.ok && <span> · {String(e.result)}</span>}
            </li>
          ))}
        </Log>
      )}
    </Card>
  );
}

const Panes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

const Pre = styled.pre`
  margin: 0;
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.surface};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Log = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow-wrap: anywhere;
`;

const Status = styled.strong<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
`;
