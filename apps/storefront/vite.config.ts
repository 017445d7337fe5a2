import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
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
