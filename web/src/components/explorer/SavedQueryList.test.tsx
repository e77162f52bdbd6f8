import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderWithProviders } from '../../test/render';
import { SAVED_QUERIES, type SavedQuery } from '@factlens/common';
import { SavedQueryList, variablesText } from './SavedQueryList';

describe('saved queries', () => {
  it('lists every saved query with what it answers and opens one with its variables', async () => {
    const onOpen = jest.fn<(query: SavedQuery) => void>();
    const { user } = renderWithProviders(<SavedQueryList queries={SAVED_QUERIES} onOpen={onOpen} />);
    const list = within(screen.getByRole('list', { name: 'Saved queries' }));
    expect(list.getAllByRole('listitem')).toHaveLength(SAVED_QUERIES.length);
    for (const query of SAVED_QUERIES) {
      expect(list.getByText(query.name)).toBeTruthy();
      expect(list.getByText(query.description)).toBeTruthy();
    }
    await user.click(list.getByRole('button', { name: 'Open “Top users”' }));
    const opened = onOpen.mock.calls[0]?.[0];
    expect(opened?.name).toBe('Top users');
    expect(JSON.parse(variablesText(opened!))).toEqual({ from: null, to: null, first: 20, orderBy: 'factChecks' });
  });

  it('are named operations over fields of the schema', () => {
    const schema = readFileSync(join(process.cwd(), 'schema.graphql'), 'utf8');
    for (const query of SAVED_QUERIES) {
      const match = /^query (\w+)[^{]*\{\s*(\w+)/.exec(query.query);
      expect(match).not.toBeNull();
      expect(schema).toMatch(new RegExp(`^  ${match![2]}\\(`, 'm'));
    }
  });
});
