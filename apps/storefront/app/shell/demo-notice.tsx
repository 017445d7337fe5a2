import { useSyncExternalStore } from 'react';
import { DemoBanner } from '@shop/ui/components/demo-banner';

/** The session storage key of a dismissed demo banner (one browser tab's session). */
export const DEMO_DISMISSED_KEY = 'shop:demo-banner-dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DEMO_DISMISSED_KEY) === '1';
  } catch {
    // Storage refused (private mode, a sandbox): the banner simply shows again.
    return false;
  }
}

/** Hidden on this page even when the storage refused to keep it. */
let dismissedHere = false;
const listeners = new Set<() => void>();

function rememberDismissed(): void {
  dismissedHere = true;
  try {
    window.sessionStorage.setItem(DEMO_DISMISSED_KEY, '1');
  } catch {
    // Nothing to keep it in: it is hidden for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The demo-warning banner of a demo shop (SPEC §2), above the header of every page. Loaded as a
 * chunk of its own (see SiteShell), only by a demo shop's pages: the server renders it with the
 * page; once closed, it stays closed for the browser session (sessionStorage, read after
 * hydration so the server's HTML and the first render agree).
 */
export default function DemoNotice() {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedHere || readDismissed(),
    // The server does not know: it renders the banner, hidden after hydration if dismissed.
    () => false,
  );
  return (
    <DemoBanner
      open={!dismissed}
      onOpenChange={(next) => {
        if (!next) rememberDismissed();
      }}
    />
  );
}
