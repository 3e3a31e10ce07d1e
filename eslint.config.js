import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other and nothing below app/ imports app/ (CONVENTIONS, "The house"). The features
// are the folders of src/features: a new one is under the rule the day it is made.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: compose them in src/app/.',
}));

const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text, never HTML from data.',
  },
];
// React Router's undocumented window globals are read in one adapter, pinned by its test (docs/decisions/0025).
const readsRouterGlobals = {
  selector: 'MemberExpression[property.name=/^__reactRouter/]',
  message:
    "Read React Router's globals through src/start-up/router-internals.ts, the one adapter pinned by its test.",
};

const restrictedImportPaths = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink', 'useNavigate', 'Navigate'],
    message:
      "Use '@/components/ui/link' and useAppNavigate from '@/lib/use-lang': they keep the page's language.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'build',
      'build-e2e',
      '.react-router',
      'coverage',
      'playwright-report',
      'test-results',
      'bench-results',
      // broken on purpose: tests/lint-rules.test.ts lints them to prove the rules fail
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin, 'jsx-a11y': jsxA11y },
    settings: {
      // `@/…` is declared in tsconfig.app.json (the root tsconfig only references it): without the project named
      // here every `@/` import is unresolved, and no-restricted-paths and no-cycle skip what they cannot resolve.
      'import/resolver': {
        typescript: { project: ['./tsconfig.app.json', './tsconfig.node.json'] },
        node: true,
      },
      'import/internal-regex': '^@/',
      // The plugin reads only .js files unless told otherwise: without these, no-cycle follows no import at all.
      'import/extensions': importPlugin.flatConfigs.typescript.settings['import/extensions'],
      'import/parsers': importPlugin.flatConfigs.typescript.settings['import/parsers'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...restrictedSyntax, readsRouterGlobals],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/features', './src/components', './src/domain', './src/lib', './src/config'],
              from: './src/app',
              message: 'Only app/ composes.',
            },
            {
              target: ['./src/components', './src/domain', './src/lib', './src/config'],
              from: './src/features',
              message: 'Shared code must not depend on a feature.',
            },
            {
              // The shop's rules that features, shared components and the mock share (src/domain/README.md): they
              // read utilities and settings, never a screen or the mock.
              target: './src/domain',
              from: ['./src/components', './src/locales'],
              message: 'domain/ imports only lib/ and config/.',
            },
            {
              // Utilities know no shop rule: a helper that needs one is a rule itself, and belongs in domain/.
              target: './src/lib',
              from: './src/domain',
              message: 'lib/ holds utilities only: it never imports domain/ (the shop rules).',
            },
            {
              target: [
                './src/app',
                './src/features',
                './src/components',
                './src/domain',
                './src/lib',
                './src/config',
              ],
              from: './src/mocks',
              message: 'The mock API is only loaded by entry.client.tsx and tests.',
            },
            {
              // The bottom floor: settings and tables that everything reads, built from nothing of the shop.
              target: './src/config',
              from: [
                './src/app',
                './src/features',
                './src/components',
                './src/domain',
                './src/lib',
                './src/locales',
              ],
              message: 'config/ imports nothing of the shop: the layers above read it.',
            },
            {
              // It plays the backend: it shares the contract's shapes and limits (domain/, lib/, config/), never the
              // shop's screens.
              target: './src/mocks',
              from: ['./src/app', './src/features', './src/components'],
              message: 'The mock API imports only domain/, lib/ and config/.',
            },
            {
              // One room that only the root and the entry files enter (docs/start-up.md): none of the shop's layers
              // depends on how a page starts. (src/testing's harness stands in for the client entry and may: the
              // test files' block below turns this rule off for it.)
              target: [
                './src/app',
                './src/features',
                './src/components',
                './src/domain',
                './src/lib',
                './src/config',
                './src/locales',
                './src/mocks',
              ],
              from: './src/start-up',
              message: 'Only src/root.tsx and the entry files import start-up/ (docs/start-up.md).',
            },
          ],
        },
      ],
      // a circle through import() is a circle too (the rule's default, said aloud)
      'import/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'no-restricted-imports': ['error', { paths: restrictedImportPaths }],
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // react-hooks 7 compiler-era rules that flag patterns this codebase uses on purpose (reading refs in effects).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // Issue 37.6: a route module or layout is its loader, meta and composition (CONVENTIONS, "The house"); a
    // screen that outgrows 150 lines moves into its feature, the route passing in what it loaded. Every line
    // counts, as `wc -l` counts them (tests/lint-rules.test.ts proves the rule refuses a longer one). The layouts'
    // route modules are the `*-layout.tsx` that src/routes.ts names; the header and footer beside them are the
    // root layout's parts, not route modules.
    files: ['src/app/routes/**/*.{ts,tsx}', 'src/app/layouts/*-layout.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Issue 37.3: a route module reads what its route hands it (params, loader data, matches) from its generated
    // types (`Route.ComponentProps`, `Route.ClientLoaderArgs`, `Route.MetaArgs`: `import type { Route } from
    // './+types/<file>'`), typed by src/routes.ts and by what its loaders return, never from the hooks that return
    // untyped records or `unknown` (a misspelt param or a cast of loader data then fails `npm run typecheck`).
    files: ['src/app/routes/**/*.{ts,tsx}', 'src/app/layouts/*-layout.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedImportPaths,
            {
              name: 'react-router',
              importNames: [
                'useParams',
                'useLoaderData',
                'useRouteLoaderData',
                'useActionData',
                'useMatches',
              ],
              message:
                "A route module reads its params and loader data from its generated types: `{ params, loaderData }: Route.ComponentProps` (import type { Route } from './+types/<file>').",
            },
          ],
        },
      ],
    },
  },
  {
    // The one adapter of React Router's globals, and the tests that pin what it reads, read them.
    files: ['src/start-up/router-internals.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
  },
  {
    // The root and the entry files enter start-up/ by its one door, src/start-up/index.ts.
    files: ['src/root.tsx', 'src/entry.client.tsx', 'src/entry.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedImportPaths,
          patterns: [
            {
              group: ['@/start-up/*', './start-up/*'],
              message: "Import start-up's public entry, '@/start-up' (src/start-up/index.ts), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'src/testing/**'],
    plugins: { vitest, 'testing-library': testingLibrary },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      ...testingLibrary.configs['flat/react'].rules,
      'import/no-restricted-paths': 'off',
    },
  },
  {
    // Nothing imports a test or a journey, so no circle runs through one; following the whole shop's imports again
    // from each of them was half of the lint's time (docs/decisions/0041, "Session 24").
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.spec.ts'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    files: ['tests/e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'import/no-restricted-paths': 'off' },
  },
);
