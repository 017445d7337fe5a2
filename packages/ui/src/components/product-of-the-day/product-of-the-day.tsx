import type { Product } from '@shop/core/contract';
import { priceView, productPath, timeLeft, type PricingContext } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { ProductPrice } from '../../primitives/price/index.js';

/** The strip in the product-of-the-day colour (a site setting). */
export const productOfTheDayVariants = cva(
  'shop:group/potd shop:flex shop:flex-col shop:gap-2 shop:overflow-hidden shop:rounded-lg shop:bg-settings-product-of-the-day shop:p-2 shop:text-ink shop:bp744:flex-row shop:bp744:items-center shop:bp744:gap-4 shop:bp744:px-4',
);

/**
 * The moving row: its text twice, shifted by half its width every 10 s (§9), so the loop never
 * jumps. It stands still under prefers-reduced-motion, while hovered or focused, and when paused.
 */
export const productOfTheDayTrackVariants = cva(
  'shop:flex shop:w-max shop:group-hover/potd:[animation-play-state:paused] shop:group-focus-within/potd:[animation-play-state:paused]',
  {
    variants: {
      paused: { true: 'shop:[animation-play-state:paused]', false: '' },
      animated: { true: 'shop:motion-safe:animate-marquee', false: '' },
    },
    defaultVariants: { paused: false, animated: true },
  },
);

/** The strip is the same for everyone: the retail price (a dealer sees theirs on the product). */
const VISITOR: PricingContext = { role: 'visitor' };

const pad = (value: number) => String(value).padStart(2, '0');

/** Ticks once a second from `start` (a fixed instant in stories and tests, else the clock). */
function useNow(start: number | undefined, ticking: boolean): number {
  const [now, setNow] = useState(() => start ?? Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export interface ProductOfTheDayProps extends HTMLAttributes<HTMLElement> {
  /** Today's product (from /api/homepage/product-of-the-day/). */
  product: Product;
  /**
   * When its day ends (ISO 8601 with offset: midnight in Chișinău); the countdown's target.
   * @example endsAt="2026-11-27T22:00:00+00:00"
   */
  endsAt: string;
  /**
   * A fixed "now" in epoch ms: the countdown shows the time left from it and does not tick
   * (stories, tests). Without it the countdown follows the clock, once a second.
   * @default undefined
   */
  now?: number;
  /**
   * Start with the row standing still (the pause button toggles it).
   * @default false
   */
  defaultPaused?: boolean;
  /**
   * The row moves at all (never under prefers-reduced-motion). Stories turn it off so screenshots
   * never catch it mid-way.
   * @default true
   */
  animated?: boolean;
}

/**
 * The home page's product-of-the-day marquee (SPEC §2, §9): today's product and its price running
 * across a strip in a 10 s loop, with a pause button and a countdown to the end of its day in the
 * shop's time zone. The countdown is a `timer` (not live): screen readers are not told every
 * second; they read it when they reach it.
 *
 * @example <ProductOfTheDay product={day.product} endsAt={day.ends_at} />
 */
export function ProductOfTheDay({
  product,
  endsAt,
  now: fixedNow,
  defaultPaused = false,
  animated = true,
  className,
  ...props
}: ProductOfTheDayProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  const [paused, setPaused] = useState(defaultPaused);
  const now = useNow(fixedNow, fixedNow === undefined);
  const left = timeLeft(now, Date.parse(endsAt));
  const price = priceView(product, VISITOR);
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;

  const item = (copy: boolean) => (
    <span
      aria-hidden={copy || undefined}
      className="shop:inline-flex shop:shrink-0 shop:items-center shop:gap-3 shop:pr-12 shop:whitespace-nowrap"
    >
      <span className="shop:font-semibold shop:uppercase">{t('homeSections.productOfTheDay')}</span>
      <ShopLink
        href={productPath(product.slug)}
        tabIndex={copy ? -1 : undefined}
        className="shop:font-medium shop:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ink"
      >
        {product.name}
      </ShopLink>
      {/* On white: the prices' colours keep their contrast on any product-of-the-day colour. */}
      <span className="shop:rounded-md shop:bg-white shop:px-2 shop:py-0.5">
        <ProductPrice view={price} size="sm" />
      </span>
    </span>
  );

  return (
    <section
      data-slot="product-of-the-day"
      aria-labelledby={titleId}
      className={cn(productOfTheDayVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="shop:sr-only">
        {t('homeSections.productOfTheDay')}
      </h2>
      <div className="shop:flex shop:min-w-0 shop:flex-1 shop:items-center shop:gap-2">
        {/* Above the moving track, whose links pass under it (clipped) while it scrolls. */}
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="shop:relative shop:z-10 shop:inline-flex shop:h-8 shop:shrink-0 shop:items-center shop:rounded-full shop:bg-white shop:px-3 shop:text-xs shop:font-medium shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ink"
        >
          {t(paused ? 'homeSections.playMarquee' : 'homeSections.pauseMarquee')}
        </button>
        <div className="shop:min-w-0 shop:flex-1 shop:overflow-hidden">
          <div
            data-slot="product-of-the-day-track"
            data-paused={paused || undefined}
            className={productOfTheDayTrackVariants({ paused, animated })}
          >
            {item(false)}
            {item(true)}
          </div>
        </div>
      </div>
      <p className="shop:flex shop:shrink-0 shop:items-center shop:gap-2 shop:text-sm">
        <span>{t('homeSections.productOfTheDayEndsIn')}</span>
        <time
          role="timer"
          dateTime={`PT${left.hours}H${left.minutes}M${left.seconds}S`}
          suppressHydrationWarning
          className="shop:rounded-md shop:bg-white shop:px-2 shop:py-0.5 shop:font-semibold shop:tabular-nums"
        >
          {clock}
        </time>
      </p>
    </section>
  );
}
