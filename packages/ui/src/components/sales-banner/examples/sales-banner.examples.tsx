import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { SalesBanner, type SalesBannerProps } from '../sales-banner.js';

/**
 * Sample content shared by the banner's stories and tests: a picture drawn as an inline SVG data
 * URL (no network), a bright one on purpose, so the dark overlay's work shows.
 */
const PICTURE_SVG = svgDocument(
  'width="1200" height="400" viewBox="0 0 1200 400"',
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4b400"/><stop offset="1" stop-color="#e8590c"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1040" cy="90" r="150" fill="#fff3bf" opacity=".6"/><circle cx="160" cy="360" r="120" fill="#ffd8a8" opacity=".7"/><g fill="#ffffff" opacity=".85"><rect x="760" y="220" width="260" height="40" rx="12"/><rect x="980" y="180" width="60" height="120" rx="14"/><rect x="420" y="60" width="40" height="200" rx="10" transform="rotate(30 440 160)"/></g><text x="600" y="330" font-family="sans-serif" font-size="120" font-weight="700" fill="#ffffff" opacity=".35">-50%</text>',
);

/** The sample sale's picture. */
export const SALE_PICTURE = `data:image/svg+xml,${encodeURIComponent(PICTURE_SVG)}`;

/** The sample sale's title, end date and address. */
export const SALE_TITLE = 'Reduceri de iarnă';
export const SALE_END_DATE = '2026-12-31';
export const SALE_PAGE_URL = 'https://unealta.md/pages/sales';

/** A title long enough to wrap on every screen, with one very long word. */
export const LONG_SALE_TITLE =
  'Reduceri de iarnă la sculele electrice, uneltele de grădină și materialele de construcții: superdiscounturilemagazinului';

/** The whole banner: picture, end date, counts and share links. */
export function SalesBannerExample(props: Partial<SalesBannerProps>): ReactNode {
  return (
    <SalesBanner
      title={SALE_TITLE}
      backgroundImage={SALE_PICTURE}
      endDate={SALE_END_DATE}
      favouritesCount={2}
      cartCount={5}
      shareUrl={SALE_PAGE_URL}
      {...props}
    />
  );
}

/** The banner as the sales page lays it out: inside the page's 1280 px column, with margins. */
export function SalesBannerFrame({ children }: { children: ReactNode }): ReactNode {
  return <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">{children}</div>;
}
