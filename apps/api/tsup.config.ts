import { defineConfig } from 'tsup';

/**
 * The API runs as plain Node ESM from dist/: @shop/core is bundled in (from its sources), the
 * npm dependencies stay external.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed/cli.ts',
    'outbox-cli': 'src/messages/outbox-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@shop\//],
  esbuildOptions(options) {
    options.conditions = ['@shop/source'];
  },
});
