import type { Shop } from '@shop/core/contract';
import { shopPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { NoImageIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { RichText } from '../../primitives/rich-text/index.js';
import { phoneHref } from '../footer/footer.js';

/** The grid: one column on phones, two from 744 px, three from 1024 px (six cards a page). */
export const shopsListVariants = cva(
  'shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3',
);

/** One shop's card. */
export const shopsListCardVariants = cva(
  'shop:flex shop:w-full shop:flex-col shop:overflow-hidden shop:rounded-xl shop:border shop:border-line shop:bg-surface',
);

/** A shop picture's size (the API draws them so). */
const IMAGE = { width: 800, height: 600 } as const;

export interface ShopsListProps {
  /**
   * One page of shops (GET /api/pages/shops/?page=N), in the API's order.
   * @example shops={page.results}
   */
  shops: readonly Shop[];
  /**
   * How many of the first cards load their picture at once (those of the first row on a wide
   * screen); the others load as they come into view.
   * @default 3
   */
  eagerImages?: number;
  className?: string;
}

/**
 * The shop cards of /pages/shops (SPEC §2 "Shops: paginated cards"; §3: a shop's "image, date,
 * title, address, text, numbers"): the picture, the day the shop opened, the name leading to
 * the shop's page, the address, the text and the phone numbers as `tel:` links. With no shop it
 * says so.
 *
 * @example <ShopsList shops={list.results} />
 */
export function ShopsList({ shops, eagerImages = 3, className }: ShopsListProps): ReactNode {
  const { t } = useT();
  if (shops.length === 0) {
    return (
      <EmptyState data-slot="shops-list-empty" title={t('shopsPage.empty')} className={className} />
    );
  }
  return (
    <ul
      data-slot="shops-list"
      aria-label={t('shopsPage.listLabel')}
      className={cn(shopsListVariants(), className)}
    >
      {shops.map((shop, index) => (
        <li key={shop.id} className="shop:flex">
          <ShopCard shop={shop} eager={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}

function ShopCard({ shop, eager }: { shop: Shop; eager: boolean }): ReactNode {
  const { t, date } = useT();
  const opened = shop.date ? date(shop.date, 'long') : '';
  return (
    <article data-slot="shops-list-card" className={shopsListCardVariants()}>
      <span className="shop:block shop:aspect-[4/3] shop:bg-surface-muted">
        {shop.image ? (
          <img
            src={shop.image}
            alt=""
            {...IMAGE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="shop:size-full shop:object-cover"
          />
        ) : (
          <NoImageIcon className="shop:size-full shop:text-faint" />
        )}
      </span>
      <div className="shop:flex shop:flex-1 shop:flex-col shop:gap-2 shop:p-4">
        {opened ? (
          <p className="shop:text-sm shop:text-muted">
            <time dateTime={shop.date ?? undefined}>{t('shopsPage.opened', { date: opened })}</time>
          </p>
        ) : null}
        <h2 className="shop:text-lg shop:leading-snug shop:font-semibold shop:text-ink">
          <ShopLink
            href={shopPath(shop.slug)}
            className="shop:hover:text-settings-main shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {shop.title}
          </ShopLink>
        </h2>
        {shop.address ? (
          <p data-slot="shops-list-address" className="shop:text-sm shop:text-ink">
            {shop.address}
          </p>
        ) : null}
        <RichText html={shop.text} className="shop:text-sm shop:text-ink-soft" />
        <ShopPhones numbers={shop.numbers} className="shop:mt-auto shop:pt-2" />
      </div>
    </article>
  );
}

/** A shop's phone numbers as `tel:` links, named by what they do ("Call +373 …"). */
export function ShopPhones({
  numbers,
  className,
}: {
  numbers: readonly string[];
  className?: string;
}): ReactNode {
  const { t } = useT();
  if (numbers.length === 0) return null;
  return (
    <ul
      data-slot="shop-phones"
      aria-label={t('shopsPage.phones')}
      className={cn('shop:flex shop:flex-wrap shop:gap-x-4 shop:gap-y-1', className)}
    >
      {numbers.map((phone) => (
        <li key={phone}>
          <a
            href={phoneHref(phone)}
            aria-label={t('shopsPage.call', { phone })}
            className="shop:font-medium shop:whitespace-nowrap shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
