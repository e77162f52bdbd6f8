import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

const HEADER = '# Generated from the TypeGraphQL code-first schema by `npm run schema`. Do not edit by hand.\n\n';

/** The committed form of the schema: sorted, so the file only changes when the schema does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
