import type { ReactNode } from 'react';
import { ShareLinks, type ShareLinksProps } from '../share-links.js';

/** The page shared in the examples: an address with a query, to show it is encoded. */
export const SHARED_PAGE_URL = 'https://unealta.md/pages/sales?category=scule&page=2';

/** Share links for a page, on the page's light background. */
export function ShareLinksExample(props: Partial<ShareLinksProps>): ReactNode {
  return <ShareLinks url={SHARED_PAGE_URL} {...props} />;
}

/** The white variant, on a dark background as in the sales banner. */
export function ShareLinksInverseExample(props: Partial<ShareLinksProps>): ReactNode {
  return (
    <div className="shop:rounded-xl shop:bg-ink shop:p-4">
      <ShareLinks url={SHARED_PAGE_URL} tone="inverse" {...props} />
    </div>
  );
}
