import { createClient } from '@shop/core/client';
import type { Product, ShopStock } from '@shop/core/contract';
import {
  formatAmount,
  offeredUnits,
  productPath,
  toBani,
  unitKind,
  unitPrice,
} from '@shop/core/rules';
import type { BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focused, hydrated, startShop, tabTo, WAIT, type Shop } from './e2e-shop.js';

/**
 * Buying (SPEC §2 "Checkout", "Order success page", §4 "Cart panel", "Order placement", §7
 * "Analytics"): the production build against a seeded API, in Chromium, in Romanian.
 */
let shop: Shop;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  shop = await startShop({ seed: { products: 300 } });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await shop?.close();
});

async function newPage(): Promise<Page> {
  const context = await shop.newContext();
  contexts.push(context);
  return context.newPage();
}

/** A page signed in as a demo account (through the storefront's /session, as the dialog does). */
async function signedInPage(username: string): Promise<Page> {
  const page = await newPage();
  const response = await page.request.post(`${shop.baseUrl}/session/login`, {
    headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json' },
    data: { username, password: 'demo-shop-1' },
  });
  expect(response.status()).toBe(200);
  return page;
}

const catalogue = () => createClient({ baseUrl: shop.apiUrl, locale: 'ro' }).catalogue;

/** Products in stock, the first with exactly `balance` of them when asked. */
async function productsInStock(): Promise<Product[]> {
  const pages = await Promise.all([1, 2, 3].map((page) => catalogue().products({ page })));
  return pages
    .flatMap((page) => page.results)
    .filter((product) => (product.balance ?? 0) > 0 && product.price > 0);
}

const header = (page: Page) => page.getByRole('banner');
const cartPanel = (page: Page) => page.getByRole('dialog', { name: /^Coșul de cumpărături/ });

async function openProduct(page: Page, product: Product): Promise<void> {
  await page.goto(`${shop.baseUrl}${productPath(product.slug)}`);
  await hydrated(page);
}

async function addFromProductPage(page: Page, product: Product): Promise<void> {
  await openProduct(page, product);
  await page.getByRole('main').getByRole('button', { name: 'Adaugă în coș' }).first().click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Produsul a fost adăugat în coș' })
    .waitFor(WAIT);
}

/** The ecommerce events the page pushed to the tag manager's data layer. */
function ecommerceEvents(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
        typeof entry === 'object' && entry !== null && 'event' in entry && 'ecommerce' in entry,
    ),
  );
}

