import { isLocaleCode, LAST_SEEN_CAP } from '@shop/core/rules';
import type { Route } from './+types/resources.products';
import { apiClient } from '../lib/api.server.js';
import { apiFailure } from '../lib/bff.server.js';

/**
 * Fresh data of a few products by id, for lists the browser keeps (last seen):
 * `/resources/products?ids=3,9,12&locale=ru` → the products, in the order asked.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = (url.searchParams.get('ids') ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, LAST_SEEN_CAP);
  if (ids.length === 0) return Response.json({ detail: 'invalid_request' }, { status: 400 });
  const locale = url.searchParams.get('locale');
  const products = await apiClient(isLocaleCode(locale) ? locale : 'ro')
    .catalogue.productsByIds(ids, { signal: request.signal })
    .catch((error: unknown) => apiFailure(error));
  // The API's refusal or absence, answered as the API would (the browser's list keeps its own).
  if (products instanceof Response) return products;
  const order = new Map(ids.map((id, index) => [id, index]));
  products.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return Response.json(
    { results: products },
    { headers: { 'Cache-Control': 'private, max-age=60' } },
  );
}
