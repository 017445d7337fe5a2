import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueCategories } from './examples/mobile-catalogue.examples.js';
import {
  CATALOGUE_TOP,
  catalogueLevel,
  resolveCatalogueLevel,
  type CatalogueLevel,
  type CatalogueLevelAction,
} from './mobile-catalogue.level.js';

const run = (state: CatalogueLevel, ...actions: CatalogueLevelAction[]) =>
  actions.reduce(catalogueLevel, state);

describe('catalogueLevel', () => {
  it('drills down two levels and comes back one at a time', () => {
    const deep = run(
      CATALOGUE_TOP,
      { type: 'category', categoryId: 1 },
      { type: 'subcategory', subcategoryId: 31 },
    );
    expect(deep).toEqual({ depth: 2, categoryId: 1, subcategoryId: 31 });
    expect(run(deep, { type: 'back' })).toEqual({ depth: 1, categoryId: 1 });
    expect(run(deep, { type: 'back' }, { type: 'back' })).toBe(CATALOGUE_TOP);
    expect(run(deep, { type: 'top' })).toBe(CATALOGUE_TOP);
  });

  it('stays at the top on back, and has no subcategory without a category', () => {
    expect(run(CATALOGUE_TOP, { type: 'back' })).toBe(CATALOGUE_TOP);
    expect(run(CATALOGUE_TOP, { type: 'subcategory', subcategoryId: 31 })).toBe(CATALOGUE_TOP);
  });

  it('a subcategory replaces the open one at the deepest level', () => {
    expect(
      run(
        { depth: 2, categoryId: 1, subcategoryId: 31 },
        { type: 'subcategory', subcategoryId: 32 },
      ),
    ).toEqual({ depth: 2, categoryId: 1, subcategoryId: 32 });
  });

  it('never goes deeper than 2 or below 0, and back always climbs one level', () => {
    const action: fc.Arbitrary<CatalogueLevelAction> = fc.oneof(
      fc.nat(9).map((categoryId) => ({ type: 'category' as const, categoryId })),
      fc.nat(9).map((subcategoryId) => ({ type: 'subcategory' as const, subcategoryId })),
      fc.constantFrom<CatalogueLevelAction>({ type: 'back' }, { type: 'top' }),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        let state = CATALOGUE_TOP;
        for (const next of actions) {
          const after = catalogueLevel(state, next);
          expect([0, 1, 2]).toContain(after.depth);
          if (next.type === 'back') expect(after.depth).toBe(Math.max(0, state.depth - 1));
          if (after.depth === 2 && state.depth !== 0 && next.type === 'subcategory') {
            expect(after.categoryId).toBe(state.categoryId);
          }
          state = after;
        }
      }),
    );
  });
});

describe('resolveCatalogueLevel', () => {
  const tools = catalogueCategories[0];
  const drills = tools?.category_in_subcategory[0];

  it('finds the category and subcategory of a level', () => {
    expect(resolveCatalogueLevel(catalogueCategories, CATALOGUE_TOP)).toEqual({ depth: 0 });
    expect(resolveCatalogueLevel(catalogueCategories, { depth: 1, categoryId: 1 })).toEqual({
      depth: 1,
      category: tools,
    });
    expect(
      resolveCatalogueLevel(catalogueCategories, {
        depth: 2,
        categoryId: 1,
        subcategoryId: drills?.id ?? -1,
      }),
    ).toEqual({ depth: 2, category: tools, subcategory: drills });
  });

  it('falls back to the nearest level that still exists', () => {
    expect(resolveCatalogueLevel(catalogueCategories, { depth: 1, categoryId: 404 })).toEqual({
      depth: 0,
    });
    expect(
      resolveCatalogueLevel(catalogueCategories, { depth: 2, categoryId: 1, subcategoryId: 404 }),
    ).toEqual({ depth: 1, category: tools });
    expect(resolveCatalogueLevel([], { depth: 2, categoryId: 1, subcategoryId: 1 })).toEqual({
      depth: 0,
    });
  });
});
