import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part the server draws with the page whose code comes later, in a chunk of its own
 * (React.lazy in a Suspense boundary). Until its chunk arrives, the server's HTML stays on the
 * page, unhydrated. React gives that HTML up for the fallback when the boundary is rendered again
 * before it has hydrated, and the page's first updates do just that (favourites, the last-seen
 * list and the session read in the browser after hydration): the part vanished and was drawn
 * again, which moved the page and drew its largest picture late. The part is memoised, so an
 * update of the page reaches it only when its own props change: keep them stable (a callback
 * through useCallback, data through useMemo). The price: a press on the server's HTML before the
 * chunk has come does nothing, so this suits a part whose staying in place matters more than an
 * early press (the product gallery), not one whose button is the point (the reviews' "Write a
 * review").
 */
export function drawnFirst<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
) {
  const Part = lazy(load);
  return memo(function DrawnFirst(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
