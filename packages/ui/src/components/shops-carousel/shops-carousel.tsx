import type { Shop } from '@shop/core/contract';
import { PATHS, shopPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronLeftIcon, ChevronRightIcon, NoImageIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';

/** The row: it scrolls sideways and stops at each card's start. */
export const shopsCarouselRowVariants = cva(
  'shop:flex shop:snap-x shop:snap-mandatory shop:gap-4 shop:overflow-x-auto shop:scroll-smooth shop:pb-2 shop:motion-reduce:scroll-auto',
);

/** One card: most of a phone's width, then two, three and four in view. */
export const shopCardVariants = cva(
  'shop:w-[80%] shop:shrink-0 shop:snap-start shop:bp570:w-[calc((100%-1rem)/2)] shop:bp768:w-[calc((100%-2rem)/3)] shop:bp1024:w-[calc((100%-3rem)/4)]',
);

export const shopsCarouselButtonVariants = cva(
  'shop:inline-flex shop:size-10 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:bg-white shop:text-ink shop:ring-1 shop:ring-line shop:transition-colors shop:hover:bg-surface-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:aria-disabled:cursor-not-allowed shop:aria-disabled:opacity-40 shop:[&_svg]:size-5',
);

/** A shop picture's size (the API draws them so). */
const IMAGE = { width: 800, height: 600 } as const;

export interface ShopsCarouselProps extends HTMLAttributes<HTMLElement> {
  /**
   * The shops from /api/pages/shops/ (the first page).
   * @example shops={shopPage.results}
   */
  shops: readonly Shop[];
}

/** Which ends the row can still scroll to (both false when everything fits). */
function useScrollEnds(row: RefObject<HTMLUListElement | null>) {
  // Before measuring (the server, the first render): at the start, more to the right.
  const [ends, setEnds] = useState({ previous: false, next: true });
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next = { previous: element.scrollLeft > 1, next: element.scrollLeft < max - 1 };
      setEnds((current) =>
        current.previous === next.previous && current.next === next.next ? current : next,
      );
    };
    // Measured when the row is first laid out and at every new size, and after each scroll.
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null;
    observer?.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [row]);
  return ends;
}

/**
 * The home page's shops carousel (SPEC §2, between sales and featured products): a card per shop
 * with its picture, name and address, leading to the shop's page; a row that scrolls sideways
 * (swipe, scroll, or the previous and next buttons, which move it by a view) and snaps to the
 * cards; a heading and a link to every shop. Nothing when there are no shops.
 *
 * @example <ShopsCarousel shops={shops} />
 */
export function ShopsCarousel({ shops, className, ...props }: ShopsCarouselProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  const rowId = useId();
  const row = useRef<HTMLUListElement>(null);
  const ends = useScrollEnds(row);
  if (!shops.length) return null;

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element || typeof element.scrollBy !== 'function') return;
    // No `behavior`: the row's CSS glides, or jumps under prefers-reduced-motion.
    element.scrollBy({ left: direction * element.clientWidth });
  };
  const fits = !ends.previous && !ends.next;

  return (
    <section
      data-slot="shops-carousel"
      aria-labelledby={titleId}
      className={cn('shop:flex shop:flex-col shop:gap-4', className)}
      {...props}
    >
      <div className="shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-4 shop:gap-y-2">
        <h2 id={titleId} className="shop:text-2xl shop:font-semibold">
          {t('homeSections.shops')}
        </h2>
        <div className="shop:flex shop:items-center shop:gap-3">
          <ShopLink href={PATHS.shops} className="shop:text-settings-main shop:underline">
            {t('homeSections.shopsAll')}
          </ShopLink>
          {fits ? null : (
            <>
              <button
                type="button"
                data-slot="shops-previous"
                aria-controls={rowId}
                aria-label={t('homeSections.shopsPrevious')}
                aria-disabled={!ends.previous || undefined}
                className={shopsCarouselButtonVariants()}
                onClick={() => ends.previous && scroll(-1)}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                data-slot="shops-next"
                aria-controls={rowId}
                aria-label={t('homeSections.shopsNext')}
                aria-disabled={!ends.next || undefined}
                className={shopsCarouselButtonVariants()}
                onClick={() => ends.next && scroll(1)}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
      </div>
      <ul id={rowId} ref={row} className={shopsCarouselRowVariants()}>
        {shops.map((shop) => (
          <li key={shop.id} data-slot="shop-card" className={shopCardVariants()}>
            <ShopLink
              href={shopPath(shop.slug)}
              className="shop:group shop:flex shop:h-full shop:flex-col shop:overflow-hidden shop:rounded-lg shop:border shop:border-line shop:bg-white shop:transition-shadow shop:hover:shadow-md shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main"
            >
              <span className="shop:block shop:aspect-[4/3] shop:bg-surface-muted">
                {shop.image ? (
                  <img
                    src={shop.image}
                    alt=""
                    {...IMAGE}
                    loading="lazy"
                    decoding="async"
                    className="shop:size-full shop:object-cover"
                  />
                ) : (
                  <NoImageIcon className="shop:size-full shop:text-faint" />
                )}
              </span>
              <span className="shop:flex shop:flex-col shop:gap-1 shop:p-4">
                <span className="shop:font-semibold shop:text-ink shop:group-hover:underline">
                  {shop.title}
                </span>
                {shop.address ? (
                  <span className="shop:text-sm shop:text-ink-soft">{shop.address}</span>
                ) : null}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