describe('a guest buys', () => {
  it(
    'two products, one at its stock limit, with a discount code, and sees the order page',
    { timeout: 120_000 },
    async () => {
      const stocked = await productsInStock();
      const single = stocked.find((product) => product.balance === 1);
      // A few in stock: plus is pressed up to the last of them.
      const plenty = stocked.find(
        (product) =>
          !product.promotion_price && (product.balance ?? 0) >= 2 && (product.balance ?? 0) <= 4,
      );
      expect(single, 'a product with one in stock').toBeDefined();
      expect(plenty, 'a product with two to four in stock').toBeDefined();
      const last = plenty!.balance;
      const page = await newPage();

      await addFromProductPage(page, single!);
      await addFromProductPage(page, plenty!);
      // The toast's Cart button opens the panel.
      await page
        .getByRole('status')
        .filter({ hasText: 'Produsul a fost adăugat în coș' })
        .getByRole('button', { name: 'Coș' })
        .click();
      const panel = cartPanel(page);
      await panel.waitFor(WAIT);
      const rows = panel.getByRole('listitem');
      await expect.poll(() => rows.count(), WAIT).toBe(2);
      const singleRow = rows.filter({ hasText: single!.name });
      const plentyRow = rows.filter({ hasText: plenty!.name });
      // At the stock limit there is no plus; at 1 a delete shows instead of minus.
      expect(await singleRow.getByRole('button', { name: 'Mărește cantitatea' }).count()).toBe(0);
      expect(await singleRow.getByRole('button', { name: 'Micșorează cantitatea' }).count()).toBe(
        0,
      );
      // Plus up to the stock: at the last piece it goes.
      const plus = plentyRow.getByRole('button', { name: 'Mărește cantitatea' });
      for (let quantity = 2; quantity <= last; quantity += 1) {
        await plus.click();
        await expect
          .poll(() => plentyRow.getByRole('spinbutton').inputValue(), WAIT)
          .toBe(String(quantity));
      }
      await expect.poll(() => plus.count(), WAIT).toBe(0);

      await panel.getByRole('link', { name: 'Finalizează comanda' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/cart', WAIT);
      await cartPanel(page).waitFor({ state: 'hidden', ...WAIT });
      await header(page)
        .getByRole('button', { name: `Coș, ${1 + last} produse` })
        .waitFor(WAIT);
      const main = page.getByRole('main');
      await main.getByLabel('Prenume').fill('Ion');
      await main.getByLabel('Telefon').pressSequentially('69123456');
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByLabel('Adresa de livrare').fill('Chișinău, str. Ștefan cel Mare 1');
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByRole('radio', { name: /Numerar la primire/ }).check();
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByLabel('Cod de reducere').fill('TOAMNA10');
      await main.getByRole('button', { name: 'Aplică' }).click();
      await main.getByText(/Codul TOAMNA10 a fost aplicat/).waitFor(WAIT);
      await main.getByRole('checkbox', { name: /Sunt de acord/ }).check();
      await main.getByRole('button', { name: 'Plasează comanda' }).click();

      await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await page
        .getByRole('heading', { name: `Mulțumim, comanda nr. ${orderId} a fost acceptată` })
        .waitFor(WAIT);
      for (const product of [single!, plenty!]) {
        await page.getByRole('main').getByText(product.name).first().waitFor(WAIT);
      }
      // The cart is empty now.
      await header(page).getByRole('button', { name: 'Coș', exact: true }).waitFor(WAIT);

      // Printed, the order is the page: no header, menus, tabs, banner or footer around it.
      await page.emulateMedia({ media: 'print' });
      for (const slot of ['header', 'top-nav', 'footer', 'mobile-bottom-bar', 'demo-banner']) {
        const part = page.locator(`[data-slot="${slot}"]`);
        for (const index of Array.from({ length: await part.count() }, (_, i) => i)) {
          expect(await part.nth(index).isVisible(), `${slot} printed`).toBe(false);
        }
      }
      await page.getByRole('heading', { name: 'Detaliile comenzii' }).waitFor(WAIT);
      await page.emulateMedia({ media: 'screen' });

      // SPEC §7: begin_checkout with the cart, purchase with the order, in lei.
      const events = await ecommerceEvents(page);
      const begin = events.find((entry) => entry.event === 'begin_checkout');
      const purchase = events.find((entry) => entry.event === 'purchase');
      const itemsTotal = single!.price + plenty!.price * last;
      expect(begin?.ecommerce).toMatchObject({ currency: 'MDL', value: itemsTotal });
      expect(begin?.ecommerce.items).toHaveLength(2);
      expect(purchase?.ecommerce).toMatchObject({
        transaction_id: String(orderId),
        currency: 'MDL',
        coupon: 'TOAMNA10',
        value: Math.round(itemsTotal * 90) / 100,
        shipping: itemsTotal < 500 ? 80 : 0,
      });
      expect(purchase?.ecommerce.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            item_name: plenty!.name,
            price: plenty!.price,
            quantity: last,
            affiliation: 'Website',
          }),
        ]),
      );
    },
  );
});

