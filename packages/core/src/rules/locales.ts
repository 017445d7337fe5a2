import { LOCALE_COOKIE_MAX_AGE_S } from './constants.js';

/** The shop's languages; Romanian is the default and has no path prefix (SPEC §2, §9). */
export const LOCALE_CODES = ['ro', 'en', 'ru'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'ro';

/** Locale entity of §3 (code, iso, title), plus the currency label used by the money formatter. */
export interface Locale {
  code: LocaleCode;
  /** BCP 47 tag for Intl and the html lang attribute. */
  iso: string;
  /** The language's own name, as the language switcher shows it. */
  title: string;
  /** How the currency (MDL) is written after an amount in this language. */
  currency: string;
}

export const LOCALES: Readonly<Record<LocaleCode, Locale>> = {
  ro: { code: 'ro', iso: 'ro-MD', title: 'Română', currency: 'lei' },
  en: { code: 'en', iso: 'en-GB', title: 'English', currency: 'lei' },
  ru: { code: 'ru', iso: 'ru-MD', title: 'Русский', currency: 'лей' },
};

/** Cookie that keeps the chosen language, and its lifetime (365 days). */
export const LOCALE_COOKIE = { name: 'locale', maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S } as const;

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** Splits '/ru/pages/cart' into the locale and the path without its prefix ('/pages/cart'). */
export function localeFromPath(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/(en|ru)(?=\/|$|\?|#)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as LocaleCode, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** Adds the locale prefix to a path without one: ('/pages/cart', 'en') → '/en/pages/cart'. */
export function localizePath(path: string, locale: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another language: ('/en/pages/cart', 'ru') → '/ru/pages/cart'. */
export function switchLocalePath(pathname: string, locale: LocaleCode): string {
  return localizePath(localeFromPath(pathname).path, locale);
}

/**
 * Picks the best of our locales from an Accept-Language header ('ru-RU,ru;q=0.9,en;q=0.8'),
 * or the default when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocaleCode(base)) return base;
  }
  return DEFAULT_LOCALE;
}
