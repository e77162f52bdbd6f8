import { styled } from 'styled-components';
import { Button } from '../ui/Button';
import type { SavedQuery } from '@factlens/common';

/** The variables editor's text for a saved query: pretty JSON, empty for none. */
export function variablesText(query: SavedQuery): string {
  return Object.keys(query.variables).length > 0 ? JSON.stringify(query.variables, null, 2) : '';
}

/**
 * The saved example queries, each with what it answers and an Open button. Kept free of GraphiQL
 * so it renders (and is tested) on its own; the explorer's plugin wires `onOpen` to a new tab.
 */
export function SavedQueryList({ queries, onOpen }: { queries: readonly SavedQuery[]; onOpen: (query: SavedQuery) => void }) {
  return (
    <Wrap>
      <Intro>Example queries for analysts. Open one in a new tab, then run it (Ctrl+Enter). Null dates mean the last 30 days.</Intro>
      <List aria-label="Saved queries">
        {queries.map((query) => (
          <li key={query.name}>
            <Name>{query.name}</Name>
            <Description>{query.description}</Description>
            <Open $variant="secondary" $size="sm" onClick={() => onOpen(query)} aria-label={`Open “${query.name}”`}>
              Open
            </Open>
          </li>
        ))}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.body};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Open = styled(Button)`
  justify-self: start;
`;
