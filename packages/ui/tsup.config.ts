import { defineConfig } from 'tsup';

/**
 * ESM for the root entry and one entry per folder with an index.ts (the `./*` subpaths of
 * package.json: `@shop/ui/primitives/button`, `@shop/ui/i18n`, …). React, @shop/core and the
 * other dependencies stay external. The .d.ts files come from `tsc -p tsconfig.build.json` (one
 * per source file: tsup's bundled declarations took over 5 GB of memory for the 60-odd entries);
 * the CSS is built by scripts/build-css.mjs.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts', 'src/*/*/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', /^@shop\//],
});
