import type { Category } from '@shop/core/contract';
import { switchLocalePath } from '@shop/core/rules';
import {
  CatalogueMenu,
  Header,
  MobileBottomBar,
  MobileCatalogue,
  MobileMenu,
  SearchBox,
  TopNav,
  useHeaderScroll,
  useLocale,
  useT,
} from '@shop/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchMachineFor } from './search.js';

/** The desktop catalogue menu from 1024 px; the mobile catalogue below (SPEC §9 layouts). */
const DESKTOP_CATALOGUE = '(min-width: 1024px)';

export interface SiteHeaderProps {
  categories: readonly Category[];
}

/**
 * The header with everything it opens (SPEC §2): search with its dropdown, the catalogue (a menu
 * on desktops, a drill-down panel on phones), the mobile menu, the top navigation with the
 * language switcher, and the phone bottom bar. Compact after 100 px; fixed when scrolling up.
 */
export function SiteHeader({ categories }: SiteHeaderProps) {
  const { t } = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { compact, fixed } = useHeaderScroll();
  const [catalogue, setCatalogue] = useState<'closed' | 'menu' | 'panel'>('closed');
  const [menuOpen, setMenuOpen] = useState(false);
  const catalogueId = useId();
  const currentUrl = `${location.pathname}${location.search}`;

  // The header leaves the flow when it is fixed: its place is kept so the page does not jump.
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!fixed && bar.current) setHeight(bar.current.offsetHeight);
  }, [fixed, compact]);

  const toggleCatalogue = () => {
    if (catalogue !== 'closed') return setCatalogue('closed');
    setMenuOpen(false);
    setCatalogue(window.matchMedia(DESKTOP_CATALOGUE).matches ? 'menu' : 'panel');
  };
  const hrefFor = (code: typeof locale) =>
    `${switchLocalePath(location.pathname, code)}${location.search}`;

  return (
    <>
      <div style={fixed && height ? { height } : undefined}>
        <div ref={bar}>
          <Header
            logo={
              <span className="text-xl font-bold tracking-tight text-settings-main">
                {t('site.name')}
              </span>
            }
            search={
              <SearchBox
                machine={searchMachineFor(locale)}
                currentUrl={currentUrl}
                onNavigate={(href) => void navigate(href)}
              />
            }
            catalogueOpen={catalogue !== 'closed'}
            catalogueMenuId={catalogueId}
            onCatalogueClick={toggleCatalogue}
            menuOpen={menuOpen}
            onMenuClick={() => setMenuOpen((open) => !open)}
            compact={compact}
            fixed={fixed}
          />
        </div>
      </div>
      <TopNav currentPath={location.pathname} locale={locale} hrefFor={hrefFor} />
      <CatalogueMenu
        id={catalogueId}
        categories={categories}
        open={catalogue === 'menu'}
        onOpenChange={(open) => setCatalogue(open ? 'menu' : 'closed')}
      />
      <MobileCatalogue
        categories={categories}
        open={catalogue === 'panel'}
        onOpenChange={(open) => setCatalogue(open ? 'panel' : 'closed')}
        pathname={location.pathname}
      />
      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        pathname={location.pathname}
        locale={locale}
        hrefFor={hrefFor}
        onCatalogueClick={() => {
          setMenuOpen(false);
          setCatalogue('panel');
        }}
      />
      <MobileBottomBar
        catalogueOpen={catalogue !== 'closed'}
        onCatalogueClick={toggleCatalogue}
        currentPath={location.pathname}
      />
    </>
  );
}
