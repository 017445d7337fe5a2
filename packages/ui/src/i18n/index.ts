export { en } from './en.js';
export { LOADED_LATER, ro } from './ro.js';
export { roFirstLoad } from './ro-first-load.js';
export { ru } from './ru.js';
export { I18nProvider, useLocale, useT } from './i18n-provider.js';
export type { I18nProviderProps } from './i18n-provider.js';
export {
  API_DETAILS,
  catalogueOf,
  formatDate,
  formatLocaleNumber,
  getTranslator,
  isApiDetail,
  pluralCategory,
  registerCatalogues,
  SHOP_TIME_ZONE,
  translate,
  translateApiDetail,
  translateFieldError,
} from './translate.js';
export type { ApiDetail, Catalogues, Translator } from './translate.js';
export type { CatalogueNamespace, MessageKey, MessageParams, PluralKey } from './i18n.types.js';
