import { DEFAULT_LOCALE, type LocaleCode } from '@shop/core/rules';
import { createContext, use, type ReactNode } from 'react';
import { getTranslator, type Translator } from './translate.js';

/**
 * The current language. Without an `I18nProvider` above, components read the default, 'ro': a
 * component rendered alone (a test, a story) shows Romanian rather than failing.
 */
const LocaleContext = createContext<LocaleCode>(DEFAULT_LOCALE);
LocaleContext.displayName = 'LocaleContext';

export interface I18nProviderProps {
  /** The language of everything below. */
  locale: LocaleCode;
  children?: ReactNode;
}

/**
 * Gives the components below their language. It holds no state: the storefront decides the
 * locale (from the path) and passes it in; changing it re-renders the readers.
 *
 * @example
 * ```tsx
 * <I18nProvider locale="ru"><App /></I18nProvider>
 * ```
 */
export function I18nProvider({ locale, children }: I18nProviderProps): ReactNode {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The current language code ('ro' without a provider). */
export function useLocale(): LocaleCode {
  return use(LocaleContext);
}

/**
 * The current language's translator: `t(key, params)`, `money(bani)`, `number(n)`,
 * `date(d, style)`, `fieldError(e)`, `apiDetail(code)`. The object is the same for every render
 * in one language (one per locale), so it is safe in dependency lists. 'ro' without a provider.
 */
export function useT(): Translator {
  return getTranslator(useLocale());
}
