import { PATHS, type LocaleCode } from '@shop/core/rules';
import type { MessageKey, Translator } from '../../i18n/index.js';

/** A link of the shop's navigation: the route without a language prefix, and its text's key. */
export interface NavLink {
  readonly href: string;
  readonly key: MessageKey;
}

/**
 * The seven links of the top navigation and the mobile menu (SPEC §2 "Navigation"), in order.
 */
export const NAV_LINKS = [
  { href: PATHS.sales, key: 'nav.links.sales' },
  { href: PATHS.promotions, key: 'nav.links.promotions' },
  { href: PATHS.shops, key: 'nav.links.shops' },
  { href: PATHS.delivery, key: 'nav.links.delivery' },
  { href: PATHS.news, key: 'nav.links.news' },
  { href: PATHS.about, key: 'nav.links.about' },
  { href: PATHS.contacts, key: 'nav.links.contacts' },
] as const satisfies readonly NavLink[];

/**
 * A link added after the seven (the manager's fast-order link). Its text is already translated
 * by the caller.
 * @example { href: PATHS.fastOrder, label: t('…') }
 */
export interface NavExtraLink {
  readonly href: string;
  readonly label: string;
}

/** What the top navigation and the mobile menu both take: the language switch and extra links. */
export interface SiteNavigationProps {
  /**
   * The current language.
   * @default the I18nProvider's language
   */
  locale?: LocaleCode;
  /** The current page in another language (see LanguageSwitcher). */
  hrefFor: (locale: LocaleCode) => string;
  /** A language was chosen (see LanguageSwitcher). */
  onLocaleChange?: (locale: LocaleCode) => void;
  /**
   * Links after the seven, with translated texts (the manager's fast-order link).
   * @default []
   */
  extraLinks?: readonly NavExtraLink[];
}

/**
 * The links the top navigation and the mobile menu show: the seven with their translated texts,
 * then `extraLinks`.
 */
export function navLinkItems(
  t: Translator['t'],
  extraLinks: readonly NavExtraLink[] = [],
): NavExtraLink[] {
  return [...NAV_LINKS.map((link) => ({ href: link.href, label: t(link.key) })), ...extraLinks];
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

/**
 * The `aria-current` of a navigation link on the page at `currentPath` (a path without the
 * language prefix): 'page' on its own page, 'true' on a page inside its section (an article
 * under /pages/news), nothing elsewhere. Query and hash are ignored.
 *
 * @example navLinkCurrent('/pages/news', '/pages/news/spring-sale') // 'true'
 */
export function navLinkCurrent(
  href: string,
  currentPath: string | undefined,
): 'page' | 'true' | undefined {
  if (currentPath === undefined) return undefined;
  const link = normalise(href);
  const current = normalise(currentPath);
  if (current === link) return 'page';
  if (link !== '/' && current.startsWith(`${link}/`)) return 'true';
  return undefined;
}
