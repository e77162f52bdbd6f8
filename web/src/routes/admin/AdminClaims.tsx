import { useQuery } from '@apollo/client/react';
import { Role } from '@factlens/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { AccessGate } from '../../components/AccessGate';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { PageIntro, PageTitle, StatusText } from '../../components/PageLayout';
import { ErrorAlert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardGrid, CardText, CardTitle } from '../../components/ui/Card';
import { Field } from '../../components/ui/Input';
import { graphql } from '../../gql';
import type { FeedImportRow_ImportFragment, FeedImportStatus } from '../../gql/graphql';
import { formatCount, formatDate, formatDateTime } from '../../lib/format';
import { uploadFile } from '../../lib/uploadFile';
import type { BadgeTone } from '../../styles/theme';

const ADMINS = [Role.admin] as const;
/** How often a queued or running import is polled, ms (a 5,000-row file loads in about 2 s). */
const POLL_MS = 500;
/** The API's limit (api/src/modules/feeds/feeds.service.ts), checked here before sending. */
const MAX_FEED_BYTES = 50 * 1024 * 1024;

export const FeedImportRowFragment = graphql(`
  fragment FeedImportRow_import on FeedImport {
    id
    fileName
    sizeBytes
    status
    createdBy
    runs
    resumedFrom
    read
    inserted
    updated
    unchanged
    rejected
    error
    createdAt
    updatedAt
    finishedAt
  }
`);

const ClaimIndexOverviewQuery = graphql(`
  query ClaimIndexOverview {
    claimIndexOverview(publishers: 10) {
      stats {
        reviews
        newestReviewDate
        publishers
      }
      topPublishers {
        name
        site
        reviews
        newestReviewDate
      }
    }
  }
`);

const FeedImportsQuery = graphql(`
  query FeedImports {
    feedImports(first: 10) {
      id
      ...FeedImportRow_import
    }
  }
`);

const FeedImportRejectionsQuery = graphql(`
  query FeedImportRejections($id: ID!) {
    feedImport(id: $id) {
      id
      rejected
      rejections(first: 100) {
        line
        item
        reason
      }
    }
  }
`);

const UploadClaimFeedMutation = graphql(`
  mutation UploadClaimFeed($file: Upload!) {
    uploadClaimFeed(file: $file) {
      id
      ...FeedImportRow_import
    }
  }
`);

