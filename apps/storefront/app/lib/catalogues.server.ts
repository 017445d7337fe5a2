import { DEFAULT_LOCALE, type LocaleCode } from '@shop/core/rules';
import { catalogueOf, en, registerCatalogues, ro, ru, type Catalogues } from '@shop/ui';

// The server renders every language.
registerCatalogues({ ro, en, ru });

/**
 * The catalogue a browser page needs besides Romanian (which its code always has): sent once with
 * the root's data, so a page carries only its own language.
 */
export function pageCatalogue(locale: LocaleCode): Catalogues | null {
  if (locale === DEFAULT_LOCALE) return null;
  const catalogue = catalogueOf(locale);
  return catalogue ? { [locale]: catalogue } : null;
}
