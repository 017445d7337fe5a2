import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, createTestApi, type TestApi } from '../../test/harness.js';
import { categoryTree, categoryTreeCache } from './category-tree.js';

describe('categoryTree', () => {
  const tree = categoryTree([
    { id: 1, parent_id: null, slug: 'tools' },
    { id: 2, parent_id: 1, slug: 'drills' },
    { id: 3, parent_id: 2, slug: 'cordless' },
    { id: 4, parent_id: 1, slug: 'saws' },
    { id: 5, parent_id: null, slug: 'garden' },
    { id: 6, parent_id: 99, slug: 'orphan' },
  ]);

  it('gives a category with every category below it, at any depth', () => {
    expect(tree.subtree('tools')?.sort()).toEqual([1, 2, 3, 4]);
    expect(tree.subtree('drills')?.sort()).toEqual([2, 3]);
    expect(tree.subtree('cordless')).toEqual([3]);
    expect(tree.subtree('garden')).toEqual([5]);
    expect(tree.subtree('orphan')).toEqual([6]);
  });

  it('knows no unknown slug', () => {
    expect(tree.subtree('nope')).toBeUndefined();
  });

  it('lists each category once even when bad data makes a cycle', () => {
    const cyclic = categoryTree([
      { id: 1, parent_id: 2, slug: 'a' },
      { id: 2, parent_id: 1, slug: 'b' },
    ]);
    expect(cyclic.subtree('a')?.sort()).toEqual([1, 2]);
  });
});

const names = (text: string) => ({ ro: text, en: text, ru: text });

describe('categoryTreeCache', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite');
  });
  afterAll(() => api.close());

  it('reads the tree once per ttl, and sees a new category after it', async () => {
    let clock = 0;
    const tree = categoryTreeCache(api.app.db, 1_000, () => clock);
    const first = await tree();
    expect(await tree()).toBe(first);
    const { parentSlug: top, id } = await addCategory(api, 'cache-test-new', names('new'));
    clock = 999;
    expect((await tree()).subtree('cache-test-new')).toBeUndefined();
    clock = 1_000;
    const next = await tree();
    expect(next).not.toBe(first);
    expect(next.subtree('cache-test-new')).toEqual([id]);
    expect(next.subtree(top)).toContain(id);
  });

  it('shares one read between concurrent calls, and reads every time with ttl 0', async () => {
    const cached = categoryTreeCache(api.app.db, 60_000);
    const [a, b] = await Promise.all([cached(), cached()]);
    expect(a).toBe(b);
    const uncached = categoryTreeCache(api.app.db, 0);
    const first = await uncached();
    await addCategory(api, 'cache-test-ttl-zero', names('ttl zero'));
    expect((await uncached()).subtree('cache-test-ttl-zero')).toHaveLength(1);
    expect(first.subtree('cache-test-ttl-zero')).toBeUndefined();
  });
});
