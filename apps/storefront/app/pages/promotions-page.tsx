import type { Promotion } from '@shop/core/contract';
import { isSafeRedirect, pagedPath, PATHS, promotionPath } from '@shop/core/rules';
import {
  ContentCard,
  EmptyState,
  Pagination,
  RichText,
  ShareLinks,
  ShopLink,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  useT,
} from '@shop/ui';
import { ShopProductGrid } from '../components/shop-product-grid.js';
import { ContentHeading } from './content-parts.js';

/** How many cards make the grid's first row on a wide screen: their pictures load at once. */
const FIRST_ROW = 3;

const buttonClass =
  'shop:inline-flex shop:min-h-11 shop:items-center shop:self-start shop:rounded-lg shop:bg-settings-main shop:px-5 shop:font-semibold shop:text-white shop:hover:opacity-90';

/** The promotions' cards grid (1 column, 2 from 744 px, 3 from 1024 px). */
export function PromotionCards({
  promotions,
  ended,
}: {
  promotions: readonly Promotion[];
  /** The ids of the promotions past their last day (core's `promotionState`, in the loader). */
  ended: readonly number[];
}) {
  const { t } = useT();
  if (promotions.length === 0) return <EmptyState title={t('contentPages.empty')} />;
  return (
    <ul className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3">
      {promotions.map((promotion, index) => (
        <li key={promotion.id} className="shop:flex">
          <ContentCard
            className="shop:w-full"
            href={promotionPath(promotion.slug)}
            title={promotion.title}
            image={promotion.image ?? promotion.banner}
            imageLoading={index < FIRST_ROW ? 'eager' : 'lazy'}
            date={promotion.date}
            endDate={promotion.end_date}
            period
            ended={ended.includes(promotion.id)}
            description={promotion.description}
          />
        </li>
      ))}
    </ul>
  );
}

/** /pages/actionpromo (SPEC §2): the promotions, running and ended, a page at a time. */
export function PromotionsListPage({
  list,
  page,
  ended,
}: {
  list: { pages: number; results: readonly Promotion[] };
  page: number;
  ended: readonly number[];
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading
        trail={[{ label: t('pageTitle.actionpromo') }]}
        title={t('pageTitle.actionpromo')}
      >
        <p className="shop:text-muted">{t('contentPages.promotionsLead')}</p>
      </ContentHeading>
      <PromotionCards promotions={list.results} ended={ended} />
      {list.pages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.pages}
          getHref={(number) => pagedPath(PATHS.promotions, number)}
          className="shop:self-center"
        />
      ) : null}
    </div>
  );
}

/**
 * /pages/actionpromo/{slug} (SPEC §2): the banner, title, period, tabs of HTML, the button (only
 * to a safe path of the shop), share links and the promotion's products.
 */
export function PromotionPage({
  promotion,
  ended,
  shareUrl,
}: {
  promotion: Promotion;
  ended: boolean;
  shareUrl: string;
}) {
  const { t, date } = useT();
  const start = promotion.date ? date(promotion.date, 'long') : '';
  const end = promotion.end_date ? date(promotion.end_date, 'long') : '';
  const period = end
    ? `${start} – ${end}`
    : start
      ? t('contentPages.promotionFrom', { date: start })
      : '';
  const button = promotion.button && isSafeRedirect(promotion.button.url) ? promotion.button : null;
  const banner = promotion.banner ?? promotion.image;
  return (
    <div className="shop:flex shop:flex-col shop:gap-8 shop:py-6">
      <article className="shop:flex shop:flex-col shop:gap-5">
        <ContentHeading
          trail={[
            { label: t('pageTitle.actionpromo'), href: PATHS.promotions },
            { label: promotion.title },
          ]}
          title={promotion.title}
        >
          <p className="shop:flex shop:flex-wrap shop:items-center shop:gap-3 shop:text-sm shop:text-muted">
            {period ? <time dateTime={promotion.date ?? undefined}>{period}</time> : null}
            {ended ? (
              <span className="shop:rounded-full shop:border shop:border-warning-line shop:bg-warning-surface shop:px-2 shop:text-warning">
                {t('contentPages.promotionEnded')}
              </span>
            ) : null}
          </p>
        </ContentHeading>
        {banner ? (
          <img
            src={banner}
            alt=""
            width={1600}
            height={500}
            fetchPriority="high"
            className="shop:aspect-[16/5] shop:w-full shop:rounded-xl shop:bg-surface-muted shop:object-cover"
          />
        ) : null}
        {promotion.tabs.length > 0 ? (
          <TabsRoot defaultValue="0">
            <TabsList aria-label={promotion.title}>
              {promotion.tabs.map((tab, index) => (
                <TabsTrigger key={index} value={String(index)}>
                  {tab.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {promotion.tabs.map((tab, index) => (
              <TabsContent key={index} value={String(index)}>
                <RichText html={tab.content} />
              </TabsContent>
            ))}
          </TabsRoot>
        ) : null}
        {button ? (
          <ShopLink href={button.url} className={buttonClass}>
            {button.title}
          </ShopLink>
        ) : null}
        <ShareLinks url={shareUrl} />
      </article>
      {promotion.products.length > 0 ? (
        <section
          aria-labelledby="promotion-products"
          className="shop:flex shop:flex-col shop:gap-4"
        >
          <h2 id="promotion-products" className="shop:text-2xl shop:font-semibold shop:text-ink">
            {t('contentPages.promotionProducts')}
          </h2>
          <ShopProductGrid products={promotion.products} eagerImages={0} columns={4} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /pages/promo (SPEC §8): where a promotion that failed to load sends the shopper — a message,
 * then the current promotions, or when those fail too, links to the sales and promotions pages.
 */
export function PromoFallbackPage({
  list,
  ended,
}: {
  list: { results: readonly Promotion[] } | null;
  ended: readonly number[];
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading
        trail={[
          { label: t('pageTitle.actionpromo'), href: PATHS.promotions },
          { label: t('contentPages.promoUnavailableTitle') },
        ]}
        title={t('contentPages.promoUnavailableTitle')}
      >
        <p className="shop:text-muted">{t('contentPages.promoUnavailableText')}</p>
      </ContentHeading>
      {list ? <PromotionCards promotions={list.results} ended={ended} /> : null}
      <div className="shop:flex shop:flex-wrap shop:gap-3">
        <ShopLink href={PATHS.promotions} className={buttonClass}>
          {t('contentPages.promoSeePromotions')}
        </ShopLink>
        <ShopLink
          href={PATHS.sales}
          className="shop:inline-flex shop:min-h-11 shop:items-center shop:rounded-lg shop:border shop:border-line shop:px-5 shop:font-semibold shop:text-ink shop:hover:bg-surface-muted"
        >
          {t('contentPages.promoSeeSales')}
        </ShopLink>
      </div>
    </div>
  );
}
