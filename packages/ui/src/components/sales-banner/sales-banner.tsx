import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon, HeartIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { CountIcon, useHeaderCountLabels } from '../header/header.js';
import { ShareLinks } from '../share-links/share-links.js';

/**
 * The banner: a full-width rounded block in white text, 220 px high on phones and 280 px from
 * 1024 px. Without a picture it shows a gradient of the shop's main and footer colours.
 */
export const salesBannerVariants = cva(
  'shop:relative shop:isolate shop:flex shop:min-h-[220px] shop:w-full shop:flex-col shop:overflow-hidden shop:rounded-xl shop:bg-linear-to-br shop:from-settings-main shop:to-settings-footer shop:text-white shop:bp1024:min-h-[280px]',
);

/**
 * The favourites link and the cart button: a 44 px target that darkens the picture under it, so
 * the white label keeps its contrast on any picture.
 */
export const salesBannerActionVariants = cva(
  'shop:relative shop:inline-flex shop:h-11 shop:min-w-11 shop:shrink-0 shop:items-center shop:justify-center shop:gap-3 shop:rounded-full shop:bg-black/35 shop:px-3 shop:text-white shop:ring-1 shop:ring-white/40 shop:ring-inset shop:[&_svg]:size-6 shop:[&_svg]:shrink-0',
  {
    variants: {
      interactive: {
        true: 'shop:transition-colors shop:hover:bg-black/50 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-white',
        false: '',
      },
    },
    defaultVariants: { interactive: true },
  },
);

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The sale's end date when it is a real ISO 8601 date ('2026-12-31' or a date and time),
 * otherwise null: no badge rather than 'Până la Invalid Date' or a rolled-over '2026-02-30'.
 *
 * @example saleEndDate('2026-12-31') // Date; saleEndDate('31.12.2026') // null
 */
export function saleEndDate(value: string | null | undefined): Date | null {
  const text = value?.trim();
  const match = text ? ISO_DATE.exec(text) : null;
  if (!text || !match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface SalesBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The page's title, shown as its h1.
   * @example title="Reduceri de iarnă"
   */
  title: string;
  /**
   * The banner picture's address; decorative (no alt), darkened so the white text stays readable.
   * Without one, a gradient of the shop's colours.
   * @default null
   */
  backgroundImage?: string | null;
  /**
   * When the sale ends, as an ISO date: a badge 'Până la 31 decembrie 2026' (in the shop's time
   * zone). Absent or not a valid date: no badge.
   * @default null
   * @example endDate="2026-12-31"
   */
  endDate?: string | null;
  /**
   * Favourites count for the badge on the favourites link.
   * @default 0
   */
  favouritesCount?: number;
  /**
   * Cart item count for the badge on the cart button.
   * @default 0
   */
  cartCount?: number;
  /**
   * The cart button was pressed: open the cart panel. Without it the cart is shown with its count
   * but is not a button (nothing to press that does nothing).
   */
  onCartClick?: () => void;
  /**
   * The page's absolute address: when given, share links for it under the title.
   * @example shareUrl="https://unealta.md/pages/sales"
   */
  shareUrl?: string;
}

/**
 * The top of the sales page (SPEC §2 "Sales"): the title as the page's h1 over the sale's picture
 * with a dark overlay, the end-date badge, the favourites link and cart button with their counts,
 * and share links. The actions sit top right from 768 px and under the title on phones.
 *
 * @example
 * <SalesBanner title={page.title} backgroundImage={page.image} endDate={page.end_date}
 *   favouritesCount={favourites.length} cartCount={cart.count} onCartClick={openCart}
 *   shareUrl={`${origin}/pages/sales`} />
 */
export function SalesBanner({
  title,
  backgroundImage = null,
  endDate = null,
  favouritesCount = 0,
  cartCount = 0,
  onCartClick,
  shareUrl,
  className,
  ...props
}: SalesBannerProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  const labels = useHeaderCountLabels(favouritesCount, cartCount);
  const end = saleEndDate(endDate);
  const endText = endDate?.trim();

  const cartContent = (
    <>
      <CountIcon icon={<CartIcon />} count={cartCount} tone="cart" />
      <span aria-hidden="true" className="shop:text-sm shop:font-medium">
        {t('header.cart')}
      </span>
      <span className="shop:sr-only">{labels.cart}</span>
    </>
  );

  return (
    <section
      data-slot="sales-banner"
      aria-labelledby={titleId}
      className={cn(salesBannerVariants(), className)}
      {...props}
    >
      {backgroundImage ? (
        <img
          src={backgroundImage}
          alt=""
          decoding="async"
          fetchPriority="high"
          data-slot="sales-banner-image"
          className="shop:absolute shop:inset-0 shop:-z-10 shop:size-full shop:object-cover"
        />
      ) : null}
      {/* Over the picture and the gradient alike: white text keeps 4.5:1 even on a white picture. */}
      <div aria-hidden="true" className="shop:absolute shop:inset-0 shop:-z-10 shop:bg-black/55" />

      <div className="shop:flex shop:flex-1 shop:flex-col shop:gap-4 shop:p-5 shop:bp744:p-8 shop:bp1024:p-10">
        <div className="shop:flex shop:flex-col shop:gap-4 shop:bp768:flex-row shop:bp768:items-start shop:bp768:justify-between">
          <div className="shop:flex shop:min-w-0 shop:flex-col shop:gap-3">
            <h1
              id={titleId}
              className="shop:text-3xl shop:leading-tight shop:font-bold shop:wrap-break-word shop:bp1024:text-4xl"
            >
              {title}
            </h1>
            {end ? (
              <time
                dateTime={endText}
                data-slot="sales-banner-end-date"
                className="shop:inline-flex shop:min-h-7 shop:items-center shop:self-start shop:rounded-full shop:bg-white shop:px-3 shop:py-1 shop:text-sm shop:font-semibold shop:text-ink"
              >
                {t('salesPage.until', { date: { date: end, style: 'long' } })}
              </time>
            ) : null}
          </div>

          <div
            data-slot="sales-banner-actions"
            className="shop:flex shop:shrink-0 shop:items-center shop:gap-2"
          >
            <ShopLink
              href={PATHS.favourites}
              data-slot="sales-banner-favourites"
              className={salesBannerActionVariants()}
            >
              <CountIcon icon={<HeartIcon />} count={favouritesCount} tone="favorite" />
              <span aria-hidden="true" className="shop:text-sm shop:font-medium">
                {t('header.favourites')}
              </span>
              <span className="shop:sr-only">{labels.favourites}</span>
            </ShopLink>
            {onCartClick ? (
              <button
                type="button"
                data-slot="sales-banner-cart"
                aria-haspopup="dialog"
                onClick={onCartClick}
                className={salesBannerActionVariants()}
              >
                {cartContent}
              </button>
            ) : (
              <span
                data-slot="sales-banner-cart"
                className={salesBannerActionVariants({ interactive: false })}
              >
                {cartContent}
              </span>
            )}
          </div>
        </div>

        {shareUrl ? <ShareLinks url={shareUrl} tone="inverse" className="shop:mt-auto" /> : null}
      </div>
    </section>
  );
}