const STATUS: Record<FeedImportStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'gray' },
  running: { label: 'Loading', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

const active = (status: FeedImportStatus) => status === 'queued' || status === 'running';

/** ClaimReview feeds and the index they fill (docs/claim-index.md, "Feeds"): administrators only; the API checks the role too. */
export default function AdminClaims() {
  return (
    <AdminLayout title="Claim index">
      <PageTitle>Claim index</PageTitle>
      <AccessGate roles={ADMINS} what="the claim index">
        {() => <ClaimsPage />}
      </AccessGate>
    </AdminLayout>
  );
}

function ClaimsPage() {
  const imports = useQuery(FeedImportsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const overview = useQuery(ClaimIndexOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const rows = imports.data?.feedImports ?? [];
  const loading = rows.some((r) => active(r.status));
  const { startPolling, stopPolling } = imports;
  useEffect(() => {
    if (loading) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [loading, startPolling, stopPolling]);

  // When an import finishes, the index figures change: read them again.
  const finished = rows.filter((r) => r.status === 'done').length;
  const seen = useRef(finished);
  const { refetch: refetchOverview } = overview;
  useEffect(() => {
    if (finished > seen.current) void refetchOverview();
    seen.current = finished;
  }, [finished, refetchOverview]);

  const latest = rows[0] ?? null;
  return (
    <>
      <PageIntro>
        Load ClaimReview files into the local fact-check index: JSON-LD ClaimReview objects, a schema.org DataFeed, or JSON Lines, any of
        them gzipped, up to 50 MB. The load runs in the background and survives a restart; every server rebuilds its index when it ends.
      </PageIntro>
      <CardGrid $min="320px">
        <IndexCard overview={overview.data?.claimIndexOverview ?? null} error={overview.error} />
        <UploadCard onQueued={() => void imports.refetch()} />
      </CardGrid>
      {imports.error && <ErrorAlert>Error loading the imports: {errorMessage(imports.error, 'Failed to load the imports')}</ErrorAlert>}
      {latest && <CurrentImport row={latest} />}
      {rows.length > 1 && <RecentImports rows={rows.slice(1)} />}
    </>
  );
}

function IndexCard({
  overview,
  error,
}: {
  overview: {
    stats: { reviews: number; newestReviewDate?: string | null; publishers: number };
    topPublishers: { name: string; site?: string | null; reviews: number; newestReviewDate?: string | null }[];
  } | null;
  error?: unknown;
}) {
  return (
    <Card aria-labelledby="index-title">
      <CardTitle id="index-title">The index</CardTitle>
      {error ? (
        <ErrorAlert>Error loading the index: {errorMessage(error, 'Failed to load the index figures')}</ErrorAlert>
      ) : !overview ? (
        <StatusText>Loading the index...</StatusText>
      ) : (
        <>
          <Figures aria-label="Index figures">
            <Figure label="Reviews" value={formatCount(overview.stats.reviews)} testId="index-reviews" />
            <Figure label="Publishers" value={formatCount(overview.stats.publishers)} testId="index-publishers" />
            <Figure
              label="Newest review"
              value={overview.stats.newestReviewDate ? formatDate(overview.stats.newestReviewDate) : '—'}
              testId="index-newest"
            />
          </Figures>
          <Scroll>
            <Table aria-label="Top publishers">
              <thead>
                <tr>
                  <th scope="col">Publisher</th>
                  <th scope="col">Reviews</th>
                  <th scope="col">Newest</th>
                </tr>
              </thead>
              <tbody>
                {overview.topPublishers.map((p) => (
                  <tr key={p.name}>
                    <td>
                      {p.name}
                      {p.site && p.site !== p.name ? <Muted> · {p.site}</Muted> : null}
                    </td>
                    <td>{formatCount(p.reviews)}</td>
                    <td>{p.newestReviewDate ? formatDate(p.newestReviewDate) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </>
      )}
    </Card>
  );
}

function UploadCard({ onQueued }: { onQueued: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setProblem('Choose a file first.');
    if (file.size > MAX_FEED_BYTES) return setProblem('The file is larger than 50 MB.');
    setProblem(null);
    setSent(0);
    try {
      await uploadFile(UploadClaimFeedMutation, {}, file, (bytes, total) => setSent(total ? Math.round((bytes / total) * 100) : 0));
      setFile(null);
      if (input.current) input.current.value = '';
      onQueued();
    } catch (error) {
      setProblem(errorMessage(error, 'The upload failed'));
    } finally {
      setSent(null);
    }
  }

  return (
    <Card aria-labelledby="upload-title">
      <CardTitle id="upload-title">Upload a feed</CardTitle>
      <UploadForm onSubmit={(e) => void submit(e)}>
        <Field>
          ClaimReview file
          <input
            ref={input}
            type="file"
            name="feed"
            accept=".json,.jsonld,.jsonl,.ndjson,.gz,application/json,application/ld+json,application/gzip"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Field>
        <Button type="submit" disabled={!file || sent !== null}>
          {sent !== null ? `Uploading ${sent}%` : 'Upload and load'}
        </Button>
      </UploadForm>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <CardText>Reviews are matched by URL: a review already in the index is updated when it changed.</CardText>
    </Card>
  );
}

function CurrentImport({ row }: { row: FeedImportRow_ImportFragment }) {
  const status = STATUS[row.status];
  const rejections = useQuery(FeedImportRejectionsQuery, {
    variables: { id: row.id },
    skip: row.rejected === 0,
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = rejections;
  // New rejections arrive with the polled counts.
  useEffect(() => {
    if (row.rejected > 0) void refetch();
  }, [row.rejected, refetch]);
  const list = rejections.data?.feedImport?.rejections ?? [];
  return (
    <Card aria-labelledby="import-title" data-testid="feed-import" data-status={row.status}>
      <CardTitle id="import-title">
        {row.fileName} <Badge $tone={status.tone}>{status.label}</Badge>
      </CardTitle>
      <Figures aria-label="Import progress" aria-live="polite">
        <Figure label="Read" value={formatCount(row.read)} testId="feed-read" />
        <Figure label="Added" value={formatCount(row.inserted)} testId="feed-inserted" />
        <Figure label="Updated" value={formatCount(row.updated)} testId="feed-updated" />
        <Figure label="Unchanged" value={formatCount(row.unchanged)} testId="feed-unchanged" />
        <Figure label="Rejected" value={formatCount(row.rejected)} testId="feed-rejected" />
      </Figures>
      <CardText>
        {formatSize(row.sizeBytes)} uploaded {formatDateTime(row.createdAt)}
        {row.createdBy ? ` by ${row.createdBy}` : ''}.{' '}
        {row.runs > 1 && row.resumedFrom ? `Resumed after ${formatCount(row.resumedFrom)} records (run ${row.runs}). ` : ''}
        {row.status === 'done' && row.finishedAt ? `Finished ${formatDateTime(row.finishedAt)}.` : ''}
        {active(row.status) ? `Last progress ${formatDateTime(row.updatedAt)}.` : ''}
      </CardText>
      {row.error && (row.status === 'failed' ? <ErrorAlert>{row.error}</ErrorAlert> : <CardText>{row.error}</CardText>)}
      {row.rejected > 0 && (
        <>
          <h3>Rejected records</h3>
          <Scroll>
            <Table aria-label="Rejected records">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Item</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={`${r.line}-${r.item ?? ''}-${r.reason}`}>
                    <td data-num>{r.line}</td>
                    <td data-num>{r.item ?? ''}</td>
                    <td>{r.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          {row.rejected > list.length && list.length > 0 && (
            <CardText>{`Showing the first ${list.length} of ${formatCount(row.rejected)}.`}</CardText>
          )}
        </>
      )}
    </Card>
  );
}

function RecentImports({ rows }: { rows: FeedImportRow_ImportFragment[] }) {
  return (
    <Card aria-labelledby="recent-title">
      <CardTitle id="recent-title">Earlier imports</CardTitle>
      <Scroll>
        <Table aria-label="Earlier imports">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Status</th>
              <th scope="col">Read</th>
              <th scope="col">Added</th>
              <th scope="col">Updated</th>
              <th scope="col">Rejected</th>
              <th scope="col">Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.fileName}</td>
                <td>
                  <Badge $tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
                </td>
                <td>{formatCount(r.read)}</td>
                <td>{formatCount(r.inserted)}</td>
                <td>{formatCount(r.updated)}</td>
                <td>{formatCount(r.rejected)}</td>
                <td>{formatDateTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const UploadForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Tables wider than the card scroll sideways instead of squeezing. */
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  th,
  td[data-num],
  td:not(:last-child):not(:first-child) {
    white-space: nowrap;
    overflow-wrap: normal;
  }
`;
