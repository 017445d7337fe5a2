import { startOAuthMock, type OAuthMock } from '@shop/api/oauth-mock';
import { createClient } from '@shop/core/client';
import type { Product } from '@shop/core/contract';
import { CART_STORAGE_KEY, FAVOURITES_STORAGE_KEY, productPath } from '@shop/core/rules';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';
import { storefrontOAuthEnv } from './oauth-env.js';

/**
 * Sign-in with Google and Facebook in Chromium (SPEC §2 "Auth redirects", §4 "Login", §8),
 * against the local stand-in for both providers: Google's code flow finished by the server, with
 * the visitor's favourites and cart taken into the account; Facebook's token in the hash, read by
 * the page, back in the shopper's language; a refused sign-in of each, said in a dialog.
 */
let shop: Shop;
let mock: OAuthMock;
let product: Product;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mock = await startOAuthMock();
  shop = await startShop({
    seed: { products: 60 },
    apiConfig: { oauth: mock.config },
    env: storefrontOAuthEnv(mock),
  });
  const products = await createClient({ baseUrl: shop.apiUrl }).catalogue.products({});
  const found = products.results.find((item) => (item.balance ?? 0) > 0 && item.price > 0);
  if (!found) throw new Error('the seed has no product in stock');
  product = found;
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await shop?.close();
  await mock?.close();
});

async function freshPage(path: string): Promise<Page> {
  const context = await shop.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${shop.baseUrl}${path}`);
  await hydrated(page);
  return page;
}

const header = (page: Page) => page.getByRole('banner');

/** Opens the sign-in dialog from the header and presses a provider's button. */
async function continueWith(page: Page, account: string, title: string, provider: string) {
  await header(page).getByRole('button', { name: account, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: provider }).click();
}

describe('Google, the code flow', () => {
  it('signs a visitor in and keeps the favourite and the cart line they had', async () => {
    mock.addGoogleToken('google-e2e-1', {
      sub: 'g-e2e-1',
      email: 'maria.google@example.md',
      given_name: 'Maria',
    });
    mock.addGoogleCode('code-e2e-1', 'google-e2e-1');

    const page = await freshPage(productPath(product.slug));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Favorit' }).click();
    await main.getByRole('button', { name: 'Adaugă în coș' }).first().click();
    await header(page).getByRole('button', { name: 'Coș, un produs' }).waitFor(WAIT);

    await continueWith(page, 'Intră în cont', 'Intrare în cont', 'Google');
    // Back home, signed in by the server.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', WAIT);
    await header(page).getByRole('link', { name: 'Contul meu, Maria' }).waitFor(WAIT);
    // The visitor's lists went into the account and left the browser.
    await header(page).getByRole('link', { name: 'Favorite, un produs' }).waitFor(WAIT);
    await header(page).getByRole('button', { name: 'Coș, un produs' }).waitFor(WAIT);
    await expect
      .poll(() =>
        page.evaluate(
          ([favourites, cart]) => [localStorage.getItem(favourites!), localStorage.getItem(cart!)],
          [FAVOURITES_STORAGE_KEY, CART_STORAGE_KEY],
        ),
      )
      .toEqual([null, null]);

    // Another browser signed in to the same account finds both.
    const other = await freshPage('/');
    mock.addGoogleCode('code-e2e-2', 'google-e2e-1');
    await continueWith(other, 'Intră în cont', 'Intrare în cont', 'Google');
    await header(other).getByRole('link', { name: 'Favorite, un produs' }).waitFor(WAIT);
    await header(other).getByRole('button', { name: 'Coș, un produs' }).click();
    await other
      .getByRole('dialog', { name: /^Coșul de cumpărături/ })
      .getByRole('listitem')
      .filter({ hasText: product.name })
      .waitFor(WAIT);
  });

  it('a refused sign-in lands home, not signed in, and says so', async () => {
    // The code exchanges for a token Google does not vouch for.
    mock.addGoogleCode('code-e2e-refused', 'google-e2e-unknown');
    const page = await freshPage('/ru/pages/delivery');
    await continueWith(page, 'Войти', 'Вход в личный кабинет', 'Google');
    const alert = page.getByRole('dialog', { name: 'Не удалось войти' });
    await alert.waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/ru');
    // The report leaves the address: a reload does not say it again.
    await page.waitForURL((url) => !url.searchParams.has('signInFailed'), WAIT);
    await alert.getByRole('button', { name: 'Понятно' }).first().click();
    await header(page).getByRole('button', { name: 'Войти', exact: true }).waitFor(WAIT);
  });
});

describe('Facebook, the token in the hash', () => {
  it("comes back in the shopper's language, signs in and takes the token out of the address", async () => {
    mock.addFacebookToken('fb-e2e-1', { id: 'fb-e2e-1', first_name: 'Victor' });
    const page = await freshPage('/en/pages/delivery');
    await continueWith(page, 'Sign in', 'Sign in to your account', 'Facebook');
    await header(page).getByRole('link', { name: 'My account, Victor' }).waitFor(WAIT);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en');
    expect(url.hash).toBe('');
  });

  it('opened by "Write a review", it comes back to the product, signed in', async () => {
    mock.addFacebookToken('fb-e2e-review', { id: 'fb-e2e-3', first_name: 'Elena' });
    const path = productPath(product.slug);
    const page = await freshPage(path);
    await page.getByRole('button', { name: 'Scrie o recenzie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Intrare în cont' });
    await dialog.getByRole('button', { name: 'Facebook' }).click();
    await header(page).getByRole('link', { name: 'Contul meu, Elena' }).waitFor(WAIT);
    await page.waitForURL((url) => url.pathname === path && url.hash === '', WAIT);
    await page.getByRole('button', { name: 'Scrie o recenzie' }).waitFor(WAIT);
  });

  it('a token the provider does not confirm is said in a dialog', async () => {
    mock.addFacebookToken('fb-e2e-dead', { id: 'fb-e2e-2', is_valid: false });
    const page = await freshPage('/');
    await continueWith(page, 'Intră în cont', 'Intrare în cont', 'Facebook');
    const alert = page.getByRole('dialog', { name: 'Autentificarea nu a reușit' });
    await alert.waitFor(WAIT);
    await alert.getByRole('button', { name: 'Am înțeles' }).first().click();
    await header(page).getByRole('button', { name: 'Intră în cont', exact: true }).waitFor(WAIT);
    expect(new URL(page.url()).hash).toBe('');
  });
});
