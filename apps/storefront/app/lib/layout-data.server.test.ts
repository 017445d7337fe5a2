import type { LocaleCode } from '@shop/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { layoutDataCache, type LayoutData, type LayoutLoad } from './layout-data.server.js';

/** One shell answer per name, the same object each time (the cache hands out what it kept). */
const answers = new Map<string, LayoutData>();
const layout = (name: string): LayoutData => {
  const known = answers.get(name);
  if (known) return known;
  const made: LayoutData = {
    settings: null,
    categories: [],
    footerCategories: [],
    footerPages: [],
  };
  answers.set(name, made);
  return made;
};

/** Lets the promise callbacks already due run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cache over a fake load whose answers the test settles, on a clock the test moves. */
function setup({ freshMs = 1_000, staleMs = 5_000 } = {}) {
  let time = 0;
  let source = 'http://api-a';
  const pending: {
    locale: LocaleCode;
    resolve: (load: LayoutLoad) => void;
    reject: (error: Error) => void;
  }[] = [];
  const load = vi.fn(
    (locale: LocaleCode) =>
      new Promise<LayoutLoad>((resolve, reject) => pending.push({ locale, resolve, reject })),
  );
  const cache = layoutDataCache({ load, source: () => source, freshMs, staleMs, now: () => time });
  /** What a page gets: the shell's data (`cache` itself also says whether it is complete). */
  const get = (locale: LocaleCode) => cache(locale).then((loaded) => loaded.data);
  /** Settles the oldest load still running. */
  const answer = async (data: LayoutData, complete = true) => {
    const next = pending.shift();
    if (!next) throw new Error('no load is running');
    next.resolve({ data, complete });
    await settled();
  };
  return {
    cache,
    get,
    load,
    answer,
    fail: (error: Error) => pending.shift()?.reject(error),
    /** A page in `locale` that starts a load, which answers `name`: what the page got. */
    loaded: async (locale: LocaleCode, name: string) => {
      const page = get(locale);
      await answer(layout(name));
      return page;
    },
    advance: (ms: number) => (time += ms),
    setSource: (next: string) => (source = next),
  };
}

describe('layoutDataCache', () => {
  it('loads once for concurrent pages and reuses a complete load while it is fresh', async () => {
    const cache = setup();
    const first = cache.get('ro');
    const second = cache.get('ro');
    await cache.answer(layout('one'));
    expect(await first).toBe(layout('one'));
    expect(await second).toBe(layout('one'));
    cache.advance(999);
    expect(await cache.get('ro')).toBe(layout('one'));
    expect(cache.load).toHaveBeenCalledTimes(1);
  });

  it('keeps each language (and each API address) apart', async () => {
    const cache = setup();
    const ro = cache.get('ro');
    const ru = cache.get('ru');
    await cache.answer(layout('ro'));
    await cache.answer(layout('ru'));
    expect(await ro).toBe(layout('ro'));
    expect(await ru).toBe(layout('ru'));
    expect(cache.load.mock.calls.map(([locale]) => locale)).toEqual(['ro', 'ru']);
    cache.setSource('http://api-b');
    expect(await cache.loaded('ro', 'ro of b')).toBe(layout('ro of b'));
  });

  it('serves a stale load while one new load runs behind it, then the new one', async () => {
    const cache = setup();
    await cache.loaded('en', 'old');
    cache.advance(1_500);
    expect(await cache.get('en')).toBe(layout('old'));
    expect(await cache.get('en')).toBe(layout('old'));
    expect(cache.load).toHaveBeenCalledTimes(2);
    await cache.answer(layout('new'));
    expect(await cache.get('en')).toBe(layout('new'));
    expect(cache.load).toHaveBeenCalledTimes(2);
  });

  it('waits for a new load once the kept one is older than fresh and stale together', async () => {
    const cache = setup();
    await cache.loaded('ro', 'old');
    cache.advance(6_000);
    expect(await cache.loaded('ro', 'new')).toBe(layout('new'));
  });

  it('never keeps a load where a part failed: the next page asks again', async () => {
    const cache = setup();
    const first = cache.cache('ro');
    await cache.answer(layout('partial'), false);
    // The page is told, so that it is not kept either.
    expect(await first).toEqual({ data: layout('partial'), complete: false });
    const second = cache.cache('ro');
    expect(cache.load).toHaveBeenCalledTimes(2);
    await cache.answer(layout('whole'));
    expect(await second).toEqual({ data: layout('whole'), complete: true });
    expect(await cache.cache('ro')).toEqual({ data: layout('whole'), complete: true });
  });

  it('keeps serving the stale load when the load behind it fails, and tries again', async () => {
    const cache = setup();
    await cache.loaded('ro', 'old');
    cache.advance(2_000);
    expect(await cache.get('ro')).toBe(layout('old'));
    cache.fail(new Error('the API is away'));
    await settled();
    expect(await cache.get('ro')).toBe(layout('old'));
    expect(cache.load).toHaveBeenCalledTimes(3);
  });

  it('asks on every page when fresh is 0', async () => {
    const cache = setup({ freshMs: 0, staleMs: 0 });
    const first = cache.get('ro');
    await cache.answer(layout('one'));
    await first;
    const second = cache.get('ro');
    await cache.answer(layout('two'));
    expect(await second).toBe(layout('two'));
    expect(cache.load).toHaveBeenCalledTimes(2);
  });
});
