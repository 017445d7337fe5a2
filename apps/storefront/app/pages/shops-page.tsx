import type { Shop } from '@shop/core/contract';
import { pagedPath, PATHS } from '@shop/core/rules';
import { Breadcrumbs, Pagination, useT } from '@shop/ui';
import { ShopPage } from '@shop/ui/components/shop-page';
import { ShopsList } from '@shop/ui/components/shops-list';
import { ContentHeading } from './content-parts.js';

/**
 * /pages/shops (SPEC §2 "Shops: paginated cards"): the trail, the heading, the shop cards (or a
 * line saying there is none) and the pages.
 */
export function ShopsListPage({
  list,
  page,
}: {
  list: { pages: number; results: readonly Shop[] };
  page: number;
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading trail={[{ label: t('pageTitle.shops') }]} title={t('pageTitle.shops')}>
        {list.results.length > 0 ? <p className="shop:text-muted">{t('shopsPage.lead')}</p> : null}
      </ContentHeading>
      <ShopsList shops={list.results} />
      {list.pages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.pages}
          getHref={(number) => pagedPath(PATHS.shops, number)}
          className="shop:self-center"
        />
      ) : null}
    </div>
  );
}

/**
 * /pages/shops/{slug} (SPEC §2 "a single shop page with video, image grid, slider and map"): the
 * trail over the shop's page.
 */
export function ShopDetailPage({ shop }: { shop: Shop }) {
  const { t } = useT();
  return (
    <ShopPage shop={shop} className="shop:py-6">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: PATHS.home },
          { label: t('pageTitle.shops'), href: PATHS.shops },
          { label: shop.title },
        ]}
      />
    </ShopPage>
  );
}
