import { useEffect, useRef } from 'react';

/**
 * Closes an open panel when the route changes (a link followed through the router, back and
 * forward, a redirect): a `pathname` other than the one of the last render calls
 * `onOpenChange(false)` while `open`.
 *
 * @example useCloseOnRouteChange(location.pathname, open, onOpenChange);
 */
export function useCloseOnRouteChange(
  pathname: string | undefined,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (open) onOpenChange(false);
  }, [pathname, open, onOpenChange]);
}
