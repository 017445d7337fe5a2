import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALE_COOKIE,
  LOCALES,
  localeFromAcceptLanguage,
  localeFromPath,
  localizePath,
  switchLocalePath,
} from './locales.js';

describe('locales (§2, §9)', () => {
  it('ro is the default, without prefix; en and ru have /en and /ru', () => {
    expect(DEFAULT_LOCALE).toBe('ro');
    expect(localeFromPath('/pages/cart')).toEqual({ locale: 'ro', path: '/pages/cart' });
    expect(localeFromPath('/en/pages/cart')).toEqual({ locale: 'en', path: '/pages/cart' });
    expect(localeFromPath('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(localeFromPath('/english-tea')).toEqual({ locale: 'ro', path: '/english-tea' });
    expect(localizePath('/pages/cart', 'ro')).toBe('/pages/cart');
    expect(localizePath('/pages/cart', 'ru')).toBe('/ru/pages/cart');
    expect(localizePath('/', 'en')).toBe('/en');
  });

  it('switches the language of a path', () => {
    expect(switchLocalePath('/en/pages/product/x', 'ru')).toBe('/ru/pages/product/x');
    expect(switchLocalePath('/ru/pages/product/x', 'ro')).toBe('/pages/product/x');
    expect(switchLocalePath('/', 'en')).toBe('/en');
  });

  it('path ⇄ locale round trip (a first segment en or ru is reserved for the prefix)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'en' && s !== 'ru');
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.array(segment, { maxLength: 4 }),
        (locale, parts) => {
          const path = `/${parts.join('/')}`;
          expect(localeFromPath(localizePath(path, locale))).toEqual({ locale, path });
        },
      ),
    );
  });

  it('titles are the languages’ own names; the cookie lasts 365 days', () => {
    expect(LOCALE_CODES.map((code) => LOCALES[code].title)).toEqual([
      'Română',
      'English',
      'Русский',
    ]);
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(365 * 24 * 3600);
  });

  it('reads Accept-Language', () => {
    expect(localeFromAcceptLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('de, fr;q=0.9')).toBe('ro');
    expect(localeFromAcceptLanguage('en;q=0, ru;q=0.1')).toBe('ru');
    expect(localeFromAcceptLanguage(undefined)).toBe('ro');
  });
});
