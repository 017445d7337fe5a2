import type { Category, CategoryBanner } from '@shop/core/contract';
import { catalogPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/index.js';
import { CatalogueIcon, ChevronRightIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { useScrollLock } from '../../primitives/scroll-lock/index.js';
import {
  HOVER_INTENT_MS,
  hoverIntent,
  initialHoverIntent,
  type HoverIntentEvent,
} from './catalogue-menu.intent.js';

/**
 * The panel hangs under its positioned parent, full width: the header, whose `catalogueMenu` slot
 * holds it (relative in the page, or fixed to the screen). Placed anywhere else its `top-full`
 * is measured from whatever contains it (the whole page, when nothing does). Below bp768 (where
 * the storefront shows the mobile catalogue instead) its two areas stack, so it never overflows.
 */
export const catalogueMenuVariants = cva(
  'shop:absolute shop:inset-x-0 shop:top-full shop:z-40 shop:border-t shop:border-black/10 shop:bg-white shop:text-ink shop:shadow-xl',
);

/** A top category in the left column; the active one is tinted. */
export const catalogueMenuCategoryVariants = cva(
  'shop:flex shop:min-h-11 shop:w-full shop:items-center shop:gap-3 shop:px-4 shop:py-2 shop:text-left shop:font-medium shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:data-[state=active]:bg-settings-newsletter-block-background shop:data-[state=active]:text-settings-main',
);

const linkClass =
  'shop:rounded-sm shop:hover:text-settings-main shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';

export interface CatalogueMenuProps {
  /** The catalogue tree (GET /api/categories/categories). An empty list shows an empty state. */
  categories: readonly Category[];
  /** Whether the menu is shown (controlled). While open the page does not scroll. */
  open: boolean;
  /**
   * Called with `false` when the menu asks to close: Escape, a click outside it (the opener
   * excepted: it toggles the menu itself), focus tabbing out of it, or a followed link.
   */
  onOpenChange: (open: boolean) => void;
  /**
   * The header's catalogue button: Escape sends focus back to it, and pointer presses on it do
   * not count as "outside" (so its own click can toggle the menu). Without it, the element whose
   * `aria-controls` names this menu's `id` plays that part (the Header's catalogue button does).
   * @example returnFocusRef={catalogueButtonRef}
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The category shown first.
   * @default the first category
   */
  defaultActiveId?: number;
  /** The id of the root, for the opener's `aria-controls` (which also lets the menu find it). */
  id?: string;
  /** Extra classes for the root (e.g. a different `top`). */
  className?: string;
}

/**
 * The desktop catalogue menu (SPEC §2, ≥ 1024 px): top categories on the left; the hovered or
 * focused one shows its subcategories and their sub-subcategories as columns of links on the
 * right, with the category's banner (image, or title and button) when it has one.
 *
 * A disclosure navigation: each top category is a button (`aria-expanded`) that shows its
 * subcategories; every level links to its listing (`/pages/catalog/{slug}`). Keys: ArrowUp/Down,
 * Home/End move between top categories (one tab stop); ArrowRight, Enter or Space enter the
 * subcategory links, where ArrowUp/Down move and ArrowLeft goes back; Escape closes and returns
 * focus to `returnFocusRef`. Hover waits HOVER_INTENT_MS before switching category.
 *
 * Place it right after the opener in the DOM, inside the header (the Header's `catalogueMenu`
 * slot does both), so it hangs under the bar and Tab from the opener enters the menu.
 *
 * @example
 * <CatalogueMenu id="catalogue-menu" categories={categories} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
 */
export function CatalogueMenu({
  categories,
  open,
  onOpenChange,
  returnFocusRef,
  defaultActiveId,
  id,
  className,
}: CatalogueMenuProps) {
  const { t } = useT();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const categoryButtons = useRef(new Map<number, HTMLButtonElement>());
  const [intent, dispatch] = useReducer(
    hoverIntent<number>,
    defaultActiveId ?? categories[0]?.id ?? null,
    initialHoverIntent<number>,
  );

  useScrollLock(open);

  // A hovered category opens only once the pointer rests on it.
  useEffect(() => {
    if (intent.pending === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'elapse' }), HOVER_INTENT_MS);
    return () => clearTimeout(timer);
  }, [intent.pending]);

  // Escape and presses outside close the menu while it is open.
  useEffect(() => {
    if (!open) return undefined;
    const doc = rootRef.current?.ownerDocument ?? document;
    // The opener: the given ref, else the control whose aria-controls names this menu.
    const opener = () =>
      returnFocusRef?.current ??
      (id ? doc.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(id)}"]`) : null);
    const isInside = (target: EventTarget | null) =>
      target instanceof Node &&
      (rootRef.current?.contains(target) === true || opener()?.contains(target) === true);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      onOpenChange(false);
      opener()?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!isInside(event.target)) onOpenChange(false);
    };
    // Tabbing out of the menu (not to its opener) closes it, as a disclosure navigation does.
    const onFocusOut = (event: globalThis.FocusEvent) => {
      if (event.relatedTarget instanceof Node && !isInside(event.relatedTarget))
        onOpenChange(false);
    };
    const root = rootRef.current;
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onOpenChange, returnFocusRef, id]);

  // The pointer leaving the menu cancels a pending switch.
  useEffect(() => {
    const root = rootRef.current;
    const onPointerLeave = () => dispatch({ type: 'leave' });
    root?.addEventListener('pointerleave', onPointerLeave);
    return () => root?.removeEventListener('pointerleave', onPointerLeave);
  }, []);

  const active = categories.find((category) => category.id === intent.active) ?? categories[0];
  const panelId = `${baseId}-panel`;
  const close = () => onOpenChange(false);
  const send = (event: HoverIntentEvent<number>) => dispatch(event);

  const focusCategory = (index: number) => {
    const count = categories.length;
    const target = categories[(index + count) % count];
    if (target) categoryButtons.current.get(target.id)?.focus();
  };

  const panelLinks = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  const enterPanel = (categoryId: number) => {
    // Render the chosen category's links before moving focus into them.
    flushSync(() => dispatch({ type: 'select', id: categoryId }));
    panelLinks()[0]?.focus();
  };

  const onCategoryKeyDown = (
    event: KeyboardEvent<HTMLButtonElement>,
    index: number,
    categoryId: number,
  ) => {
    switch (event.key) {
      case 'ArrowDown':
        focusCategory(index + 1);
        break;
      case 'ArrowUp':
        focusCategory(index - 1);
        break;
      case 'Home':
        focusCategory(0);
        break;
      case 'End':
        focusCategory(categories.length - 1);
        break;
      case 'ArrowRight':
      case 'Enter':
      case ' ':
        enterPanel(categoryId);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = panelLinks();
    const index = links.indexOf(event.currentTarget);
    switch (event.key) {
      case 'ArrowDown':
        links[Math.min(index + 1, links.length - 1)]?.focus();
        break;
      case 'ArrowUp':
        links[Math.max(index - 1, 0)]?.focus();
        break;
      case 'ArrowLeft':
        if (active) categoryButtons.current.get(active.id)?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerEnterCategory = (event: PointerEvent<HTMLButtonElement>, categoryId: number) => {
    // Touch has no hover: a tap selects through click.
    if (event.pointerType !== 'touch') send({ type: 'point', id: categoryId });
  };

  const linkProps = { onClick: close, onKeyDown: onPanelKeyDown };

  return (
    <div
      ref={rootRef}
      id={id}
      data-slot="catalogue-menu"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
      className={cn(catalogueMenuVariants(), className)}
    >
      <nav aria-label={t('catalogue.title')} className="shop:mx-auto shop:max-w-[1280px]">
        {active === undefined ? (
          <EmptyState title={t('catalogue.empty')} size="sm" />
        ) : (
          <div className="shop:grid shop:grid-cols-1 shop:bp768:grid-cols-[280px_minmax(0,1fr)]">
            <ul
              data-slot="catalogue-menu-categories"
              className="shop:max-h-[70dvh] shop:overflow-y-auto shop:border-b shop:border-black/10 shop:py-2 shop:bp768:border-r shop:bp768:border-b-0"
            >
              {categories.map((category, index) => {
                const isActive = category.id === active.id;
                return (
                  <li key={category.id}>
                    <button
                      ref={(element) => {
                        if (element) categoryButtons.current.set(category.id, element);
                        else categoryButtons.current.delete(category.id);
                      }}
                      type="button"
                      tabIndex={isActive ? 0 : -1}
                      aria-expanded={isActive}
                      aria-controls={isActive ? panelId : undefined}
                      data-state={isActive ? 'active' : 'inactive'}
                      className={catalogueMenuCategoryVariants()}
                      onPointerEnter={(event) => onPointerEnterCategory(event, category.id)}
                      onFocus={() => send({ type: 'select', id: category.id })}
                      onClick={() => send({ type: 'select', id: category.id })}
                      onKeyDown={(event) => onCategoryKeyDown(event, index, category.id)}
                    >
                      <CategoryIcon src={category.icon} />
                      <span className="shop:min-w-0 shop:flex-1 shop:truncate">
                        {category.name}
                      </span>
                      <ChevronRightIcon className="shop:size-4 shop:shrink-0 shop:text-settings-icons" />
                    </button>
                  </li>
                );
              })}
            </ul>
            <div
              ref={panelRef}
              id={panelId}
              data-slot="catalogue-menu-panel"
              className="shop:max-h-[70dvh] shop:overflow-y-auto shop:px-6 shop:py-5"
              onPointerEnter={() => send({ type: 'rest' })}
            >
              <CategoryPanel category={active} linkProps={linkProps} />
            </div>
          </div>
        )}
      </nav>
    </div>
  );
}

interface LinkHandlers {
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

/** The right area: the category's heading and "all" link, subcategory columns, banner. */
function CategoryPanel({ category, linkProps }: { category: Category; linkProps: LinkHandlers }) {
  const { t } = useT();
  const aside = category.banner ? (
    <MenuBanner banner={category.banner} linkProps={linkProps} />
  ) : category.image ? (
    <img
      src={category.image}
      alt=""
      data-slot="catalogue-menu-image"
      className="shop:aspect-[4/5] shop:w-full shop:rounded-lg shop:object-cover"
    />
  ) : null;

  return (
    <div data-slot="catalogue-menu-section">
      <div className="shop:mb-4 shop:flex shop:flex-wrap shop:items-baseline shop:justify-between shop:gap-x-6 shop:gap-y-1 shop:border-b shop:border-black/10 shop:pb-3">
        <h2 className="shop:text-xl shop:font-semibold">{category.name}</h2>
        <ShopLink
          href={catalogPath(category.slug)}
          className={cn(linkClass, 'shop:font-medium shop:text-settings-main')}
          {...linkProps}
        >
          {t('catalogue.all', { name: category.name })}
        </ShopLink>
      </div>
      <div className="shop:flex shop:flex-col shop:gap-6 shop:bp1024:flex-row">
        {category.category_in_subcategory.length > 0 ? (
          <ul
            data-slot="catalogue-menu-subcategories"
            className={cn(
              'shop:min-w-0 shop:flex-1 shop:gap-6 shop:bp570:columns-2',
              aside ? 'shop:bp1280:columns-3' : 'shop:bp1024:columns-3 shop:bp1280:columns-4',
            )}
          >
            {category.category_in_subcategory.map((subcategory) => (
              <li key={subcategory.id} className="shop:mb-5 shop:break-inside-avoid">
                <ShopLink
                  href={catalogPath(subcategory.slug)}
                  className={cn(linkClass, 'shop:font-semibold')}
                  {...linkProps}
                >
                  {subcategory.name}
                </ShopLink>
                {subcategory.subsubcategory_in_subcategory.length > 0 ? (
                  <ul className="shop:mt-2 shop:space-y-1.5 shop:text-sm shop:text-ink-soft">
                    {subcategory.subsubcategory_in_subcategory.map((child) => (
                      <li key={child.id}>
                        <ShopLink
                          href={catalogPath(child.slug)}
                          className={linkClass}
                          {...linkProps}
                        >
                          {child.name}
                        </ShopLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <div className="shop:flex-1" />
        )}
        {aside ? <div className="shop:w-full shop:max-w-60 shop:shrink-0">{aside}</div> : null}
      </div>
    </div>
  );
}

/**
 * The category's banner: its picture (decorative: the API gives no alternative text), its title,
 * and a button to `button_url` (labelled `button_text`, or a generic "see the offer").
 */
function MenuBanner({
  banner,
  linkProps,
}: {
  banner: CategoryBanner;
  linkProps: LinkHandlers;
}): ReactNode {
  const { t } = useT();
  if (!banner.image && !banner.title && !banner.button_url) return null;
  return (
    <div
      data-slot="catalogue-menu-banner"
      className="shop:overflow-hidden shop:rounded-lg shop:bg-settings-newsletter-block-background"
    >
      {banner.image ? (
        <img
          src={banner.image}
          alt=""
          className="shop:aspect-[4/5] shop:w-full shop:object-cover"
        />
      ) : null}
      {banner.title || banner.button_url ? (
        <div className="shop:flex shop:flex-col shop:items-start shop:gap-3 shop:p-4">
          {banner.title ? (
            <p className="shop:text-lg shop:leading-snug shop:font-semibold">{banner.title}</p>
          ) : null}
          {banner.button_url ? (
            <ShopLink
              href={banner.button_url}
              className={buttonVariants({ size: 'sm' })}
              {...linkProps}
            >
              {banner.button_text ?? t('catalogue.bannerCta')}
            </ShopLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The category's icon, or a neutral grid when it has none. Decorative: the name follows it. */
export function CategoryIcon({ src }: { src: string | null }) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={24}
        height={24}
        className="shop:size-6 shop:shrink-0 shop:object-contain"
      />
    );
  }
  return <CatalogueIcon className="shop:size-6 shop:shrink-0 shop:text-settings-icons" />;
}
