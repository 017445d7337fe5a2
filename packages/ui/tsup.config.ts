import { defineConfig } from 'tsup';

/**
 * One ESM file per source module (no bundling, no shared chunks): `dist/` mirrors `src/`, the
 * root and every folder's `index.js` (the `./*` subpaths of package.json) re-export the same
 * modules, and a consumer's bundler keeps only the modules it uses (`sideEffects` names only the
 * CSS). The sources' imports already end in `.js`, so they hold as they are. Stories, tests, story
 * examples and the helpers only they use are not built. No source maps: `src/` does not ship.
 * The .d.ts files come from `tsc -p tsconfig.build.json` (same exclusions); the CSS from
 * scripts/build-css.mjs.
 */
export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.test-helpers.ts',
    '!src/**/*.stories.tsx',
    '!src/**/examples/**',
    '!src/**/*.examples.tsx',
    '!src/test-setup.ts',
    '!src/icons/svg-document.ts',
    '!src/lib/call-gate.ts',
  ],
  bundle: false,
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  sourcemap: false,
  clean: true,
});
