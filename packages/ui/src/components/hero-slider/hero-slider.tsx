import type { HomeSlide } from '@shop/core/contract';
import { BREAKPOINTS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';

/** How long a slide stays before the next one, when the slider turns by itself. */
export const HERO_SLIDE_MS = 6000;

/** The pictures' sizes (the API draws them so): 1600 × 600 wide, 750 × 900 on phones. */
const DESKTOP = { width: 1600, height: 600 } as const;
const MOBILE = { width: 750, height: 900 } as const;

/** The phone picture below the shop's mobile width (SPEC §9: mobile under 768 px). */
const MOBILE_MEDIA = `(max-width: ${String(BREAKPOINTS.mobile - 0.02)}px)`;

export const heroSliderVariants = cva('shop:flex shop:flex-col shop:gap-3');

/**
 * The slide's frame: the picture's own proportions at each width (5:6 on phones, 8:3 from
 * 768 px), so the page never moves when it arrives.
 */
export const heroSlideVariants = cva(
  'shop:relative shop:aspect-[5/6] shop:w-full shop:overflow-hidden shop:rounded-xl shop:bg-surface-muted shop:bp768:aspect-[8/3]',
);

/** The text over the picture: a white card, so its contrast never depends on the picture. */
export const heroCardVariants = cva(
  'shop:absolute shop:inset-x-3 shop:bottom-3 shop:flex shop:flex-col shop:items-start shop:gap-2 shop:rounded-lg shop:bg-white/95 shop:p-4 shop:text-ink shop:shadow-md shop:bp768:inset-x-auto shop:bp768:bottom-auto shop:bp768:top-1/2 shop:bp768:left-8 shop:bp768:max-w-md shop:bp768:-translate-y-1/2 shop:bp768:p-6',
);

/** Previous, next and pause: round buttons, white whatever lies under them. */
export const heroControlVariants = cva(
  'shop:inline-flex shop:h-10 shop:min-w-10 shop:shrink-0 shop:items-center shop:justify-center shop:gap-2 shop:rounded-full shop:bg-white shop:text-ink shop:ring-1 shop:ring-line shop:transition-colors shop:hover:bg-surface-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:[&_svg]:size-5',
);

/** A dot is a 24 px target (WCAG 2.5.8) around a small mark; the current one is a wider bar. */
export const heroDotVariants = cva(
  'shop:group shop:inline-flex shop:size-6 shop:items-center shop:justify-center shop:rounded-full shop:focus-visible:outline-2 shop:focus-visible:outline-offset-0 shop:focus-visible:outline-settings-main',
);

const heroDotMark =
  'shop:block shop:h-2 shop:w-2 shop:rounded-full shop:bg-muted shop:group-hover:bg-ink-soft shop:group-aria-[current=true]:w-5 shop:group-aria-[current=true]:bg-settings-main';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;
}

/** The system asks for less motion: followed live; false on the server and before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = motionQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

export interface HeroSliderProps extends HTMLAttributes<HTMLElement> {
  /**
   * The slides from /api/homepage/home-page-slider/, in their order.
   * @example slides={[{ id: 1, title: 'Reduceri', description: null, image: '/media/slides/a.svg', image_mobile: null, url: '/pages/sales', button_text: 'Vezi' }]}
   */
  slides: readonly HomeSlide[];
  /**
   * The slides turn by themselves every 6 s (never under prefers-reduced-motion; paused while
   * hovered or focused, and by the pause button). Stories turn it off.
   * @default true
   */
  autoplay?: boolean;
  /**
   * The slide shown first.
   * @default 0
   */
  defaultIndex?: number;
}

function SlidePicture({ slide, first }: { slide: HomeSlide; first: boolean }) {
  if (!slide.image && !slide.image_mobile) return null;
  const src = slide.image ?? slide.image_mobile ?? '';
  const size = slide.image ? DESKTOP : MOBILE;
  return (
    <picture>
      {slide.image && slide.image_mobile ? (
        <source media={MOBILE_MEDIA} srcSet={slide.image_mobile} {...MOBILE} />
      ) : null}
      <img
        src={src}
        alt=""
        {...size}
        // The first slide's picture is the page's largest paint: asked for first, at once.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? 'sync' : 'async'}
        className="shop:absolute shop:inset-0 shop:size-full shop:object-cover"
      />
    </picture>
  );
}

