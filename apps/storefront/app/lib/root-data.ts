import type { LocaleCode } from '@shop/core/rules';
import { DEFAULT_LOCALE } from '@shop/core/rules';
import { getTranslator, type Translator } from '@shop/ui';
import type { LayoutData } from './layout-data.server.js';
import type { SocialProvider } from './oauth.server.js';
import type { SessionCheck } from './session.server.js';
import { shopName } from './shop-name.js';

/** What the root loader gives every page. */
export interface RootLoaderData extends LayoutData {
  locale: LocaleCode;
  origin: string;
  /** The pictures' origin when it is not the shop's own (a `preconnect` in the head). */
  preconnect: string | null;
  year: number;
  /** The shopper as the server found them when it rendered the page. */
  session: SessionCheck;
  /** The sign-in providers the shop is set up for (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID). */
  socialProviders: SocialProvider[];
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/**
 * The root's data inside a `meta` function (which has no hooks), with a translator in the page's
 * language for titles and descriptions.
 */
export function rootData(matches: readonly (MatchLike | undefined)[]): RootLoaderData & {
  t: Translator['t'];
  /** The shop's name in the page's language (lib/shop-name.ts). */
  shopName: string;
} {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as RootLoaderData | undefined;
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const { t } = getTranslator(locale);
  return {
    locale,
    origin: data?.origin ?? '',
    preconnect: data?.preconnect ?? null,
    year: data?.year ?? new Date().getFullYear(),
    settings: data?.settings ?? null,
    categories: data?.categories ?? [],
    footerCategories: data?.footerCategories ?? [],
    footerPages: data?.footerPages ?? [],
    session: data?.session ?? { status: 'anonymous' },
    socialProviders: data?.socialProviders ?? [],
    t,
    shopName: shopName(data?.settings, t),
  };
}
