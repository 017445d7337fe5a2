import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (entry.server puts
 * it here). In the browser it is undefined: the page's inline scripts have run by then, and
 * browsers hide a nonce from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
