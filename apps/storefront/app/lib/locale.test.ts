import { describe, expect, it } from 'vitest';
import { alternatePaths, cookieLocale, localeCookie, localeFromParam } from './locale.js';

describe('locale of a URL', () => {
  it('is ro without a prefix, en or ru with one, and nothing else', () => {
    expect(localeFromParam(undefined)).toBe('ro');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('ru')).toBe('ru');
    // '/ro/…' is not an address of its own; unknown segments are 404s.
    for (const lang of ['ro', 'de', 'pages', 'RU', '']) expect(localeFromParam(lang)).toBeNull();
  });

  it('gives the same page in every language', () => {
    expect(alternatePaths('/ru/pages/catalog/scule')).toEqual({
      ro: '/pages/catalog/scule',
      en: '/en/pages/catalog/scule',
      ru: '/ru/pages/catalog/scule',
    });
    expect(alternatePaths('/')).toEqual({ ro: '/', en: '/en', ru: '/ru' });
  });

  it('remembers the language in a cookie for 365 days', () => {
    expect(localeCookie('ru')).toBe('locale=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieLocale('a=1; locale=en; b=2')).toBe('en');
    expect(cookieLocale('locale=de')).toBeNull();
    expect(cookieLocale(null)).toBeNull();
  });
});
