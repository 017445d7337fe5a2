import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * @xstate/react reaches React's useSyncExternalStore through the `use-sync-external-store` shims,
 * which add a fallback for React before 18 to every page; on React 19 they are React's own hook
 * (with the package's selector helper built on it).
 */
const reactStoreHooks = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(
      new URL('./app/lib/use-sync-external-store-shim.ts', import.meta.url),
    ),
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: reactStoreHooks,
    // The workspace packages from their TypeScript sources (as in tests and typecheck): one
    // build compiles and tree-shakes storefront, ui and core together.
    conditions: ['@shop/source', 'module', 'browser', 'development|production'],
  },
  ssr: {
    resolve: { conditions: ['@shop/source', 'module', 'node', 'development|production'] },
    noExternal: ['@shop/core', '@shop/ui'],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
