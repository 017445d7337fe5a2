import type { Category } from '@shop/core/contract';
import { normaliseSearchText, searchKey } from '@shop/core/rules';

/** One catalogue level (category, subcategory or sub-subcategory) as the search sees it. */
export interface CatalogueSearchEntry {
  /** Unique across levels (ids of different levels may repeat): `1`, `1/31`, `1/31/311`. */
  readonly key: string;
  readonly name: string;
  readonly slug: string;
  /** The names above it, from its top category down (empty for a top category). */
  readonly parents: readonly string[];
  /** searchKey of its own name. */
  readonly nameKey: string;
  /** searchKey of its whole path (parents and name). */
  readonly pathKey: string;
}

/** Every level of the catalogue, in tree order (a parent before its children). */
export function catalogueSearchIndex(categories: readonly Category[]): CatalogueSearchEntry[] {
  const entries: CatalogueSearchEntry[] = [];
  const add = (key: string, name: string, slug: string, parents: readonly string[]) => {
    entries.push({
      key,
      name,
      slug,
      parents,
      nameKey: searchKey(name),
      pathKey: searchKey([...parents, name].join(' ')),
    });
  };
  for (const category of categories) {
    add(String(category.id), category.name, category.slug, []);
    for (const subcategory of category.category_in_subcategory) {
      const subKey = `${category.id}/${subcategory.id}`;
      add(subKey, subcategory.name, subcategory.slug, [category.name]);
      for (const child of subcategory.subsubcategory_in_subcategory) {
        add(`${subKey}/${child.id}`, child.name, child.slug, [category.name, subcategory.name]);
      }
    }
  }
  return entries;
}

/**
 * The levels a search text finds, in tree order; `null` when the text is empty (no search:
 * show the drill-down). Diacritics and case do not matter (core `searchKey`: 'gradina' finds
 * 'Grădină'). Every word must occur in the level's path and at least one in its own name, so
 * 'gradina lopeti' finds Grădină › Unelte › Lopeți while 'scule' does not list every level
 * under 'Scule electrice'.
 *
 * @example searchCatalogue(index, 'bormasini') // Bormașini and its children
 */
export function searchCatalogue(
  index: readonly CatalogueSearchEntry[],
  text: string,
): CatalogueSearchEntry[] | null {
  const query = searchKey(normaliseSearchText(text));
  if (query === '') return null;
  const words = query.split(' ');
  return index.filter(
    (entry) =>
      words.every((word) => entry.pathKey.includes(word)) &&
      words.some((word) => entry.nameKey.includes(word)),
  );
}
