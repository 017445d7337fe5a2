import type { Category } from '@shop/core/contract';
import { localeFromPath, PATHS, switchLocalePath, withoutMarketingParams } from '@shop/core/rules';
import {
  AccountButtonContainer,
  Header,
  MobileBottomBar,
  TopNav,
  useSession,
  useFavouritesCount,
  useHeaderScroll,
  useLocale,
  useT,
} from '@shop/ui';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCartButton } from '../hooks/use-cart-button.js';
import { useAccountModals } from './account/account-state.js';
import { useShopName } from '../lib/shop-name.js';
import { HeaderSearch } from './header-search.js';

// The catalogue menu and the phone panels are not seen until they open: their code (and the
// dialog library) is fetched when one opens first, not with every page.
const MobileMenu = lazy(() =>
  import('@shop/ui/components/mobile-menu').then((module) => ({ default: module.MobileMenu })),
);
const CatalogueMenu = lazy(() =>
  import('@shop/ui/components/catalogue-menu').then((module) => ({
    default: module.CatalogueMenu,
  })),
);
const MobileCatalogue = lazy(() =>
  import('@shop/ui/components/mobile-catalogue').then((module) => ({
    default: module.MobileCatalogue,
  })),
);

/** The desktop catalogue menu from 1024 px; the mobile catalogue below (SPEC §9 layouts). */
const DESKTOP_CATALOGUE = '(min-width: 1024px)';

export interface SiteHeaderProps {
  categories: readonly Category[];
  /**
   * The live chat of the mobile bottom bar (the site settings' `live_chat_url`); absent, the bar
   * has no chat item.
   */
  chatHref?: string;
  /** The support line and e-mail of the site settings, in the top navigation (SPEC §1). */
  support?: { phone?: string | null; email?: string | null };
}

/**
 * The header with everything it opens (SPEC §2): search with its dropdown, the catalogue (a menu
 * on desktops, a drill-down panel on phones), the mobile menu, the top navigation with the
 * language switcher, and the phone bottom bar. Compact after 100 px; fixed when scrolling up.
 */
export function SiteHeader({ categories, chatHref, support }: SiteHeaderProps) {
  const { t } = useT();
  const name = useShopName();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { compact, fixed } = useHeaderScroll();
  const favouritesCount = useFavouritesCount();
  const { openSignIn } = useAccountModals();
  const cart = useCartButton();
  const { roles } = useSession();
  // SPEC §2: the fast order's link is in the navigation only for a signed-in manager.
  const extraLinks = roles.isManager
    ? [{ href: PATHS.fastOrder, label: t('pageTitle.fastOrder') }]
    : [];
  const [catalogue, setCatalogue] = useState<'closed' | 'menu' | 'panel'>('closed');
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, a panel stays mounted (closed) so it can close itself on a route change.
  const [menuUsed, setMenuUsed] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const [catalogueMenuUsed, setCatalogueMenuUsed] = useState(false);
  const catalogueId = useId();
  const currentUrl = `${location.pathname}${location.search}`;
  // Navigation marks its current link by the route, without the language prefix.
  const currentPath = localeFromPath(location.pathname).path;

  // The header leaves the flow when it is fixed: its place is kept so the page does not jump.
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!fixed && bar.current) setHeight(bar.current.offsetHeight);
  }, [fixed, compact]);
  // Focus scrolls clear of the header while it is fixed (app.css, scroll-padding-top).
  useLayoutEffect(() => {
    if (height) document.documentElement.style.setProperty('--shop-header-height', `${height}px`);
  }, [height]);

  const toggleCatalogue = () => {
    if (catalogue !== 'closed') return setCatalogue('closed');
    setMenuOpen(false);
    const desktop = window.matchMedia(DESKTOP_CATALOGUE).matches;
    if (desktop) setCatalogueMenuUsed(true);
    else setPanelUsed(true);
    setCatalogue(desktop ? 'menu' : 'panel');
  };
  // Without a campaign's tags: the analytics script has read them, and the page drawn for a
  // tagged address is the same page for every visitor (the page cache serves them one).
  const hrefFor = (code: typeof locale) =>
    `${switchLocalePath(location.pathname, code)}${withoutMarketingParams(location.search)}`;

  return (
    <>
      <div style={fixed && height ? { height } : undefined}>
        <div ref={bar}>
          <Header
            logo={
              <span className="shop:text-xl shop:font-bold shop:tracking-tight shop:text-settings-main">
                {name}
              </span>
            }
            search={
              <HeaderSearch currentUrl={currentUrl} onNavigate={(href) => void navigate(href)} />
            }
            catalogueOpen={catalogue !== 'closed'}
            catalogueMenuId={catalogueId}
            onCatalogueClick={toggleCatalogue}
            catalogueMenu={
              // Inside the header: the menu hangs under the bar, in the page or fixed (SPEC §2).
              catalogueMenuUsed ? (
                <Suspense fallback={null}>
                  <CatalogueMenu
                    id={catalogueId}
                    categories={categories}
                    open={catalogue === 'menu'}
                    onOpenChange={(open) => setCatalogue(open ? 'menu' : 'closed')}
                  />
                </Suspense>
              ) : null
            }
            menuOpen={menuOpen}
            onMenuClick={() => {
              setMenuUsed(true);
              setMenuOpen((open) => !open);
            }}
            account={<AccountButtonContainer onSignIn={() => openSignIn()} />}
            favouritesCount={favouritesCount}
            cartCount={cart.count}
            onCartClick={cart.open}
            compact={compact}
            fixed={fixed}
          />
        </div>
      </div>
      <TopNav
        currentPath={currentPath}
        locale={locale}
        hrefFor={hrefFor}
        extraLinks={extraLinks}
        support={support}
      />
      <Suspense fallback={null}>
        {panelUsed ? (
          <MobileCatalogue
            categories={categories}
            open={catalogue === 'panel'}
            onOpenChange={(open) => setCatalogue(open ? 'panel' : 'closed')}
            pathname={location.pathname}
          />
        ) : null}
        {menuUsed ? (
          <MobileMenu
            extraLinks={extraLinks}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            pathname={location.pathname}
            locale={locale}
            hrefFor={hrefFor}
            onCatalogueClick={() => {
              setMenuOpen(false);
              setPanelUsed(true);
              setCatalogue('panel');
            }}
          />
        ) : null}
      </Suspense>
      <MobileBottomBar
        catalogueOpen={catalogue !== 'closed'}
        onCatalogueClick={toggleCatalogue}
        currentPath={currentPath}
        favouritesCount={favouritesCount}
        cartCount={cart.count}
        onCartClick={cart.open}
        chatHref={chatHref}
      />
    </>
  );
}
