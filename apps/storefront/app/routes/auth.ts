import { DEFAULT_LOCALE, isLocaleCode } from '@shop/core/rules';
import type { Route } from './+types/auth';
import { localeOfPath } from '../lib/locale.js';
import { startSignIn } from '../lib/oauth.server.js';

/**
 * GET /auth/google and /auth/facebook (`?lang=ru`): the sign-in buttons' links (see
 * lib/oauth.server.ts). The shopper comes back in `lang`, or in the language of the page they
 * came from.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const provider = params.provider;
  if (provider !== 'google' && provider !== 'facebook') {
    return new Response(null, { status: 404 });
  }
  const lang = new URL(request.url).searchParams.get('lang');
  const from = request.headers.get('Referer');
  const locale = isLocaleCode(lang)
    ? lang
    : from
      ? localeOfPath(new URL(from, request.url).pathname)
      : DEFAULT_LOCALE;
  return startSignIn(request, provider, locale);
}
