import { TOKEN_COOKIE, withoutMarketingParams } from '@shop/core/rules';
import { createContext, type MiddlewareFunction } from 'react-router';
import { busyPage } from '../shell/maintenance.server.js';
import { msSetting } from './env.server.js';
import { localeOfPath } from './locale.js';
import { isPageAnswer, nonceContext } from './security.server.js';
import { cookieValue, isHttps } from './session.server.js';

/** The answer a page cache hit or a stored miss is marked with (X-Page-Cache: hit | miss). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * Set by a loader whose page is drawn without part of what it shows (the API did not answer for
 * the shell's menu or footer): the page still answers, but is not kept, so the next shopper gets
 * it whole as soon as the API is back.
 */
export const incompletePageContext = createContext<boolean>(false);

export interface PageCacheOptions {
  /** How long a rendered page is served as it is, in ms (read per request; 0 turns it off). */
  freshMs: () => number;
  /** How long past that it is still served while one request renders it anew, in ms. */
  staleMs: number;
  /** The most characters the kept pages may hold together (about two bytes each in memory). */
  maxLength: number;
  /**
   * How many pages that are not kept may start rendering each second, a second's worth at once
   * (read per request; 0: no bound). Rendering is what costs CPU: an address nobody asked for
   * before (`/?x=<random>`) must not be able to slow every kept page down.
   */
  rendersPerSecond: () => number;
  /**
   * How many of those may be rendering at once (read per request; 0: no bound). A page costs what
   * its route costs (a listing more than an article), and renders in one process share its one
   * thread: past this many, a new render waits for one to end rather than slowing all of them.
   */
  rendersInFlight: () => number;
  /** The answer when a render would have to wait more than a second for its turn (a 503). */
  busy: (url: URL) => Response;
  now?: () => number;
  /** Waits `ms` for a render's turn. @default a timer */
  wait?: (ms: number) => Promise<unknown>;
}

/** What a render that was refused for want of a turn or a slot tells the requests waiting for it. */
const BUSY = Symbol('busy');

/** The longest a render waits for its turn before the request is answered busy, in ms. */
const MAX_TURN_WAIT_MS = 1_000;

/**
 * Turns for renders, `perSecond` of them a second and a second's worth at once (the generic cell
 * rate algorithm): each turn is given the time `at` and `at` moves on by one interval. Answers
 * how long to wait for a turn, or undefined when that is more than MAX_TURN_WAIT_MS.
 */
function renderTurns(now: () => number) {
  let at = -Infinity;
  return (perSecond: number): number | undefined => {
    if (perSecond <= 0) return 0;
    const interval = 1000 / perSecond;
    const time = now();
    const next = Math.max(at, time - 1000);
    const wait = next - time;
    if (wait > MAX_TURN_WAIT_MS) return undefined;
    at = next + interval;
    return Math.max(0, wait);
  };
}

/**
 * Slots for renders in flight: a render holds one until its page is drawn (a page that will not
 * be kept, such as an error page, gives it back as soon as its answer starts); past `limit` a
 * render waits for a slot, first come first served, for at most `maxWaitMs`. Answers the slot's
 * release, or undefined when the wait ran out.
 */
function renderSlots(wait: (ms: number) => Promise<unknown>) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const handOff = () => {
    const nextUp = waiting.shift();
    if (nextUp) nextUp();
    else inFlight -= 1;
  };
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      handOff();
    };
  };
  return (limit: number, maxWaitMs: number): Promise<(() => void) | undefined> => {
    if (limit <= 0) return Promise.resolve(() => undefined);
    if (inFlight < limit) {
      inFlight += 1;
      return Promise.resolve(releaseOnce());
    }
    return new Promise((resolve) => {
      const take = () => resolve(releaseOnce());
      waiting.push(take);
      void wait(maxWaitMs).then(() => {
        const at = waiting.indexOf(take);
        if (at === -1) return;
        waiting.splice(at, 1);
        resolve(undefined);
      });
    });
  };
}

