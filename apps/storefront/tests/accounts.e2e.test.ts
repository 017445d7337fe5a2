import { createClient } from '@shop/core/client';
import { RESET_PASSWORD_PARAM, TOKEN_COOKIE } from '@shop/core/rules';
import type { BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '@shop/api/test-harness';
import { focused, hydrated, startShop, tabTo, WAIT, type Shop } from './e2e-shop.js';

/**
 * Accounts in the browser (SPEC §4 "Session", "Login", "Sign-in modal", "Password restore",
 * "New password", "Favourites"): registration, sign-out, sign-in by phone, the visitor's
 * favourites kept at sign-in, the password restored through the development outbox, a dead token
 * cookie, and the whole dialog by keyboard. Texts are the ro catalogue's.
 */

const DEMO_PASSWORD = 'demo-shop-1';

let shop: Shop;
let productSlug: string;
let productName: string;

beforeAll(async () => {
  shop = await startShop({ seed: { products: 60 } });
  const [product] = (await createClient({ baseUrl: shop.apiUrl }).catalogue.products({})).results;
  if (!product?.slug) throw new Error('the seed has no product');
  productSlug = product.slug;
  productName = product.name;
});

afterAll(async () => {
  await shop?.close();
});

/** A fresh browser (no cookie, no storage) on a page, live; `prepare` runs before it loads. */
async function freshPage(
  path = '/',
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shop.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(`${shop.baseUrl}${path}`);
  await hydrated(page);
  return { context, page };
}

const header = (page: Page) => page.getByRole('banner');
const signInButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Intră în cont', exact: true });
const accountLink = (page: Page) => header(page).getByRole('link', { name: /^Contul meu/ });
/** The sign-in dialog on either tab (named after it: signing in, or creating an account). */
const signInDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Intrare în cont|Creare cont)$/ });

async function openSignIn(page: Page): Promise<Locator> {
  await signInButton(page).click();
  const dialog = signInDialog(page);
  await dialog.waitFor(WAIT);
  return dialog;
}

/** The session's token cookie in a browser, if any. */
async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
}

let identities = 0;

/**
 * An e-mail and a phone no account has yet. A test that registers an account, or changes one,
 * takes its own, new at every attempt: a retried test must not meet what its first attempt made.
 */
function newIdentity(name: string): { email: string; phone: string; shownPhone: string } {
  identities += 1;
  // The clock plus a count only grows within the process, so no two calls share the digits.
  const digits = String((Date.now() + identities) % 1_000_000).padStart(6, '0');
  return {
    email: `${name}.${digits}@example.md`,
    phone: `+37369${digits}`,
    shownPhone: `+373 (69) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  };
}

/** Registers a private customer through the API. */
async function registerAccount(identity: { email: string; phone: string }, password: string) {
  const registered = await fetch(`${shop.apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: identity.email,
      username: identity.phone,
      password,
      person_type: 'physical',
    }),
  });
  expect(registered.status, await registered.text()).toBe(201);
}

/** Signs in by e-mail through the dialog and waits for the account link. */
async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Intrați cu adresa de e-mail' }).click();
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Parola', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Intră în cont' }).click();
  await accountLink(page).waitFor(WAIT);
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
  // The button that opened the dialog became the account link: the focus is there, not on the body.
  await expect.poll(() => focused(accountLink(page)), WAIT).toBe(true);
}

