import type { BrowserContext, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * The home page's newsletter block before its script (SPEC §2, §3): its HTML comes with the page,
 * so a shopper may type into it while the page's JavaScript is still on its way. What was typed
 * (and ticked) then is still there once React has taken the form over, and it is what the
 * sign-up sends.
 */

let shop: Shop;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  shop = await startShop({ seed: { products: 10 } });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

/** Whether React has taken the newsletter block's form over (it marks what it hydrated). */
const formHydrated = () => {
  const form = document.querySelector('[data-slot="newsletter-signup-form"]');
  return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
};

describe('the newsletter block typed into before the page’s script runs', () => {
  it(
    'keeps the names, the e-mail and the tick through hydration and signs up with them',
    { timeout: 90_000 },
    async () => {
      const context = await shop.newContext();
      contexts.push(context);
      // The popup chain would open over the page later on: it has been seen already.
      await context.addCookies([{ name: 'popups_shown', value: '1', url: shop.baseUrl }]);
      // Every script of the build waits until the shopper has typed.
      const held: Route[] = [];
      let released = false;
      await context.route(
        (url) => url.origin === shop.baseUrl && /\.m?js$/.test(url.pathname),
        (route) => {
          if (released) void route.continue();
          else held.push(route);
        },
      );
      const page = await context.newPage();
      await page.goto(`${shop.baseUrl}/`, { waitUntil: 'commit' });
      const block = page.getByRole('region', { name: 'Abonați-vă la noutăți' });
      const name = block.getByRole('textbox', { name: /^Prenume/ });
      const lastName = block.getByRole('textbox', { name: /^Nume/ });
      const contact = block.getByRole('textbox', { name: /E-mail sau telefon/ });
      const agreement = block.getByRole('checkbox', { name: /Sunt de acord/ });
      await name.waitFor(WAIT);

      await name.pressSequentially('Ana');
      await lastName.pressSequentially('Rusu');
      await contact.pressSequentially('ana.inainte@example.md');
      await agreement.check();
      // Nothing of React yet: the scripts are held, the form is the server's.
      expect(held.length).toBeGreaterThan(0);
      expect(await page.evaluate(formHydrated)).toBe(false);

      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(formHydrated, undefined, WAIT);

      // Whatever renders after hydration, the fields keep what was typed.
      await expect.poll(() => name.inputValue(), WAIT).toBe('Ana');
      expect(await lastName.inputValue()).toBe('Rusu');
      expect(await contact.inputValue()).toBe('ana.inainte@example.md');
      expect(await agreement.isChecked()).toBe(true);
      // The hint reads the contact as React knows it now.
      await expect
        .poll(
          () =>
            contact.evaluate((input) =>
              (input.getAttribute('aria-describedby') ?? '')
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            ),
          WAIT,
        )
        .toContain('Am recunoscut un e-mail');

      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/accounts/newsletter-set/'),
        WAIT,
      );
      await block.getByRole('button', { name: 'Abonează-mă' }).click();
      expect((await sent).postDataJSON()).toEqual({
        name: 'Ana',
        last_name: 'Rusu',
        email: 'ana.inainte@example.md',
        agreement: true,
      });
      const dialog = page.getByRole('dialog', { name: 'Abonările au fost salvate' });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Am înțeles' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      // Taken: the block is empty for the next one.
      expect(await name.inputValue()).toBe('');
      expect(await block.getByRole('status').textContent()).toContain('V-ați abonat');
    },
  );
});