interface Kept {
  body: string;
  /** The nonce the page was rendered with, written afresh into every answer made from it. */
  nonce: string;
  status: number;
  headers: [string, string][];
  at: number;
  /** One request is rendering the page again: the others are served the kept one meanwhile. */
  refreshing: boolean;
}

/**
 * What may be kept: a whole 200 page that sets no cookie and that its route did not mark private.
 * Signed-in requests never reach here (keyOf), so no shopper's data is ever in the cache.
 */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    isPageAnswer(response.headers) &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(response.headers.get('Cache-Control') ?? '')
  );
}

/** The nonce as it stands in the page: only as the value of a nonce attribute. */
const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/**
 * Whether every occurrence of the page's nonce is a nonce attribute (React escapes quotes in text
 * and attributes, so a page's own text cannot spell one): then writing a fresh nonce into those
 * attributes leaves no trace of the old one, which must never be served twice.
 */
function nonceOnlyInAttributes(body: string, nonce: string): boolean {
  return body.split(nonce).length === body.split(nonceAttribute(nonce)).length;
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * A short cache of whole pages for shoppers who are not signed in, in this process.
 *
 * Rendering a page costs the storefront 10–30 ms of CPU, and every anonymous
 * shopper's page at one address is the same: the signed-in shopper's session is the only
 * per-shopper part of a page, and the language is in the address (its cookie is set by the
 * locale middleware, outside this cache). So a GET without a session cookie is answered from a
 * page rendered at most `freshMs` ago; past that one request renders it again while the others
 * are served the kept one for up to `staleMs` more.
 *
 * Each answer gets its own Content-Security-Policy nonce: the kept page's nonce attributes are
 * rewritten with the request's nonce, which the security middleware then puts in the header. A
 * page whose old nonce would survive anywhere else is not kept.
 *
 * The cache is keyed by address (path and query without marketing tags, and whether it came over
 * https), holds pages up to `maxLength` characters together and drops the least recently used
 * first. A miss streams as before; the copy is kept once the whole page has been rendered. An
 * address is rendered by one request at a time: misses that come while it renders (or waits for
 * its turn) wait for that page (a burst on a cold page costs one render, not one each), and render
 * for themselves only when it cannot be kept.
 */
export function pageCache(options: PageCacheOptions): MiddlewareFunction<Response> {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const turn = renderTurns(now);
  const slot = renderSlots(wait);
  const kept = new Map<string, Kept>();
  /** The addresses being rendered with no kept page to serve meanwhile: what their render keeps. */
  const rendering = new Map<string, Promise<Kept | null | typeof BUSY>>();
  let weight = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    weight -= entry.body.length;
    kept.delete(key);
  };

  const keep = (key: string, entry: Kept) => {
    drop(key);
    if (entry.body.length > options.maxLength) return;
    kept.set(key, entry);
    weight += entry.body.length;
    for (const oldest of kept.keys()) {
      if (weight <= options.maxLength) break;
      drop(oldest);
    }
  };

  const answer = (entry: Kept, nonce: string) => {
    const headers = new Headers(entry.headers);
    headers.set(PAGE_CACHE_HEADER, 'hit');
    const body = entry.body.replaceAll(nonceAttribute(entry.nonce), nonceAttribute(nonce));
    return new Response(body, { status: entry.status, headers });
  };

  return async ({ request, context }, next) => {
    const freshMs = options.freshMs();
    if (freshMs <= 0 || request.method !== 'GET' || cookieValue(request, TOKEN_COOKIE)) {
      return next();
    }
    const url = new URL(request.url);
    const scheme = isHttps(request) ? 'https' : 'http';
    // A campaign's tags are not part of the page (withoutMarketingParams): its visitors share
    // the untagged page and its one render.
    const key = `${scheme} ${url.pathname}${withoutMarketingParams(url.search)}`;
    const nonce = context.get(nonceContext);
    const found = kept.get(key);
    if (found) {
      const age = now() - found.at;
      if (age < freshMs || (found.refreshing && age < freshMs + options.staleMs)) {
        // The most recently used last: the first in the map is the first to go.
        kept.delete(key);
        kept.set(key, found);
        return answer(found, nonce);
      }
      if (age >= freshMs + options.staleMs) drop(key);
      else found.refreshing = true;
    }
    const refreshing = found !== undefined && kept.get(key) === found;
    if (!refreshing) {
      const other = rendering.get(key);
      if (other) {
        const entry = await other;
        if (entry === BUSY) return options.busy(url);
        if (entry) return answer(entry, nonce);
        // That render could not be kept (an error page, a nonce in its text): render this one.
        return next();
      }
    }
    let settle: (entry: Kept | null | typeof BUSY) => void = () => undefined;
    if (!refreshing) {
      // Claimed before the waits below, so the requests for this address that come meanwhile
      // wait for this one render (or are told the shop is busy with it).
      rendering.set(
        key,
        new Promise((resolve) => {
          settle = resolve;
        }),
      );
    }
    let releaseSlot = () => {};
    /** The render is over: what it kept (null: nothing) goes to the requests waiting for it. */
    const finish = (entry: Kept | null | typeof BUSY) => {
      releaseSlot();
      if (found) found.refreshing = false;
      if (!refreshing) {
        rendering.delete(key);
        settle(entry);
      }
    };
    if (!refreshing) {
      // Nothing to serve meanwhile: this render waits for its turn and a free slot, together
      // at most MAX_TURN_WAIT_MS, or the shop is too busy.
      const waitMs = turn(options.rendersPerSecond());
      if (waitMs !== undefined && waitMs > 0) await wait(waitMs);
      const release =
        waitMs === undefined
          ? undefined
          : await slot(options.rendersInFlight(), MAX_TURN_WAIT_MS - waitMs);
      if (!release) {
        finish(BUSY);
        return options.busy(url);
      }
      releaseSlot = release;
    }

    let response: Response;
    try {
      response = await next();
    } catch (error) {
      finish(null);
      throw error;
    }
    if (!storable(response) || !response.body || context.get(incompletePageContext)) {
      finish(null);
      return response;
    }
    const [mine, copy] = response.body.tee();
    const headers = [...response.headers];
    const at = now();
    textOf(copy)
      .then((body) => {
        if (!nonceOnlyInAttributes(body, nonce)) return finish(null);
        const entry = { body, nonce, status: response.status, headers, at, refreshing: false };
        keep(key, entry);
        finish(entry);
      })
      // The render failed part-way: the shopper's answer ends with the error; nothing is kept.
      .catch(() => finish(null));
    const out = new Response(mine, response);
    out.headers.set(PAGE_CACHE_HEADER, 'miss');
    return out;
  };
}

/** The storefront's page cache: 5 s fresh by default, a minute more while one request renders. */
export const pageCacheMiddleware = pageCache({
  // PAGE_CACHE_MS (read on every request): 0 renders every page.
  freshMs: () => msSetting(process.env.PAGE_CACHE_MS, 5_000),
  staleMs: 60_000,
  // About 64 MB of pages per process.
  maxLength: 32 * 1024 * 1024,
  // PAGE_RENDERS_PER_SECOND (read on every request; 0: no bound): about 60 % of one core at the
  // 10–30 ms a page takes, so kept pages stay fast while new ones queue.
  rendersPerSecond: () => msSetting(process.env.PAGE_RENDERS_PER_SECOND, 30),
  // PAGE_RENDERS_IN_FLIGHT (read on every request; 0: no bound): a few at once keep each render
  // near its own cost when the pages asked for are dear ones.
  rendersInFlight: () => msSetting(process.env.PAGE_RENDERS_IN_FLIGHT, 4),
  busy: (url) => busyPage(localeOfPath(url.pathname)),
});
