import { CATALOGUE_BUTTON_LOCK_MS, localeFromPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n/index.js';
import { CatalogueIcon, ChevronRightIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { useCloseOnRouteChange } from '../../lib/use-close-on-route-change.js';
import { Button } from '../../primitives/button/index.js';
import { SidePanel } from '../../primitives/side-panel/index.js';
import { LanguageSwitcher } from '../top-nav/language-switcher.js';
import { navLinkCurrent, navLinkItems, type SiteNavigationProps } from '../top-nav/nav-links.js';

/** A link row of the menu: a 48 px target with a chevron; the current page's in the main colour. */
export const mobileMenuLinkVariants = cva(
  'shop:flex shop:h-12 shop:items-center shop:justify-between shop:gap-3 shop:rounded-md shop:px-3 shop:text-base shop:font-medium shop:text-ink shop:transition-colors shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:data-current:bg-settings-newsletter-block-background shop:data-current:text-settings-main shop:[&_svg]:size-5 shop:[&_svg]:shrink-0 shop:[&_svg]:text-muted',
);

export interface MobileMenuProps extends SiteNavigationProps {
  /** The menu is open (controlled). */
  open: boolean;
  /** The menu asks to open or close (close button, Escape, overlay, a link, a route change). */
  onOpenChange: (open: boolean) => void;
  /**
   * The current route (with or without its language prefix). When it changes while the menu is
   * open, the menu closes (SPEC §2); its link is marked `aria-current`.
   * @example pathname={location.pathname}
   */
  pathname: string;
  /** The catalogue entry was pressed: the storefront opens the mobile catalogue. */
  onCatalogueClick?: () => void;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * The phone menu (SPEC §2): a panel from the left (a bottom sheet below 744 px, like every
 * SidePanel) with the catalogue entry, the seven links and the language list. SidePanel traps
 * focus, returns it to the menu button and locks the page scroll. It closes when a link is
 * chosen and whenever the route changes while it is open.
 *
 * @example
 * ```tsx
 * <MobileMenu open={open} onOpenChange={setOpen} pathname={location.pathname}
 *   hrefFor={(code) => switchLocalePath(location.pathname, code)} onCatalogueClick={openCatalogue} />
 * ```
 */
export function MobileMenu({
  open,
  onOpenChange,
  pathname,
  onCatalogueClick,
  locale,
  hrefFor,
  onLocaleChange,
  extraLinks = [],
  className,
}: MobileMenuProps) {
  const { t } = useT();
  const returnFocus = useRef<HTMLElement | null>(null);

  // The menu button lives in the header, not in the panel (no SidePanel trigger), so Radix has
  // nothing to give focus back to: remember what had focus before opening (a layout effect runs
  // before the panel moves focus inside) and return it after closing, unless something else
  // (another panel) has taken focus meanwhile.
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      returnFocus.current =
        active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = returnFocus.current;
    returnFocus.current = null;
    if (!target) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (target.isConnected && (active === null || active === document.body)) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  useCloseOnRouteChange(pathname, open, onOpenChange);

  const currentPath = localeFromPath(pathname).path;
  const links = navLinkItems(t, extraLinks);

  return (
    <SidePanel
      title={t('nav.menu')}
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      className={cn('shop:bp744:w-[340px] shop:bp1024:w-[360px]', className)}
    >
      <div data-slot="mobile-menu" className="shop:flex shop:flex-col shop:gap-5">
        <Button
          lockMs={CATALOGUE_BUTTON_LOCK_MS}
          onClick={onCatalogueClick}
          className="shop:h-12 shop:w-full shop:justify-start shop:px-4 shop:[&_svg]:size-6"
        >
          <CatalogueIcon />
          {t('header.catalogue')}
        </Button>

        <nav aria-label={t('nav.label')}>
          <ul className="shop:space-y-0.5">
            {links.map((link) => {
              const current = navLinkCurrent(link.href, currentPath);
              return (
                <li key={link.href}>
                  <ShopLink
                    href={link.href}
                    aria-current={current}
                    data-current={current === undefined ? undefined : ''}
                    onClick={() => onOpenChange(false)}
                    className={mobileMenuLinkVariants()}
                  >
                    {link.label}
                    <ChevronRightIcon strokeWidth={1.8} />
                  </ShopLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <LanguageSwitcher
          variant="list"
          locale={locale}
          hrefFor={hrefFor}
          onLocaleChange={onLocaleChange}
          className="shop:border-t shop:border-black/10 shop:pt-4"
        />
      </div>
    </SidePanel>
  );
}
