import { describe, expect, it } from 'vitest';
import { catalogueCategories } from './examples/mobile-catalogue.examples.js';
import { catalogueSearchIndex, searchCatalogue } from './mobile-catalogue.search.js';

const index = catalogueSearchIndex(catalogueCategories);
const names = (text: string) => searchCatalogue(index, text)?.map((entry) => entry.name) ?? null;

describe('catalogue search', () => {
  it('indexes every level in tree order with its parents', () => {
    const levels = catalogueCategories.reduce(
      (count, category) =>
        count +
        1 +
        category.category_in_subcategory.reduce(
          (sum, sub) => sum + 1 + sub.subsubcategory_in_subcategory.length,
          0,
        ),
      0,
    );
    expect(index).toHaveLength(levels);
    expect(new Set(index.map((entry) => entry.key)).size).toBe(levels);
    expect(index[0]).toMatchObject({ name: 'Scule electrice', parents: [] });
    expect(index[1]).toMatchObject({ name: 'Bormașini', parents: ['Scule electrice'] });
    expect(index[2]).toMatchObject({
      name: 'Bormașini cu acumulator',
      parents: ['Scule electrice', 'Bormașini'],
      slug: 'bormasini-cu-acumulator',
    });
  });

  it('is no search for empty or blank text', () => {
    expect(searchCatalogue(index, '')).toBeNull();
    expect(searchCatalogue(index, '   ')).toBeNull();
  });

  it('ignores diacritics, case and extra spaces, on all three levels', () => {
    expect(names('gradina')).toEqual([
      'Grădină',
      'Unelte de grădină',
      'Foarfeci de grădină',
      'Mobilier de grădină',
    ]);
    expect(names('  BORMASINI  ')).toEqual([
      'Bormașini',
      'Bormașini cu acumulator',
      'Bormașini cu percuție',
      'Bormașini cu fir',
    ]);
    expect(names('țevi')).toEqual(names('tevi'));
    expect(names('ţevi')).toEqual(['Țevi și fitinguri', 'Țevi PPR', 'Țevi PVC']);
  });

  it('matches words across the path, with one in the level’s own name', () => {
    expect(names('gradina lopeti')).toEqual(['Lopeți']);
    expect(names('scule')).toEqual([
      'Scule electrice',
      'Accesorii pentru scule',
      'Truse de scule',
      'Scule de mână',
    ]);
  });

  it('finds nothing for an unknown word', () => {
    expect(names('trotinete')).toEqual([]);
  });
});
