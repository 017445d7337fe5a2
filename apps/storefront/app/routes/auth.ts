import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@shop/core/rules';
import type { Route } from './+types/auth';
import { localeOfPath } from '../lib/locale.js';
import { startSignIn } from '../lib/oauth.server.js';

/**
 * GET /auth/google and /auth/facebook (`?lang=ru&next=/ru/pages/product/x`): the sign-in
 * buttons' links (see lib/oauth.server.ts). The shopper comes back in `lang`, or in the language
 * of the page they came from, and to `next` when the sign-in was opened for something there.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const provider = params.provider;
  if (provider !== 'google' && provider !== 'facebook') {
    return new Response(null, { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang');
  const locale = isLocaleCode(lang) ? lang : refererLocale(request);
  return startSignIn(request, provider, locale, query.get('next'));
}

/** The language of the page the shopper came from; the default for a missing or odd Referer. */
function refererLocale(request: Request): LocaleCode {
  const from = request.headers.get('Referer');
  if (!from || !URL.canParse(from, request.url)) return DEFAULT_LOCALE;
  return localeOfPath(new URL(from, request.url).pathname);
}
