import { data } from 'react-router';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALE_COOKIE,
  isLocaleCode,
  localeFromPath,
  localizePath,
  type LocaleCode,
} from '@shop/core/rules';

/**
 * The language a URL is in (SPEC §2: no prefix for ro, /en and /ru otherwise), from the route's
 * optional `:lang` segment. `null` when the segment is not a language of ours (the 404 page), or
 * is the default's own prefix ('/ro/…', which has one address only: without the prefix).
 */
export function localeFromParam(lang: string | undefined): LocaleCode | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return isLocaleCode(lang) && lang !== DEFAULT_LOCALE ? lang : null;
}

/** The locale of any path, for places that have no route params (root error boundary). */
export function localeOfPath(pathname: string): LocaleCode {
  return localeFromPath(pathname).locale;
}

/** The same page in each language: the hreflang alternates and the language switcher. */
export function alternatePaths(pathname: string): Record<LocaleCode, string> {
  const { path } = localeFromPath(pathname);
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, localizePath(path, code)])) as Record<
    LocaleCode,
    string
  >;
}

/** The locale cookie (SPEC §9: kept 365 days) as a Set-Cookie value. */
export function localeCookie(locale: LocaleCode): string {
  return `${LOCALE_COOKIE.name}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; SameSite=Lax`;
}

/** The locale a request's cookie asks for, if any. */
export function cookieLocale(cookieHeader: string | null): LocaleCode | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE.name}=([^;]+)`).exec(cookieHeader ?? '');
  const value = match?.[1];
  return isLocaleCode(value) ? value : null;
}

/**
 * The language of a page's route, or the 404 page when the segment is not one of ours (the
 * locale route sends '/ro/…' away before any page loader's answer is used).
 */
export function requireLocale(lang: string | undefined): LocaleCode {
  const locale = localeFromParam(lang);
  if (!locale) throw notFound();
  return locale;
}

/** The 404 answer a loader throws (rendered by the locale route's error boundary). */
export function notFound() {
  return data(null, { status: 404 });
}
