// ESLint flat config: TypeScript rules everywhere, plus the workspace import boundaries
// (common imports no workspace; web and extension never import api).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noApi = { group: ['@factlens/api', '@factlens/api/*', '**/api/src/**', '../api/**', '../../api/**'], message: 'web and extension must not import the api workspace; share code through @factlens/common.' };
const noWorkspace = { group: ['@factlens/*', '**/api/**', '**/web/**', '**/extension/**'], message: 'common imports no other workspace.' };

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
  { files: ['common/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noWorkspace] }] } },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } }, rules: { 'no-restricted-imports': ['error', { patterns: [noApi] }] } },
  // Browser tests: code inside page.evaluate runs in the page.
  { files: ['**/e2e/**/*.mjs', 'scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['extension/**/*.{ts,mjs}'], languageOptions: { globals: { ...globals.browser, chrome: 'readonly' } }, rules: { 'no-restricted-imports': ['error', { patterns: [noApi] }] } },
);
