import { CHUNK_RELOAD_KEY, shouldReloadAfterChunkError, storedReloadTime } from '@shop/core/rules';

/**
 * SPEC §8 "chunk reload": after a deploy, a page opened before it asks for code chunks that are
 * gone. The page then loads again, to get the new ones, but at most once every 60 s per tab
 * (core's rule and the time in sessionStorage), so a chunk that is really missing cannot make it
 * reload for ever.
 */

/** What the guard needs of the browser; tests give their own. */
export interface ChunkReloadEnvironment {
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  /** The tab's session storage, or null when the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

/** The messages browsers give a dynamic import (or a preload) whose file could not be loaded. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** Whether an error (or a rejection's reason) is a code chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    (typeof name === 'string' && CHUNK_ERROR.test(name)) ||
    (typeof message === 'string' && CHUNK_ERROR.test(message))
  );
}

/**
 * Reloads the page unless it was reloaded for this less than 60 s ago; true when it did. Without
 * a storage to keep the time in, there is no guard, so no reload either (no loop).
 */
export function reloadAfterChunkError(env: ChunkReloadEnvironment): boolean {
  const { storage } = env;
  if (!storage) return false;
  const now = env.now();
  let last: number | null;
  try {
    last = storedReloadTime(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return false;
  }
  if (!shouldReloadAfterChunkError(last, now)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** The real browser's environment (sessionStorage may throw in a sandbox: no storage then). */
export function browserEnvironment(): ChunkReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    storage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/**
 * Listens for Vite's `vite:preloadError` (a chunk's preload failed; handled, the import does not
 * throw) and for rejections of dynamic imports nobody caught. Call once, from the client entry.
 */
export function installChunkReloadGuard(env: ChunkReloadEnvironment = browserEnvironment()): void {
  env.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError(env)) event.preventDefault();
  });
  env.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason) && reloadAfterChunkError(env)) {
      event.preventDefault();
    }
  });
}
