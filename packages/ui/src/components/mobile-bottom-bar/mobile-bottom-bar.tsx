import { CATALOGUE_BUTTON_LOCK_MS, PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon, CatalogueIcon, ChatIcon, HeartIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { CountIcon, useHeaderCountLabels } from '../header/header.js';
import { navLinkCurrent } from '../top-nav/nav-links.js';

/**
 * The bar fixed to the bottom of phone screens; from 768 px the header has all of it. It sits
 * above the home indicator of phones without a button (safe area).
 */
export const mobileBottomBarVariants = cva(
  'shop:fixed shop:inset-x-0 shop:bottom-0 shop:z-40 shop:border-t shop:border-black/10 shop:bg-settings-header shop:pb-[env(safe-area-inset-bottom)] shop:text-ink shop:shadow-bar shop:bp768:hidden shop:print:hidden!',
);

/** One item: a 56 px high target, the 24 px icon over a short visible label. */
export const mobileBottomBarItemVariants = cva(
  'shop:relative shop:flex shop:h-14 shop:w-full shop:flex-col shop:items-center shop:justify-center shop:gap-0.5 shop:rounded-none shop:px-1 shop:text-2xs shop:leading-tight shop:font-medium shop:text-settings-icons shop:transition-colors shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:data-current:text-settings-main shop:aria-expanded:text-settings-main shop:[&_svg]:size-6 shop:[&_svg]:shrink-0',
);

export interface MobileBottomBarProps {
  /** The catalogue button was pressed (it then ignores clicks for CATALOGUE_BUTTON_LOCK_MS). */
  onCatalogueClick?: () => void;
  /**
   * The mobile catalogue is open (the button's `aria-expanded`).
   * @default false
   */
  catalogueOpen?: boolean;
  /**
   * Favourites count for the badge.
   * @default 0
   */
  favouritesCount?: number;
  /**
   * Cart item count for the badge.
   * @default 0
   */
  cartCount?: number;
  /** The cart button was pressed: open the cart panel. */
  onCartClick?: () => void;
  /**
   * The chat button was pressed: open the live-chat widget. Takes precedence over `chatHref`.
   */
  onChatClick?: () => void;
  /**
   * The live chat's address when there is no chat widget (the site settings' `live_chat_url`, a
   * messenger or chat page): it opens in a new tab (`noopener noreferrer`), and its accessible
   * name says so. Without `onChatClick` and `chatHref` the bar has three items.
   * @example chatHref="https://t.me/casaplus_suport"
   */
  chatHref?: string;
  /**
   * The current path without the language prefix: on the favourites page its item is marked.
   */
  currentPath?: string;
  /** Extra classes for the `<nav>`. */
  className?: string;
}

function Label({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="shop:max-w-full shop:truncate">
      {children}
    </span>
  );
}

/**
 * The phone bottom bar (SPEC §2): catalogue, favourites, cart and live chat, each an icon with a
 * visible label, in a `nav` landmark of its own name; hidden from 768 px. The page needs bottom
 * padding below 768 px (`pb-16 bp768:pb-0`) so that the bar does not cover its end.
 *
 * @example
 * ```tsx
 * <MobileBottomBar favouritesCount={2} cartCount={3} onCatalogueClick={openCatalogue}
 *   onCartClick={openCart} onChatClick={openChat} />
 * ```
 */
export function MobileBottomBar({
  onCatalogueClick,
  catalogueOpen = false,
  favouritesCount = 0,
  cartCount = 0,
  onCartClick,
  onChatClick,
  chatHref,
  currentPath,
  className,
}: MobileBottomBarProps) {
  const { t } = useT();
  const labels = useHeaderCountLabels(favouritesCount, cartCount);
  const favouritesCurrent = navLinkCurrent(PATHS.favourites, currentPath);
  const chat = onChatClick !== undefined || chatHref !== undefined;

  let chatItem: ReactNode = null;
  if (onChatClick) {
    chatItem = (
      <button
        type="button"
        data-slot="mobile-bottom-bar-chat"
        onClick={onChatClick}
        className={mobileBottomBarItemVariants()}
      >
        <ChatIcon />
        {t('nav.chat')}
      </button>
    );
  } else if (chatHref !== undefined) {
    // The chat is another site (a messenger): a new tab, which the link's name says.
    chatItem = (
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        data-slot="mobile-bottom-bar-chat"
        className={mobileBottomBarItemVariants()}
      >
        <ChatIcon />
        <Label>{t('nav.chat')}</Label>
        <span className="shop:sr-only">
          {t('nav.chat')} {t('externalLink.newWindow')}
        </span>
      </a>
    );
  }

  return (
    <nav
      data-slot="mobile-bottom-bar"
      aria-label={t('nav.bottomBar')}
      className={cn(mobileBottomBarVariants(), className)}
    >
      <ul
        className={cn(
          'shop:mx-auto shop:grid shop:max-w-[767px]',
          chat ? 'shop:grid-cols-4' : 'shop:grid-cols-3',
        )}
      >
        <li>
          <Button
            variant="ghost"
            lockMs={CATALOGUE_BUTTON_LOCK_MS}
            aria-expanded={catalogueOpen}
            onClick={onCatalogueClick}
            className={mobileBottomBarItemVariants()}
          >
            <CatalogueIcon />
            {t('header.catalogue')}
          </Button>
        </li>
        <li>
          <ShopLink
            href={PATHS.favourites}
            aria-current={favouritesCurrent}
            data-current={favouritesCurrent === undefined ? undefined : ''}
            className={mobileBottomBarItemVariants()}
          >
            <CountIcon icon={<HeartIcon />} count={favouritesCount} tone="favorite" />
            <Label>{t('header.favourites')}</Label>
            <span className="shop:sr-only">{labels.favourites}</span>
          </ShopLink>
        </li>
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onCartClick}
            className={mobileBottomBarItemVariants()}
          >
            <CountIcon icon={<CartIcon />} count={cartCount} tone="cart" />
            <Label>{t('header.cart')}</Label>
            <span className="shop:sr-only">{labels.cart}</span>
          </button>
        </li>
        {chat ? <li>{chatItem}</li> : null}
      </ul>
    </nav>
  );
}
