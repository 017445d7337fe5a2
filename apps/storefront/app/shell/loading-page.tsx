import { PROGRESS_BAR } from '@shop/core/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { skeletonKindOf } from '../lib/page-kind.js';

// Its code comes with the first navigation that needs it, not with any page's first load.
const PageSkeleton = lazy(() =>
  import('@shop/ui/components/page-skeleton').then((module) => ({ default: module.PageSkeleton })),
);

/**
 * While a content page loads in the browser, its skeleton covers the previous page (which stays
 * mounted underneath, so nothing of it is lost if the navigation is cancelled). It appears only
 * when the load lasts past the progress bar's delay: a quick page just replaces the old one.
 */
export function LoadingPage() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : null;
  const kind =
    target !== null && target.pathname !== pathname ? skeletonKindOf(target.pathname) : null;
  // The navigation (by its key) whose load has outlasted the delay.
  const [late, setLate] = useState<string | null>(null);
  const key = kind === null ? null : (target?.key ?? null);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setLate(key), PROGRESS_BAR.throttleMs);
    return () => clearTimeout(timer);
  }, [key]);

  if (kind === null || late !== key) return null;
  return (
    <div
      data-slot="loading-page"
      className="shop:absolute shop:inset-0 shop:z-10 shop:overflow-hidden shop:bg-white shop:px-4 shop:py-6"
    >
      <Suspense fallback={null}>
        <PageSkeleton kind={kind} />
      </Suspense>
    </div>
  );
}
