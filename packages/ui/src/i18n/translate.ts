import { API_ERROR_DETAILS } from '@shop/core/contract';
import {
  DEFAULT_LOCALE,
  formatMoney,
  toBani,
  LOCALES,
  SHOP_TIME_ZONE,
  type FieldError,
  type LocaleCode,
} from '@shop/core/rules';
import type {
  Catalogue,
  DateStyle,
  MessageKey,
  ParamsArg,
  ParamValue,
  PluralMessage,
} from './i18n.types.js';

/**
 * Dates and times are shown in the shop's time zone, whatever the shopper's device says: core's
 * constant (the server's days and the checkout's date window use it too), named here as well.
 */
export { SHOP_TIME_ZONE };

/**
 * Catalogues by locale, as `registerCatalogues` takes them: a whole catalogue (`{ ro }`) or some
 * of its namespaces (`{ ro: { productCard, price } }`, from `@shop/ui/catalogues/ro/product-card`, …).
 */
export type Catalogues = { readonly [L in LocaleCode]?: Partial<Catalogue<L>> };

/**
 * The catalogues this program has: none until someone registers them. This module imports no
 * catalogue, so code that renders no text carries none; whoever renders texts registers the
 * languages it shows, Romanian (the default and the fallback) included: `{ ro, en, ru }` on a
 * server, in tests and in Storybook; in the storefront's browser, the namespaces each matched
 * route sent with its data, and those a dialog fetched when it loaded.
 */
const catalogues: { [L in LocaleCode]?: Partial<Catalogue<L>> } = {};

/**
 * Adds catalogues. One with every namespace the locale has so far replaces it (the same object
 * again changes nothing); one with fewer namespaces is added to them. A locale without a text
 * reads the Romanian one, if registered.
 */
export function registerCatalogues(entries: Catalogues): void {
  const registry = catalogues as Record<LocaleCode, Partial<Catalogue<LocaleCode>> | undefined>;
  for (const locale of Object.keys(entries) as LocaleCode[]) {
    const catalogue = entries[locale];
    const known = registry[locale];
    if (!catalogue || known === catalogue) continue;
    const parts = Object.entries(catalogue) as [keyof Catalogue<LocaleCode>, unknown][];
    const adds = known && Object.keys(known).some((namespace) => !(namespace in catalogue));
    if (adds && parts.every(([namespace, part]) => known[namespace] === part)) continue;
    registry[locale] = adds ? { ...known, ...catalogue } : catalogue;
    flatCatalogues.delete(locale);
  }
}

/** The registered catalogue of a locale (whole, or the namespaces registered), if any. */
export function catalogueOf<L extends LocaleCode>(locale: L): Partial<Catalogue<L>> | undefined {
  return catalogues[locale];
}

type Entry = string | PluralMessage;

function isPluralMessage(value: object): value is PluralMessage {
  const values = Object.values(value);
  return 'other' in value && values.every((text) => typeof text === 'string');
}

function flatten(tree: object, prefix: string, into: Map<string, Entry>): Map<string, Entry> {
  for (const [name, value] of Object.entries(tree) as [string, unknown][]) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') into.set(key, value);
    else if (typeof value === 'object' && value !== null) {
      if (isPluralMessage(value)) into.set(key, value);
      else flatten(value, `${key}.`, into);
    }
  }
  return into;
}

const flatCatalogues = new Map<LocaleCode, ReadonlyMap<string, Entry>>();
const NONE: ReadonlyMap<string, Entry> = new Map();

/**
 * A catalogue as dotted key → text or plural message (built once per locale); empty for a locale
 * not registered.
 */
export function flatCatalogue(locale: LocaleCode): ReadonlyMap<string, Entry> {
  let flat = flatCatalogues.get(locale);
  if (!flat) {
    const catalogue = catalogues[locale];
    if (!catalogue) return NONE;
    flat = flatten(catalogue, '', new Map());
    flatCatalogues.set(locale, flat);
  }
  return flat;
}

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

const pluralRulesCache = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language ('one', 'few', 'many', 'other'…). */
export function pluralCategory(locale: LocaleCode, count: number): Intl.LDMLPluralRule {
  const rules = cached(pluralRulesCache, locale, () => new Intl.PluralRules(LOCALES[locale].iso));
  return rules.select(count);
}

const numberFormatCache = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it, at most two decimals: 1234.5 → '1.234,5' (ro),
 * '1 234,5' (ru), '1,234.5' (en). Grouping as in core's money formatter.
 */
export function formatLocaleNumber(value: number, locale: LocaleCode): string {
  const format = cached(
    numberFormatCache,
    locale,
    () =>
      new Intl.NumberFormat(LOCALES[locale].iso, { maximumFractionDigits: 2, useGrouping: true }),
  );
  return format.format(value);
}

const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
};

const dateFormatCache = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the shop's time zone (Europe/Chisinau): 'short' 06.03.2024, 'medium' 6 mar. 2024,
 * 'long' 6 martie 2024 (ro). An invalid date gives ''.
 */
