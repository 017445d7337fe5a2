import { CHUNK_RELOAD_KEY } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import {
  installChunkReloadGuard,
  isChunkLoadError,
  reloadAfterChunkError,
  type ChunkReloadEnvironment,
} from './chunk-reload.js';

/** A tab: its listeners, its session storage, its clock and how often it reloaded. */
function fakeTab(start = 1_800_000_000_000) {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const stored = new Map<string, string>();
  const state = { time: start, reloads: 0 };
  const env: ChunkReloadEnvironment = {
    addEventListener: (type, listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    reload: () => {
      state.reloads += 1;
    },
    now: () => state.time,
  };
  return {
    get time() {
      return state.time;
    },
    set time(value: number) {
      state.time = value;
    },
    get reloads() {
      return state.reloads;
    },
    stored,
    env,
    /** Dispatches an event; true when a listener prevented its default. */
    dispatch(type: string, init: { reason?: unknown } = {}) {
      const event = Object.assign(new Event(type, { cancelable: true }), init);
      for (const listener of listeners.get(type) ?? []) listener(event);
      return event.defaultPrevented;
    },
  };
}

describe('the chunk reload guard (SPEC §8)', () => {
  it('reloads on a failed preload, then not again within 60 s, then again after', () => {
    const tab = fakeTab();
    installChunkReloadGuard(tab.env);
    // Handled: the import does not throw while the page goes away.
    expect(tab.dispatch('vite:preloadError')).toBe(true);
    expect(tab.reloads).toBe(1);
    expect(tab.stored.get(CHUNK_RELOAD_KEY)).toBe(String(tab.time));

    tab.time += 59_999;
    // Not handled: the error reaches the page's error boundary instead of a reload loop.
    expect(tab.dispatch('vite:preloadError')).toBe(false);
    expect(tab.reloads).toBe(1);

    tab.time += 1;
    expect(tab.dispatch('vite:preloadError')).toBe(true);
    expect(tab.reloads).toBe(2);
  });

  it('reloads on a dynamic import that failed and nobody caught, not on other rejections', () => {
    const tab = fakeTab();
    installChunkReloadGuard(tab.env);
    tab.dispatch('unhandledrejection', { reason: new Error('something else') });
    tab.dispatch('unhandledrejection', { reason: 'a string' });
    expect(tab.reloads).toBe(0);
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: https://shop.example/assets/home-abc.js',
    );
    expect(tab.dispatch('unhandledrejection', { reason: failed })).toBe(true);
    expect(tab.reloads).toBe(1);
  });

  it('knows the chunk errors of Chrome, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('does not reload without a storage to keep the time in, or with one that refuses', () => {
    const tab = fakeTab();
    expect(reloadAfterChunkError({ ...tab.env, storage: null })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadAfterChunkError({ ...tab.env, storage: refusing })).toBe(false);
    expect(tab.reloads).toBe(0);
  });

  it('takes junk in the storage for no time, and a time ahead of the clock for none', () => {
    const tab = fakeTab();
    tab.stored.set(CHUNK_RELOAD_KEY, 'junk');
    expect(reloadAfterChunkError(tab.env)).toBe(true);
    tab.stored.set(CHUNK_RELOAD_KEY, String(tab.time + 3_600_000));
    expect(reloadAfterChunkError(tab.env)).toBe(true);
    expect(tab.reloads).toBe(2);
  });
});
