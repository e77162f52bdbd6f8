import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page, PageInfoData } from '../db/pagination.js';

/** The page a service returns (db/pagination.ts); the classes below are its GraphQL types. */
export type { Page };

@ObjectType({ description: 'Relay page information.', simpleResolvers: true })
export class PageInfo implements PageInfoData {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of this page; pass it as `after` for the next page.' })
  endCursor!: string | null;
}

/*
 * The page types are plain data: their fields read properties with graphql's default resolver
 * (simpleResolvers), not through the global middleware chain, which only guards root fields
 * (docs/adr/0095-graphql-execution-overhead.md). Field resolvers declared on them still run in full.
 */

/** A Relay-style connection type (edges + nodes + pageInfo + totalCount) for a node type. */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: 'Opaque cursor of this item.' })
    cursor!: string;

    @Field(() => node, { description: `The ${name}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} items.`, simpleResolvers: true })
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
