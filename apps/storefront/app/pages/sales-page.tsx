import type { SalesPage as SalesData } from '@shop/core/contract';
import { salesPath } from '@shop/core/rules';
import { Pagination, SalesBanner, ShopLink, useFavouritesCount, useT } from '@shop/ui';
import { ShopProductGrid } from '../components/shop-product-grid.js';
import { useCartButton } from '../hooks/use-cart-button.js';

export interface SalesPageProps {
  sales: SalesData;
  page: number;
  category: string | null;
  /** The page's absolute address, for the share links. */
  shareUrl: string;
}

/**
 * /pages/sales (SPEC §2): the banner (picture with a dark overlay, end date, favourites and cart
 * counts, share links), category tabs, the grid (4 columns) and pagination.
 */
export function SalesPage({ sales, page, category, shareUrl }: SalesPageProps) {
  const { t } = useT();
  const favouritesCount = useFavouritesCount();
  const cart = useCartButton();
  const content = sales.results.page_content;
  const tabs = [{ slug: null, name: t('salesPage.allCategories') }, ...content.sale_categories];
  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      <SalesBanner
        title={content.title ?? t('pageTitle.sales')}
        backgroundImage={content.background_image}
        endDate={content.end_date}
        favouritesCount={favouritesCount}
        cartCount={cart.count}
        onCartClick={cart.open}
        shareUrl={shareUrl}
      />
      <nav aria-label={t('pageTitle.sales')}>
        <ul className="shop:flex shop:flex-wrap shop:gap-2">
          {tabs.map((tab) => (
            <li key={tab.slug ?? 'all'}>
              <ShopLink
                href={salesPath({ category: tab.slug })}
                aria-current={tab.slug === category ? 'page' : undefined}
                className="shop:inline-flex shop:h-10 shop:items-center shop:rounded-full shop:border shop:border-black/15 shop:px-4 shop:aria-[current=page]:border-settings-main shop:aria-[current=page]:bg-settings-main shop:aria-[current=page]:text-white"
              >
                {tab.name}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <ShopProductGrid products={sales.results.products} eagerImages={4} columns={4} />
      {sales.pages > 1 ? (
        <Pagination
          page={page}
          pageCount={sales.pages}
          getHref={(number) => salesPath({ category, page: number })}
          className="shop:self-center"
        />
      ) : null}
    </div>
  );
}
