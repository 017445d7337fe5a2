import { socialPagePath } from '@shop/core/rules';
import type { Route } from './+types/hidden-page';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { SocialListPage, SocialPage } from '../pages/social-page.js';
import { SuccessPage } from '../pages/success-page.js';

/**
 * The hidden pages of SPEC §2, in no menu or the sitemap and never indexed; an unknown slug is
 * the 404 page. /pages/social and /pages/social/{slug}: social campaigns' landing pages;
 * /pages/success/{slug}: where a form or a campaign leads. One module for both routes (ids
 * 'social' and 'success'), so the route manifest every page loads grows as little as it can.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const content = apiClient(locale).content;
  const options = { signal: request.signal };
  const fail = (error: unknown) => failPage(error, request);
  const { slug } = params;
  if (new URL(request.url).pathname.includes('/pages/success/') && slug) {
    return { kind: 'success' as const, page: await content.successPage(slug, options).catch(fail) };
  }
  if (slug) {
    return { kind: 'social' as const, page: await content.socialPage(slug, options).catch(fail) };
  }
  return { kind: 'socialList' as const, pages: await content.socialPages(options).catch(fail) };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => {
    if (!loaderData) return null;
    if (loaderData.kind === 'success') return { title: loaderData.page.title, noindex: true };
    const trail = [{ name: root.t('pageTitle.social'), path: socialPagePath() }];
    const page = loaderData.kind === 'social' ? loaderData.page : null;
    if (page) trail.push({ name: page.title, path: socialPagePath(page.slug) });
    return {
      title: page?.title ?? root.t('pageTitle.social'),
      description: page?.description || null,
      noindex: true,
      extra: [
        ...(page?.image ? [{ property: 'og:image', content: page.image }] : []),
        trailJsonLd(root, trail),
      ],
    };
  });

export default function HiddenPageRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'success') return <SuccessPage page={loaderData.page} />;
  if (loaderData.kind === 'social') return <SocialPage page={loaderData.page} />;
  return <SocialListPage pages={loaderData.pages} />;
}
