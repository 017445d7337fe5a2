import { createClient, type ShopClient } from '@shop/core/client';
import { FILTER_PREVIEW_COUNT, SEARCH_DROPDOWN_LIMIT } from '@shop/core/rules';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focused, hydrated, startShop, tabTo, WAIT, type Shop } from './e2e-shop.js';

/**
 * The shop as a shopper sees it (SPEC §2, §4): the production build served by server.mjs
 * against a seeded API, driven by Playwright in the Debian Chromium. The root config leaves this
 * file out when the browser gate skips browser suites.
 *
 * Texts are the ro and ru catalogues' (packages/ui/src/i18n); the data the journey needs (a
 * category, a brand with more than one page of products, a price that removes some of them) is
 * chosen from the API, so the assertions say what the shopper must see.
 */

/** The demo shop's size: enough products for a brand of one category to fill two pages. */
const SEED_PRODUCTS = 1000;

let shop: Shop;
let apiUrl: string;
let baseUrl: string;
let page: Page;

beforeAll(async () => {
  shop = await startShop({ seed: { products: SEED_PRODUCTS } });
  ({ apiUrl, baseUrl } = shop);
  // Above 1280 px the filters are a sidebar (SPEC §2); at 1280 px or less a drawer.
  page = await (await shop.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});

afterAll(async () => {
  await shop?.close();
});

/** What the journey needs from the catalogue, in Russian. */
interface Journey {
  category: { name: string; path: string; slug: string; total: number };
  brand: { name: string; count: number; index: number };
  /** The lowest price typed in the filter: a whole number of lei. */
  priceFrom: number;
  /** Products of the brand from that price (more than one page). */
  filteredTotal: number;
}

/**
 * A category of the home grid with a brand that fills more than one page, and a price that
 * removes its cheapest products but leaves more than a page: brand, price, sort and page 2 then
 * all change what the shopper sees.
 */
async function chooseJourney(client: ShopClient): Promise<Journey> {
  for (const item of await client.catalogue.homeCategories()) {
    const slug = item.url.replace('/pages/catalog/', '');
    const listing = await client.catalogue.products({ parent_slug: slug });
    const perPage = listing.results.length;
    const filters = await client.catalogue.categoryFilters({ parent_slug: slug });
    const brands = filters.find((filter) => filter.filterType === 'brand')?.items ?? [];
    const candidates = brands
      .map((brand, index) => ({ name: brand.title, count: brand.count ?? 0, index }))
      .filter((brand) => brand.count > perPage + 1)
      .sort((a, b) => b.count - a.count);
    for (const brand of candidates) {
      const query = { parent_slug: slug, brands: [brand.name], order_by: 'price_asc' as const };
      const cheapest = (await client.catalogue.products(query)).results[0];
      if (!cheapest) continue;
      const priceFrom = Math.floor(cheapest.price) + 1;
      const filtered = await client.catalogue.products({ ...query, price__gte: priceFrom });
      const filteredTotal = filtered.total ?? 0;
      if (filteredTotal > perPage && filteredTotal < brand.count) {
        return {
          category: { name: item.title, path: item.url, slug, total: listing.total ?? 0 },
          brand,
          priceFrom,
          filteredTotal,
        };
      }
    }
  }
  throw new Error('no home category has a brand with more than a page of products');
}

describe('the shop in Chromium', () => {
  let ru: ShopClient;
  let journey: Journey;

  beforeAll(async () => {
    ru = createClient({ baseUrl: apiUrl, locale: 'ru' });
    journey = await chooseJourney(ru);
  });

  it(
    'home in ro, ru, a category filtered, sorted and paged, two products and the last seen',
    { timeout: 120_000 },
    async () => {
      const { category, brand, priceFrom, filteredTotal } = journey;
      const html = page.locator('html');
      const main = page.getByRole('main');
      const count = main.getByRole('status');
      const cards = main.getByRole('article');
      const currentUrl = () => new URL(page.url());

      // Home in Romanian (the default language, no prefix).
      await page.goto(`${baseUrl}/`);
      await hydrated(page);
      expect(await html.getAttribute('lang')).toBe('ro');
      expect(currentUrl().pathname).toBe('/');

      // Switch to Russian from the language switcher of the top navigation.
      const switcher = page
        .getByRole('navigation', { name: 'Navigare principală' })
        .getByRole('group');
      // The switcher is a closed <details>: what can be clicked is its summary ('Limba: Română').
      await switcher.click();
      await switcher.getByRole('link', { name: 'Русский' }).click();
      await page.waitForURL((url) => url.pathname === '/ru', WAIT);
      await expect.poll(() => html.getAttribute('lang'), WAIT).toBe('ru');
      await page.getByRole('heading', { name: 'Популярные категории' }).waitFor(WAIT);

      // Open a category from the home grid: its listing with every product of it.
      await main.getByRole('link', { name: category.name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === `/ru${category.path}`, WAIT);
      await page.getByRole('heading', { level: 1, name: category.name }).waitFor(WAIT);
      await expect
        .poll(() => count.textContent(), WAIT)
        .toMatch(new RegExp(`^${category.total} товар`));
      expect(await cards.count()).toBeGreaterThan(0);

      // A brand in the sidebar (shown above 1280 px): the URL and the products follow.
      const sidebar = page.getByRole('complementary', { name: 'Фильтры' });
      await sidebar.getByRole('button', { name: 'Бренд', exact: true }).click();
      const brands = sidebar.getByRole('region', { name: 'Бренд', exact: true });
      if (brand.index >= FILTER_PREVIEW_COUNT)
        await brands.getByRole('button', { name: /^Показать все/ }).click();
      await brands.getByRole('checkbox', { name: `${brand.name} (${brand.count})` }).click();
      await page.waitForURL((url) => url.searchParams.getAll('brands').includes(brand.name), WAIT);
      await expect
        .poll(() => count.textContent(), WAIT)
        .toMatch(new RegExp(`^${brand.count} товар`));
      for (const text of await cards.allInnerTexts()) expect(text).toContain(`${brand.name} ·`);

      // A lowest price typed in the price filter and committed with Enter.
      const priceMin = sidebar.getByRole('textbox', { name: 'Минимальная цена' });
      await priceMin.fill(String(priceFrom));
      await priceMin.press('Enter');
      await page.waitForURL(
        (url) => url.searchParams.get('price__gte') === String(priceFrom),
        WAIT,
      );
      expect(currentUrl().searchParams.getAll('brands')).toContain(brand.name);
      await expect
        .poll(() => count.textContent(), WAIT)
        .toMatch(new RegExp(`^${filteredTotal} товар`));

      // Sort: most expensive first; the listing shows the API's order for these filters.
      const filters = {
        parent_slug: category.slug,
        brands: [brand.name],
        price__gte: priceFrom,
        order_by: 'price_desc' as const,
      };
      const sorted = await ru.catalogue.products(filters);
      await main.getByLabel('Сортировать').selectOption({ label: 'Сначала дороже' });
      await page.waitForURL((url) => url.searchParams.get('order_by') === 'price_desc', WAIT);
      await expect
        .poll(() => cards.first().getByRole('heading').textContent(), WAIT)
        .toBe(sorted.results[0]?.name);

      // Page 2 keeps the filters and the sort, and shows the rest of the products.
      const second = await ru.catalogue.products({ ...filters, page: 2 });
      await main
        .getByRole('navigation', { name: 'Навигация по страницам' })
        .getByRole('link', { name: 'Страница 2', exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2', WAIT);
      const query = currentUrl().searchParams;
      expect(query.getAll('brands')).toContain(brand.name);
      expect(query.get('price__gte')).toBe(String(priceFrom));
      expect(query.get('order_by')).toBe('price_desc');
      await expect
        .poll(() => cards.getByRole('heading').allTextContents(), WAIT)
        .toEqual(second.results.map((product) => product.name));

      // Open a product from page 2.
      const [first, next] = second.results;
      if (!first || !next) throw new Error('page 2 has fewer than two products');
      await cards.getByRole('link', { name: first.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/ru/pages/product/${first.slug}`, WAIT);
      await page.getByRole('heading', { level: 1, name: first.name, exact: true }).waitFor(WAIT);

      // Back to the listing, open a second product: the first is in 'last seen'.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === '2', WAIT);
      await cards.getByRole('link', { name: next.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/ru/pages/product/${next.slug}`, WAIT);
      await page.getByRole('heading', { level: 1, name: next.name, exact: true }).waitFor(WAIT);
      const lastSeen = main
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Вы недавно смотрели' }) });
      await lastSeen.getByRole('link', { name: first.name, exact: true }).waitFor(WAIT);
      expect(await lastSeen.getByRole('link', { name: next.name, exact: true }).count()).toBe(0);

      // A visitor's favourites: one from the product page, one from a card; the header counts
      // them, and they are still there after a reload.
      const header = page.getByRole('banner');
      const summaryFavourite = main.getByRole('button', { name: 'Избранное', exact: true });
      await summaryFavourite.click();
      await header.getByRole('link', { name: 'Избранное, 1 товар' }).waitFor(WAIT);
      const seenCard = lastSeen.getByRole('article').filter({ hasText: first.name });
      await seenCard.getByRole('button', { name: 'В избранное' }).click();
      await header.getByRole('link', { name: 'Избранное, 2 товара' }).waitFor(WAIT);
      await page.reload();
      await hydrated(page);
      await header.getByRole('link', { name: 'Избранное, 2 товара' }).waitFor(WAIT);
      await expect.poll(() => summaryFavourite.getAttribute('aria-pressed'), WAIT).toBe('true');
      const cardFavourite = seenCard.getByRole('button', { name: 'В избранное' });
      await expect.poll(() => cardFavourite.getAttribute('aria-pressed'), WAIT).toBe('true');
    },
  );

  it('no keystroke is lost while the live search box takes over from the plain one', async () => {
    const word = journey.brand.name;
    expect(word.length).toBeGreaterThan(5);
    const [start, next] = [word.slice(0, 3), word.slice(3, 5)];
    const fresh = await page.context().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await fresh.route(/\/live-search-box-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await fresh.goto(`${baseUrl}/ru`);
    await hydrated(fresh);
    const search = fresh.getByRole('combobox', { name: 'Поиск товаров' });
    await search.click();
    await search.pressSequentially(start);
    // The next two keys arrive in the very moment the live box has replaced the plain one (the
    // first thing the page runs after that change), before anything else of React's has run.
    await fresh.evaluate((keys) => {
      const plain = document.querySelector('input[role="combobox"]');
      const observer = new MutationObserver(() => {
        const live = document.querySelector('input[role="combobox"]');
        if (!live || live === plain) return;
        observer.disconnect();
        for (const key of keys) document.execCommand('insertText', false, key);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, next.split(''));
    release();
    await expect.poll(() => search.inputValue(), WAIT).toBe(start + next);
    await search.pressSequentially(word.slice(5));
    await expect.poll(() => search.inputValue(), WAIT).toBe(word);
    await fresh.getByRole('listbox', { name: 'Найденные товары' }).waitFor(WAIT);
    await fresh.close();
  });

  it('a keyboard user on the search button keeps the focus there when the live box comes', async () => {
    const fresh = await page.context().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await fresh.route(/\/live-search-box-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await fresh.goto(`${baseUrl}/ru`);
    await hydrated(fresh);
    const box = fresh.getByRole('combobox', { name: 'Поиск товаров' });
    const submit = fresh.getByRole('search').getByRole('button', { name: 'Найти' });
    await tabTo(fresh, box, 10);
    const plainInput = await box.elementHandle();
    await fresh.keyboard.press('Tab');
    expect(await focused(submit)).toBe(true);
    release();
    // The live box has replaced the plain one, and the focus is still on the button.
    await fresh.waitForFunction((input) => !input?.isConnected, plainInput, WAIT);
    expect(await focused(submit)).toBe(true);
    await fresh.close();
  });

  it('the filter drawer (1280 px or less) counts its draft before it is applied', async () => {
    const { category, brand } = journey;
    const narrow = await (
      await shop.newContext({ viewport: { width: 1024, height: 800 } })
    ).newPage();
    try {
      await narrow.goto(`${baseUrl}/ru${category.path}`);
      await hydrated(narrow);
      await narrow.getByRole('button', { name: 'Фильтры', exact: true }).click();
      const drawer = narrow.getByRole('dialog', { name: 'Фильтры' });
      const apply = drawer.getByRole('button', { name: /^Показать (\d+ )?товар/ });
      // The draft is the applied filters: the category's own total.
      await expect
        .poll(() => apply.textContent(), WAIT)
        .toMatch(new RegExp(`^Показать ${category.total} товар`));
      await drawer.getByRole('button', { name: 'Бренд', exact: true }).click();
      const brands = drawer.getByRole('region', { name: 'Бренд', exact: true });
      if (brand.index >= FILTER_PREVIEW_COUNT)
        await brands.getByRole('button', { name: /^Показать все/ }).click();
      await brands.getByRole('checkbox', { name: `${brand.name} (${brand.count})` }).click();
      // Ticked but not applied: the button names the draft's products, not the page's.
      await expect
        .poll(() => apply.textContent(), WAIT)
        .toMatch(new RegExp(`^Показать ${brand.count} товар`));
      expect(new URL(narrow.url()).searchParams.getAll('brands')).toEqual([]);
      await apply.click();
      await narrow.waitForURL(
        (url) => url.searchParams.getAll('brands').includes(brand.name),
        WAIT,
      );
      await expect
        .poll(() => narrow.getByRole('main').getByRole('status').first().textContent(), WAIT)
        .toMatch(new RegExp(`^${brand.count} товар`));
    } finally {
      await narrow.context().close();
    }
  });

  it.each([360, 1280])(
    'headings go down one level at a time at %i px: category, product, checkout',
    { timeout: 60_000 },
    async (width) => {
      const { category } = journey;
      const context = await shop.newContext({ viewport: { width, height: 900 } });
      try {
        const view = await context.newPage();
        const outline = () =>
          view.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [aria-level]')]
              // What a screen reader lists: hidden ones (display: none, a closed drawer) are not.
              .filter(
                (element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'),
              )
              .map((element) => ({
                level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
                text: (element.textContent ?? '').trim().slice(0, 40),
              })),
          );
        const expectNoGaps = async (where: string) => {
          const headings = await outline();
          expect(headings[0], `${where}: the first heading`).toMatchObject({ level: 1 });
          for (const [index, heading] of headings.entries()) {
            const before = headings[index - 1];
            if (!before) continue;
            expect(
              heading.level,
              `${where}: "${heading.text}" (h${heading.level}) after "${before.text}" (h${before.level})`,
            ).toBeLessThanOrEqual(before.level + 1);
          }
        };
        await view.goto(`${baseUrl}${category.path}`);
        await hydrated(view);
        await expectNoGaps('category');
        const first = view.getByRole('main').getByRole('article').first();
        await first.getByRole('link').first().click();
        await view.waitForURL((url) => url.pathname.startsWith('/pages/product/'), WAIT);
        await hydrated(view);
        await expectNoGaps('product');
        await view.getByRole('main').getByRole('button', { name: 'Adaugă în coș' }).first().click();
        await view
          .getByRole('banner')
          .getByRole('button', { name: /^Coș, / })
          .waitFor(WAIT);
        await view.goto(`${baseUrl}/pages/cart`);
        await hydrated(view);
        await view.getByRole('heading', { level: 1, name: 'Plasarea comenzii' }).waitFor(WAIT);
        await expectNoGaps('checkout');
      } finally {
        await context.close();
      }
    },
  );

  it('at 360 px, no focused control of a category page is hidden under the fixed bars', async () => {
    const context = await shop.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const view = await context.newPage();
      await view.goto(`${baseUrl}${journey.category.path}`);
      await hydrated(view);
      const covered: string[] = [];
      for (let step = 0; step < 60; step += 1) {
        await view.keyboard.press('Tab');
        const problem = await view.evaluate(() => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          const bar = document.querySelector('[data-slot="mobile-bottom-bar"]');
          const header = document.querySelector('[data-slot="header"]');
          // The bars' own controls are where they are.
          if (bar?.contains(element) || header?.contains(element)) return null;
          // What shows of it: its box cut by the ancestors that clip (a name clamped to 2 lines).
          const box = element.getBoundingClientRect();
          let { top, bottom } = box;
          for (let node = element.parentElement; node && node !== document.body;) {
            const style = getComputedStyle(node);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
              top = Math.max(top, node.getBoundingClientRect().top);
              bottom = Math.min(bottom, node.getBoundingClientRect().bottom);
            }
            node = node.parentElement;
          }
          const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
          const headerBottom =
            header && getComputedStyle(header).position === 'fixed'
              ? header.getBoundingClientRect().bottom
              : 0;
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
          if (bottom > barTop + 1) return `under the bottom bar: ${name.slice(0, 40)}`;
          if (top < headerBottom - 1) return `under the header: ${name.slice(0, 40)}`;
          return null;
        });
        if (problem) covered.push(problem);
      }
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the header search shows at most 5 results and "see all"', async () => {
    const word = journey.brand.name;
    const found = await ru.catalogue.search({ search: word });
    expect(found.total ?? found.results.length).toBeGreaterThan(5);

    await page.goto(`${baseUrl}/ru`);
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Поиск товаров' });
    await search.click();
    await search.pressSequentially(word);
    const results = page.getByRole('listbox', { name: 'Найденные товары' });
    await results.waitFor(WAIT);
    // At most 5 on a desktop screen: exactly 5 here, as more were found.
    expect(SEARCH_DROPDOWN_LIMIT.desktop).toBe(5);
    expect(await results.getByRole('option').count()).toBe(5);
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    const seeAll = page.getByRole('button', { name: `Все результаты (${found.total})` });
    await seeAll.waitFor(WAIT);

    // 'See all' opens the search page for the word.
    await seeAll.click();
    await page.waitForURL(
      (url) => url.pathname === '/ru/pages/search' && url.searchParams.get('search') === word,
      WAIT,
    );
  });
});
