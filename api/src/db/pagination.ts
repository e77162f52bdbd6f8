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

/**
 * Keyset cursors over (timestamp, id): stable when rows are added while paging. The timestamp is an
 * ISO 8601 instant; a list that reads its timestamps in microseconds (PostgreSQL's precision) passes
 * that text so rows within one millisecond are neither skipped nor repeated.
 */
export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(`${typeof at === 'string' ? at : at.toISOString()}|${id}`).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** `at` to the millisecond; `iso`, the instant at the cursor's own precision, for a `timestamptz` parameter. */
export function decodeCursor(cursor: string): { at: Date; iso: string; id: string } {
  const [text, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(text ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badInput('Invalid cursor');
  return { at, iso: text && ISO_INSTANT.test(text) ? text : at.toISOString(), id };
}

/** The ISO text of an instant given in microseconds since the epoch (as `extract(epoch ...) * 1e6` reads it). */
export function isoFromMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  return `${new Date(ms).toISOString().slice(0, -1)}${String(micros - ms * 1000).padStart(3, '0')}Z`;
}

export function clampFirst(first: number | null | undefined, def: number, max: number): number {
  if (first === null || first === undefined) return def;
  if (!Number.isInteger(first) || first < 1 || first > max) throw badInput(`first must be from 1 to ${max}`);
  return first;
}

/**
 * Build a page from rows fetched with limit+1. The edges (a cursor per item) are made when first
 * read: a client that asks for `nodes` and `pageInfo` only costs one cursor, the last.
 */
export function toPage<T>(rows: T[], limit: number, totalCount: number, cursorOf: (row: T, index: number) => string): Page<T> {
  const nodes = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = nodes.length - 1;
  const endCursor = last >= 0 ? cursorOf(nodes[last]!, last) : null;
  let edges: Page<T>['edges'] | undefined;
  return {
    get edges() {
      edges ??= nodes.map((node, i) => ({ cursor: i === last ? endCursor! : cursorOf(node, i), node }));
      return edges;
    },
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > limit, endCursor },
  };
}
