import { describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The order pages (SPEC §2 "Order success page", §8 "Order failure"): /pages/ordering/{id} and
 * /order_success show an order to whoever may see it — its owner by the session, a guest by the
 * link token of the order's creation — and a 404 page to anyone else. The profile's order list
 * and detail (/pages/profile, /pages/profile/{id}) show a customer's own orders only. The
 * production build against a seeded API.
 */
const shop = useRouteHarness({ products: 20 });
const { handle, page, tokenOf } = shop;

interface Placed {
  id: number;
  link_token: string | null;
}

/**
 * A one-click order of the first product in stock, as a guest or with a customer's token; with
 * `checkout`, a checkout order with those fields instead (a company's bank transfer).
 */
async function placeOrder(
  name: string,
  token?: string,
  checkout?: Record<string, unknown>,
): Promise<Placed & { product: string }> {
  const list = (await (await fetch(`${shop.api}/api/products/items/`)).json()) as {
    results: { id: number; name: string; price: number | string; balance: number }[];
  };
  const product = list.results.find((item) => item.balance > 0)!;
  const price = Number(product.price).toFixed(2);
  const response = await fetch(`${shop.api}/ru/api/orders/orders/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: JSON.stringify({
      is_fast_order: !checkout,
      name,
      phone: '+37369123456',
      ...checkout,
      total_price: price,
      lang: 'ro',
      order_products: [
        {
          product_id: product.id,
          quantity: 1,
          unit_price: price,
          total_price: price,
          product_atributes: [],
        },
      ],
      user: null,
    }),
  });
  expect(response.status).toBe(201);
  return { ...((await response.json()) as Placed), product: product.name };
}

describe('the order page', () => {
  it("shows a guest's order with its link token, and nothing without it", async () => {
    const order = await placeOrder('Ion Guest');
    expect(order.link_token).toBeTruthy();
    const shown = await page(`/pages/ordering/${order.id}?key=${order.link_token}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(String(order.id));
    expect(shown.html).toContain(order.product);
    expect(shown.html).toContain('noindex');
    expect(shown.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(shown.headers.get('Cache-Control')).toContain('no-store');

    for (const path of [
      `/pages/ordering/${order.id}`,
      `/pages/ordering/${order.id}?key=wrong-key`,
      `/pages/ordering/${order.id + 1000}?key=${order.link_token}`,
      '/pages/ordering/not-a-number',
      '/order_success?order=not-a-number',
    ]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).not.toContain(order.product);
      // The not-found page still leads home.
      expect(missing.html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('/order_success shows the same order, in the address language', async () => {
    const order = await placeOrder('Ion Guest');
    const shown = await page(`/ru/order_success?order=${order.id}&key=${order.link_token}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<html lang="ru"');
    expect(shown.html).toContain(order.product);
  });

  it("opens a customer's own order by the session, and not another customer's", async () => {
    const [client, firm] = await Promise.all([tokenOf('client@demo.md'), tokenOf('firma@demo.md')]);
    const order = await placeOrder('Ion Client', client);
    const own = await page(`/pages/ordering/${order.id}`, `token=${client}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain(order.product);
    const other = await page(`/pages/ordering/${order.id}`, `token=${firm}`);
    expect(other.status).toBe(404);
    expect(other.html).not.toContain(order.product);
  });
});

describe('the pro-forma invoice', () => {
  /** A company's checkout order paid by bank transfer. */
  const transfer = (user: number | null) => ({
    person_type: 'juridical',
    company_name: 'Mobila Nord SRL',
    delivery_method: 'courier',
    address: 'Bălți, str. Independenței 5',
    pay_method: 'bank_transfer',
    agreement: true,
    user,
  });
  const download = (path: string, cookie?: string) =>
    handle(new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}));

  it("is offered on the company's order pages and downloads as a PDF for its owner only", async () => {
    const [firm, client] = await Promise.all([tokenOf('firma@demo.md'), tokenOf('client@demo.md')]);
    const profile = (await (
      await fetch(`${shop.api}/accounts/user-profile/`, {
        headers: { Authorization: `Token ${firm}` },
      })
    ).json()) as { id: number };
    const order = await placeOrder('Vasile Firma', firm, transfer(profile.id));
    const href = `/pages/ordering/${order.id}/invoice.pdf`;
    for (const [path, link] of [
      [`/pages/ordering/${order.id}`, href],
      [`/pages/profile/${order.id}`, href],
      [`/ru/pages/profile/${order.id}`, `/ru${href}`],
    ] as const) {
      const shown = await page(path, `token=${firm}`);
      expect(shown.status, path).toBe(200);
      expect(shown.html, path).toContain(`href="${link}"`);
    }

    const pdf = await download(href, `token=${firm}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBe(
      `attachment; filename="proforma-${order.id}.pdf"`,
    );
    expect(pdf.headers.get('Cache-Control')).toBe('private, no-store');
    expect(pdf.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Anyone else is taken to the order's page, which tells them what is there for them.
    for (const cookie of [undefined, `token=${client}`]) {
      const refused = await download(href, cookie);
      expect(refused.status).toBe(303);
      expect(refused.headers.get('Location')).toBe(`/pages/ordering/${order.id}`);
    }
    const russian = await download(`/ru/pages/ordering/${order.id + 1000}/invoice.pdf`);
    expect(russian.headers.get('Location')).toBe(`/ru/pages/ordering/${order.id + 1000}`);
  });

  it("a guest company's invoice opens with the order's link token", async () => {
    const order = await placeOrder('Vasile Oaspete', undefined, transfer(null));
    const shown = await page(`/pages/ordering/${order.id}?key=${order.link_token}`);
    const href = `/pages/ordering/${order.id}/invoice.pdf?key=${order.link_token}`;
    expect(shown.html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
    const pdf = await download(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Referrer-Policy')).toBe('no-referrer');
    const wrong = await download(`/pages/ordering/${order.id}/invoice.pdf?key=wrong-key`);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('Location')).toBe(`/pages/ordering/${order.id}?key=wrong-key`);
  });

  it('an order paid otherwise offers none', async () => {
    const order = await placeOrder('Ion Guest');
    const shown = await page(`/pages/ordering/${order.id}?key=${order.link_token}`);
    expect(shown.status).toBe(200);
    expect(shown.html).not.toContain('invoice.pdf');
  });
});

describe("the profile's orders", () => {
  it('lists a customer’s own orders with a link to each, newest first, and no one else’s', async () => {
    const [client, firm] = await Promise.all([tokenOf('client@demo.md'), tokenOf('firma@demo.md')]);
    const first = await placeOrder('Ion Client', client);
    const second = await placeOrder('Ion Client', client);
    const own = await page('/pages/profile', `token=${client}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toContain('no-store');
    expect(own.html).toContain('noindex');
    expect(own.html).toContain(`href="/pages/profile/${second.id}"`);
    expect(own.html).toContain(`aria-label="Vezi comanda nr. ${first.id}"`);
    expect(own.html.indexOf(`/pages/profile/${second.id}`)).toBeLessThan(
      own.html.indexOf(`/pages/profile/${first.id}`),
    );
    const other = await page('/pages/profile', `token=${firm}`);
    expect(other.status).toBe(200);
    expect(other.html).not.toContain(`/pages/profile/${first.id}"`);

    const russian = await page('/ru/pages/profile', `token=${client}`);
    expect(russian.html).toContain(`href="/ru/pages/profile/${first.id}"`);
    expect(russian.html).toContain('Мои заказы');
  });

  it('a page past the last goes to the last one', async () => {
    const client = await tokenOf('client@demo.md');
    await placeOrder('Ion Client', client);
    for (const [path, target] of [
      ['/pages/profile?page=40', '/pages/profile'],
      ['/en/pages/profile?page=7', '/en/pages/profile'],
    ] as const) {
      const answer = await handle(
        new Request(`${ORIGIN}${path}`, { headers: { Cookie: `token=${client}` } }),
      );
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('Location'), path).toBe(target);
    }
  });

  it("opens the customer's own order with its progress; another's, or no order, is a 404", async () => {
    const [client, firm] = await Promise.all([tokenOf('client@demo.md'), tokenOf('firma@demo.md')]);
    const order = await placeOrder('Ion Client', client);
    const own = await page(`/pages/profile/${order.id}`, `token=${client}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain(`Comanda nr. ${order.id}`);
    expect(own.html).toContain('aria-label="Progresul comenzii"');
    expect(own.html).toContain('aria-current="step"');
    expect(own.html).toContain(order.product);
    expect(own.headers.get('Cache-Control')).toContain('no-store');
    const russian = await page(`/ru/pages/profile/${order.id}`, `token=${client}`);
    expect(russian.html).toContain(`Заказ № ${order.id}`);

    for (const [path, cookie] of [
      [`/pages/profile/${order.id}`, `token=${firm}`],
      [`/pages/profile/${order.id + 1000}`, `token=${client}`],
      ['/pages/profile/not-a-number', `token=${client}`],
    ] as const) {
      const missing = await page(path, cookie);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).not.toContain(order.product);
    }
  });

  it('sends a visitor home from the list and from an order', async () => {
    const order = await placeOrder('Ion Guest');
    for (const [path, target] of [
      ['/pages/profile', '/'],
      [`/ru/pages/profile/${order.id}`, '/ru'],
    ] as const) {
      const answer = await handle(new Request(`${ORIGIN}${path}`));
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('Location'), path).toBe(target);
    }
  });

  it('says the orders could not be loaded when the API fails, and still renders', async () => {
    const client = await tokenOf('client@demo.md');
    const fetchOf = globalThis.fetch;
    // The session check passes; the order list is refused by a failing API.
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/orders/orders/')) return new Response('down', { status: 503 });
      return fetchOf(input, init);
    };
    try {
      const shown = await page('/pages/profile', `token=${client}`);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain('Nu am putut încărca comenzile');
      expect(shown.html).toContain('role="alert"');
    } finally {
      globalThis.fetch = fetchOf;
    }
  });
});

describe('the order error page', () => {
  it('answers in three languages with its heading', async () => {
    for (const prefix of ['', '/en', '/ru']) {
      const shown = await page(`${prefix}/pages/ordering-error`);
      expect(shown.status).toBe(200);
      expect(shown.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(shown.html).toContain('/pages/cart');
    }
  });
});
