import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app and the extension, generated from the checked-in schema.
 * Output folders are generated, committed and never edited by hand (`npm run codegen`).
 */
const config = {
  // Operation and fragment names become type names; TypeScript, not naming rules, checks them.
  useTypeImports: true,
  // Enums as string-literal unions, so values match `Role` from @factlens/common.
  // `enumsAsTypes` is the classic `typescript` plugin option; client-preset 6 forwards
  // `enumType` to typescript-operations instead, so both are set.
  enumsAsTypes: true,
  enumType: 'string-literal',
  // Fixtures and optimistic responses must carry __typename for cache normalisation; the
  // generated types then insist on it.
  nonOptionalTypename: true,
  // ...but not on the root Query/Mutation objects, which servers do not send.
  skipTypeNameForRoot: true,
  scalars: {
    DateTimeISO: 'string',
    JSON: 'unknown',
    ID: 'string',
  },
} as const;

const codegen: CodegenConfig = {
  schema: 'schema.graphql',
  // With no documents yet (the extension), generation still succeeds.
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      // Plain typed results: fragments stay colocated with the component that renders them,
      // without the masking wrappers (see docs/web.md).
      presetConfig: { fragmentMasking: false },
      config,
    },
    'extension/src/gql/': {
      preset: 'client',
      documents: ['extension/src/**/*.ts', '!extension/src/gql/**/*'],
      presetConfig: { fragmentMasking: false },
      config,
    },
  },
};

export default codegen;
