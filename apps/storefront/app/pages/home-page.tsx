import type {
  BrandSlide,
  HomeCategoryItem,
  HomeFeature,
  HomeSlide,
  PartnerBanner as PartnerBannerData,
  Product,
  ProductOfTheDay as ProductOfTheDayData,
  Shop,
} from '@shop/core/contract';
import { PATHS } from '@shop/core/rules';
import type { NewsletterSignupAnswer } from '@shop/ui/flows/newsletter-signup';
import { CategoryGrid, homeCategoryToGridItem, ShopLink, useT } from '@shop/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ShopProductGrid } from '../components/shop-product-grid.js';
import { useShopName } from '../lib/shop-name.js';

const HomeSections = lazy(() => import('./home-sections.js'));
// The newsletter block (a form with its flow, texts and the API call) in a chunk of its own.
const HomeNewsletter = lazy(() => import('./home-newsletter.js'));

export interface HomePageProps {
  slides: HomeSlide[];
  productOfTheDay: ProductOfTheDayData | null;
  features: HomeFeature[];
  categories: HomeCategoryItem[];
  topSales: Product[];
  sales: Product[];
  shops: Shop[];
  featured: Product[];
  brands: BrandSlide[];
  partnerBanner: PartnerBannerData | null;
  /** The newsletter sign-up the page's form posted before its script ran, when it was refused. */
  newsletter?: NewsletterSignupAnswer | null;
}

/**
 * Columns that fit a home row's count (§9 home sizes: top 5, sales 8, recommended 10): five
 * when the count is a multiple of five, else four, so no row ends with a lone card.
 */
export function homeGridColumns(count: number): 4 | 5 {
  return count % 5 === 0 && count % 4 !== 0 ? 5 : 4;
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

/**
 * The home page's sections in SPEC §2's order: hero slider, product-of-the-day marquee, features,
 * categories grid, top sales, sales, shops carousel, featured products, partners, partner banner,
 * and the newsletter block last (it needs no content, so it is always there). A section without
 * content (its call failed or answered nothing) is left out.
 */
export function HomePage({
  slides,
  productOfTheDay,
  features,
  categories,
  topSales,
  sales,
  shops,
  featured,
  brands,
  partnerBanner,
  newsletter = null,
}: HomePageProps) {
  const { t } = useT();
  const name = useShopName();
  return (
    <div className="shop:flex shop:flex-col shop:gap-10">
      <h1 className="shop:sr-only">{name}</h1>
      <Suspense fallback={null}>
        <HomeSections slides={slides} productOfTheDay={productOfTheDay} features={features} />
      </Suspense>
      {categories.length ? (
        <Section title={t('home.categories')}>
          <CategoryGrid items={categories.map(homeCategoryToGridItem)} />
        </Section>
      ) : null}
      {topSales.length ? (
        <Section title={t('home.topSales')}>
          <ShopProductGrid
            products={topSales}
            eagerImages={2}
            columns={homeGridColumns(topSales.length)}
          />
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
          <ShopProductGrid products={sales} columns={homeGridColumns(sales.length)} />
        </Section>
      ) : null}
      <Suspense fallback={null}>
        <HomeSections shops={shops} />
      </Suspense>
      {featured.length ? (
        <Section title={t('home.featured')}>
          <ShopProductGrid products={featured} columns={homeGridColumns(featured.length)} />
        </Section>
      ) : null}
      <Suspense fallback={null}>
        <HomeSections brands={brands} partnerBanner={partnerBanner} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeNewsletter answer={newsletter} />
      </Suspense>
    </div>
  );
}
