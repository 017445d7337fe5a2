import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_PAGE_SIZE, LOCAL_FAVOURITES_CAP } from './constants.js';
import { favouritesOnPage, isFavourite, parseFavourites, toggleFavourite } from './favourites.js';

describe('a visitor’s favourites in browser storage (§4 "Favourites")', () => {
  it('adds a product first and removes it on the second toggle', () => {
    expect(toggleFavourite([2, 1], 3)).toEqual([3, 2, 1]);
    expect(toggleFavourite([3, 2, 1], 2)).toEqual([3, 1]);
    expect(toggleFavourite(['5'], 5)).toEqual([]);
  });

  it('tells whether a product is a favourite, whatever the id’s type', () => {
    expect(isFavourite([1, '7'], 7)).toBe(true);
    expect(isFavourite([1, 2], 3)).toBe(false);
  });

  it('toggling twice gives the list back; the list never repeats or passes the cap', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 50 }),
        fc.integer({ min: 1, max: 1000 }),
        (list, id) => {
          if (list.includes(id)) return true;
          expect(toggleFavourite(toggleFavourite(list, id), id)).toEqual(list);
          return true;
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 600 }), (toggles) => {
        const list = toggles.reduce<(number | string)[]>(toggleFavourite, []);
        return list.length <= LOCAL_FAVOURITES_CAP && new Set(list).size === list.length;
      }),
    );
  });

  it('drops the oldest past the cap', () => {
    const full = Array.from({ length: LOCAL_FAVOURITES_CAP }, (_, index) => index + 1);
    const next = toggleFavourite(full, 999);
    expect(next).toHaveLength(LOCAL_FAVOURITES_CAP);
    expect(next[0]).toBe(999);
    expect(next).not.toContain(LOCAL_FAVOURITES_CAP);
  });

  it('reads tampered storage as an empty or cleaned list', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('oops')).toEqual([]);
    expect(parseFavourites('{"1":true}')).toEqual([]);
    expect(parseFavourites('[3,3,"",null,1.5,"9",4]')).toEqual([3, '9', 4]);
  });
});

describe('favouritesOnPage', () => {
  it('a page holds what is left of the list, at most a page', () => {
    expect(favouritesOnPage(2, 1)).toBe(2);
    expect(favouritesOnPage(0, 1)).toBe(0);
    expect(favouritesOnPage(FAVOURITES_PAGE_SIZE + 6, 1)).toBe(FAVOURITES_PAGE_SIZE);
    expect(favouritesOnPage(FAVOURITES_PAGE_SIZE + 6, 2)).toBe(6);
    expect(favouritesOnPage(5, 3)).toBe(0);
  });

  it('the pages add up to the list (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (count) => {
        const pages = Math.ceil(count / FAVOURITES_PAGE_SIZE) + 1;
        let sum = 0;
        for (let page = 1; page <= pages; page++) sum += favouritesOnPage(count, page);
        expect(sum).toBe(count);
      }),
    );
  });
});
