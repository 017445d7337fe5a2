import { describe, expect, it } from 'vitest';
import { searchedText, searchPageHref } from './search.href.js';

describe('searchPageHref', () => {
  it('goes to the search page with only the text from any other page', () => {
    expect(searchPageHref('/pages/catalog/scule?page=2&brands=Bosch', 'burghiu')).toBe(
      '/pages/search?search=burghiu',
    );
    expect(searchPageHref('/', 'nivelă 60 cm')).toBe(
      `/pages/search?${new URLSearchParams({ search: 'nivelă 60 cm' }).toString()}`,
    );
  });

  it('on the search page replaces only the search parameter, in its place', () => {
    expect(
      searchPageHref('/pages/search?brands=Black+%23+Decker&search=a&order_by=price_asc', 'b'),
    ).toBe('/pages/search?brands=Black+%23+Decker&search=b&order_by=price_asc');
    expect(searchPageHref('/pages/search?is_promotion=true', 'b')).toBe(
      '/pages/search?is_promotion=true&search=b',
    );
  });

  it('recognises the search page under a language prefix, with a trailing slash or as a URL', () => {
    expect(searchPageHref('/ru/pages/search?order_by=price_desc', 'дрель')).toBe(
      `/pages/search?${new URLSearchParams({ order_by: 'price_desc', search: 'дрель' }).toString()}`,
    );
    expect(searchPageHref('/en/pages/search/?in_stock=true', 'x')).toBe(
      '/pages/search?in_stock=true&search=x',
    );
    expect(searchPageHref('https://shop.md/pages/search?search=a#top', 'b')).toBe(
      '/pages/search?search=b',
    );
  });

  it('starts the new words at their first page', () => {
    expect(searchPageHref('/pages/search?search=a&page=3&order_by=price_asc', 'b')).toBe(
      '/pages/search?search=b&order_by=price_asc',
    );
    expect(searchPageHref('/ru/pages/search?page=2', '')).toBe('/pages/search');
  });

  it('does not take a page that merely starts like the search page for it', () => {
    expect(searchPageHref('/pages/searching?x=1', 'b')).toBe('/pages/search?search=b');
  });

  it('drops the parameter for blank text', () => {
    expect(searchPageHref('/pages/search?search=a&order_by=price_asc', '  ')).toBe(
      '/pages/search?order_by=price_asc',
    );
    expect(searchPageHref('/pages/cart', '')).toBe('/pages/search');
  });
});

describe('searchedText', () => {
  it('reads the search page’s words, in any language', () => {
    expect(searchedText('/pages/search?search=burghiu&page=2')).toBe('burghiu');
    expect(searchedText('/ru/pages/search/?search=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C')).toBe('дрель');
    expect(searchedText('https://shop.md/en/pages/search?order_by=price_asc')).toBe('');
  });

  it('is empty on any other page, whatever its query says', () => {
    expect(searchedText('/pages/catalog/scule?search=x')).toBe('');
    expect(searchedText('/')).toBe('');
  });
});
