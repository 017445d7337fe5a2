/**
 * The listing route of a catalogue level (category, subcategory or sub-subcategory): every level
 * lists its products at /pages/catalog/{slug}. Passed to ShopLink, which adds the language prefix.
 *
 * @example catalogueHref('bormasini') // '/pages/catalog/bormasini'
 */
export function catalogueHref(slug: string): string {
  return `/pages/catalog/${encodeURIComponent(slug)}`;
}
