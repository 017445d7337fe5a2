import { filtersResponseSchema, searchResponseSchema } from '@shop/core/contract';
import { rekeyLayout, searchKey } from '@shop/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  effectivePrice,
  expectCached,
  expectInvalid,
  get,
  getParsed,
  isSorted,
  seeded,
  type ProductRow,
} from './catalogue.test-helpers.js';
import { PAGE_SIZE } from './listing.js';

/**
 * GET /api/products/product-search and product-filter/ on one database: diacritics in both
 * spellings, missing diacritics, a typo, Cyrillic, articles, case, filters and facets, checked
 * against the seeded products. Run by search.test.ts (PGlite) and search.pg.test.ts (PostgreSQL).
 */
export function searchSuite(driver: Driver): void {
  describe(`product search (${driver})`, () => {
    let api: TestApi;
    let allProducts: ProductRow[];

    const search = (text: string, extra = '', locale?: 'ro' | 'en' | 'ru') =>
      getParsed(
        api,
        `/api/products/product-search?search=${encodeURIComponent(text)}${extra}`,
        searchResponseSchema,
        locale,
      );

    /** Every id a search finds, over all its pages, in order. */
    async function foundIds(text: string): Promise<number[]> {
      const first = await search(text);
      const ids = first.results.map((product) => product.id);
      for (let page = 2; page <= first.pages; page++) {
        ids.push(...(await search(text, `&page=${page}`)).results.map((product) => product.id));
      }
      expect(ids).toHaveLength(first.total);
      return ids;
    }

    /** A word of a product's Romanian name that holds one of these letters. */
    function wordWith(letters: RegExp): { product: ProductRow; word: string } {
      for (const product of allProducts) {
        const word = product.name.ro.split(/[\s,]+/).find((part) => letters.test(part));
        if (word && word.length >= 4) return { product, word };
      }
      throw new Error(`no product name has ${String(letters)}`);
    }

    /** The products whose indexed text has a word starting with this folded word. */
    const withWord = (folded: string) =>
      allProducts.filter((product) => ` ${product.searchText}`.includes(` ${folded}`));

    /** Russian typed in Latin letters the English way (the test's own table, not the rule's). */
    const ROMAN: Record<string, string> = Object.fromEntries(
      'а a б b в v г g д d е e ё yo ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ф f х kh ц ts ч ch ш sh щ shch ъ _ ы y ь _ э e ю yu я ya'
        .match(/\S+ \S+/g)!
        .map((pair) => pair.split(' ') as [string, string])
        .map(([cyrillic, latin]) => [cyrillic, latin === '_' ? '' : latin]),
    );
    const romanised = (word: string) =>
      Array.from(word.toLowerCase(), (char) => ROMAN[char] ?? char).join('');

    /** A product and a word of its name that, written another way, finds little as typed. */
    async function wordSpeltOtherwise(
      nameOf: (product: ProductRow) => string,
      letters: RegExp,
      spell: (word: string) => string,
    ): Promise<{ product: ProductRow; word: string; typed: string }> {
      for (const product of allProducts) {
        const word = nameOf(product)
          .split(/[\s,]+/)
          .find((part) => letters.test(part));
        if (!word) continue;
        const typed = spell(word.toLowerCase());
        if ((await search(typed, '&as_typed=1')).total < 3) return { product, word, typed };
      }
      throw new Error(`no name has a word like ${String(letters)}`);
    }

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 300 } });
      ({ products: allProducts } = await seeded(api));
    });
    afterAll(() => api.close());

    it('ș/ț in comma and cedilla spellings, without diacritics and in capitals find the same', async () => {
      const { product, word } = wordWith(/[șțȘȚ]/);
      const cedilla = word
        .replace(/ș/g, 'ş')
        .replace(/ț/g, 'ţ')
        .replace(/Ș/g, 'Ş')
        .replace(/Ț/g, 'Ţ');
      expect(cedilla).not.toBe(word);
      const plain = searchKey(word);
      const expected = withWord(plain).map((row) => row.id);
      const found = await foundIds(word);
      expect(found).toContain(product.id);
      for (const id of expected) expect(found).toContain(id);
      for (const variant of [cedilla, plain, word.toUpperCase(), cedilla.toUpperCase()]) {
        expect(await foundIds(variant), variant).toEqual(found);
      }
    });

    it('ă, â and î may be typed or left out', async () => {
      const { product, word } = wordWith(/[ăâî]/);
      const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
      const found = await foundIds(plain);
      expect(found).toContain(product.id);
      expect(await foundIds(word)).toEqual(found);
    });

    it('one typo still finds the word, exact spellings first', async () => {
      const candidates = allProducts.flatMap((product) =>
        searchKey(product.name.ro)
          .split(' ')
          .filter((word) => word.length >= 6 && /^\p{L}+$/u.test(word))
          .map((word) => ({ product, word })),
      );
      const typos = candidates.slice(0, 3).flatMap(({ product, word }) => {
        const middle = Math.floor(word.length / 2);
        return [
          { product, word, typo: word.slice(0, middle) + word.slice(middle + 1) }, // dropped
          { product, word, typo: `${word.slice(0, middle)}x${word.slice(middle + 1)}` }, // replaced
        ];
      });
      expect(typos.length).toBeGreaterThan(0);
      for (const { product, word, typo } of typos) {
        const found = await foundIds(typo);
        expect(found, `${typo} for ${word}`).toContain(product.id);
        const first = allProducts.find((row) => row.id === found[0]);
        expect(first?.searchText, typo).toContain(word);
      }
      // The brief's example, in the seed: 'fierbatr' finds 'fierbător'.
      const kettle = allProducts.find((product) => product.name.ro.startsWith('Fierbător'));
      if (kettle) expect(await foundIds('fierbatr')).toContain(kettle.id);
    });

    it('a word that only shares its first letters with the shop’s words finds nothing', async () => {
      // The seed sells no phone, but TVs ('televizor') and heaters 'cu telecomandă': 'telefon'
      // shares 'tele' with them and is two typos from any of their words.
      expect(withWord('telefon')).toEqual([]);
      expect(withWord('televizor').length).toBeGreaterThan(0);
      expect(withWord('telecomanda').length).toBeGreaterThan(0);
      for (const extra of ['', '&order_by=popularity']) {
        expect(await search('telefon', extra)).toMatchObject({
          total: 0,
          results: [],
          near_only: false,
          suggestion: null,
        });
      }
    });

    it('a typo finds only near spellings, says so and offers the word as the shop writes it', async () => {
      const kettles = withWord('fierbator').map((row) => row.id);
      const irons = withWord('fier ').filter((row) => row.name.ro.startsWith('Fier de'));
      expect(kettles.length).toBeGreaterThan(0);
      expect(irons.length).toBeGreaterThan(0);
      // Relevance, and the search page's default sort: the kettles, and not the irons ('fier'
      // is four letters from 'fierbatr', not a typo).
      for (const extra of ['', '&order_by=popularity', '&order_by=price_desc']) {
        const answer = await search('fierbatr', extra);
        expect(answer.results.map((row) => row.id).sort(), extra).toEqual([...kettles].sort());
        expect(answer).toMatchObject({ near_only: true, suggestion: 'fierbător', spelling: null });
      }
      // Words found as typed stay as typed.
      const inox = withWord('fierbator').filter((row) => withWord('inox').includes(row));
      if (inox.length > 0) {
        expect(await search('Fierbatr inox')).toMatchObject({
          total: inox.length,
          near_only: true,
          suggestion: 'fierbător inox',
        });
      }
      // Found as typed: nothing to say, nothing to offer.
      expect(await search('fierbator')).toMatchObject({
        total: kettles.length,
        near_only: false,
        suggestion: null,
      });
      expect(await search('fierbatr', '&as_typed=1')).toMatchObject({ near_only: true });
    });

    it('in any sort, the products with the words as typed come before the near spellings', async () => {
      const hasBeginning = (id: number, word: string) =>
        ` ${allProducts.find((row) => row.id === id)?.searchText ?? ''}`.includes(` ${word}`);
      // A word of the names that also finds products only by a near spelling ('kettler' and
      // 'kettle', 'grill' and 'drill').
      const words = [...new Set(allProducts.flatMap((row) => row.searchText.split(' ')))].filter(
        (word) => /^\p{L}{5,}$/u.test(word),
      );
      let checked = 0;
      for (const word of words) {
        const found = await foundIds(word);
        const typed = found.filter((id) => hasBeginning(id, word));
        if (typed.length === found.length) continue;
        expect(typed.length, word).toBeGreaterThan(0);
        for (const extra of ['&order_by=popularity', '&order_by=price_asc', '']) {
          const page = (await search(word, extra)).results.map((row) => hasBeginning(row.id, word));
          const firstNear = page.indexOf(false);
          expect(page.slice(firstNear).includes(true), `${word}${extra}`).toBe(false);
          expect(firstNear, `${word}${extra}`).toBe(Math.min(typed.length, PAGE_SIZE));
        }
        expect((await search(word)).near_only).toBe(false);
        if (++checked === 2) break;
      }
      expect(checked).toBe(2);
    });

    it('Cyrillic names are found, in any case and with a typo', async () => {
      const product = allProducts.find((row) => /^[А-Яа-яЁё]{6,}/.test(row.name.ru));
      if (!product) throw new Error('no Russian name');
      const [word = ''] = product.name.ru.split(/[\s,]+/);
      const found = await foundIds(word);
      expect(found).toContain(product.id);
      expect(await foundIds(word.toLowerCase())).toEqual(found);
      expect(await foundIds(word.toUpperCase())).toEqual(found);
      const typo = word.slice(0, 3) + word.slice(4);
      expect(await foundIds(typo)).toContain(product.id);
      const ru = await search(word, '', 'ru');
      expect(ru.results.map((row) => row.name)).toContain(product.name.ru);
    });

    it('an article found exactly ranks first, in any case and without separators', async () => {
      const product = allProducts.find((row) => row.model && /-/.test(row.model));
      const model = product?.model ?? '';
      expect(model).not.toBe('');
      for (const query of [model, model.toLowerCase(), model.replace(/-/g, '')]) {
        const page = await search(query);
        expect(page.results[0]?.id, query).toBe(product?.id);
      }
    });

    it('a part of an article ranks the products whose article holds it first', async () => {
      const product = allProducts.find(
        (row) => row.model && /^[A-Z]+-[A-Z]+\d{3,}/.test(row.model),
      );
      const model = product?.model ?? '';
      // 'TF-KO1700' → 'KO17': the brand prefix and the last digits dropped.
      const part = model.replace(/^[A-Z]+-/, '').slice(0, -2);
      expect(part.length).toBeGreaterThanOrEqual(3);
      const page = await search(part.toLowerCase());
      const holds = page.results.map((row) =>
        (row.model ?? '').toLowerCase().includes(part.toLowerCase()),
      );
      expect(holds[0]).toBe(true);
      // Every article match comes before every other match.
      expect(holds.indexOf(false) === -1 || !holds.slice(holds.indexOf(false)).includes(true)).toBe(
        true,
      );
      expect(page.results.map((row) => row.id)).toContain(product?.id);
    });

    it('filters and sorts apply to the results', async () => {
      const common = 'set';
      const all = await search(common);
      expect(all.total).toBeGreaterThan(0);
      expect(all.pages * PAGE_SIZE).toBeGreaterThanOrEqual(all.total);
      const brand = all.results[0]?.brand?.name ?? '';
      const byBrand = await search(
        common,
        `&brands=${encodeURIComponent(brand.replace('&', '#'))}`,
      );
      expect(byBrand.total).toBeGreaterThan(0);
      expect(byBrand.total).toBeLessThanOrEqual(all.total);
      for (const product of byBrand.results) expect(product.brand?.name).toBe(brand);
      const cheap = await search(common, '&order_by=price_asc');
      expect(cheap.total).toBe(all.total);
      expect(isSorted(cheap.results.map(effectivePrice))).toBe(true);
      const bounded = await search(common, '&price__lte=300&is_promotion=true');
      for (const product of bounded.results) {
        expect(effectivePrice(product)).toBeLessThanOrEqual(300);
        expect(product.promotion_price).toBeGreaterThan(0);
      }
    });

    it('a blank search is an empty page; a missing or too long one a 400', async () => {
      for (const blank of ['', '   ', '---']) {
        expect(await search(blank)).toEqual({
          pages: 0,
          total: 0,
          results: [],
          categories: [],
          spelling: null,
          near_only: false,
          suggestion: null,
        });
      }
      await expectInvalid(api, '/api/products/product-search', 'search');
      await expectInvalid(api, `/api/products/product-search?search=${'a'.repeat(201)}`, 'search');
      await expectInvalid(api, '/api/products/product-search?search=ciocan&page=abc', 'page');
      await expectInvalid(
        api,
        '/api/products/product-search?search=ciocan&order_by=cheapest',
        'order_by',
      );
    });

    it('Russian typed in Latin letters finds the Russian name and says which spelling it used', async () => {
      const { product, word, typed } = await wordSpeltOtherwise(
        (row) => row.name.ru,
        /^[а-яё]{6,}$/i,
        romanised,
      );
      const answer = await search(typed);
      expect(answer.spelling?.kind, typed).toBe('transliteration');
      expect(answer.spelling?.text).toMatch(/^[а-яё ]+$/);
      expect(await foundIds(typed)).toContain(product.id);
      expect(answer.total).toBeGreaterThan((await search(typed, '&as_typed=1')).total);
      expect(word).not.toBe(typed);
    });

    it('a word typed on the other keyboard layout is read from it, both ways', async () => {
      const russian = await wordSpeltOtherwise((row) => row.name.ru, /^[а-яё]{5,}$/i, rekeyLayout);
      const english = await wordSpeltOtherwise((row) => row.name.en, /^[a-z]{5,}$/i, rekeyLayout);
      for (const { product, word, typed } of [russian, english]) {
        const answer = await search(typed);
        expect(answer.spelling, typed).toEqual({ kind: 'layout', text: word.toLowerCase() });
        expect(await foundIds(typed)).toContain(product.id);
        // The filters count what the results are for.
        const filters = await getParsed(
          api,
          `/api/products/product-filter/?search=${encodeURIComponent(typed)}`,
          filtersResponseSchema,
        );
        const brandCounts = filters
          .find((filter) => filter.filterType === 'brand')
          ?.items.reduce((sum, item) => sum + (item.count ?? 0), 0);
        expect(brandCounts).toBe(answer.total);
      }
    });

    it('reads word by word: a Russian word on the wrong layout beside a brand typed right', async () => {
      const product = allProducts.find((row) => {
        const words = row.name.ru.split(' ');
        return /^[а-яё]{5,}$/i.test(words[0] ?? '') && /^[A-Za-z]{4,}$/.test(words[1] ?? '');
      });
      if (!product) throw new Error('no Russian name with a Latin brand');
      const [noun = '', brand = ''] = product.name.ru.split(' ');
      const typed = `${rekeyLayout(noun.toLowerCase())} ${brand}`;
      const answer = await search(typed);
      expect(answer.spelling, typed).toEqual({
        kind: 'layout',
        text: `${noun.toLowerCase()} ${brand}`,
      });
      expect(await foundIds(typed)).toContain(product.id);
    });

    it('as_typed searches the words as typed only; words that find enough keep their spelling', async () => {
      const { typed } = await wordSpeltOtherwise(
        (row) => row.name.ru,
        /^[а-яё]{5,}$/i,
        rekeyLayout,
      );
      const asTyped = await search(typed, '&as_typed=1');
      expect(asTyped.spelling).toBeNull();
      expect(asTyped.total).toBeLessThan(3);
      const filters = await get(
        api,
        `/api/products/product-filter/?search=${encodeURIComponent(typed)}&as_typed=1`,
      );
      expect(filters.json<unknown[]>().length === 0 || asTyped.total > 0).toBe(true);
      const common = await search('ciocan');
      expect(common.total).toBeGreaterThanOrEqual(3);
      expect(common.spelling).toBeNull();
      await expectInvalid(api, `/api/products/product-search?search=x&as_typed=maybe`, 'as_typed');
    });

    it('product-filter: the filter columns of the search, counted over what it finds', async () => {
      const word = searchKey(allProducts[0]?.name.ro.split(' ')[0] ?? '');
      const found = await search(word);
      const filters = await getParsed(
        api,
        `/api/products/product-filter/?search=${encodeURIComponent(word)}`,
        filtersResponseSchema,
      );
      expect(filters[0]?.filterType).toBe('price');
      const brandCounts = filters
        .find((filter) => filter.filterType === 'brand')
        ?.items.reduce((sum, item) => sum + (item.count ?? 0), 0);
      expect(brandCounts).toBe(found.total);
      const maxPrice = filters[0]?.max_price ?? 0;
      const highest = await search(word, '&order_by=price_desc');
      expect(maxPrice).toBe(Math.ceil(effectivePrice(highest.results[0] ?? { price: 0 })));
      const blank = await get(api, '/api/products/product-filter/?search=%20');
      expect(blank.json()).toEqual([]);
      await expectInvalid(api, '/api/products/product-filter/', 'search');
    });

    it('is cached publicly and revalidates with its ETag', async () => {
      await expectCached(api, '/api/products/product-search?search=ciocan');
      await expectCached(api, '/api/products/product-filter/?search=ciocan');
    });
  });
}
