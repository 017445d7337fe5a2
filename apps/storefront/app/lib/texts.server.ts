import { DEFAULT_LOCALE, type LocaleCode } from '@shop/core/rules';
import { en, registerCatalogues, ro, ru, type Catalogues } from '@shop/ui';
import {
  data,
  type MiddlewareFunction,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router';
import { localeFromParam } from './locale.js';
import type { Namespace, RouteTexts } from './texts.js';

/** Every text of every language: the server's, from which each page gets what it declares. */
const ALL = { ro, en, ru } as const;

type Part<L extends LocaleCode> = NonNullable<Catalogues[L]>;

/** Whether a string names a namespace of the catalogues (for the texts a browser asks for). */
export function isNamespace(name: string): name is Namespace {
  return Object.hasOwn(ro, name);
}

function pick<L extends LocaleCode>(locale: L, namespaces: readonly Namespace[]): Part<L> {
  const catalogue: Readonly<Record<Namespace, unknown>> = ALL[locale];
  const part: Partial<Record<Namespace, unknown>> = {};
  for (const namespace of namespaces) part[namespace] = catalogue[namespace];
  return part as Part<L>;
}

/**
 * The texts of some namespaces for a page in `locale`: Romanian always (every language's
 * fallback) and the page's own language when it is another.
 */
export function textsOf(locale: LocaleCode, namespaces: readonly Namespace[]): Catalogues {
  if (locale === DEFAULT_LOCALE) return { ro: pick('ro', namespaces) };
  return { ro: pick('ro', namespaces), [locale]: pick(locale, namespaces) };
}

/** Whether a loader answered `data(…)` (react-router's own test, which it does not export). */
function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}

/** A loader's answer with the route's texts added (inside `data(…)` when it is one). */
export type WithTexts<Result> =
  Result extends DataWithResponseInit<infer Data>
    ? DataWithResponseInit<(Data extends null | undefined ? unknown : Data) & RouteTexts>
    : (Result extends null | undefined ? unknown : Result) & RouteTexts;

/**
 * A route's loader that sends the texts of the namespaces the route declares with its data, in
 * the language of its `:lang` segment (ro when there is none; the locale route answers 404 for a
 * segment that is not a language). Every answer of the loader gets them, `data(…)` ones
 * included; a thrown redirect or error passes through.
 *
 * @example
 * export const loader = withTexts(['infoPages'], async ({ params }: Route.LoaderArgs) => ({ … }));
 */
export function withTexts<Args extends { params: { lang?: string } }, Result>(
  namespaces: readonly Namespace[],
  load: (args: Args) => Result | Promise<Result>,
): (args: Args) => Promise<WithTexts<Awaited<Result>>> {
  return async (args) => {
    const result = await load(args);
    const texts = textsOf(localeFromParam(args.params.lang) ?? DEFAULT_LOCALE, namespaces);
    if (isDataWithResponseInit(result)) {
      const own: unknown = result.data;
      return data(
        { ...(typeof own === 'object' ? own : null), texts },
        result.init ?? undefined,
      ) as WithTexts<Awaited<Result>>;
    }
    return { ...(typeof result === 'object' ? result : null), texts } as WithTexts<Awaited<Result>>;
  };
}

/**
 * The server renders, titles and answers (maintenance page, meta, loaders) with every text of
 * every language: registered here, the first thing each request does (again a no-op: the same
 * objects). What a browser page gets is only what its routes declare (`withTexts`); the routes
 * e2e test (tests/texts.e2e.test.ts) finds a page that shows a text it did not declare.
 */
export const serverTextsMiddleware: MiddlewareFunction<Response> = (_args, next) => {
  registerCatalogues(ALL);
  return next();
};
