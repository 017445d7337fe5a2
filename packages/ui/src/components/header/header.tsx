import { CATALOGUE_BUTTON_LOCK_MS, PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { isValidElement, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon, CatalogueIcon, CloseIcon, HeartIcon, MenuIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { badgeText, iconButtonBadgeVariants } from '../../primitives/icon-button/icon-button.js';

/**
 * The header bar in the site's header colour. Fixed: pinned to the top of the screen with a
 * shadow (the page scrolled up while compact); otherwise it sits in the page flow.
 */
export const headerVariants = cva(
  'shop:z-40 shop:w-full shop:border-b shop:border-black/10 shop:bg-settings-header shop:text-ink shop:print:hidden!',
  {
    variants: {
      fixed: {
        true: 'shop:fixed shop:inset-x-0 shop:top-0 shop:shadow-md',
        false: 'shop:relative',
      },
    },
    defaultVariants: { fixed: false },
  },
);

/** The bar's height is set by its logo link: 56 px on phones, 64 px from 768 px, 56 px when compact. */
export const headerLogoVariants = cva(
  'shop:flex shop:h-14 shop:shrink-0 shop:items-center shop:rounded-md shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:motion-safe:transition-[height] shop:motion-safe:duration-200',
  {
    variants: {
      compact: {
        true: 'shop:bp768:h-14',
        false: 'shop:bp768:h-16',
      },
    },
    defaultVariants: { compact: false },
  },
);

/** A header action (favourites, cart, menu): a 48 px target with a 24 px icon. */
export const headerActionVariants = cva(
  'shop:relative shop:inline-flex shop:h-12 shop:min-w-12 shop:shrink-0 shop:items-center shop:justify-center shop:gap-2 shop:rounded-md shop:px-3 shop:text-settings-icons shop:transition-colors shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:[&_svg]:size-6 shop:[&_svg]:shrink-0',
);

/** A logo given as an image. */
export interface HeaderLogoImage {
  /** The image address (the site settings' logo). */
  src: string;
  /** The shop's name, as the image shows it. */
  alt: string;
  /** Intrinsic width, to reserve the space before the image loads. */
  width?: number;
  /** Intrinsic height. */
  height?: number;
}

function isLogoImage(logo: ReactNode | HeaderLogoImage): logo is HeaderLogoImage {
  return (
    typeof logo === 'object' &&
    logo !== null &&
    !isValidElement(logo) &&
    'src' in logo &&
    typeof logo.src === 'string'
  );
}

/** A count as a whole number of at least 0 (a missing or broken count shows nothing). */
export function headerCount(count: number | undefined): number {
  return count !== undefined && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The accessible names of the favourites and cart controls: the label, with the count when
 * there is one ('Coș, 3 produse'), so a screen reader hears the real number even when the
 * badge reads '99+'.
 */
export function useHeaderCountLabels(
  favouritesCount: number | undefined,
  cartCount: number | undefined,
): { favourites: string; cart: string } {
  const { t } = useT();
  const favourites = headerCount(favouritesCount);
  const cart = headerCount(cartCount);
  return {
    favourites:
      favourites > 0 ? t('header.favouritesCount', { count: favourites }) : t('header.favourites'),
    cart: cart > 0 ? t('header.cartCount', { count: cart }) : t('header.cart'),
  };
}

/** An icon with its count bubble ('99+' above 99); the bubble is hidden from screen readers. */
export function CountIcon({
  icon,
  count,
  tone,
}: {
  icon: ReactNode;
  count: number | undefined;
  tone: 'cart' | 'favorite';
}) {
  const text = badgeText(count);
  return (
    <span className="shop:relative shop:inline-flex">
      {icon}
      {text === undefined ? null : (
        <span
          aria-hidden="true"
          data-slot="header-badge"
          className={cn(iconButtonBadgeVariants({ tone }), 'shop:-top-2 shop:-right-2.5')}
        >
          {text}
        </span>
      )}
    </span>
  );
}

export interface HeaderProps {
  /**
   * The shop's logo; it links to the home page. An image (`{ src, alt }`, the alt being the
   * shop's name; the link reads 'Unealta, pagina principală') or any element showing the name
   * as text (the link reads it followed by 'pagina principală').
   * @example logo={{ src: settings.logo, alt: settings.name }}
   */
  logo: ReactNode | HeaderLogoImage;
  /**
   * The search box: the storefront puts the search flow's box here. Beside the catalogue button
   * from 768 px; on phones a full-width row under the bar.
   */
  search?: ReactNode;
  /**
   * The account control, before the favourites link and shown on phones too: the storefront puts
   * an `AccountButton` here (sign in for a visitor, the profile link when signed in).
   * @default undefined (no account control)
   * @example account={<AccountButton account={summary} onSignIn={openSignIn} />}
   */
  account?: ReactNode;
  /**
   * Favourites count for the badge (the server total when signed in, the local count otherwise).
   * @default 0
   */
  favouritesCount?: number;
  /**
   * Cart item count for the badge.
   * @default 0
   */
  cartCount?: number;
  /** The catalogue button was pressed (it then ignores clicks for CATALOGUE_BUTTON_LOCK_MS). */
  onCatalogueClick?: () => void;
  /**
   * The catalogue menu is open (the button's `aria-expanded`).
   * @default false
   */
  catalogueOpen?: boolean;
  /**
   * The id of the catalogue menu, for the button's `aria-controls` (set while it is open, when
   * the menu is in the page).
   * @example catalogueMenuId="catalogue-menu"
   */
  catalogueMenuId?: string;
  /**
   * The catalogue menu itself (a `CatalogueMenu`). It is placed inside the header, right after
   * the catalogue button, so it hangs directly under the bar (`top-full` of the header) whether
   * the bar is in the page or fixed to the screen, and Tab from the button enters it.
   * @default undefined (no menu)
   * @example catalogueMenu={<CatalogueMenu id="catalogue-menu" categories={categories} open={open} onOpenChange={setOpen} />}
   */
  catalogueMenu?: ReactNode;
  /** The cart button was pressed: open the cart panel. */
  onCartClick?: () => void;
  /** The menu button (phones, below 768 px) was pressed. */
  onMenuClick?: () => void;
  /**
   * The mobile menu is open (the menu button's `aria-expanded`).
   * @default false
   */
  menuOpen?: boolean;
  /**
   * Compact: a 56 px bar after 100 px of scroll (from `useHeaderScroll`).
   * @default false
   */
  compact?: boolean;
  /**
   * Fixed to the top of the screen (scrolling up while compact; from `useHeaderScroll`).
   * @default false
   */
  fixed?: boolean;
  /** Extra classes for the `<header>`. */
  className?: string;
}

/**
 * The shop's header (SPEC §2): logo, catalogue button, search box, the account control,
 * favourites link and cart button with counts, and the mobile menu button below 768 px. A view:
 * every state comes from props; `useHeaderScroll()` gives `compact` and `fixed`.
 *
 * @example
 * <Header logo={{ src, alt: 'Unealta' }} search={<SearchBox />} account={<AccountButton />}
 *   cartCount={3} onCatalogueClick={toggleCatalogue} catalogueOpen={open}
 *   catalogueMenuId="catalogue-menu" onCartClick={openCart} onMenuClick={openMenu}
 *   {...useHeaderScroll()} />
 */
export function Header({
  logo,
  search,
  account,
  favouritesCount = 0,
  cartCount = 0,
  onCatalogueClick,
  catalogueOpen = false,
  catalogueMenuId,
  catalogueMenu,
  onCartClick,
  onMenuClick,
  menuOpen = false,
  compact = false,
  fixed = false,
  className,
}: HeaderProps) {
  const { t } = useT();
  const labels = useHeaderCountLabels(favouritesCount, cartCount);
  const image = isLogoImage(logo) ? logo : undefined;

  return (
    <header
      data-slot="header"
      data-compact={compact}
      data-fixed={fixed}
      className={cn(headerVariants({ fixed }), className)}
    >
      <div className="shop:mx-auto shop:flex shop:max-w-[1280px] shop:flex-wrap shop:items-center shop:gap-x-1 shop:px-2 shop:bp360:px-3 shop:bp768:flex-nowrap shop:bp768:gap-x-4 shop:bp768:px-6">
        <button
          type="button"
          data-slot="header-menu-button"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onMenuClick}
          className={cn(headerActionVariants(), 'shop:px-0 shop:bp768:hidden')}
        >
          {menuOpen ? <CloseIcon strokeWidth={1.8} /> : <MenuIcon />}
          <span className="shop:sr-only">{t('nav.menu')}</span>
        </button>

        <ShopLink
          href={PATHS.home}
          data-slot="header-logo"
          className={headerLogoVariants({ compact })}
        >
          {image ? (
            <img
              src={image.src}
              alt={t('header.homeOf', { name: image.alt })}
              width={image.width}
              height={image.height}
              className="shop:h-8 shop:w-auto shop:max-w-[140px] shop:object-contain shop:bp768:h-9 shop:bp768:max-w-[180px]"
            />
          ) : (
            <>
              {logo as ReactNode} <span className="shop:sr-only">{t('header.home')}</span>
            </>
          )}
        </ShopLink>

        <Button
          data-slot="header-catalogue-button"
          lockMs={CATALOGUE_BUTTON_LOCK_MS}
          aria-expanded={catalogueOpen}
          aria-controls={catalogueOpen ? catalogueMenuId : undefined}
          onClick={onCatalogueClick}
          className="shop:hidden shop:h-11 shop:shrink-0 shop:px-4 shop:bp768:inline-flex shop:[&_svg]:size-6"
        >
          {catalogueOpen ? <CloseIcon strokeWidth={1.8} /> : <CatalogueIcon />}
          {t('header.catalogue')}
        </Button>
        {catalogueMenu}

        {search === undefined ? (
          <div className="shop:flex-1" />
        ) : (
          <div
            data-slot="header-search"
            className="shop:order-last shop:w-full shop:min-w-0 shop:basis-full shop:pb-2 shop:bp768:order-none shop:bp768:flex-1 shop:bp768:basis-auto shop:bp768:pb-0"
          >
            {search}
          </div>
        )}

        <div className="shop:ml-auto shop:flex shop:shrink-0 shop:items-center shop:gap-0.5 shop:bp1024:gap-1">
          {account === undefined ? null : (
            <div
              data-slot="header-account"
              className="shop:flex shop:min-w-0 shop:shrink-0 shop:items-center"
            >
              {account}
            </div>
          )}
          <ShopLink
            href={PATHS.favourites}
            data-slot="header-favourites"
            className={cn(headerActionVariants(), 'shop:px-0 shop:bp1024:px-3')}
          >
            <CountIcon icon={<HeartIcon />} count={favouritesCount} tone="favorite" />
            <span
              aria-hidden="true"
              className="shop:hidden shop:text-sm shop:font-medium shop:bp1024:inline"
            >
              {t('header.favourites')}
            </span>
            <span className="shop:sr-only">{labels.favourites}</span>
          </ShopLink>
          <button
            type="button"
            data-slot="header-cart"
            aria-haspopup="dialog"
            onClick={onCartClick}
            className={cn(headerActionVariants(), 'shop:px-0 shop:bp1024:px-3')}
          >
            <CountIcon icon={<CartIcon />} count={cartCount} tone="cart" />
            <span
              aria-hidden="true"
              className="shop:hidden shop:text-sm shop:font-medium shop:bp1024:inline"
            >
              {t('header.cart')}
            </span>
            <span className="shop:sr-only">{labels.cart}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
