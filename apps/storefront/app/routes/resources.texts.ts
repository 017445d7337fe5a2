import { isLocaleCode } from '@shop/core/rules';
import type { Route } from './+types/resources.texts';
import { isNamespace, textsOf } from '../lib/texts.server.js';

/**
 * The texts of a part a page loads later (a dialog's chunk, lib/texts.ts `useTexts`):
 * `/resources/texts?lang=en&ns=formFields,signIn` → `{ ro: {…}, en: {…} }`, the named namespaces
 * in Romanian (the fallback) and the language asked for. A namespace that does not exist, or a
 * language that is not ours, is a 400.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const names = (url.searchParams.get('ns') ?? '').split(',').filter(Boolean);
  if (!isLocaleCode(lang) || names.length === 0 || !names.every(isNamespace)) {
    return Response.json({ detail: 'invalid_request' }, { status: 400 });
  }
  // The same for every shopper; a deploy with changed texts is seen within five minutes.
  return Response.json(textsOf(lang, names), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
