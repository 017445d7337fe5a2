import { phoneHref } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';

import { LanguageSwitcher } from './language-switcher.js';
import { navLinkCurrent, navLinkItems, type SiteNavigationProps } from './nav-links.js';

/** The bar above the header, from 768 px (phones get the same links in the mobile menu). */
export const topNavVariants = cva(
  'shop:hidden shop:border-b shop:border-black/10 shop:bg-settings-header shop:text-ink shop:bp768:block shop:print:hidden!',
);

/** A navigation link; the current page's is in the main colour with a bar under it. */
export const topNavLinkVariants = cva(
  'shop:relative shop:inline-flex shop:h-11 shop:items-center shop:rounded-md shop:px-2 shop:text-sm shop:font-medium shop:whitespace-nowrap shop:text-ink shop:transition-colors shop:hover:text-settings-main shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:data-current:text-settings-main shop:data-current:after:absolute shop:data-current:after:inset-x-2 shop:data-current:after:bottom-0 shop:data-current:after:h-0.5 shop:data-current:after:rounded-full shop:data-current:after:bg-settings-main shop:bp1024:px-3 shop:bp1024:data-current:after:inset-x-3',
);

export interface TopNavProps extends SiteNavigationProps {
  /**
   * The current page's path without the language prefix ('/pages/news/x'): its link gets
   * `aria-current`.
   */
  currentPath?: string;
  /**
   * The support line and e-mail (SPEC §1: the header lists them; the site settings'
   * `support_phone` and `support_email`), shown before the language switcher from 1024 px.
   * @example support={{ phone: settings.support_phone, email: settings.support_email }}
   */
  support?: { phone?: string | null; email?: string | null };
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
  support,
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
      <div className="shop:mx-auto shop:flex shop:max-w-[1280px] shop:items-center shop:justify-between shop:gap-4 shop:px-4 shop:bp1024:px-6">
        <ul className="shop:-ml-2 shop:flex shop:min-w-0 shop:flex-wrap shop:items-center shop:bp1024:gap-x-1">
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
        <div className="shop:flex shop:shrink-0 shop:items-center shop:gap-3">
          {support?.phone || support?.email ? (
            <p
              data-slot="top-nav-support"
              className="shop:hidden shop:items-center shop:gap-3 shop:text-sm shop:bp1024:flex"
            >
              {support.phone ? (
                <a
                  href={phoneHref(support.phone)}
                  aria-label={t('nav.callSupport', { phone: support.phone })}
                  className={topNavLinkVariants()}
                >
                  {support.phone}
                </a>
              ) : null}
              {support.email ? (
                <a
                  href={`mailto:${support.email}`}
                  aria-label={t('nav.writeSupport', { email: support.email })}
                  className={topNavLinkVariants()}
                >
                  {support.email}
                </a>
              ) : null}
            </p>
          ) : null}
          <LanguageSwitcher
            locale={locale}
            hrefFor={hrefFor}
            onLocaleChange={onLocaleChange}
            className="shop:shrink-0"
          />
        </div>
      </div>
    </nav>
  );
}