describe('accounts in Chromium', () => {
  it(
    'registers a juridical customer after a refused form, signs out, signs in by phone',
    { timeout: 120_000 },
    async () => {
      const office = newIdentity('office');
      const { context, page } = await freshPage('/pages/delivery');
      const dialog = await openSignIn(page);
      await dialog.getByRole('tab', { name: 'Înregistrare' }).click();
      await dialog.getByRole('button', { name: 'Persoană juridică' }).click();
      await dialog.getByLabel('E-mail').fill(office.email);
      await dialog.getByLabel('Telefon').fill(office.phone);
      await dialog.getByLabel('Denumirea companiei').fill('ConstructMax SRL');
      const idno = dialog.getByLabel('IDNO');
      await idno.fill('10126');
      await dialog.getByLabel('Cod TVA (opțional)').fill('0212345');
      await dialog.getByLabel('IBAN').fill('MD24AG000225100013104168');
      await dialog.getByLabel('BIC').fill('AGRNMD2X');
      await dialog.getByLabel('Parola', { exact: true }).fill('Constructii-2026');
      await dialog.getByLabel('Confirmați parola').fill('Constructii-2026');
      await dialog.getByRole('checkbox', { name: /Sunt de acord/ }).click();
      const submit = dialog.getByRole('button', { name: 'Creează contul' });

      // The IDNO is too short: the form stays, the field says why, nothing is sent.
      await submit.click();
      await expect.poll(() => idno.getAttribute('aria-invalid'), WAIT).toBe('true');
      await expect.poll(() => focused(idno)).toBe(true);
      expect(await tokenCookie(context)).toBeUndefined();

      await idno.fill('1012600012348');
      await expect.poll(() => idno.getAttribute('aria-invalid')).not.toBe('true');
      await submit.click();
      // Signed in: the dialog closes, the shopper is sent home, the header names the account.
      await accountLink(page).waitFor(WAIT);
      await page.waitForURL((url) => url.pathname === '/', WAIT);
      expect(await dialog.isVisible()).toBe(false);
      const cookie = await tokenCookie(context);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      // Remember-me was on: the cookie outlives the browser session.
      expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);

      // The profile layout: its tabs and the logout button.
      await accountLink(page).click();
      await page.waitForURL((url) => url.pathname === '/pages/profile', WAIT);
      const tabs = page.getByRole('navigation', { name: 'Secțiunile contului' });
      await tabs.getByRole('button', { name: 'Ieși din cont' }).click();
      await signInButton(page).waitFor(WAIT);
      await page.waitForURL((url) => url.pathname === '/', WAIT);
      expect(await tokenCookie(context)).toBeUndefined();
      // A visitor who opens a profile page is sent home (SPEC §2).
      await page.goto(`${shop.baseUrl}/pages/profile-data`);
      expect(new URL(page.url()).pathname).toBe('/');

      // Back in by phone with the new account.
      await hydrated(page);
      const again = await openSignIn(page);
      await again.getByLabel('Telefon').fill(office.phone);
      await again.getByLabel('Parola', { exact: true }).fill('Constructii-2026');
      await again.getByRole('button', { name: 'Intră în cont' }).click();
      // The header names the account by its company.
      await header(page).getByRole('link', { name: 'Contul meu, ConstructMax SRL' }).waitFor(WAIT);
      await context.close();
    },
  );

  it(
    "keeps a visitor's favourite and cart line when they sign in",
    { timeout: 120_000 },
    async () => {
      // An account of its own, with no favourite and an empty cart before the visitor signs in.
      const client = newIdentity('client');
      await registerAccount(client, DEMO_PASSWORD);
      const { context, page } = await freshPage(`/pages/product/${productSlug}`);
      const heart = page.getByRole('main').getByRole('button', { name: 'Favorit' });
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');
      const favourites = header(page).getByRole('link', { name: 'Favorite, un produs' });
      await favourites.waitFor(WAIT);
      await page.getByRole('main').getByRole('button', { name: 'Adaugă în coș' }).first().click();
      const cart = header(page).getByRole('button', { name: 'Coș, un produs' });
      await cart.waitFor(WAIT);

      // SPEC §4 "Login": the wholesale user data is loaded after the sign-in.
      const wholesale = page.waitForResponse(
        (response) =>
          response.url().endsWith('/shop-api/accounts/') && response.request().method() === 'POST',
        WAIT,
      );
      await signInByEmail(page, client.email, DEMO_PASSWORD);
      expect((await wholesale).status()).toBe(200);
      // The account has them now, and the browser keeps no visitor's list.
      await favourites.waitFor(WAIT);
      await cart.waitFor(WAIT);
      expect(await page.evaluate(() => window.localStorage.getItem('favoriteProducts'))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem('cartProducts'))).toBeNull();
      await favourites.click();
      await page.waitForURL((url) => url.pathname === '/pages/favorites', WAIT);
      await page.getByRole('main').getByRole('heading', { name: productName }).waitFor(WAIT);

      // A second browser signed in to the same account sees it too.
      const other = await freshPage('/');
      await signInByEmail(other.page, client.email, DEMO_PASSWORD);
      await header(other.page).getByRole('link', { name: 'Favorite, un produs' }).waitFor(WAIT);
      await header(other.page).getByRole('button', { name: 'Coș, un produs' }).waitFor(WAIT);
      await other.context.close();
      await context.close();
    },
  );

  it(
    'restores a password by e-mail through the outbox and signs in with the new one',
    { timeout: 120_000 },
    async () => {
      const forgetful = newIdentity('uituc');
      await registerAccount(forgetful, DEMO_PASSWORD);
      const { context, page } = await freshPage('/');
      const dialog = await openSignIn(page);
      await dialog.getByRole('button', { name: 'Ați uitat parola?' }).click();
      const restore = page.getByRole('dialog', { name: 'Restabilirea parolei' });
      await restore.waitFor(WAIT);
      await restore.getByRole('radio', { name: 'Prin e-mail' }).click();
      await restore.getByLabel('E-mailul contului').fill(forgetful.email);
      await restore.getByRole('button', { name: 'Trimite' }).click();
      const sent = page.getByRole('dialog', { name: 'Verificați e-mailul' });
      await sent.waitFor(WAIT);
      // SPEC §4: success closes every modal and opens the success modal.
      expect(await signInDialog(page).isVisible()).toBe(false);
      expect(await restore.isVisible()).toBe(false);
      await sent.getByRole('button', { name: 'Am înțeles' }).first().click();

      // The development outbox holds the e-mail with the link.
      let body = '';
      await expect
        .poll(async () => {
          const [message] = await outboxFor(shop.api, forgetful.email);
          body = message?.body ?? '';
          return body.includes(RESET_PASSWORD_PARAM);
        }, WAIT)
        .toBe(true);
      const link = body.match(/https?:\/\/[^\s"'<>]+resetPassword=[^\s"'<>&]+/)?.[0];
      expect(link).toBeDefined();
      const url = new URL((link ?? '').replaceAll('&amp;', '&'));
      expect(url.origin).toBe(shop.baseUrl);

      await page.goto(url.toString());
      await hydrated(page);
      const change = page.getByRole('dialog', { name: 'Schimbarea parolei' });
      await change.waitFor(WAIT);
      await change.getByLabel('Parola nouă', { exact: true }).fill('Parola-noua-2026');
      await change.getByLabel('Repetați parola nouă').fill('Parola-noua-2026');
      await change.getByRole('button', { name: 'Salvează parola' }).click();
      const changed = page.getByRole('dialog', { name: 'Parola a fost schimbată' });
      await changed.waitFor(WAIT);
      // The used link leaves the address.
      await page.waitForURL((current) => !current.searchParams.has(RESET_PASSWORD_PARAM), WAIT);
      await changed.getByRole('button', { name: 'Am înțeles' }).first().click();

      // The same link again: the password-error modal.
      await page.goto(url.toString());
      await hydrated(page);
      await change.waitFor(WAIT);
      await change.getByLabel('Parola nouă', { exact: true }).fill('Altceva-2026');
      await change.getByLabel('Repetați parola nouă').fill('Altceva-2026');
      await change.getByRole('button', { name: 'Salvează parola' }).click();
      await page.getByRole('dialog', { name: 'Parola nu a fost schimbată' }).waitFor(WAIT);
      await context.close();

      const next = await freshPage('/');
      await signInByEmail(next.page, forgetful.email, 'Parola-noua-2026');
      await next.context.close();
    },
  );

  it('saves the newsletter switches of the profile, says so, and keeps them', async () => {
    const { context, page } = await freshPage('/', async (browser) => {
      const answer = await browser.request.post(`${shop.baseUrl}/session/login`, {
        headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json' },
        data: { username: 'firma@demo.md', password: DEMO_PASSWORD },
      });
      expect(answer.status()).toBe(200);
    });
    // From the profile's tabs to the newsletter.
    await page.goto(`${shop.baseUrl}/pages/profile`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Secțiunile contului' })
      .getByRole('link', { name: 'Abonări' })
      .click();
    await page.waitForURL((url) => url.pathname === '/pages/profile-newsletter', WAIT);
    const sms = page.getByRole('switch', { name: 'Prin SMS' });
    const wasOn = (await sms.getAttribute('aria-checked')) === 'true';
    await sms.click();
    await expect.poll(() => sms.getAttribute('aria-checked'), WAIT).toBe(String(!wasOn));
    await page.getByRole('button', { name: 'Salvează' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abonările au fost salvate' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Am înțeles' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => sms.getAttribute('aria-checked'), WAIT).toBe(String(!wasOn));
    await context.close();
  });

  it(
    'saves the personal data as a company, says so, and keeps it',
    { timeout: 120_000 },
    async () => {
      // An account of its own: the demo accounts keep the details the other tests know.
      const own = newIdentity('date.personale');
      const { email } = own;
      const password = 'parola-date-1';
      await registerAccount(own, password);
      const { context, page } = await freshPage('/');
      await signInByEmail(page, email, password);

      // From the profile's tabs to the personal data.
      await page.goto(`${shop.baseUrl}/pages/profile`);
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Secțiunile contului' })
        .getByRole('link', { name: 'Date personale' })
        .click();
      await page.waitForURL((url) => url.pathname === '/pages/profile-data', WAIT);
      const firstName = page.getByLabel('Prenume', { exact: true });
      await expect
        .poll(() => page.getByLabel('E-mail', { exact: true }).inputValue(), WAIT)
        .toBe(email);
      await expect
        .poll(() => page.getByLabel('Telefon', { exact: true }).inputValue())
        .toBe(own.shownPhone);
      await firstName.fill('Maria');
      await page.getByLabel('Nume', { exact: true }).fill('Ionescu');

      // A company: its details are asked for before anything is sent.
      await page.getByRole('radio', { name: 'Persoană juridică' }).check();
      const save = page.getByRole('button', { name: 'Salvează datele' });
      await save.click();
      const companyName = page.getByLabel('Denumirea companiei');
      await expect.poll(() => companyName.getAttribute('aria-invalid'), WAIT).toBe('true');
      await expect.poll(() => focused(companyName), WAIT).toBe(true);
      await companyName.fill('Date Grup SRL');
      await page.getByLabel('IDNO').fill('1003600055556');
      await page.getByLabel('IBAN').fill('MD94AG000225100013104169');
      await page.getByLabel('BIC').fill('AGRNMD2X');
      await save.click();
      const dialog = page.getByRole('dialog', { name: 'Datele au fost salvate' });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Am înțeles' }).click();
      await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);

      // Stored: a reload shows them.
      await page.reload();
      await hydrated(page);
      await expect.poll(() => firstName.inputValue(), WAIT).toBe('Maria');
      expect(await page.getByLabel('Nume', { exact: true }).inputValue()).toBe('Ionescu');
      expect(await page.getByRole('radio', { name: 'Persoană juridică' }).isChecked()).toBe(true);
      expect(await companyName.inputValue()).toBe('Date Grup SRL');
      expect(await page.getByLabel('IBAN').inputValue()).toBe('MD94AG000225100013104169');
      await context.close();
    },
  );

  it('changes the password in the profile: the other browser is signed out, the new password signs in', async () => {
    // An account of its own: the demo accounts' password stays as the other tests know it.
    const own = newIdentity('schimba.parola');
    const { email } = own;
    await registerAccount(own, 'parola-veche-1');
    const signIn = (password: string) => async (browser: BrowserContext) => {
      const answer = await browser.request.post(`${shop.baseUrl}/session/login`, {
        headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json' },
        data: { username: email, password },
      });
      expect(answer.status()).toBe(200);
    };
    const other = await freshPage('/', signIn('parola-veche-1'));
    const { context, page } = await freshPage('/pages/profile-security', signIn('parola-veche-1'));

    const current = page.getByLabel('Parola actuală', { exact: true });
    await current.fill('nu-este-aceasta');
    await page.getByLabel('Parola nouă', { exact: true }).fill('parola-noua-1');
    await page.getByLabel('Confirmați parola nouă').fill('parola-noua-1');
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    await expect.poll(() => current.getAttribute('aria-invalid'), WAIT).toBe('true');
    await current.fill('parola-veche-1');
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    await page.getByRole('dialog', { name: 'Parola a fost schimbată' }).waitFor(WAIT);
    expect(await current.inputValue()).toBe('');

    // This browser stays signed in; the other one's session has ended.
    await page.reload();
    await hydrated(page);
    await accountLink(page).waitFor(WAIT);
    await other.page.reload();
    await hydrated(other.page);
    await signInButton(other.page).waitFor(WAIT);
    await other.context.close();

    const next = await shop.newContext();
    const refused = await next.request.post(`${shop.baseUrl}/session/login`, {
      headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json' },
      data: { username: email, password: 'parola-veche-1' },
    });
    expect(refused.status()).toBe(400);
    await signIn('parola-noua-1')(next);
    await next.close();
    await context.close();
  });

  it('drops a token the API does not know and loads the page once more', async () => {
    const context = await shop.newContext();
    await context.addCookies([
      { name: TOKEN_COOKIE, value: 'a'.repeat(40), url: shop.baseUrl, httpOnly: true },
    ]);
    const page = await context.newPage();
    const documents: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.status());
    });
    await page.goto(`${shop.baseUrl}/pages/delivery`);
    await hydrated(page);
    // One redirect to the same page (the reload, with the cookie removed), then the page.
    expect(documents).toEqual([302, 200]);
    expect(new URL(page.url()).pathname).toBe('/pages/delivery');
    expect(await tokenCookie(context)).toBeUndefined();
    await signInButton(page).waitFor(WAIT);

    // The sign-in page of old (/login) is the home page with the sign-in dialog open.
    await page.goto(`${shop.baseUrl}/login`);
    await signInDialog(page).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it(
    'signs in and registers by keyboard alone; focus stays in the dialog and returns',
    { timeout: 120_000 },
    async () => {
      const keyboardUser = newIdentity('ion.keyboard');
      // The search code loads when the search box gets the focus; here it comes late, after
      // the shopper has tabbed on, and must not take the focus back.
      let searchCodeServed = () => {};
      const searchCode = new Promise<void>((resolve) => (searchCodeServed = resolve));
      const { context, page } = await freshPage('/', async (fresh) => {
        await fresh.route(/\/live-search-box-[^/]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
          searchCodeServed();
        });
      });
      const dialog = signInDialog(page);

      // Tab to the account button from the top of the page; Enter opens the dialog with the
      // focus in its first field.
      await tabTo(page, signInButton(page), 40);
      await searchCode;
      // Its code run, the live search box has replaced the plain one.
      await page.locator('[data-search-box="live"]').waitFor({ state: 'attached', ...WAIT });
      expect(await focused(signInButton(page))).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor(WAIT);
      await expect.poll(() => focused(dialog.getByLabel('Telefon')), WAIT).toBe(true);

      // Tab and Shift+Tab go round inside the dialog.
      const focusInside = () =>
        dialog.evaluate((element) => element.contains(document.activeElement));
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside()).toBe(true);
      }
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside()).toBe(true);
      }
      // Escape closes it and the focus is back on the button that opened it.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
      await expect.poll(() => focused(signInButton(page)), WAIT).toBe(true);

      // Registration of a physical person: the arrow and Enter open its tab, Tab goes from
      // field to field, Space ticks the agreement, Enter on the button sends it.
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(dialog.getByLabel('Telefon')), WAIT).toBe(true);
      await tabTo(page, dialog.getByRole('tab', { name: 'Intrare' }), 10, 'Shift+Tab');
      // Radix moves the focus to the next tab in a timer after the key, so Enter waits for it.
      const registerTab = dialog.getByRole('tab', { name: 'Înregistrare' });
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(registerTab), WAIT).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => registerTab.getAttribute('aria-selected'), WAIT).toBe('true');
      const type = async (field: Locator, text: string) => {
        await tabTo(page, field, 20);
        await page.keyboard.type(text);
      };
      await type(dialog.getByLabel('E-mail'), keyboardUser.email);
      // The field holds the country code: the shopper types the rest.
      await type(dialog.getByLabel('Telefon'), keyboardUser.phone.slice('+373'.length));
      await type(dialog.getByLabel('Parola', { exact: true }), 'Tastatura-2026');
      await type(dialog.getByLabel('Confirmați parola'), 'Tastatura-2026');
      const agreement = dialog.getByRole('checkbox', { name: /Sunt de acord/ });
      await tabTo(page, agreement, 5);
      await page.keyboard.press('Space');
      await expect.poll(() => agreement.isChecked(), WAIT).toBe(true);
      await tabTo(page, dialog.getByRole('button', { name: 'Creează contul' }), 5);
      await page.keyboard.press('Enter');
      await accountLink(page).waitFor(WAIT);
      expect(await tokenCookie(context)).toBeDefined();
      await context.close();

      // Sign-in by phone in another browser: type the phone, Tab past the e-mail link to the
      // password, Enter.
      const other = await freshPage('/');
      await tabTo(other.page, signInButton(other.page), 40);
      await other.page.keyboard.press('Enter');
      const otherDialog = signInDialog(other.page);
      await expect.poll(() => focused(otherDialog.getByLabel('Telefon')), WAIT).toBe(true);
      await other.page.keyboard.type(keyboardUser.phone.slice('+373'.length));
      await tabTo(other.page, otherDialog.getByLabel('Parola', { exact: true }), 5);
      await other.page.keyboard.type('Tastatura-2026');
      await other.page.keyboard.press('Enter');
      await accountLink(other.page).waitFor(WAIT);
      await other.context.close();
    },
  );
});
