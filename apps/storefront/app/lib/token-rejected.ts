/**
 * The API refused the cookie's token mid-visit (a 401 through /shop-api, which has already
 * removed the cookie). The browser's calls report it here; the session listens and ends (SPEC §8).
 * A module of its own, so the session can listen without loading the API client.
 */
const listeners = new Set<() => void>();

export function onTokenRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportTokenRejected(): void {
  for (const listener of listeners) listener();
}
