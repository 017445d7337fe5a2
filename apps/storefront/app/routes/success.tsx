import type { Route } from './+types/success';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { SuccessPage } from '../pages/success-page.js';

/** /pages/success/{slug} (SPEC §2): hidden, never indexed; an unknown slug is the 404 page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.successPage(params.slug, { signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, () => (loaderData ? { title: loaderData.page.title, noindex: true } : null));

export default function SuccessRoute({ loaderData }: Route.ComponentProps) {
  return <SuccessPage page={loaderData.page} />;
}
