import { cva, type VariantProps } from 'class-variance-authority';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  Children,
  createContext,
  isValidElement,
  use,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

/** The Embla instance behind a carousel (`useCarousel().api`), for controls this file lacks. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type CarouselEvent = Parameters<CarouselApi['on']>[0];

export const carouselVariants = cva('shop:relative shop:w-full shop:min-w-0');

export const carouselViewportVariants = cva(
  'shop:overflow-hidden shop:rounded-md shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
);

/** The moving row of slides; the negative margin takes back the first slide's gap. */
export const carouselTrackVariants = cva('shop:flex shop:touch-pan-y shop:touch-pinch-zoom', {
  variants: {
    gap: { none: '', sm: 'shop:-ml-2', md: 'shop:-ml-4' },
  },
  defaultVariants: { gap: 'none' },
});

/**
 * One slide. Slides per view come from basis classes given to `Carousel.Slide`, e.g.
 * `basis-1/2 bp744:basis-1/3 bp1024:basis-1/4` (a full-width slide by default).
 */
export const carouselSlideVariants = cva('shop:min-w-0 shop:shrink-0 shop:grow-0 shop:basis-full', {
  variants: {
    gap: { none: '', sm: 'shop:pl-2', md: 'shop:pl-4' },
  },
  defaultVariants: { gap: 'none' },
});

/** Previous and next: round buttons; at an end they stay focusable but read as disabled. */
export const carouselButtonVariants = cva(
  'shop:inline-flex shop:size-10 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:bg-white shop:text-settings-icons shop:shadow-md shop:ring-1 shop:ring-black/10 shop:transition-colors shop:hover:bg-surface-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:aria-disabled:cursor-not-allowed shop:aria-disabled:opacity-40 shop:aria-disabled:hover:bg-white shop:[&_svg]:pointer-events-none shop:[&_svg]:size-5',
);

export const carouselDotsVariants = cva(
  'shop:flex shop:flex-wrap shop:items-center shop:justify-center shop:gap-1',
);

/** A dot is a 24 px target (WCAG 2.5.8) around a small mark; the current one is a wider bar. */
export const carouselDotVariants = cva(
  'shop:group shop:inline-flex shop:size-6 shop:items-center shop:justify-center shop:rounded-full shop:focus-visible:outline-2 shop:focus-visible:outline-offset-0 shop:focus-visible:outline-settings-main',
);

export const carouselDotMarkVariants = cva(
  'shop:block shop:h-2 shop:w-2 shop:rounded-full shop:bg-black/50 shop:group-hover:bg-black/70 shop:group-data-[state=active]:w-5 shop:group-data-[state=active]:bg-settings-main',
);

export const carouselThumbnailsVariants = cva('shop:flex shop:gap-2 shop:overflow-x-auto shop:p-1');

export const carouselThumbnailVariants = cva(
  'shop:relative shop:size-16 shop:shrink-0 shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:ring-offset-2 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:data-[state=active]:border-transparent shop:data-[state=active]:ring-2 shop:data-[state=active]:ring-settings-main shop:bp744:size-20',
);

type Gap = NonNullable<VariantProps<typeof carouselTrackVariants>['gap']>;

interface CarouselState {
  /** The selected snap point (= the first slide in view with `align="start"`). */
  selected: number;
  /** Snap points: the slides when one is in view; fewer when several are. */
  snapCount: number;
  slideCount: number;
  canPrevious: boolean;
  canNext: boolean;
  /** Indexes of the slides at least half in view; the others are inert. */
  visible: readonly number[];
}

interface CarouselContextValue extends CarouselState {
  api: CarouselApi | undefined;
  gap: Gap;
  viewportRef: UseEmblaCarouselType[0];
  scrollTo: (index: number) => void;
  scrollPrevious: () => void;
  scrollNext: () => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);
/** Position of a slide or a thumbnail among its siblings, given by the parent that lists them. */
const ItemContext = createContext<{ index: number; total: number }>({ index: 0, total: 1 });