describe('pickup from a shop', () => {
  it(
    'offers only the shops that have the cart, reserves there and says until when it waits',
    { timeout: 120_000 },
    async () => {
      const content = createClient({ baseUrl: shop.apiUrl, locale: 'ro' }).content;
      // A product some shops hold and others not.
      let found:
        | { product: Product; shops: ShopStock[]; holding: ShopStock; lacking: ShopStock }
        | undefined;
      for (const product of await productsInStock()) {
        const shops = await content.shopStock([{ productId: product.id, pieces: 1 }]);
        const holding = shops.find((candidate) => candidate.complete);
        const lacking = shops.find((candidate) => !candidate.complete);
        if (holding && lacking) {
          found = { product, shops, holding, lacking };
          break;
        }
      }
      expect(found, 'a product some shops hold and others lack').toBeDefined();
      const { product, shops, holding, lacking } = found!;
      const held = holding.products[0]!.available;
      const page = await newPage();
      // The product page's stock in shops lists every pickup shop with what it has.
      await openProduct(page, product);
      await page.getByRole('button', { name: 'Vezi stocul în magazine' }).click();
      const modal = page.getByRole('dialog', { name: 'Stoc în magazine' });
      await modal.getByRole('heading', { name: holding.title }).waitFor(WAIT);
      await modal.getByText(holding.location).waitFor(WAIT);
      const rows = modal.getByRole('listitem');
      await expect.poll(() => rows.count(), WAIT).toBe(shops.length);
      await expect
        .poll(() => rows.filter({ hasText: lacking.location }).textContent(), WAIT)
        .toContain('Stoc epuizat');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', ...WAIT });
      await page.getByRole('main').getByRole('button', { name: 'Adaugă în coș' }).first().click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Produsul a fost adăugat în coș' })
        .waitFor(WAIT);
      await page.goto(`${shop.baseUrl}/pages/cart`);
      await hydrated(page);
      const main = page.getByRole('main');
      await main.getByLabel('Prenume').fill('Ion');
      await main.getByLabel('Telefon').pressSequentially('69123457');
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByRole('radio', { name: /Ridicare din magazin/ }).check();
      // The shop without it is shown, says so, and cannot be chosen.
      // Each shop by its name (a town has several), its address beside it.
      const lackingShop = main.getByRole('radio', { name: new RegExp(lacking.title) });
      await expect.poll(() => lackingShop.isDisabled(), WAIT).toBe(true);
      await main.getByText(`Nu are în stoc: ${product.name}`).first().waitFor(WAIT);
      await main.getByText(holding.location).first().waitFor(WAIT);
      await main.getByRole('radio', { name: new RegExp(holding.title) }).check();
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByRole('radio', { name: /Numerar la primire/ }).check();
      await main.getByRole('button', { name: 'Continuă' }).click();
      await main.getByRole('checkbox', { name: /Sunt de acord/ }).check();
      await main.getByRole('button', { name: 'Plasează comanda' }).click();

      await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
      const details = page.getByRole('main');
      await details.getByText(holding.location).first().waitFor(WAIT);
      await details.getByText('Vă așteaptă până la').waitFor(WAIT);
      // The piece left that shop's stock.
      const after = await content.shopStock([{ productId: product.id, pieces: 1 }]);
      expect(after.find((candidate) => candidate.id === holding.id)?.products[0]?.available).toBe(
        held - 1,
      );
    },
  );
});

describe('a signed-in customer', () => {
  it('keeps the cart on the server: after a reload and in another browser', async () => {
    const [product] = await productsInStock();
    const page = await signedInPage('client@demo.md');
    await addFromProductPage(page, product!);
    const count = header(page).getByRole('button', { name: /^Coș, / });
    await count.waitFor(WAIT);
    const label = 'Coș, un produs';
    await header(page).getByRole('button', { name: label }).waitFor(WAIT);

    await page.reload();
    await hydrated(page);
    await header(page).getByRole('button', { name: label }).waitFor(WAIT);
    // Nothing of it is kept in this browser: the server has it.
    expect(await page.evaluate(() => window.localStorage.getItem('cartProducts'))).toBeNull();

    const other = await signedInPage('client@demo.md');
    await other.goto(shop.baseUrl);
    await hydrated(other);
    await header(other).getByRole('button', { name: label }).click();
    await cartPanel(other).getByRole('listitem').filter({ hasText: product!.name }).waitFor(WAIT);
  });
});

