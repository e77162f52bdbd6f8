// Monaco's language services run in web workers: this registers the three Vite worker bundles.
// Only this chunk loads GraphiQL and Monaco.
import './monacoWorkers';
import 'graphiql/style.css';
import { StarIcon, useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from '@graphiql/react';
import { GraphiQL } from 'graphiql';
import { useMemo, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import { createExplorerFetcher, explorerStorage } from './explorerFetcher';
import { SAVED_QUERIES, type SavedQuery } from '@factlens/common';
import { SavedQueryList, variablesText } from './SavedQueryList';

/** The plugin pane: opens a saved query in a new tab, query and variables filled in. */
function SavedQueriesPane() {
  const { addTab } = useGraphiQLActions();
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  function open(query: SavedQuery) {
    addTab();
    queryEditor?.setValue(query.query);
    variableEditor?.setValue(variablesText(query));
  }
  return <SavedQueryList queries={SAVED_QUERIES} onOpen={open} />;
}

const SAVED_QUERIES_PLUGIN: GraphiQLPlugin = {
  title: 'Saved queries',
  icon: StarIcon,
  content: SavedQueriesPane,
};

const first = SAVED_QUERIES[0];
const DEFAULT_TABS = first ? [{ query: first.query, variables: variablesText(first) }] : undefined;

/**
 * GraphiQL 5 on our API, as the signed-in analyst (bearer token per request). The saved queries
 * pane is open at first (from the md breakpoint up) and the first saved query fills the first
 * tab; tabs are kept per user in this browser tab's sessionStorage.
 */
export default function GraphiQLExplorer({ userId }: { userId: string }) {
  const theme = useTheme();
  const fetcher = useMemo(() => createExplorerFetcher(), []);
  const storage = useMemo(() => explorerStorage(userId), [userId]);
  // GraphiQL 5 fills the first tab's query from defaultTabs but not its variables: on a first
  // visit (no tabs stored yet) they are passed as the initial variables.
  const [firstVisit] = useState(() => storage.getItem('graphiql:tabState') === null);
  // On a phone the editors need the whole width: the saved queries stay behind the star.
  const [wide] = useState(() => window.matchMedia?.(`(min-width: ${theme.breakpoint.md})`).matches ?? true);
  return (
    <Frame>
      <GraphiQL
        fetcher={fetcher}
        storage={storage}
        plugins={[SAVED_QUERIES_PLUGIN]}
        visiblePlugin={wide ? SAVED_QUERIES_PLUGIN : undefined}
        defaultTabs={DEFAULT_TABS}
        initialVariables={firstVisit ? DEFAULT_TABS?.[0]?.variables : undefined}
        defaultEditorToolsVisibility="variables"
        isHeadersEditorEnabled
        shouldPersistHeaders={false}
        forcedTheme="light"
      />
    </Frame>
  );
}

// GraphiQL fills its parent: a fixed-height frame under the page header (taller screens get more).
const Frame = styled.div`
  position: relative;
  height: max(560px, calc(100vh - 260px));
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  .graphiql-container {
    height: 100%;
  }
`;
