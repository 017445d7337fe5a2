import { cva } from 'class-variance-authority';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { LanguageSwitcher } from './language-switcher.js';
import { navLinkCurrent, navLinkItems, type SiteNavigationProps } from './nav-links.js';

/** The bar above the header, from 768 px (phones get the same links in the mobile menu). */
export const topNavVariants = cva(
  'hidden border-b border-black/10 bg-settings-header text-ink bp768:block',
);

/** A navigation link; the current page's is in the main colour with a bar under it. */
export const topNavLinkVariants = cva(
  'relative inline-flex h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:text-settings-main focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-settings-main data-current:text-settings-main data-current:after:absolute data-current:after:inset-x-2 data-current:after:bottom-0 data-current:after:h-0.5 data-current:after:rounded-full data-current:after:bg-settings-main bp1024:px-3 bp1024:data-current:after:inset-x-3',
);

export interface TopNavProps extends SiteNavigationProps {
  /**
   * The current page's path without the language prefix ('/pages/news/x'): its link gets
   * `aria-current`.
   */
  currentPath?: string;
  /** Extra classes for the `<nav>`. */
  className?: string;
}

/**
 * The top navigation (SPEC §2): the seven shop links and the language switcher, shown from
 * 768 px. A `nav` landmark named 'main navigation'.
 *
 * @example
 * ```tsx
 * <TopNav currentPath={path} hrefFor={(code) => switchLocalePath(pathname, code)} onLocaleChange={changeLocale} />
 * ```
 */
export function TopNav({
  currentPath,
  locale,
  hrefFor,
  onLocaleChange,
  extraLinks = [],
  className,
}: TopNavProps) {
  const { t } = useT();
  const links = navLinkItems(t, extraLinks);
  return (
    <nav
      data-slot="top-nav"
      aria-label={t('nav.label')}
      className={cn(topNavVariants(), className)}
    >
      <div className="mx-auto flex max-w-[1280px] items-center justify-between gap-4 px-4 bp1024:px-6">
        <ul className="-ml-2 flex min-w-0 flex-wrap items-center bp1024:gap-x-1">
          {links.map((link) => {
            const current = navLinkCurrent(link.href, currentPath);
            return (
              <li key={link.href}>
                <ShopLink
                  href={link.href}
                  aria-current={current}
                  data-current={current === undefined ? undefined : ''}
                  className={topNavLinkVariants()}
                >
                  {link.label}
                </ShopLink>
              </li>
            );
          })}
        </ul>
        <LanguageSwitcher
          locale={locale}
          hrefFor={hrefFor}
          onLocaleChange={onLocaleChange}
          className="shrink-0"
        />
      </div>
    </nav>
  );
}
