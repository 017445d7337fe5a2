import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const HomePopups = lazy(() => import('./home-popups.js'));

/** The home page in any language: '/', '/en' or '/ru' (with or without the trailing slash). */
const HOME_PATH = /^\/(?:en|ru)?\/?$/;

/**
 * Where the popup chain lives: on the home page only (SPEC §4 "Popups"), mounted by the shell by
 * route. Its code is not in the page's first load: it is fetched once the page is idle after
 * hydration (at most 3 s later), and stays mounted (its chain running) only while the shopper is
 * on the home page.
 */
export function HomePopupsSlot() {
  const onHome = HOME_PATH.test(useLocation().pathname);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!onHome || ready) return;
    const load = () => setReady(true);
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 1);
  }, [onHome, ready]);
  return onHome && ready ? (
    <Suspense fallback={null}>
      <HomePopups />
    </Suspense>
  ) : null;
}
