import { isLocaleCode, MAX_LENGTH, SEARCH_DROPDOWN_LIMIT, shouldSearch } from '@shop/core/rules';
import type { Route } from './+types/resources.search';
import { apiClient } from '../lib/api.server.js';
import { apiFailure } from '../lib/bff.server.js';

/**
 * The header's search dropdown asks here (same origin, no CORS, the API address stays private):
 * `/resources/search?search=…&locale=ru` → the API's search answer as JSON.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const text = url.searchParams.get('search') ?? '';
  const locale = url.searchParams.get('locale');
  if (!shouldSearch(text) || text.length > MAX_LENGTH.search) {
    return Response.json({ detail: 'invalid_request' }, { status: 400 });
  }
  const api = apiClient(isLocaleCode(locale) ? locale : 'ro');
  const answer = await api.catalogue
    .search({ search: text }, { signal: request.signal })
    .catch((error: unknown) => apiFailure(error));
  if (answer instanceof Response) return answer;
  return Response.json(
    { ...answer, results: answer.results.slice(0, SEARCH_DROPDOWN_LIMIT.desktop + 1) },
    { headers: { 'Cache-Control': 'public, max-age=30' } },
  );
}
