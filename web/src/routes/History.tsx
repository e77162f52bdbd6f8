import { useQuery } from '@apollo/client/react';
import { ANALYST_ROLES, PRODUCT_NAME } from '@factlens/common';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessage } from '../apollo/errors';
import { useFreshPolicy } from '../apollo/freshness';
import { useQueryParams } from '../hooks/useQueryParams';
import { AccessGate, type SignedInUser } from '../components/AccessGate';
import { HistoryItem } from '../components/history/HistoryItem';
import { PageLayout, PageIntro, PageTitle, StatusText } from '../components/PageLayout';
import { ErrorAlert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { Field, FilterBar, SelectInput, TextInput } from '../components/ui/Input';
import { graphql } from '../gql';

/** Page size of the history (the API allows 1-100). */
export const HISTORY_PAGE_SIZE = 20;

const HistoryQuery = graphql(`
  query History($first: Int!, $after: String, $search: String, $userId: ID) {
    factChecks(first: $first, after: $after, search: $search, userId: $userId) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...HistoryItem_factCheck
      }
    }
  }
`);

// Admins pick a user from the list; the list is admin-only in the API, so moderators type an id
// or use a row's "Only this user".
const HistoryUsersQuery = graphql(`
  query HistoryUsers {
    users(first: 200) {
      totalCount
      nodes {
        id
        email
      }
    }
  }
`);

export default function History() {
  return (
    <PageLayout nav={<Link to="/dashboard">Dashboard</Link>}>
      <title>{`Fact-check history · ${PRODUCT_NAME}`}</title>
      <PageTitle>Fact-check history</PageTitle>
      <AccessGate what="your fact-check history">{(user) => <HistoryList viewer={user} />}</AccessGate>
    </PageLayout>
  );
}

function HistoryList({ viewer }: { viewer: SignedInUser }) {
  const analyst = ANALYST_ROLES.includes(viewer.role);
  const [params, setParams] = useQueryParams();
  const search = params.get('q')?.trim() || null;
  const userId = analyst ? params.get('user')?.trim() || null : null;
  const fetchPolicy = useFreshPolicy('History');
  const { data, previousData, loading, error, fetchMore } = useQuery(HistoryQuery, {
    variables: { first: HISTORY_PAGE_SIZE, search, userId },
    fetchPolicy,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.factChecks;

  function update(next: { q?: string | null; user?: string | null }) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  async function loadMore() {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  }

  const filtered = Boolean(search || userId);
  return (
    <>
      <PageIntro>
        {analyst
          ? 'Every fact-check run with FactLens, newest first. Filter by user or search the checked text.'
          : 'The fact-checks you ran, newest first. Search the checked text to find one.'}
      </PageIntro>
      <Filters search={search} userId={userId} analyst={analyst} admin={viewer.role === 'admin'} onChange={update} />
      {error ? (
        <ErrorAlert>Error loading history: {errorMessage(error, 'Failed to fetch history')}</ErrorAlert>
      ) : !page ? (
        <StatusText>Loading history...</StatusText>
      ) : (
        <>
          <StatusText>
            {loading && !loadingMore
              ? 'Loading history...'
              : page.totalCount === 0
                ? filtered
                  ? 'No fact-checks match these filters.'
                  : analyst
                    ? 'No fact-checks yet.'
                    : 'No fact-checks yet. Select text on a page with the extension to run your first.'
                : `Showing ${page.nodes.length} of ${page.totalCount} fact-checks`}
          </StatusText>
          <List>
            {page.nodes.map((check) => (
              <li key={check.id}>
                <HistoryItem check={check} viewerId={viewer.id} onFilterUser={analyst ? (u) => update({ user: u.id }) : undefined} />
              </li>
            ))}
          </List>
          {page.pageInfo.hasNextPage && (
            <Button $variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </>
  );
}

interface FiltersProps {
  search: string | null;
  userId: string | null;
  analyst: boolean;
  admin: boolean;
  onChange: (next: { q?: string | null; user?: string | null }) => void;
}

/** Search box (the API's `search`: text containing it) and, for analysts, the user filter. */
function Filters({ search, userId, analyst, admin, onChange }: FiltersProps) {
  const [text, setText] = useState(search ?? '');
  const [user, setUser] = useState(userId ?? '');
  // The URL may change from elsewhere (a row's "Only this user", back/forward): follow it.
  const [seen, setSeen] = useState({ search, userId });
  if (seen.search !== search || seen.userId !== userId) {
    setSeen({ search, userId });
    setText(search ?? '');
    setUser(userId ?? '');
  }
  const users = useQuery(HistoryUsersQuery, { skip: !admin });

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ q: text.trim() || null, ...(analyst ? { user: user.trim() || null } : {}) });
  }

  return (
    <FilterBar role="search" aria-label="Filter the history" onSubmit={submit}>
      <Grow>
        <Field>
          Search text
          <TextInput
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Words from the checked text"
            maxLength={200}
          />
        </Field>
      </Grow>
      {analyst &&
        (admin && users.data?.users ? (
          <Field>
            User
            <SelectInput value={user} onChange={(e) => setUser(e.target.value)}>
              <option value="">Everyone</option>
              {user && !users.data.users.nodes.some((u) => u.id === user) && <option value={user}>{user}</option>}
              {users.data.users.nodes.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.email}
                </option>
              ))}
            </SelectInput>
          </Field>
        ) : (
          <Field>
            User id
            <TextInput value={user} onChange={(e) => setUser(e.target.value)} placeholder="Everyone" spellCheck={false} />
          </Field>
        ))}
      <Button type="submit">Search</Button>
      {(search || userId) && (
        <Button $variant="ghost" onClick={() => onChange({ q: null, user: null })}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}

const Grow = styled.div`
  flex: 1 1 16rem;
  display: flex;
  flex-direction: column;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