function SlideContent({ slide, first }: { slide: HomeSlide; first: boolean }) {
  const { t } = useT();
  const hasText = Boolean(slide.title || slide.description || slide.url);
  return (
    <>
      <SlidePicture slide={slide} first={first} />
      {hasText ? (
        <div data-slot="hero-card" className={heroCardVariants()}>
          {slide.title ? (
            <p className="shop:text-xl shop:font-bold shop:wrap-break-word shop:bp768:text-3xl">
              {slide.title}
            </p>
          ) : null}
          {slide.description ? (
            <p className="shop:text-sm shop:text-ink-soft shop:bp768:text-base">
              {slide.description}
            </p>
          ) : null}
          {slide.url ? (
            <ShopLink href={slide.url} className={cn(buttonVariants(), 'shop:mt-1')}>
              {slide.button_text || t('homeSections.heroMore')}
            </ShopLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The home page's hero slider (SPEC §2, first of the home sections): the shop's banners, each a
 * picture for wide screens and one for phones, with a title, a text and a button to its page.
 * An APG carousel: a region described as a carousel, each slide a group named "2 of 4", a pause
 * button first, previous and next, one dot per slide. It turns every 6 s, never under
 * prefers-reduced-motion, and stands still while hovered, while focus is inside, and once paused
 * (WCAG 2.2.2); its live region speaks only while it does not turn by itself. One slide: no
 * controls. No slides: nothing. The server HTML shows the first slide with no script.
 *
 * @example <HeroSlider slides={slides} />
 */
export function HeroSlider({
  slides,
  autoplay = true,
  defaultIndex = 0,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: HeroSliderProps): ReactNode {
  const { t } = useT();
  const id = useId();
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), count - 1));
  // The shopper's choice (the pause button) wins; until then it turns unless asked not to, and
  // never under reduced motion.
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? (autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), HERO_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  if (!count) return null;
  const current = Math.min(index, count - 1);

  if (count === 1) {
    const slide = slides[0] as HomeSlide;
    return (
      <section
        data-slot="hero-slider"
        aria-label={t('homeSections.heroLabel')}
        className={cn(heroSliderVariants(), className)}
        {...props}
      >
        <div data-slot="hero-slide" className={heroSlideVariants()}>
          <SlideContent slide={slide} first />
        </div>
      </section>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);

  // Arrows, Home and End move between the dots and show their slide.
  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const home = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (!step && home === null) return;
    event.preventDefault();
    const next = home ?? (((current + step) % count) + count) % count;
    go(next);
    const dots = event.currentTarget.parentElement?.querySelectorAll('button');
    dots?.[next]?.focus();
  };

  return (
    // Hover and focus inside only hold the rotation still (WCAG 2.2.2); they are not controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="hero-slider"
      aria-roledescription={t('homeSections.heroCarousel')}
      aria-label={t('homeSections.heroLabel')}
      data-rotating={rotating || undefined}
      className={cn(heroSliderVariants(), className)}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      {/* The rotation control comes first (APG carousel), over the picture's top corner. */}
      <div className="shop:relative">
        <button
          type="button"
          data-slot="hero-pause"
          className={cn(
            heroControlVariants(),
            'shop:absolute shop:top-3 shop:right-3 shop:z-10 shop:h-8 shop:px-3 shop:text-xs shop:font-medium shop:shadow-md',
          )}
          onClick={() => setChoice(!playing)}
        >
          {t(playing ? 'homeSections.heroPause' : 'homeSections.heroPlay')}
        </button>
        <div id={`${id}-slides`} data-slot="hero-slides" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              id={`${id}-slide-${String(position)}`}
              data-slot="hero-slide"
              role="group"
              aria-roledescription={t('homeSections.heroSlide')}
              aria-label={t('homeSections.heroSlideOf', { index: position + 1, total: count })}
              hidden={position !== current}
              className={heroSlideVariants()}
            >
              <SlideContent slide={slide} first={position === 0} />
            </div>
          ))}
        </div>
      </div>
      <div
        data-slot="hero-controls"
        className="shop:flex shop:items-center shop:justify-center shop:gap-2"
      >
        <button
          type="button"
          data-slot="hero-previous"
          aria-controls={`${id}-slides`}
          aria-label={t('homeSections.heroPrevious')}
          className={heroControlVariants()}
          onClick={() => go(current - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <div
          role="group"
          aria-label={t('homeSections.heroSlides')}
          data-slot="hero-dots"
          className="shop:flex shop:flex-wrap shop:items-center shop:gap-1"
        >
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('homeSections.heroGoTo', { index: position + 1 })}
              aria-controls={`${id}-slide-${String(position)}`}
              aria-current={position === current ? 'true' : undefined}
              className={heroDotVariants()}
              onClick={() => go(position)}
              onKeyDown={onDotKeyDown}
            >
              <span aria-hidden="true" className={heroDotMark} />
            </button>
          ))}
        </div>
        <button
          type="button"
          data-slot="hero-next"
          aria-controls={`${id}-slides`}
          aria-label={t('homeSections.heroNext')}
          className={heroControlVariants()}
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