describe('a dealer', () => {
  it(
    'sees the discounted wholesale price on the card, in the cart and in the order, which the profile lists',
    {
      timeout: 120_000,
    },
    async () => {
      const product = (await productsInStock()).find(
        (item) =>
          item.promotion_price === null &&
          (item.price_angro ?? 0) > 0 &&
          (item.balance_angro ?? 0) > 0 &&
          item.price_angro !== item.price,
      );
      expect(product, 'a product with a wholesale price and no promotion').toBeDefined();
      // The seed's dealer has a 10 % discount on the wholesale price.
      const price = formatAmount(unitPrice(product!, { role: 'dealer', dealerDiscount: 10 }), 'ro');
      const retail = formatAmount(toBani(product!.price)!, 'ro');
      expect(price).not.toBe(retail);

      const page = await signedInPage('dealer@demo.md');
      await page.goto(`${shop.baseUrl}/pages/search?search=${encodeURIComponent(product!.name)}`);
      await hydrated(page);
      const card = page.getByRole('article').filter({ hasText: product!.name }).first();
      await expect.poll(() => card.textContent(), WAIT).toContain(price);

      await card.getByRole('button', { name: 'Adaugă în coș' }).click();
      await header(page)
        .getByRole('button', { name: /^Coș, / })
        .click();
      const row = cartPanel(page).getByRole('listitem').filter({ hasText: product!.name });
      await expect.poll(() => row.textContent(), WAIT).toContain(price);

      await cartPanel(page).getByRole('link', { name: 'Finalizează comanda' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/cart', WAIT);
      const main = page.getByRole('main');
      await expect.poll(() => main.textContent(), WAIT).toContain(price);
      await main.getByRole('checkbox', { name: /Sunt de acord/ }).check();
      await main.getByRole('button', { name: 'Plasează comanda' }).click();
      // The account has no saved address: the delivery section opens on it.
      await main.getByLabel('Adresa de livrare').fill('Bălți, str. Independenței 33');
      await main.getByRole('button', { name: 'Salvează' }).click();
      await main.getByRole('button', { name: 'Plasează comanda' }).click();
      await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
      const orderId = new URL(page.url()).pathname.split('/').pop()!;
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product!.name });
      await expect.poll(() => line.textContent(), WAIT).toContain(price);

      // The profile lists the order; its detail shows the progress and the same price.
      await page.getByRole('link', { name: 'Vezi comenzile mele' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/profile', WAIT);
      const orders = page.getByRole('table', { name: 'Comenzile contului' });
      const orderRow = orders.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: orderId, exact: true }),
      });
      await expect.poll(() => orderRow.textContent(), WAIT).toContain('În procesare');
      await orderRow.getByRole('link', { name: `Vezi comanda nr. ${orderId}` }).click();
      await page.waitForURL((url) => url.pathname === `/pages/profile/${orderId}`, WAIT);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
        .toBe(`Comanda nr. ${orderId}`);
      // Placed is done; a manager's confirmation is what comes next.
      const steps = page.getByRole('list', { name: 'Progresul comenzii' }).getByRole('listitem');
      expect(await steps.first().textContent()).toBe('Plasată, finalizat');
      expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');
      const detailLine = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: product!.name });
      await expect.poll(() => detailLine.textContent(), WAIT).toContain(price);
    },
  );
});

