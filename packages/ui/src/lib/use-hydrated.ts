import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and on a client-only render). For
 * server HTML that works without JavaScript: the footer shows every link, with nothing behind a
 * toggle that needs a script, until React runs and its accordion and category toggle take over.
 * Without a mismatch: hydration reads the server value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
