import { defineConfig } from 'tsup';

/**
 * One ESM file per source module (no bundling): a consumer's bundler then keeps only the modules
 * it uses, so a ui that imports `formatMoney` or `API_ERROR_DETAILS` does not bring zod's schemas.
 * The only module with a side effect, zod.ts (zod's settings for the browser), is named in
 * package.json's `sideEffects` in both its src and dist forms. The imports of the sources already
 * end in `.js`, so they hold as they are. Declarations come from `tsc -p tsconfig.build.json`.
 */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-helpers.ts'],
  bundle: false,
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
});
