/**
 * @shop/ui: every component of the shop. Explicit names here; each folder is also a subpath
 * (`@shop/ui/primitives/button`, `@shop/ui/i18n`, `@shop/ui/theme`).
 */
export { cn } from './lib/cn.js';
export { Button, buttonVariants } from './primitives/button/index.js';
export type { ButtonProps } from './primitives/button/index.js';
export {
  API_DETAILS,
  CATALOGUES,
  en,
  formatDate,
  formatLocaleNumber,
  getTranslator,
  I18nProvider,
  isApiDetail,
  pluralCategory,
  ro,
  ru,
  SHOP_TIME_ZONE,
  translate,
  translateApiDetail,
  translateFieldError,
  useLocale,
  useT,
} from './i18n/index.js';
export type {
  ApiDetail,
  I18nProviderProps,
  MessageKey,
  MessageParams,
  PluralKey,
  Translator,
} from './i18n/index.js';
export {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme/index.js';
export type { SettingsColours } from './theme/index.js';