describe('a manager', () => {
  it(
    'adds a box through the unit picker, makes it two and places a fast order with a discount',
    {
      timeout: 120_000,
    },
    async () => {
      const candidates = (await productsInStock()).flatMap((product) => {
        const box = offeredUnits(product).find(
          (unit) => unitKind(unit.name_cod) === 'box' && unit.coef > 1,
        );
        return box &&
          product.promotion_price === null &&
          (product.price_angro ?? 0) > 0 &&
          (product.balance_angro ?? 0) >= 2 * box.coef
          ? [{ product, box }]
          : [];
      });
      expect(candidates.length, 'a product sold by the box').toBeGreaterThan(0);
      const { product, box } = candidates[0]!;
      const page = await signedInPage('manager@demo.md');
      await openProduct(page, product);
      await page.getByRole('main').getByRole('button', { name: 'Adaugă în coș' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Adăugare în coș' });
      await picker.waitFor(WAIT);
      await picker
        .getByRole('radio', { name: new RegExp(`^${box.name} \\(${box.coef} buc\\.\\)`) })
        .check();
      // Another unit starts again at one.
      expect(await picker.getByRole('spinbutton').inputValue()).toBe('1');
      await picker.getByRole('button', { name: 'Adaugă în coș' }).click();
      await picker.waitFor({ state: 'hidden', ...WAIT });

      // The fast order's link is in the navigation for a manager.
      await page
        .getByRole('navigation', { name: /./ })
        .getByRole('link', { name: 'Comandă rapidă' })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/pages/fast-order', WAIT);
      const main = page.getByRole('main');
      const row = main.getByRole('row').filter({ hasText: product.name });
      await row.waitFor(WAIT);
      await hydrated(page);
      // The line's quantity is the cart's: one more box here is one more in the cart.
      const quantity = row.getByRole('spinbutton', { name: `Cantitatea pentru ${product.name}` });
      expect(await quantity.inputValue()).toBe('1');
      await row.getByRole('button', { name: 'Mărește cantitatea' }).click();
      await expect.poll(() => quantity.inputValue(), WAIT).toBe('2');
      // Once the cart has saved it (the stepper waits until then), a new page shows it too.
      await expect.poll(() => quantity.isEnabled(), WAIT).toBe(true);
      await page.reload();
      await hydrated(page);
      await expect.poll(() => quantity.inputValue(), WAIT).toBe('2');
      await main.getByLabel('Reducere, %').fill('5');
      await main.getByLabel('Reducere, %').blur();
      await main.getByLabel('Numele clientului').fill('Client Angro');
      await main.getByLabel('Telefonul clientului').pressSequentially('69777111');
      await main.getByRole('button', { name: 'Plasează comanda' }).click();

      await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
      // One box at the wholesale price less 5 %, times the pieces in the box; two of them.
      const boxPrice = unitPrice(product, { role: 'manager', managerDiscount: 5 }, box.coef);
      await expect.poll(() => line.textContent(), WAIT).toContain(formatAmount(boxPrice, 'ro'));
      expect(await line.textContent()).toContain(box.name);
      expect(await line.locator('[data-slot="order-result-line-total"]').textContent()).toContain(
        formatAmount(2 * boxPrice, 'ro'),
      );
      // The page speaks to the manager, who calls the client.
      await page
        .getByRole('heading', { level: 1, name: /^Comanda clientului nr\. \d+/ })
        .waitFor(WAIT);
      await page.getByText(/Sunați clientul/).waitFor(WAIT);
    },
  );
});

describe('one click', () => {
  it('orders with a name and a phone only', async () => {
    const [product] = await productsInStock();
    const page = await newPage();
    await openProduct(page, product!);
    await page.getByRole('button', { name: 'Cumpără dintr-un click' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cumpără într-un click' });
    await dialog.getByLabel('Nume').fill('Ana');
    await dialog.getByLabel('Telefon').pressSequentially('69555123');
    await dialog.getByRole('button', { name: 'Trimite comanda' }).click();
    await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await page
      .getByRole('heading', { name: /^Mulțumim, comanda nr\. \d+ a fost acceptată$/ })
      .waitFor(WAIT);
    await page.getByRole('main').getByText(product!.name).first().waitFor(WAIT);
  });
});

describe('by keyboard alone', () => {
  /** Waits until the element has the keyboard focus (focus moves after what the shopper sees). */
  const hasFocus = (target: Locator) => expect.poll(() => focused(target), WAIT).toBe(true);

  it(
    'search → product → cart → checkout → order, with the focus where the shopper expects it',
    { timeout: 120_000 },
    async () => {
      const product = (await productsInStock()).find((item) => (item.balance ?? 0) >= 2)!;
      const page = await newPage();
      await page.goto(shop.baseUrl);
      await hydrated(page);

      const search = page.getByRole('combobox', { name: 'Caută produse' });
      await tabTo(page, search, 30);
      await page.keyboard.type(product.name);
      const option = page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: product.name });
      await option.first().waitFor(WAIT);
      // Arrow down to the product and Enter opens it.
      for (
        let step = 0;
        step < 5 && (await option.first().getAttribute('aria-selected')) !== 'true';
        step += 1
      ) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === productPath(product.slug), WAIT);
      await hydrated(page);
      // A new page: the focus is on its heading (and its title announced), not on the old link.
      const main = page.getByRole('main');
      await hasFocus(main.getByRole('heading', { level: 1, name: product.name }));

      const add = main.getByRole('button', { name: 'Adaugă în coș' }).first();
      await tabTo(page, add, 60);
      await page.keyboard.press('Enter');
      // Added by keyboard: the toast's Cart button has the focus at once, its timer held.
      const toast = page.getByRole('status').filter({ hasText: 'Produsul a fost adăugat în coș' });
      await hasFocus(toast.getByRole('button', { name: 'Coș' }));
      await page.keyboard.press('Enter');
      const panel = cartPanel(page);
      await panel.waitFor(WAIT);
      await expect
        .poll(() => panel.evaluate((element) => element.contains(document.activeElement)), WAIT)
        .toBe(true);
      // Escape closes the panel and gives the focus back to where it was opened from.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden', ...WAIT });
      await hasFocus(add);
      const cartButton = header(page).getByRole('button', { name: 'Coș, un produs' });
      await tabTo(page, cartButton, 80, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await panel.waitFor(WAIT);
      await tabTo(page, panel.getByRole('link', { name: 'Finalizează comanda' }), 20);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/pages/cart', WAIT);
      await hasFocus(main.getByRole('heading', { level: 1, name: 'Plasarea comenzii' }));

      const type = async (label: string, text: string) => {
        await tabTo(page, main.getByLabel(label), 40);
        await page.keyboard.type(text);
      };
      const press = async (name: string) => {
        await tabTo(page, main.getByRole('button', { name }), 40);
        await page.keyboard.press('Enter');
      };
      // Each step done moves the focus to the next step's heading.
      const step = (name: string) => main.getByRole('button', { name: new RegExp(name) });
      await type('Prenume', 'Ion');
      await type('Telefon', '69123456');
      await press('Continuă');
      await hasFocus(step('Livrare'));
      await type('Adresa de livrare', 'Chișinău, str. Pușkin 10');
      await press('Continuă');
      await hasFocus(step('Plata'));
      await press('Continuă');
      const agreement = main.getByRole('checkbox', { name: /Sunt de acord/ });
      await tabTo(page, agreement, 40);
      await page.keyboard.press('Space');
      expect(await agreement.isChecked()).toBe(true);
      await press('Plasează comanda');
      await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
      await hasFocus(
        page.getByRole('heading', {
          level: 1,
          name: /^Mulțumim, comanda nr\. \d+ a fost acceptată$/,
        }),
      );
      // The order took the cart: the header counts nothing any more.
      await header(page).getByRole('button', { name: 'Coș', exact: true }).waitFor(WAIT);
    },
  );
});

describe('a product sold out meanwhile', () => {
  /** Fills the guest checkout up to the order button. */
  async function fillGuestCheckout(page: Page) {
    const main = page.getByRole('main');
    await main.getByLabel('Prenume').fill('Ion');
    await main.getByLabel('Telefon').pressSequentially('69123456');
    await main.getByRole('button', { name: 'Continuă' }).click();
    await main.getByLabel('Adresa de livrare').fill('Chișinău, str. Ștefan cel Mare 1');
    await main.getByRole('button', { name: 'Continuă' }).click();
    await main.getByRole('button', { name: 'Continuă' }).click();
    await main.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  }

  /** Somebody else buys `quantity` of a product through the API, as a one-click order. */
  async function boughtByAnother(product: Product, quantity: number) {
    const price = product.price.toFixed(2);
    const total = (product.price * quantity).toFixed(2);
    const bought = await fetch(`${shop.apiUrl}/ru/api/orders/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        is_fast_order: true,
        name: 'Alt client',
        phone: '+37369000777',
        total_price: total,
        lang: 'ro',
        order_products: [
          {
            product_id: product.id,
            quantity,
            unit_price: price,
            total_price: total,
            product_atributes: [],
          },
        ],
        user: null,
      }),
    });
    expect(bought.status).toBe(201);
  }

  it('opens the stock modal at ordering, which takes it out of the cart', async () => {
    const stocked = await productsInStock();
    // The last one of a product, which somebody else buys while this shopper is at the checkout.
    const single = stocked.filter((product) => product.balance === 1).at(-1);
    expect(single, 'a product with one in stock').toBeDefined();
    const page = await newPage();
    await addFromProductPage(page, single!);
    await page.goto(`${shop.baseUrl}/pages/cart`);
    await hydrated(page);
    const main = page.getByRole('main');
    await fillGuestCheckout(page);
    await boughtByAnother(single!, 1);

    await main.getByRole('button', { name: 'Plasează comanda' }).click();
    const modal = page.getByRole('dialog', { name: 'Stoc insuficient' });
    await modal.getByText('Stoc epuizat').waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/pages/cart');
    await modal.getByRole('button', { name: 'Folosește cantitățile disponibile' }).click();
    await modal.waitFor({ state: 'hidden', ...WAIT });
    // Its only product gone, the checkout says the cart is empty.
    await main.getByRole('heading', { name: 'Coșul dumneavoastră este gol' }).waitFor(WAIT);
  });

  it('takes what is left and the order goes through on the next press', async () => {
    const stocked = await productsInStock();
    const product = stocked
      .filter((item) => !item.promotion_price && (item.balance ?? 0) >= 3)
      .at(-1);
    expect(product, 'a product with three in stock').toBeDefined();
    const page = await newPage();
    await addFromProductPage(page, product!);
    await header(page).getByRole('button', { name: 'Coș, un produs' }).click();
    const row = cartPanel(page).getByRole('listitem').filter({ hasText: product!.name });
    await row.getByRole('button', { name: 'Mărește cantitatea' }).click();
    await expect.poll(() => row.getByRole('spinbutton').inputValue(), WAIT).toBe('2');
    await cartPanel(page).getByRole('link', { name: 'Finalizează comanda' }).click();
    await page.waitForURL((url) => url.pathname === '/pages/cart', WAIT);
    await fillGuestCheckout(page);
    // One piece is left when the shopper orders two.
    await boughtByAnother(product!, product!.balance - 1);

    const main = page.getByRole('main');
    const order = main.getByRole('button', { name: 'Plasează comanda' });
    await order.click();
    const modal = page.getByRole('dialog', { name: 'Stoc insuficient' });
    await modal.waitFor(WAIT);
    await modal.getByRole('button', { name: 'Folosește cantitățile disponibile' }).click();
    await modal.waitFor({ state: 'hidden', ...WAIT });
    await header(page).getByRole('button', { name: 'Coș, un produs' }).waitFor(WAIT);
    await order.click();
    await page.waitForURL((url) => /^\/pages\/ordering\/\d+$/.test(url.pathname), WAIT);
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product!.name });
    await line.waitFor(WAIT);
  });
});
