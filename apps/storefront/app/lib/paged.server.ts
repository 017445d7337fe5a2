import { pageQuery } from '@shop/core/contract';
import { errorPage, failPage } from './api.server.js';
import { localRedirect } from './redirect.server.js';

/**
 * The page number of a paginated list's address (`?page=N`, 1 when absent), checked with the
 * API's own rule: anything that is not a whole number from 1 is the 400 page, before the API is
 * asked.
 */
export function requestedPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null || raw === '') return 1;
  const page = pageQuery.safeParse(raw);
  if (!page.success) throw errorPage(400);
  return page.data;
}

/**
 * A page number past the last one (an old link, a list that shrank) is sent to the last page —
 * the address without `page` when that is the first — instead of an empty list. Lists without
 * any item keep their page 1. Call it with the API's `pages` after the list came back.
 */
export function redirectPastLastPage(request: Request, page: number, pages: number): void {
  if (pages < 1 || page <= pages) return;
  const url = new URL(request.url);
  if (pages === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(pages));
  throw localRedirect(`${url.pathname}${url.search}`);
}

/**
 * A paginated list page's data: the page number of the address, that page from the API (its
 * failures through `failPage`), and the redirect to the last page when the number is past it.
 *
 * @example const { list, page } = await pagedList(request, (page) => api.content.regulations({ page }));
 */
export async function pagedList<List extends { pages: number }>(
  request: Request,
  fetchPage: (page: number) => Promise<List>,
): Promise<{ list: List; page: number }> {
  const page = requestedPage(request);
  const list = await fetchPage(page).catch((error: unknown) => failPage(error, request));
  redirectPastLastPage(request, page, list.pages);
  return { list, page };
}
