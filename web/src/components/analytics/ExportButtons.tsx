import { useState } from 'react';
import { styled } from 'styled-components';
import { serverText } from '../../apollo/errors';
import { rangeVariables, type DayRange } from '../../lib/dateRange';
import { downloadFile } from '../../lib/download';
import { HttpError } from '../../lib/rest';
import { useToast } from '../../toast/context';
import { Button } from '../ui/Button';

/** The admins' CSV exports (api analytics.routes.ts), for the range on screen. */
export const EXPORTS = {
  analytics: { path: '/api/admin/export/analytics.csv', label: 'Export analytics (CSV)', withBucket: true },
  factChecks: { path: '/api/admin/export/fact-checks.csv', label: 'Export fact-checks (CSV)', withBucket: false },
} as const;
type ExportKind = keyof typeof EXPORTS;

export function exportPath(kind: ExportKind, range: DayRange): string {
  const { from, to, bucket } = rangeVariables(range);
  const params = new URLSearchParams({ from, to });
  if (EXPORTS[kind].withBucket) params.set('bucket', bucket);
  return `${EXPORTS[kind].path}?${params.toString()}`;
}

/**
 * Downloads through fetch with the bearer token and saves the blob (like the extension ZIP), so
 * the session token never goes into a URL. The server streams the CSV; the browser keeps it in
 * memory until it is saved, which is fine for the export sizes of one range.
 */
export function ExportButtons({ range }: { range: DayRange }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function run(kind: ExportKind) {
    setBusy(kind);
    try {
      const name = await downloadFile(exportPath(kind, range), `factlens-${kind}.csv`);
      toast({ title: 'Export Ready', description: `Saved ${name}.` });
    } catch (error) {
      toast({ title: 'Error', description: `Export failed: ${failure(error)}`, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Row role="group" aria-label="CSV exports">
      {(Object.keys(EXPORTS) as ExportKind[]).map((kind) => (
        <Button key={kind} $variant="secondary" $size="sm" disabled={busy !== null} onClick={() => void run(kind)}>
          {busy === kind ? 'Exporting...' : EXPORTS[kind].label}
        </Button>
      ))}
    </Row>
  );
}

/** `status: message` with the server's `{ error }` text, like the app's other errors. */
function failure(error: unknown): string {
  if (error instanceof HttpError) return `${error.status}: ${serverText(error.bodyText) || error.message}`;
  return error instanceof Error ? error.message : String(error);
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
