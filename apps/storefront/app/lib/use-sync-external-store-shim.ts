/**
 * What `use-sync-external-store/shim` gives on React 19: React's own hook. @xstate/react imports
 * the shim, which carries a fallback for React before 18; the client build resolves the shim to
 * this module instead (vite.config.ts), so no page ships the fallback.
 */
export { useSyncExternalStore } from 'react';