function useCarouselContext(part: string): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be inside Carousel.Root.`);
  return context;
}

/** Users who ask the system for less motion get slides that jump instead of gliding. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Part of a slide's width that is inside the viewport, from 0 to 1. */
function shareInView(slide: HTMLElement, view: DOMRect): number {
  const rect = slide.getBoundingClientRect();
  if (rect.width === 0) return 0;
  const overlap = Math.min(rect.right, view.right) - Math.max(rect.left, view.left);
  return Math.max(0, overlap) / rect.width;
}

/**
 * Slides at least half in view stay reachable; the rest are made inert so Tab never lands on a
 * link that cannot be seen. Without layout (server, jsdom) only the selected slide counts.
 */
function visibleSlides(api: CarouselApi): number[] {
  const view = api.rootNode().getBoundingClientRect();
  if (view.width === 0) return [api.selectedScrollSnap()];
  return api
    .slideNodes()
    .flatMap((slide, index) => (shareInView(slide, view) >= 0.5 ? [index] : []));
}

/**
 * Embla scrolls a slide into place when Tab focuses something in it. Only a slide that is partly
 * cut off needs that; moving the row when a fully shown card takes focus would only jolt it.
 */
function scrollWhenCutOff(api: CarouselApi, event: FocusEvent): boolean {
  const target = event.target;
  if (!(target instanceof Node)) return false;
  const slide = api.slideNodes().find((node) => node.contains(target));
  return slide ? shareInView(slide, api.rootNode().getBoundingClientRect()) < 0.99 : false;
}

function readState(api: CarouselApi): CarouselState {
  return {
    selected: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
    slideCount: api.slideNodes().length,
    canPrevious: api.canScrollPrev(),
    canNext: api.canScrollNext(),
    visible: visibleSlides(api),
  };
}

const EVENTS: readonly CarouselEvent[] = ['select', 'settle', 'reInit', 'resize'];

function initialState(startIndex: number): CarouselState {
  return {
    selected: startIndex,
    snapCount: 0,
    slideCount: 0,
    canPrevious: false,
    canNext: false,
    visible: [startIndex],
  };
}

function sameState(a: CarouselState, b: CarouselState): boolean {
  return (
    a.selected === b.selected &&
    a.snapCount === b.snapCount &&
    a.slideCount === b.slideCount &&
    a.canPrevious === b.canPrevious &&
    a.canNext === b.canNext &&
    a.visible.join() === b.visible.join()
  );
}

/**
 * Embla as an external store for `useSyncExternalStore`: the state is read again on Embla's events
 * and kept as the same object while nothing changed. Before Embla mounts (and on the server) the
 * start index is all there is.
 */
function carouselStore(api: CarouselApi | undefined, startIndex: number) {
  const fallback = initialState(startIndex);
  let snapshot: CarouselState | undefined;
  const refresh = () => {
    if (!api) return fallback;
    const next = readState(api);
    if (!snapshot || !sameState(snapshot, next)) snapshot = next;
    return snapshot;
  };
  return {
    subscribe: (onChange: () => void) => {
      if (!api) return () => undefined;
      const listener = () => {
        refresh();
        onChange();
      };
      for (const event of EVENTS) api.on(event, listener);
      return () => {
        for (const event of EVENTS) api.off(event, listener);
      };
    },
    getSnapshot: () => snapshot ?? refresh(),
    getServerSnapshot: () => fallback,
  };
}

export interface CarouselRootProps extends Omit<ComponentProps<'div'>, 'role' | 'aria-label'> {
  /**
   * The carousel's accessible name, e.g. the section title (required; a carousel is a landmark).
   * @example <Carousel.Root label={t('home.popular')}>…</Carousel.Root>
   */
  label: string;
  /**
   * Controlled selected snap point (0-based): the slide, when one slide is in view; with several
   * in view, the first one shown. The carousel scrolls there whenever it changes; moves made by
   * the user are reported through `onIndexChange` and must be stored back by the parent.
   * @example <Carousel.Root label="Imagini" index={image} onIndexChange={setImage}>…</Carousel.Root>
   */
  index?: number;
  /**
   * Snap point shown first (uncontrolled), e.g. the image the shopper opened.
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the new snap point after every move (buttons, dots, thumbnails, keys, swipe). */
  onIndexChange?: (index: number) => void;
  /**
   * After the last slide comes the first again; previous and next never disable.
   * @default false
   */
  loop?: boolean;
  /**
   * Where a selected slide sits in the viewport when slides are narrower than it.
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end';
  /**
   * Space between slides: none (banners, product images), `sm` 8 px, `md` 16 px (product rows).
   * @default 'none'
   */
  gap?: Gap;
}

/**
 * The carousel region (WAI-ARIA APG carousel): a named `region` described as a carousel, holding
 * the viewport, the controls and a polite live region that says which slide the user moved to.
 * No autoplay: every move comes from the user, so every move is announced.
 *
 * @example
 * <Carousel.Root label="Promoții">
 *   <Carousel.Viewport>{banners.map((b) => <Carousel.Slide key={b.id}>…</Carousel.Slide>)}</Carousel.Viewport>
 *   <Carousel.Previous /> <Carousel.Next /> <Carousel.Dots />
 * </Carousel.Root>
 */
function Root({
  label,
  index,
  defaultIndex = 0,
  onIndexChange,
  loop = false,
  align = 'start',
  gap = 'none',
  className,
  children,
  ...props
}: CarouselRootProps) {
  const { t } = useT();
  const [startIndex] = useState(() => index ?? defaultIndex);
  const options = useMemo<CarouselOptions>(
    () => ({ loop, align, startIndex, containScroll: 'trimSnaps', watchFocus: scrollWhenCutOff }),
    [loop, align, startIndex],
  );
  const [viewportRef, api] = useEmblaCarousel(options);
  const store = useMemo(() => carouselStore(api, startIndex), [api, startIndex]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [announcement, setAnnouncement] = useState('');
  const reported = useRef(startIndex);

  // The user moved the carousel: say where to, and tell the parent.
  const handleMove = useEffectEvent((carousel: CarouselApi, event: CarouselEvent) => {
    const selected = carousel.selectedScrollSnap();
    if (event === 'select') {
      setAnnouncement(
        t('carousel.slideOf', { index: selected + 1, total: carousel.slideNodes().length }),
      );
    }
    if (selected === reported.current) return;
    reported.current = selected;
    // A controlled parent that asked for this index already knows it.
    if (selected !== index) onIndexChange?.(selected);
  });

  useEffect(() => {
    if (!api) return;
    // reInit: a new width can leave fewer snap points, and the selected one may have moved.
    const onSelect = (carousel: CarouselApi) => handleMove(carousel, 'select');
    const onReInit = (carousel: CarouselApi) => handleMove(carousel, 'reInit');
    api.on('select', onSelect);
    api.on('reInit', onReInit);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onReInit);
    };
  }, [api]);

  // Controlled: follow `index`, and return to it when the parent did not take a user's move.
  useEffect(() => {
    if (api && index !== undefined && index !== state.selected) {
      api.scrollTo(index, prefersReducedMotion());
    }
  }, [api, index, state.selected]);

  const context: CarouselContextValue = {
    ...state,
    api,
    gap,
    viewportRef,
    scrollTo: (target) => api?.scrollTo(target, prefersReducedMotion()),
    scrollPrevious: () => api?.scrollPrev(prefersReducedMotion()),
    scrollNext: () => api?.scrollNext(prefersReducedMotion()),
  };

  return (
    <div
      data-slot="carousel"
      role="region"
      aria-roledescription={t('carousel.label')}
      aria-label={label}
      className={cn(carouselVariants(), className)}
      {...props}
    >
      <CarouselContext value={context}>{children}</CarouselContext>
      <div
        data-slot="carousel-status"
        aria-live="polite"
        aria-atomic="true"
        className="shop:sr-only"
      >
        {announcement}
      </div>
    </div>
  );
}

export interface CarouselViewportProps extends ComponentProps<'div'> {
  /** The slides: `Carousel.Slide` elements, listed directly (their order gives their numbers). */
  children?: ReactNode;
}

/**
 * The visible window and the row of slides it moves. Focusable when there is more than one slide,
 * so ArrowLeft and ArrowRight move the carousel from the keyboard.
 */
function Viewport({ className, children, onKeyDown, ...props }: CarouselViewportProps) {
  const { viewportRef, gap, snapCount, scrollPrevious, scrollNext } =
    useCarouselContext('Viewport');
  const slides = Children.toArray(children);
  const interactive = snapCount > 1;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Only the viewport itself: arrows inside a slide's own field stay with that field.
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft') scrollPrevious();
    else if (event.key === 'ArrowRight') scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    // A focusable scroll area that answers arrow keys (APG carousel); it has no widget role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={viewportRef}
      data-slot="carousel-viewport"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={interactive ? 0 : undefined}
      onKeyDown={interactive ? handleKeyDown : onKeyDown}
      className={cn(carouselViewportVariants(), className)}
      {...props}
    >
      <div data-slot="carousel-track" className={carouselTrackVariants({ gap })}>
        {slides.map((slide, position) => (
          <ItemContext
            key={isValidElement(slide) && slide.key !== null ? slide.key : position}
            value={{ index: position, total: slides.length }}
          >
            {slide}
          </ItemContext>
        ))}
      </div>
    </div>
  );
}

export type CarouselSlideProps = ComponentProps<'div'>;

/**
 * One slide: a `group` described as a slide and named "Slide 2 of 5". Slides mostly out of view
 * are `inert` (not focusable, hidden from assistive technology).
 */
function Slide({ className, ...props }: CarouselSlideProps) {
  const { t } = useT();
  const { gap, visible } = useCarouselContext('Slide');
  const { index, total } = use(ItemContext);
  const hidden = !visible.includes(index);
  return (
    <div
      data-slot="carousel-slide"
      data-state={hidden ? 'hidden' : 'visible'}
      role="group"
      aria-roledescription={t('carousel.slide')}
      aria-label={t('carousel.slideOf', { index: index + 1, total })}
      inert={hidden}
      className={cn(carouselSlideVariants({ gap }), className)}
      {...props}
    />
  );
}

export type CarouselButtonProps = Omit<ComponentProps<'button'>, 'children'>;

function StepButton({
  direction,
  className,
  onClick,
  ...props
}: CarouselButtonProps & { direction: 'previous' | 'next' }) {
  const { t } = useT();
  const carousel = useCarouselContext(direction === 'previous' ? 'Previous' : 'Next');
  if (carousel.snapCount <= 1) return null;
  const disabled = direction === 'previous' ? !carousel.canPrevious : !carousel.canNext;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (disabled || event.defaultPrevented) return;
    if (direction === 'previous') carousel.scrollPrevious();
    else carousel.scrollNext();
  };

  return (
    <button
      type="button"
      data-slot={direction === 'previous' ? 'carousel-previous' : 'carousel-next'}
      aria-label={direction === 'previous' ? t('carousel.previous') : t('carousel.next')}
      // aria-disabled, not disabled: a button that turns disabled under the pointer or the
      // keyboard would drop focus to the page.
      aria-disabled={disabled || undefined}
      className={cn(carouselButtonVariants(), className)}
      onClick={handleClick}
      {...props}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

/** "Previous slide". Hidden when everything fits in one view; reads as disabled at the start. */
function Previous(props: CarouselButtonProps) {
  return <StepButton direction="previous" {...props} />;
}

/** "Next slide". Hidden when everything fits in one view; reads as disabled at the end. */
function Next(props: CarouselButtonProps) {
  return <StepButton direction="next" {...props} />;
}

export type CarouselDotsProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * One button per snap point ("Go to slide 3"); the current one has `aria-current="true"`.
 * Hidden when everything fits in one view.
 */
function Dots({ className, ...props }: CarouselDotsProps) {
  const { t } = useT();
  const { snapCount, selected, scrollTo } = useCarouselContext('Dots');
  if (snapCount <= 1) return null;
  return (
    <div data-slot="carousel-dots" className={cn(carouselDotsVariants(), className)} {...props}>
      {Array.from({ length: snapCount }, (_, snap) => (
        <button
          key={snap}
          type="button"
          data-slot="carousel-dot"
          data-state={snap === selected ? 'active' : 'inactive'}
          aria-label={t('carousel.goTo', { index: snap + 1 })}
          aria-current={snap === selected ? 'true' : undefined}
          className={carouselDotVariants()}
          onClick={() => scrollTo(snap)}
        >
          <span aria-hidden="true" className={carouselDotMarkVariants()} />
        </button>
      ))}
    </div>
  );
}

export interface CarouselThumbnailsProps extends ComponentProps<'div'> {
  /** `Carousel.Thumbnail` elements, one per slide and in the slides' order. */
  children?: ReactNode;
}

/**
 * The strip of thumbnails under a product's images (one slide in view). It scrolls sideways when
 * it is wider than the page; with one thumbnail or none it is not shown.
 */
function Thumbnails({ className, children, ...props }: CarouselThumbnailsProps) {
  useCarouselContext('Thumbnails');
  const items = Children.toArray(children);
  if (items.length <= 1) return null;
  return (
    <div
      data-slot="carousel-thumbnails"
      className={cn(carouselThumbnailsVariants(), className)}
      {...props}
    >
      {items.map((item, position) => (
        <ItemContext
          key={isValidElement(item) && item.key !== null ? item.key : position}
          value={{ index: position, total: items.length }}
        >
          {item}
        </ItemContext>
      ))}
    </div>
  );
}

export type CarouselThumbnailProps = ComponentProps<'button'>;

/**
 * A button showing a small image (decorative: `alt=""` or an `aria-hidden` SVG); it is named
 * "Go to slide N", selects its slide, and is marked with `aria-current` while that slide shows.
 */
function Thumbnail({ className, onClick, ...props }: CarouselThumbnailProps) {
  const { t } = useT();
  const { selected, scrollTo } = useCarouselContext('Thumbnail');
  const { index } = use(ItemContext);
  const active = index === selected;
  return (
    <button
      type="button"
      data-slot="carousel-thumbnail"
      data-state={active ? 'active' : 'inactive'}
      aria-label={t('carousel.goTo', { index: index + 1 })}
      aria-current={active ? 'true' : undefined}
      className={cn(carouselThumbnailVariants(), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollTo(index);
      }}
      {...props}
    />
  );
}

/** What a custom control inside `Carousel.Root` can read and do. */
export interface UseCarouselResult {
  /** The selected snap point (0-based). */
  index: number;
  /** How many snap points there are (0 until the carousel has measured itself). */
  count: number;
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  scrollTo: (index: number) => void;
  scrollPrevious: () => void;
  scrollNext: () => void;
  /** The Embla instance, once mounted. */
  api: CarouselApi | undefined;
}

/**
 * State and commands of the surrounding carousel, for controls of its own (e.g. a "2 / 5"
 * counter on the product images).
 * @example const { index, count } = useCarousel();
 */
export function useCarousel(): UseCarouselResult {
  const carousel = useCarouselContext('useCarousel');
  return {
    index: carousel.selected,
    count: carousel.snapCount,
    canScrollPrevious: carousel.canPrevious,
    canScrollNext: carousel.canNext,
    scrollTo: carousel.scrollTo,
    scrollPrevious: carousel.scrollPrevious,
    scrollNext: carousel.scrollNext,
    api: carousel.api,
  };
}

/**
 * The home banner slider, the product rows and the product image slider, as compound parts:
 * `Carousel.Root`, `Carousel.Viewport`, `Carousel.Slide`, `Carousel.Previous`, `Carousel.Next`,
 * `Carousel.Dots`, `Carousel.Thumbnails`, `Carousel.Thumbnail`. Built on Embla (swipe, snapping).
 */
export const Carousel = { Root, Viewport, Slide, Previous, Next, Dots, Thumbnails, Thumbnail };
export {
  Dots as CarouselDots,
  Next as CarouselNext,
  Previous as CarouselPrevious,
  Root as CarouselRoot,
  Slide as CarouselSlide,
  Thumbnail as CarouselThumbnail,
  Thumbnails as CarouselThumbnails,
  Viewport as CarouselViewport,
};
