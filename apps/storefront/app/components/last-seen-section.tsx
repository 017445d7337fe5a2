import type { Product } from '@shop/core/contract';
import { useT } from '@shop/ui';
import { ShopProductGrid } from './shop-product-grid.js';

/** The product page's 'recently viewed' list (SPEC §4 "Last-seen list"). */
export default function LastSeenSection({ products }: { products: readonly Product[] }) {
  const { t } = useT();
  return (
    <section className="shop:flex shop:flex-col shop:gap-4">
      <h2 className="shop:text-2xl shop:font-semibold">{t('lastSeen.title')}</h2>
      <ShopProductGrid products={products} columns={4} />
    </section>
  );
}