export function formatDate(
  date: Date | string | number,
  locale: LocaleCode,
  style: DateStyle = 'medium',
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const format = cached(
    dateFormatCache,
    `${locale}:${style}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[locale].iso, {
        ...DATE_STYLES[style],
        timeZone: SHOP_TIME_ZONE,
      }),
  );
  return format.format(value);
}

function formatParam(value: ParamValue, locale: LocaleCode): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatLocaleNumber(value, locale);
  if ('bani' in value) return formatMoney(value.bani, locale);
  return formatDate(value.date, locale, value.style);
}

const PLACEHOLDER = /\{(\w+)\}/g;

function interpolate(
  text: string,
  params: Readonly<Record<string, ParamValue>> | undefined,
  locale: LocaleCode,
): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, locale);
  });
}

/**
 * The text of a key in a language, with `{name}` placeholders filled: numbers formatted for the
 * language, `{ bani }` as money ('1.234,50 lei'), `{ date, style }` as a date. A plural message
 * takes its form from `count` through `Intl.PluralRules`. A key missing at run time (an untyped
 * key, or a language whose catalogue is not registered) falls back to ro, then to the key itself
 * (also when ro itself is not registered).
 *
 * @example translate('ro', 'cart.items', { count: 20 }) // '20 de produse'
 * @example translate('ru', 'delivery.freeLeft', { amount: { bani: 12_300 } }) // 'До бесплатной доставки осталось 123 лей'
 */
export function translate<K extends MessageKey>(
  locale: LocaleCode,
  key: K,
  ...[params]: ParamsArg<K>
): string {
  const values = params as Readonly<Record<string, ParamValue>> | undefined;
  const entry = flatCatalogue(locale).get(key) ?? flatCatalogue(DEFAULT_LOCALE).get(key);
  if (entry === undefined) return key;
  if (typeof entry === 'string') return interpolate(entry, values, locale);
  const count = values?.['count'];
  const form =
    typeof count === 'number' ? (entry[pluralCategory(locale, count)] ?? entry.other) : entry.other;
  return interpolate(form, values, locale);
}

/**
 * The text of a validation error of @shop/core: minLength and maxLength take their bound from
 * `params.min` / `params.max` (with the noun agreeing with the number); without a bound they say
 * only that the value is too short or too long.
 */
export function translateFieldError(locale: LocaleCode, error: FieldError): string {
  switch (error.key) {
    case 'minLength': {
      const min = error.params?.min;
      return min === undefined
        ? translate(locale, 'validation.tooShort')
        : translate(locale, 'validation.minLength', { count: min });
    }
    case 'maxLength': {
      const max = error.params?.max;
      return max === undefined
        ? translate(locale, 'validation.tooLong')
        : translate(locale, 'validation.maxLength', { count: max });
    }
    case 'promoMinTotal': {
      const min = toBani(error.params?.min ?? 0) ?? 0;
      return translate(locale, 'validation.promoMinTotal', { amount: { bani: min } });
    }
    case 'fileTooLarge':
      return translate(locale, 'validation.fileTooLarge', { count: error.params?.max ?? 0 });
    // A company's codes: their texts load with the forms that have company fields.
    case 'iban':
    case 'ibanChecksum':
    case 'idno':
    case 'idnoChecksum':
    case 'tva':
    case 'bic':
      return translate(locale, `companyCodes.${error.key}`);
    default:
      return translate(locale, `validation.${error.key}`);
  }
}

/** Codes the ui can explain: the API's `detail` codes and the client's failures without an answer. */
export const API_DETAILS = [...API_ERROR_DETAILS, 'network', 'aborted'] as const;
export type ApiDetail = (typeof API_DETAILS)[number];

export function isApiDetail(value: unknown): value is ApiDetail {
  return typeof value === 'string' && (API_DETAILS as readonly string[]).includes(value);
}

/**
 * The text for an API error's `detail` code (or the client's 'network' / 'aborted'). Anything
 * else (an unknown code, a server's prose, nothing) reads as internal_error: server codes and
 * texts are never shown (SPEC §8).
 */
export function translateApiDetail(locale: LocaleCode, detail: unknown): string {
  return translate(locale, `apiError.${isApiDetail(detail) ? detail : 'internal_error'}`);
}

/** Every helper bound to one language; what `useT()` returns. */
export interface Translator {
  readonly locale: LocaleCode;
  /** The text of a key, see `translate`. */
  readonly t: <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => string;
  /** Money in bani, '1.234,50 lei' (core's `formatMoney`). */
  readonly money: (bani: number) => string;
  /** A number as the language writes it. */
  readonly number: (value: number) => string;
  /** A date in the shop's time zone. @default style 'medium' */
  readonly date: (date: Date | string | number, style?: DateStyle) => string;
  /** A validation error of @shop/core as text. */
  readonly fieldError: (error: FieldError) => string;
  /** An API error's detail code as text. */
  readonly apiDetail: (detail: unknown) => string;
}

const translators = new Map<LocaleCode, Translator>();

/**
 * The translator of a language, created once and shared (so it is stable between renders and
 * usable outside React, e.g. in loaders and meta functions).
 */
export function getTranslator(locale: LocaleCode): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = Object.freeze({
      locale,
      t: <K extends MessageKey>(key: K, ...params: ParamsArg<K>) =>
        translate(locale, key, ...params),
      money: (bani: number) => formatMoney(bani, locale),
      number: (value: number) => formatLocaleNumber(value, locale),
      date: (date: Date | string | number, style?: DateStyle) => formatDate(date, locale, style),
      fieldError: (error: FieldError) => translateFieldError(locale, error),
      apiDetail: (detail: unknown) => translateApiDetail(locale, detail),
    });
    translators.set(locale, translator);
  }
  return translator;
}
