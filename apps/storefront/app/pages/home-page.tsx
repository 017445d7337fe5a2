import type { HomeCategoryItem, Product } from '@shop/core/contract';
import { PATHS } from '@shop/core/rules';
import { CategoryGrid, homeCategoryToGridItem, ShopLink, useT } from '@shop/ui';
import type { ReactNode } from 'react';
import { ShopProductGrid } from '../components/shop-product-grid.js';

export interface HomePageProps {
  categories: HomeCategoryItem[];
  topSales: Product[];
  sales: Product[];
  featured: Product[];
}

function Section({
  title,
  children,
  more,
}: {
  title: string;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section className="shop:flex shop:flex-col shop:gap-4">
      <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-4">
        <h2 className="shop:text-2xl shop:font-semibold">{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** The home page's first sections (SPEC §2): categories grid, top sales, sales, featured. */
export function HomePage({ categories, topSales, sales, featured }: HomePageProps) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-10">
      <h1 className="shop:sr-only">{t('site.name')}</h1>
      {categories.length ? (
        <Section title={t('home.categories')}>
          <CategoryGrid items={categories.map(homeCategoryToGridItem)} />
        </Section>
      ) : null}
      {topSales.length ? (
        <Section title={t('home.topSales')}>
          <ShopProductGrid products={topSales} eagerImages={2} columns={4} />
        </Section>
      ) : null}
      {sales.length ? (
        <Section
          title={t('home.sales')}
          more={
            <ShopLink href={PATHS.sales} className="shop:text-settings-main shop:underline">
              {t('home.seeAll')}
            </ShopLink>
          }
        >
          <ShopProductGrid products={sales} columns={4} />
        </Section>
      ) : null}
      {featured.length ? (
        <Section title={t('home.featured')}>
          <ShopProductGrid products={featured} columns={4} />
        </Section>
      ) : null}
    </div>
  );
}
