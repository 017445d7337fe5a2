// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Boundaries (ARCHITECTURE "Dependencies point one way" and convention 17): core ← ui ←
// storefront, core ← api, api domain ← api routes. Each package's block below says what it may
// not reach; tests/lint-boundaries.test.ts in packages/test-env proves every rule fires.
// ---------------------------------------------------------------------------------------------

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const ROUTER = ['react-router', 'react-router/*', 'react-router-dom', '@react-router/*'];
const UI = ['@shop/ui', '@shop/ui/*'];
const STOREFRONT = ['@shop/storefront', '@shop/storefront/*'];
const API = ['@shop/api', '@shop/api/*'];

/** Globals that reach the network or the process: core's rules and the ui do no I/O. */
const IO_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'];
/**
 * The same reached as properties (`globalThis.fetch(…)`), which no-restricted-globals misses.
 * @param {string} message
 */
const ioProperties = (message) =>
  ['globalThis', 'window', 'self'].flatMap((object) =>
    IO_GLOBALS.map((property) => ({ object, property, message })),
  );

/** Browser globals core has none of: it runs on the server as well. */
const DOM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
];
const coreDomGlobals = DOM_GLOBALS.map((name) => ({
  name,
  message: '@shop/core has no DOM: take the value as an argument.',
}));

/** A relative import that climbs into apps/ (what a package name would otherwise name). */
const INTO_APPS = '^(\\.\\./)+(.*/)?apps(/|$)';
/** A relative import from the storefront into the API's source. */
const INTO_API = '^(\\.\\./)+(.*/)?(apps/)?api/src(/|$)';

/** What no part of the API imports: it answers JSON of the contract and renders no page. */
const API_IMPORTS = [
  { group: [...UI, ...REACT], message: 'The API renders nothing: no @shop/ui, no React.' },
  { group: STOREFRONT, message: 'The API never depends on the storefront.' },
];

/**
 * A Tailwind colour class with an arbitrary colour or a palette colour, e.g. `text-[#1f2933]`,
 * `bg-red-50`, with or without ui's `shop:` prefix and variants (`shop:hover:bg-red-50`): the
 * class name follows the start of the string, a space or a variant's `:`.
 */
const COLOUR_CLASS = String.raw`/(^|[\s:])(text|bg|border|border-[trblxy]|ring|fill|stroke|outline|from|to|via|divide|placeholder|decoration|shadow|accent|caret)-(\[(#|rgba?\(|hsla?\(|oklch\()|(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-[0-9])/`;

/** Colours come from the theme's tokens: no arbitrary or palette colour class in a string. */
const NO_COLOUR_CLASS = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${COLOUR_CLASS}]`,
  message:
    'Use a colour token of the theme (shop:text-ink, shop:bg-surface-muted, shop:border-danger, …), not a hex or palette colour.',
}));

/** Icons are drawn once, in packages/ui/src/icons: no inline <svg> elsewhere. */
const NO_INLINE_SVG = {
  selector: "JSXOpeningElement[name.name='svg']",
  message:
    'Use an icon component of @shop/ui/icons (CartIcon, ChevronDownIcon, …) or add one there; no inline <svg>.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/node_modules/**',
      '**/build/**',
      'storybook-static/**',
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and handlers, and fromPromise actors, are async by contract even when a
      // particular one awaits nothing.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // @shop/core is pure: no DOM, no React, no Node built-ins, nothing of the apps; its rules and
    // contract do no I/O (the client's fetch is the one exception, below).
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...coreDomGlobals,
        ...[...IO_GLOBALS, 'process'].map((name) => ({
          name,
          message: "core's rules do no I/O: the client (src/client) is the one part that fetches.",
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...ioProperties(
          "core's rules do no I/O: the client (src/client) is the one part that fetches.",
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...REACT, ...UI, ...ROUTER], message: 'core has no React.' },
            { group: ['node:*'], message: 'core runs in browsers too: no Node built-ins.' },
            {
              group: [...STOREFRONT, ...API],
              message: 'core depends on no app: the apps depend on core.',
            },
            { regex: INTO_APPS, message: 'core depends on no app.' },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "core's schemas take zod from src/zod.ts (set up for the pages' CSP first).",
            },
            ...builtinModules.map((name) => ({
              name,
              message: 'core runs in browsers too: no Node built-ins.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The client is core's one part with I/O: it calls fetch (the injected one, else the global).
    files: ['packages/core/src/client/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...coreDomGlobals],
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['packages/core/src/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // @shop/ui: components and flows over core. Links come through ShopLink / renderLink, I/O
    // through the actors the storefront provides (ARCHITECTURE 4, 6).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ROUTER,
              message: 'ui never depends on the router: links come through ShopLink or renderLink.',
            },
            {
              group: [...STOREFRONT, ...API],
              message: 'ui depends on core only: the storefront depends on ui.',
            },
            { regex: INTO_APPS, message: 'ui depends on core only.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...IO_GLOBALS.map((name) => ({
          name,
          message: 'ui does no I/O: a machine invokes an actor the storefront provides.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...ioProperties('ui does no I/O: a machine invokes an actor the storefront provides.'),
      ],
    },
  },
  {
    // The storefront reaches the API over HTTP, through core's client; its tests and scripts may
    // start the API in-process, its pages may not.
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: API,
              message: "The storefront calls the API through core's client, never its code.",
            },
            {
              regex: INTO_API,
              message: "The storefront calls the API through core's client.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: API_IMPORTS }] },
  },
  {
    // The API's domain (orders, shop, forms, auth, messages, http, db, seed, catalogue, content…)
    // never imports a route module: routes import the domain. What two need goes in the domain.
    // Tests drive the whole app over HTTP and may use the routes' test helpers.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/routes/**',
      'apps/api/src/app.ts',
      'apps/api/src/main.ts',
      'apps/api/src/test/**',
      '**/*.test.ts',
      '**/*.test-helpers.ts',
      '**/*.suite.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...API_IMPORTS,
            {
              regex: '^\\.{1,2}/(\\.\\./)*(.*/)?routes(/|$)',
              message:
                'An API domain module never imports a route module: move what both need into the domain.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], ...react.configs.flat.recommended },
  { files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime'] },
  {
    files: ['**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Browser code that is not TypeScript: the consumer fixture of the ui package.
    files: ['**/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React Router answers a loader's 404 or redirect by throwing the response (by design).
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['**/scripts/**', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Colours come from the theme's tokens (packages/ui/src/styles.css): an arbitrary colour or a
    // Tailwind palette class would escape the site-settings theming (and the palette is off, so
    // it would not even render). Icons come from the one icon module (one CartIcon, not three).
    // One block for both: a later block's no-restricted-syntax replaces this list, not adds to it.
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/storefront/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_COLOUR_CLASS, NO_INLINE_SVG] },
  },
  {
    // The icon module is where the svgs are drawn.
    files: ['packages/ui/src/icons/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_COLOUR_CLASS] },
  },
  prettier,
);
