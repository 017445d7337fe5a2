// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A Tailwind colour class with an arbitrary colour or a palette colour, e.g. `text-[#1f2933]`, `bg-red-50`. */
const COLOUR_CLASS = String.raw`/(^|[\s:])(text|bg|border|border-[trblxy]|ring|fill|stroke|outline|from|to|via|divide|placeholder|decoration|shadow|accent|caret)-(\[(#|rgba?\(|hsla?\(|oklch\()|(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-[0-9])/`;

/** Colours come from the theme's tokens: no arbitrary or palette colour class in a string. */
const NO_COLOUR_CLASS = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${COLOUR_CLASS}]`,
  message:
    'Use a colour token of the theme (text-ink, bg-surface-muted, border-danger, …), not a hex or palette colour.',
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
    // @shop/core is pure: no DOM, no React, no Node built-ins; I/O only through an injected fetch.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
          (name) => ({ name, message: '@shop/core has no DOM: take the value as an argument.' }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@shop/ui', '@shop/ui/*'],
              message: 'core has no React.',
            },
            { group: ['node:*'], message: 'core runs in browsers too: no Node built-ins.' },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "core's schemas take zod from src/zod.ts (set up for the pages' CSP first).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
    // The icon module is where the svgs are drawn. Temporarily also the four views being split
    // (issue 19): their svgs move to the icon module's components when they are.
    files: [
      'packages/ui/src/icons/**/*.{ts,tsx}',
      'packages/ui/src/**/checkout-page.tsx',
      'packages/ui/src/**/sign-in-dialog.tsx',
      'packages/ui/src/**/one-click-modal.tsx',
      'packages/ui/src/**/fast-order-page.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...NO_COLOUR_CLASS] },
  },
  prettier,
);
