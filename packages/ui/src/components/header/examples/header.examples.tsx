import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { CatalogueMenu } from '../../catalogue-menu/catalogue-menu.js';
import { catalogueCategories } from '../../catalogue-menu/examples/catalogue-menu.examples.js';
import type { HeaderLogoImage } from '../header.js';

/**
 * Sample content shared by the header's stories and tests: a logo drawn as an inline SVG data
 * URL (no network), a wordmark element, and a stand-in for the search flow's box.
 */

const LOGO_SVG = svgDocument(
  'width="132" height="36" viewBox="0 0 132 36"',
  '<rect width="36" height="36" rx="8" fill="#0b6e4f"/><path d="M11 9v11a7 7 0 0 0 14 0V9" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><rect x="46" y="11" width="80" height="5" rx="2.5" fill="#1f2933"/><rect x="46" y="21" width="54" height="5" rx="2.5" fill="#0b6e4f"/>',
);

/** The sample shop's logo as an image. */
export const SAMPLE_LOGO: HeaderLogoImage = {
  src: `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`,
  alt: 'Unealta',
  width: 132,
  height: 36,
};

/** A logo given as an element: a mark and the shop's name in text. */
export function WordmarkLogo(): ReactNode {
  return (
    <span className="shop:flex shop:items-center shop:gap-2 shop:text-lg shop:font-bold shop:tracking-tight shop:text-ink">
      <span
        aria-hidden="true"
        className="shop:grid shop:size-8 shop:place-items-center shop:rounded-lg shop:bg-settings-main shop:text-white"
      >
        U
      </span>
      Unealta
    </span>
  );
}

/** Stands in for the search flow's box (the real one comes from the storefront). */
export function SearchPlaceholder(): ReactNode {
  return (
    <form role="search" className="shop:w-full" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        aria-label="Caută produse"
        placeholder="Caută printre 20 000 de produse"
        className="shop:h-11 shop:w-full shop:rounded-md shop:border shop:border-black/15 shop:bg-white shop:px-4 shop:text-base shop:placeholder:text-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-0 shop:focus-visible:outline-settings-main"
      />
    </form>
  );
}

/** The catalogue menu the header's button controls (a stand-in, for `aria-controls`). */
export const CATALOGUE_MENU_ID = 'catalogue-menu';

export function CataloguePlaceholder(): ReactNode {
  return (
    <div
      id={CATALOGUE_MENU_ID}
      className="shop:mx-auto shop:mt-2 shop:max-w-[1280px] shop:rounded-md shop:border shop:border-black/10 shop:bg-white shop:p-6 shop:text-sm shop:shadow-lg"
    >
      Scule electrice · Grădină · Construcții · Instalații sanitare · Vopsele
    </div>
  );
}

/** Page content under the header, tall enough to scroll. */
export function PageFiller({ rows = 6 }: { rows?: number }): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:space-y-3 shop:p-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="shop:h-24 shop:rounded-md shop:bg-surface-muted" />
      ))}
    </div>
  );
}

/**
 * The real catalogue menu, open, for the header's `catalogueMenu` slot (as the storefront puts
 * it there), on the sample catalogue.
 */
export function OpenCatalogueMenu(): ReactNode {
  return (
    <CatalogueMenu
      id={CATALOGUE_MENU_ID}
      categories={catalogueCategories}
      open
      onOpenChange={() => undefined}
    />
  );
}
