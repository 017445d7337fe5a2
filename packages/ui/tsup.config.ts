import { defineConfig } from 'tsup';

/**
 * ESM and .d.ts for the root entry and one entry per folder with an index.ts (the `./*` subpaths
 * of package.json: `@shop/ui/primitives/button`, `@shop/ui/i18n`, …). React, @shop/core and the
 * other dependencies stay external; the CSS is built by scripts/build-css.mjs.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts', 'src/*/*/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', /^@shop\//],
});
