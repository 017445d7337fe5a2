import { localizePath, ORDER_KEY_PARAM, orderPath } from '@shop/core/rules';
import type { Route } from './+types/invoice';
import { apiBaseUrl } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { orderIdOf } from '../lib/orders.server.js';
import { localRedirect } from '../lib/redirect.server.js';
import { tokenOf } from '../lib/session.server.js';

/**
 * /pages/ordering/{id}/invoice.pdf (core's `invoicePath`): the pro-forma invoice of an order
 * paid by bank transfer, downloaded from the order page and the profile's order. Opened as the
 * order page is: with the shopper's session, or a guest's link token (`?key=`); the API draws
 * the PDF and decides who may have it. When it answers anything but the file (not theirs, no
 * invoice, a session that ended, too many downloads), the shopper goes to the order's page,
 * which says in their language what is there for them.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const linkToken = new URL(request.url).searchParams.get(ORDER_KEY_PARAM);
  const page = localizePath(orderPath(params.id, linkToken), locale);
  const id = orderIdOf(params.id);
  if (id === null) return localRedirect(page, 303);

  const headers = new Headers({ Accept: 'application/pdf' });
  const token = tokenOf(request);
  if (token) headers.set('Authorization', `Token ${token}`);
  // The API counts downloads per shopper, not per this server.
  const forwardedFor = request.headers.get('X-Forwarded-For');
  if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor);
  const query = linkToken ? `?token=${encodeURIComponent(linkToken)}` : '';
  const answer = await fetch(`${apiBaseUrl()}/orders/orders/${String(id)}/invoice.pdf${query}`, {
    headers,
    signal: request.signal,
  });
  if (!answer.ok || answer.headers.get('Content-Type') !== 'application/pdf') {
    await answer.body?.cancel();
    return localRedirect(page, 303);
  }
  return new Response(answer.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': answer.headers.get('Content-Disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
      // The address may hold the order's link token.
      'Referrer-Policy': 'no-referrer',
    },
  });
}
