import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  incompletePageContext,
  pageCache,
  PAGE_CACHE_HEADER,
  type PageCacheOptions,
} from './page-cache.server.js';
import type { LocaleCode } from '@shop/core/rules';
import { en, registerCatalogues, ro, ru } from '@shop/ui';
import { busyPage, BUSY_RETRY_AFTER } from '../shell/maintenance.server.js';
import { nonceContext } from './security.server.js';

const ORIGIN = 'http://shop.test';
const FRESH = 5_000;
const STALE = 60_000;

/** The page the fake render makes: its nonce in a script's attribute, and a render count. */
function renderedPage(nonce: string, renders: number): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">go()</script></head><body>render ${renders}</body></html>`;
}

interface Answered {
  status: number;
  headers: Headers;
  body: string;
  nonce: string;
}

/** A cache with a fake clock in front of a fake render, which `render` can change per test. */
function harness(options: Partial<PageCacheOptions> = {}) {
  let time = 0;
  let nonces = 0;
  let renders = 0;
  const state = {
    render: (nonce: string, count: number, _context: RouterContextProvider): Response =>
      new Response(renderedPage(nonce, count), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  };
  const waits: number[] = [];
  const middleware = pageCache({
    freshMs: () => FRESH,
    staleMs: STALE,
    maxLength: 1_000_000,
    rendersPerSecond: () => 0,
    rendersInFlight: () => 0,
    busy: () => new Response('busy', { status: 503, headers: { 'Retry-After': '2' } }),
    now: () => time,
    // Waiting for a turn is recorded; the clock stands still, as for requests that come at once.
    wait: async (ms) => void waits.push(ms),
    ...options,
  });
  const get = async (path: string, headers: HeadersInit = {}): Promise<Answered> => {
    nonces += 1;
    const nonce = `nonce${nonces}+/=`;
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    const url = new URL(`${ORIGIN}${path}`);
    const request = new Request(url, { headers });
    const response = await middleware({ request, url, context, params: {}, pattern: '' }, () => {
      renders += 1;
      return Promise.resolve(state.render(nonce, renders, context));
    });
    if (!(response instanceof Response)) throw new Error('the middleware gave no answer');
    const body = await response.text();
    // The kept copy is stored once the whole page has been read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { status: response.status, headers: response.headers, body, nonce };
  };
  return {
    state,
    get,
    renders: () => renders,
    waits,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the page cache of anonymous shoppers', () => {
  it('renders a page once, then answers it from the cache with the request’s own nonce', async () => {
    const shop = harness();
    const first = await shop.get('/pages/about');
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(first.body).toBe(renderedPage(first.nonce, 1));

    const second = await shop.get('/pages/about');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(second.body).toBe(renderedPage(second.nonce, 1));
    expect(second.body).not.toContain(first.nonce);
    expect(shop.renders()).toBe(1);
  });

  it('keeps each address apart: path, query and https', async () => {
    const shop = harness();
    await shop.get('/pages/search?search=a');
    expect((await shop.get('/pages/search?search=b')).body).toContain('render 2');
    expect((await shop.get('/pages/search?search=a')).body).toContain('render 1');
    const https = { 'X-Forwarded-Proto': 'https' };
    // A client's own X-Forwarded-Proto is not believed (no trusted proxy): the same page.
    expect((await shop.get('/pages/search?search=a', https)).body).toContain('render 1');
    // Through a trusted proxy it is an https page, kept apart (its links may differ).
    process.env.STOREFRONT_TRUST_PROXY = '1';
    try {
      expect((await shop.get('/pages/search?search=a', https)).body).toContain('render 3');
    } finally {
      delete process.env.STOREFRONT_TRUST_PROXY;
    }
  });

  it('serves a campaign’s visitors the page kept without its tags (issue 40)', async () => {
    const shop = harness();
    await shop.get('/pages/search?search=a');
    const tagged = await shop.get('/pages/search?search=a&utm_source=fb&gclid=1&fbclid=2');
    expect(tagged.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(tagged.body).toBe(renderedPage(tagged.nonce, 1));
    // Only the tags are left out: another query is another page.
    expect((await shop.get('/pages/search?search=b&utm_source=fb')).body).toContain('render 2');
    // With no page kept, a tagged address renders the page, kept for the untagged address.
    expect((await shop.get('/pages/sales?utm_campaign=x')).body).toContain('render 3');
    expect((await shop.get('/pages/sales')).body).toContain('render 3');
    expect((await shop.get('/pages/sales?utm_campaign=y')).body).toContain('render 3');
    expect(shop.renders()).toBe(3);
  });

  it('gives a burst of differently tagged visitors to a cold page one render', async () => {
    const shop = harness();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, visitor) => shop.get(`/kept?utm_source=s${visitor}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(shop.renders()).toBe(1);
  });

  it('starts at most its renders a second for pages not kept, and answers busy past a second’s wait', async () => {
    const shop = harness({ rendersPerSecond: () => 2 });
    await shop.get('/kept');
    const burst = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e', '/f'].map((path) => shop.get(path)),
    );
    // A second's worth (two, one of them taken by /kept) at once, then one each half second for
    // up to a second; the rest are answered busy.
    expect(shop.waits).toEqual([500, 1000]);
    expect(burst.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 503, 503]);
    expect(burst[4]?.headers.get('Retry-After')).toBe('2');
    expect(shop.renders()).toBe(5);
    // A kept page is served meanwhile, taking no turn.
    const kept = await shop.get('/kept');
    expect(kept.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    shop.advance(3_000);
    expect((await shop.get('/e')).status).toBe(200);
  });

  it('renders at most its slots at once: the next waits for a slot, or is answered busy', async () => {
    // Waits for a slot end when the test says (their timers), not at once.
    const timers: (() => void)[] = [];
    const shop = harness({
      rendersInFlight: () => 2,
      wait: (ms) => new Promise((resolve) => timers.push(() => resolve(ms))),
    });
    // Each render is drawn when the test lets it finish.
    const held: (() => void)[] = [];
    const quick = shop.state.render;
    shop.state.render = (nonce, count, context) => {
      const rendered = quick(nonce, count, context);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          held.push(() => {
            void rendered.text().then((text) => {
              controller.enqueue(new TextEncoder().encode(text));
              controller.close();
            });
          });
        },
      });
      return new Response(stream, { headers: rendered.headers });
    };
    const [a, b, c, d] = ['/a', '/b', '/c', '/d'].map((path) => shop.get(path));
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    // Two render; /c and /d wait for a slot.
    expect(shop.renders()).toBe(2);
    held[0]?.();
    expect((await a)?.status).toBe(200);
    // /a's slot goes to /c, the first waiting.
    await vi.waitFor(() => expect(shop.renders()).toBe(3));
    // No slot frees within /d's wait: it is told the shop is busy, without rendering.
    for (const expire of timers) expire();
    expect((await d)?.status).toBe(503);
    held[1]?.();
    held[2]?.();
    expect([(await b)?.status, (await c)?.status]).toEqual([200, 200]);
    expect(shop.renders()).toBe(3);
    // Every slot was given back: two render at once again.
    shop.state.render = quick;
    expect((await Promise.all([shop.get('/e'), shop.get('/f')])).map((x) => x.status)).toEqual([
      200, 200,
    ]);
  });

  it('has the requests for one address wait for its one render, through its turn or its refusal', async () => {
    const shop = harness({ rendersPerSecond: () => 1 });
    await shop.get('/kept');
    await shop.get('/y');
    // The next turn is a second away: the render of /x waits for it, and the other two requests
    // for /x wait for that render instead of taking turns of their own.
    const x = await Promise.all([shop.get('/x'), shop.get('/x'), shop.get('/x')]);
    expect(x.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(shop.waits).toEqual([1000]);
    expect(shop.renders()).toBe(3);
    // No turn within a second: the render of /z is refused, and so are the requests waiting for it.
    const z = await Promise.all([shop.get('/z'), shop.get('/z'), shop.get('/z')]);
    expect(z.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(shop.renders()).toBe(3);
  });

  it('never answers a signed-in shopper from it, nor keeps the page rendered for one', async () => {
    const shop = harness();
    const signedIn = { Cookie: 'locale=ru; token=abc' };
    const first = await shop.get('/pages/cart', signedIn);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect((await shop.get('/pages/cart', signedIn)).body).toContain('render 2');
    expect((await shop.get('/pages/cart')).body).toContain('render 3');
    expect((await shop.get('/pages/cart', { Cookie: 'locale=ru' })).body).toContain('render 3');
  });

  it.each([
    ['a cookie', { 'Set-Cookie': 'token=; Max-Age=0' }, 200, 'text/html'],
    ['a private answer', { 'Cache-Control': 'private, no-store' }, 200, 'text/html'],
    ['a page that is not found', {}, 404, 'text/html'],
    ['a resource that is not a page', {}, 200, 'application/json'],
  ])('does not keep %s', async (_what, extra, status, type) => {
    const shop = harness();
    shop.state.render = (nonce, count) =>
      new Response(renderedPage(nonce, count), {
        status,
        headers: { 'Content-Type': type, ...extra },
      });
    await shop.get('/pages/x');
    const again = await shop.get('/pages/x');
    expect(again.body).toContain('render 2');
  });

  it('keeps page data (single fetch) as it keeps pages', async () => {
    const shop = harness();
    shop.state.render = (_nonce, count) =>
      new Response(`[{"render":${count}}]`, { headers: { 'Content-Type': 'text/x-script' } });
    await shop.get('/pages/about.data');
    expect((await shop.get('/pages/about.data')).body).toBe('[{"render":1}]');
  });

  it('does not keep a page where its nonce stands anywhere but in a nonce attribute', async () => {
    const shop = harness();
    shop.state.render = (nonce, count) =>
      new Response(`${renderedPage(nonce, count)}<p>${nonce}</p>`, {
        headers: { 'Content-Type': 'text/html' },
      });
    await shop.get('/pages/about');
    expect((await shop.get('/pages/about')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });

  it('does not keep a page whose render failed part-way', async () => {
    const shop = harness();
    shop.state.render = () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<html>'));
          controller.error(new Error('render failed'));
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'text/html' } });
    };
    await expect(shop.get('/pages/about')).rejects.toThrow('render failed');
    shop.state.render = (nonce, count) =>
      new Response(renderedPage(nonce, count), { headers: { 'Content-Type': 'text/html' } });
    expect((await shop.get('/pages/about')).body).toContain('render 2');
  });

  it('past its freshness one request renders anew while the others get the kept page', async () => {
    const shop = harness();
    await shop.get('/');
    shop.advance(FRESH);
    // The first request past freshness renders; a slow render lets others arrive meanwhile.
    let finish: (response: Response) => void = () => undefined;
    const slow = shop.state.render;
    shop.state.render = (nonce, count, context) => {
      const rendered = slow(nonce, count, context);
      return new Response(
        new ReadableStream({
          start(controller) {
            finish = () => {
              void rendered.text().then((text) => {
                controller.enqueue(new TextEncoder().encode(text));
                controller.close();
              });
            };
          },
        }),
        { headers: rendered.headers },
      );
    };
    const refreshing = shop.get('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const meanwhile = await shop.get('/');
    expect(meanwhile.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(meanwhile.body).toContain('render 1');
    finish(new Response());
    expect((await refreshing).body).toContain('render 2');
    shop.state.render = slow;
    expect((await shop.get('/')).body).toContain('render 2');
    expect(shop.renders()).toBe(2);
  });

  it('does not keep a page drawn without part of its shell (the API away)', async () => {
    const shop = harness();
    const whole = shop.state.render;
    shop.state.render = (nonce, count, context) => {
      context.set(incompletePageContext, true);
      return whole(nonce, count, context);
    };
    expect((await shop.get('/pages/modals')).status).toBe(200);
    shop.state.render = whole;
    expect((await shop.get('/pages/modals')).body).toContain('render 2');
    expect((await shop.get('/pages/modals')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('renders a cold page once for a burst: the others wait for it, each with its own nonce', async () => {
    const shop = harness();
    const burst = await Promise.all(Array.from({ length: 20 }, () => shop.get('/')));
    expect(shop.renders()).toBe(1);
    const marks = burst.map((answer) => answer.headers.get(PAGE_CACHE_HEADER));
    expect(marks.filter((mark) => mark === 'miss')).toHaveLength(1);
    expect(marks.filter((mark) => mark === 'hit')).toHaveLength(19);
    for (const answer of burst) expect(answer.body).toBe(renderedPage(answer.nonce, 1));
    // Another address is not held up by it.
    await Promise.all([shop.get('/a'), shop.get('/b')]);
    expect(shop.renders()).toBe(3);
  });

  it('lets the waiting requests render for themselves when the page cannot be kept', async () => {
    const shop = harness();
    shop.state.render = (nonce, count) =>
      new Response(renderedPage(nonce, count), { status: 503, headers: { 'Retry-After': '30' } });
    const burst = await Promise.all(Array.from({ length: 3 }, () => shop.get('/')));
    expect(burst.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(shop.renders()).toBe(3);
    // A render that fails part-way frees the address too.
    shop.state.render = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.error(new Error('render failed'));
          },
        }),
        { headers: { 'Content-Type': 'text/html' } },
      );
    const failed = await Promise.allSettled([shop.get('/x'), shop.get('/x')]);
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(shop.renders()).toBe(5);
  });

  it('past freshness and staleness together a page is rendered again', async () => {
    const shop = harness();
    await shop.get('/');
    shop.advance(FRESH + STALE);
    expect((await shop.get('/')).body).toContain('render 2');
  });

  it('is off when its freshness is 0', async () => {
    const shop = harness({ freshMs: () => 0 });
    await shop.get('/');
    const again = await shop.get('/');
    expect(again.body).toContain('render 2');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('holds pages up to its weight and drops the least recently used first', async () => {
    const size = renderedPage('nonce1+/=', 1).length;
    const shop = harness({ maxLength: size * 2 });
    await shop.get('/a');
    await shop.get('/b');
    // /a used again: /b is now the least recently used, and goes when /c comes.
    expect((await shop.get('/a')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    await shop.get('/c');
    expect((await shop.get('/a')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await shop.get('/b')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });
});

describe('the busy page', () => {
  it('is a 503 of the shop’s own in each language, made without rendering', async () => {
    // As the root's first middleware does for every request.
    registerCatalogues({ ro, en, ru });
    const titles = { ro: 'Magazinul', en: 'The shop is briefly unavailable', ru: 'Магазин' };
    for (const [locale, title] of Object.entries(titles) as [LocaleCode, string][]) {
      const response = busyPage(locale);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe(String(BUSY_RETRY_AFTER));
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(new RegExp(`<h1>${title}[^<]*</h1>`));
      expect(html).not.toMatch(/errorPage\.|apiError\./);
    }
  });
});
