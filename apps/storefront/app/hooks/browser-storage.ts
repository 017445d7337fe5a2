import { useCallback, useSyncExternalStore } from 'react';

/**
 * Browser storage for the visitor's lists (favourites, cart, last seen). Storage can be blocked
 * (private mode, a policy) or full: then values live in memory for the rest of the visit, so a
 * toggle still works and nothing throws. Every component reading a key re-renders when it
 * changes — in this tab through an event of our own, in other tabs through `storage`.
 */
const CHANGE_EVENT = 'shop:storage';
const memory = new Map<string, string>();

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    window.localStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
  window.dispatchEvent(new CustomEvent<string>(CHANGE_EVENT, { detail: key }));
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage: the value lived in memory only.
  }
  memory.delete(key);
  window.dispatchEvent(new CustomEvent<string>(CHANGE_EVENT, { detail: key }));
}

// One parsed value per key and raw text, so a snapshot is the same object until the text changes.
const parsed = new Map<string, { raw: string | null; value: unknown }>();

/**
 * The parsed value stored under `key`, kept current. `undefined` on the server and during
 * hydration (the server cannot know it), so counts and toggles appear once the page is live.
 */
export function useStoredValue<T>(key: string, parse: (raw: string | null) => T): T | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) notify();
      };
      const onChange = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) notify();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(CHANGE_EVENT, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(CHANGE_EVENT, onChange);
      };
    },
    [key],
  );
  const snapshot = () => {
    const raw = readStorage(key);
    const known = parsed.get(key);
    if (known && known.raw === raw) return known.value as T;
    const value = parse(raw);
    parsed.set(key, { raw, value });
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}
