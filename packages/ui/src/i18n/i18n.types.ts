import type { LocaleCode } from '@shop/core/rules';
import type { ro } from './ro.js';

/**
 * The plural categories each language has (CLDR, as `Intl.PluralRules` selects them). A plural
 * message is an object with exactly these forms, chosen by the `count` param:
 * ro 1 → one, 0 and 2..19 (also 101..119) → few, 20+ → other ('20 de produse');
 * ru 1, 21 → one, 2..4, 22 → few, 0, 5..20, 25 → many, fractions → other.
 */
export interface PluralFormsByLocale {
  ro: { readonly one: string; readonly few: string; readonly other: string };
  en: { readonly one: string; readonly other: string };
  ru: { readonly one: string; readonly few: string; readonly many: string; readonly other: string };
}

/** Any language's plural message, as the runtime sees it. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** The shape the source catalogue (ro) is checked against: groups of texts and plural messages. */
export interface CatalogueTree<Plural> {
  readonly [key: string]: string | Plural | CatalogueTree<Plural>;
}

type RoPlural = PluralFormsByLocale['ro'];

/** ro's keys with every text widened to `string` and every plural given the language's forms. */
type ShapeOf<T, Plural> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends RoPlural
      ? Plural
      : ShapeOf<T[K], Plural>;
};

/**
 * A language's catalogue: exactly ro's keys (a missing or an extra key is a type error), each
 * text a string, each plural message with that language's plural forms.
 */
export type Catalogue<L extends LocaleCode> = ShapeOf<typeof ro, PluralFormsByLocale[L]>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | RoPlural
    ? `${Prefix}${K}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The name of a catalogue namespace: a top-level group of ro ('cart', 'orderResult', …), each one
 * module (`@shop/ui/catalogues/<locale>/<namespace>`). What a page declares and loads as a unit.
 */
export type CatalogueNamespace = keyof typeof ro;

/** Every message key, dotted: 'validation.required', 'cart.items', 'orderStatus.pending_payment'. */
export type MessageKey = Paths<typeof ro>;

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** The ro message of a key (a literal text or a plural object), for typing its params. */
export type SourceMessage<K extends MessageKey> = At<typeof ro, K>;

/** Keys whose message is a plural object (they need a numeric `count` param). */
export type PluralKey = {
  [K in MessageKey]: SourceMessage<K> extends RoPlural ? K : never;
}[MessageKey];

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Date styles of `formatDate`. */
export type DateStyle = 'short' | 'medium' | 'long';

/** An amount of money in bani (1 leu = 100 bani), formatted with core's `formatMoney`. */
export interface MoneyParam {
  readonly bani: number;
}

/** A date, formatted in the shop's time zone (Europe/Chisinau). */
export interface DateParam {
  readonly date: Date | string | number;
  /** @default 'medium' */
  readonly style?: DateStyle;
}

/**
 * A value put into a `{name}` placeholder: text as is, a number formatted for the language
 * (1.234,5 in ro, 1 234,5 in ru), money and dates through their formatters.
 */
export type ParamValue = string | number | MoneyParam | DateParam;

/** The params a key needs: its placeholders (from ro), plus `count` for plural messages. */
export type MessageParams<K extends MessageKey> =
  SourceMessage<K> extends RoPlural
    ? { readonly count: number } & {
        readonly [
          N in Exclude<Placeholders<SourceMessage<K>[keyof RoPlural]>, 'count'>
        ]: ParamValue;
      }
    : { readonly [N in Placeholders<SourceMessage<K>>]: ParamValue };

/** Params as the rest argument: optional when the message has no placeholder, required otherwise. */
export type ParamsArg<K extends MessageKey> = [keyof MessageParams<K>] extends [never]
  ? [params?: Readonly<Record<string, never>>]
  : [params: MessageParams<K>];
