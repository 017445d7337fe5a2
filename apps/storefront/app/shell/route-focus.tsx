import { RouteAnnouncer } from '@shop/ui';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation the new page's title is said and its heading takes focus
 * (RouteAnnouncer). The key is the path alone: filters, sort and paging change only the query
 * and keep the shopper where they are.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  return <RouteAnnouncer pathKey={pathname} />;
}
