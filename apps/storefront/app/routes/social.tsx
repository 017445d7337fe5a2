import { PATHS, localizePath, socialPagePath } from '@shop/core/rules';
import type { Route } from './+types/social';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { breadcrumbJsonLd } from '../lib/seo.js';
import { SocialListPage, SocialPage } from '../pages/social-page.js';

/**
 * /pages/social and /pages/social/{slug} (SPEC §2, hidden): social campaigns' landing pages, in
 * no menu or the sitemap and never indexed; an unknown slug is the 404 page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const content = apiClient(locale).content;
  const options = { signal: request.signal };
  if (params.slug) {
    const page = await content
      .socialPage(params.slug, options)
      .catch((error: unknown) => failPage(error, request));
    return { page, pages: null };
  }
  const pages = await content
    .socialPages(options)
    .catch((error: unknown) => failPage(error, request));
  return { page: null, pages };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, ({ t, origin, locale }) => {
    if (!loaderData) return null;
    const at = (path: string) => `${origin}${localizePath(path, locale)}`;
    const trail = [
      { name: t('pageTitle.home'), url: at(PATHS.home) },
      { name: t('pageTitle.social'), url: at(socialPagePath()) },
    ];
    const { page } = loaderData;
    if (page) trail.push({ name: page.title, url: at(socialPagePath(page.slug)) });
    return {
      title: page?.title ?? t('pageTitle.social'),
      description: page?.description || null,
      noindex: true,
      extra: [
        ...(page?.image ? [{ property: 'og:image', content: page.image }] : []),
        { 'script:ld+json': breadcrumbJsonLd(trail) },
      ],
    };
  });

export default function SocialRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? (
    <SocialPage page={loaderData.page} />
  ) : (
    <SocialListPage pages={loaderData.pages ?? []} />
  );
}
