import { badInput } from '../errors.js';

/*
 * Keyset pagination for services: cursors over (timestamp, id) and the page shape. No transport here;
 * graphql/connection.ts turns a Page into a Relay connection type, REST lists serialise it themselves.
 */

/** Whether more items follow, and the cursor to continue from. */
export interface PageInfoData {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One page of a list: items with their cursors, the page info and the total over all pages. */
export interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfoData;
  totalCount: number;
}

/** Keyset cursors over (timestamp, id): stable when rows are added while paging. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badInput('Invalid cursor');
  return { at, id };
}

export function clampFirst(first: number | null | undefined, def: number, max: number): number {
  if (first === null || first === undefined) return def;
  if (!Number.isInteger(first) || first < 1 || first > max) throw badInput(`first must be from 1 to ${max}`);
  return first;
}

/** Build a page from rows fetched with limit+1. */
export function toPage<T>(rows: T[], limit: number, totalCount: number, cursorOf: (row: T) => string): Page<T> {
  const nodes = rows.slice(0, limit);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
