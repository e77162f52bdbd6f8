import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors.js';

@ObjectType({ description: 'Relay page information.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of this page; pass it as `after` for the next page.' })
  endCursor!: string | null;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A Relay-style connection type (edges + nodes + pageInfo + totalCount) for a node type. */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.` })
  class Edge {
    @Field(() => String, { description: 'Opaque cursor of this item.' })
    cursor!: string;

    @Field(() => node, { description: `The ${name}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} items.` })
  class ConnectionType implements Page<T> {
    @Field(() => [Edge], { description: 'Items of this page with their cursors.' })
    edges!: Edge[];

    @Field(() => [node], { description: 'Items of this page (same as edges.node).' })
    nodes!: T[];

    @Field(() => PageInfo, { description: 'Whether more items follow.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'Number of items matching the filters, over all pages.' })
    totalCount!: number;
  }
  return ConnectionType;
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
