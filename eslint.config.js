// ESLint flat config: TypeScript rules everywhere, the workspace import boundaries (common imports
// no workspace; web and extension never import api) and the layers inside api and the extension,
// checked by eslint-plugin-boundaries. The layers and why: docs/adr/0001-layering.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const noApi = { group: ['@factlens/api', '@factlens/api/*', '**/api/src/**', '../api/**', '../../api/**'], message: 'web and extension must not import the api workspace; share code through @factlens/common.' };
const noWorkspace = { group: ['@factlens/*', '**/api/**', '**/web/**', '**/extension/**'], message: 'common imports no other workspace.' };

// File categories. A file may match several patterns; the module patterns exclude the GraphQL
// classes and entities, and the test policy comes last so tests may reach into any layer.
const GRAPHQL_CLASSES = '*.{resolver,args,types}.ts';
const files = [
  { category: 'test', pattern: ['api/src/test/**', 'api/src/**/*.test.ts', 'api/src/**/*.bench.ts'] },
  { category: 'entry', pattern: ['api/src/{main,server,app,services}.ts', 'api/src/cli/**'] },
  // Leaves every layer may use: errors, logger, config, and pure text analysis (nlp/).
  { category: 'base', pattern: ['api/src/{errors,logger,config}.ts', 'api/src/nlp/**'] },
  { category: 'transport', pattern: ['api/src/{graphql,rest,http,types}/**', `api/src/modules/**/${GRAPHQL_CLASSES}`] },
  { category: 'db', pattern: ['api/src/db/**', 'api/src/modules/**/*.entity.ts'] },
  { category: 'module', pattern: ['api/src/modules/**'] },
  { category: 'provider', pattern: ['api/src/providers/**'] },
  { category: 'common', pattern: ['common/src/**'] },
  { category: 'ext-test', pattern: ['extension/src/test/**', 'extension/src/**/*.test.ts'] },
  { category: 'ext-background', pattern: ['extension/src/background/**'] },
  { category: 'ext-content', pattern: ['extension/src/content/**'] },
  { category: 'ext-popup', pattern: ['extension/src/popup/**'] },
  { category: 'ext-options', pattern: ['extension/src/options/**'] },
  { category: 'ext-shared', pattern: ['extension/src/shared/**', 'extension/src/gql/**'] },
];

// A service is a module file that is neither a GraphQL class nor an entity.
const SERVICE = { allOf: ['module'], noneOf: ['transport', 'db', 'test'] };
const cat = (categories) =>
  categories.map((c) => ({ file: { categories: c === 'service' ? SERVICE : c } }));
const policy = (from, allow) => ({ from: cat([from]), allow: { to: cat(allow) } });
const leaves = ['base', 'common'];
const layerPolicies = [
  policy('entry', ['entry', 'base', 'transport', 'db', 'service', 'provider', 'common']),
  // Transport adapts HTTP and GraphQL to services; it reaches providers only through a service.
  policy('transport', ['transport', 'service', 'db', ...leaves]),
  // The Services container (services.ts) is wired by the entry layer; transport may name its type.
  { from: cat(['transport']), allow: { dependency: { kind: 'type' }, to: cat(['entry']) } },
  policy('service', ['service', 'db', 'provider', ...leaves]),
  policy('db', ['db', ...leaves]),
  // Providers are leaves: other providers, the shared base and npm packages only.
  policy('provider', ['provider', ...leaves]),
  policy('base', ['base', 'common']),
  policy('common', ['common']),
  // Extension: background, content, popup and options talk only through the message map in shared/.
  policy('ext-background', ['ext-background', 'ext-shared', 'common']),
  policy('ext-content', ['ext-content', 'ext-shared', 'common']),
  policy('ext-popup', ['ext-popup', 'ext-shared', 'common']),
  policy('ext-options', ['ext-options', 'ext-shared', 'common']),
  policy('ext-shared', ['ext-shared', 'common']),
  // Last, so it wins for test files that also match a layer pattern.
  policy('test', ['test', 'entry', 'base', 'transport', 'db', 'service', 'provider', 'common']),
  policy('ext-test', ['ext-test', 'ext-background', 'ext-content', 'ext-popup', 'ext-options', 'ext-shared', 'common']),
];

const ALL = ['test', 'entry', 'base', 'transport', 'db', 'module', 'provider', 'common', 'ext-test', 'ext-background', 'ext-content', 'ext-popup', 'ext-options', 'ext-shared'];
// Every local import is refused unless a layer policy above allows it (the last matching policy wins).
const localPolicies = [{ from: cat(ALL), disallow: { to: { module: { origin: 'local' } } } }, ...layerPolicies];

// Services, entities and providers know no transport: no Express, no GraphQL server pieces.
// Entities may use type-graphql's decorators (they are the schema's object types; see ADR 0001),
// services and providers may not.
const transportPackages = ['express', '@apollo/*', '@as-integrations/*', 'graphql-upload', 'graphql-upload/*', 'graphql-armor', '@escape.tech/*'];
const external = (sources) => ({ to: { module: { origin: 'external', source: sources } } });
const externalPolicies = [
  { from: cat(['service', 'provider']), disallow: external([...transportPackages, 'type-graphql', 'graphql', 'graphql-scalars']), message: 'Services and providers know no transport (docs/adr/0001-layering.md).' },
  { from: cat(['db']), disallow: external(transportPackages), message: 'Entities know no transport (docs/adr/0001-layering.md).' },
  { from: cat(['test']), allow: external(['**']) },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/gql/**', '.data/**', 'bench/**', 'test-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['api/src/**/*.ts', 'common/src/**/*.ts', 'extension/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/files': files,
      'boundaries/include': ['api/src/**/*.ts', 'common/src/**/*.ts', 'extension/src/**/*.ts'],
      'import/resolver': { typescript: { noWarnOnMultipleProjects: true, project: ['api/tsconfig.json', 'common/tsconfig.json', 'extension/tsconfig.json'] }, node: true },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', message: 'Layering: {{from.file.categories}} may not import {{to.file.categories}} (docs/adr/0001-layering.md).', checkAllOrigins: true, policies: [...localPolicies, ...externalPolicies] }],
      // Enums live in @factlens/common or their module; only graphql/enums.ts registers them for GraphQL.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/graphql/enums*'], message: 'Define enums in the module or @factlens/common; graphql/ registers them (docs/adr/0001-layering.md).' }] }],
    },
  },
  { files: ['api/src/graphql/**/*.ts', 'api/src/**/*.test.ts', 'api/src/test/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['common/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noWorkspace] }] } },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } }, rules: { 'no-restricted-imports': ['error', { patterns: [noApi] }] } },
  // Browser tests: code inside page.evaluate runs in the page.
  { files: ['**/e2e/**/*.mjs', 'scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['extension/**/*.{ts,mjs}'], languageOptions: { globals: { ...globals.browser, chrome: 'readonly' } }, rules: { 'no-restricted-imports': ['error', { patterns: [noApi] }] } },
);
