import { localizePath, newsArticlePath, pagedPath, PATHS } from '@shop/core/rules';
import { getTranslator } from '@shop/ui';
import type { Route } from './+types/news';
import { apiClient } from '../lib/api.server.js';
import { loadLayoutData } from '../lib/layout-data.server.js';
import { redirectOnFailure } from '../lib/content.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { pagedList } from '../lib/paged.server.js';
import { publicUrl } from '../lib/public-url.server.js';
import { articleJsonLd } from '../lib/seo.js';
import { shopName } from '../lib/shop-name.js';
import { NewsArticlePage, NewsListPage } from '../pages/news-page.js';
import { withTexts } from '../lib/texts.server.js';

/** How many other articles the article page suggests. */
const LATEST = 3;

/**
 * /pages/news (the list, ?page=N) and /pages/news/{slug} (one article). SPEC §8: an article that
 * fails to load (not a 404) sends the reader back to the list; an unknown one is the 404 page.
 */
export const loader = withTexts(
  ['contentPages', 'share'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const api = apiClient(locale);
    const signal = request.signal;
    if (!params.slug) {
      const { list, page } = await pagedList(request, (page) =>
        api.content.blogArticles({ page }, { signal }),
      );
      return { kind: 'list' as const, list, page };
    }
    const slug = params.slug;
    const article = await api.content
      .blogArticle(slug, { signal })
      .catch((error: unknown) => redirectOnFailure(error, request, PATHS.news, locale));
    // The suggestions are a bonus: without them the article still shows.
    const latest = await api.content
      .blogArticles({ qt: LATEST + 1 }, { signal })
      .then((answer) =>
        answer.results.filter((other) => other.slug !== article.slug).slice(0, LATEST),
      )
      .catch(() => []);
    const shareUrl = `${publicUrl()}${localizePath(newsArticlePath(article.slug), locale)}`;
    // Built here, on the server: the helper stays out of every page's browser code.
    const jsonLd = articleJsonLd({
      headline: article.title,
      url: shareUrl,
      description: article.description || null,
      datePublished: article.date,
      imageUrls: article.image ? [article.image] : [],
      publisher: shopName((await loadLayoutData(locale)).data.settings, getTranslator(locale).t),
    });
    return { kind: 'article' as const, article, latest, shareUrl, jsonLd };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (loaderData?.kind === 'list') {
    const path = pagedPath(args.location.pathname, loaderData.page);
    return routeMeta({ ...args, location: { pathname: path } }, (root) => ({
      title: root.t('pageTitle.news'),
      description: root.t('contentPages.newsLead'),
      extra: [trailJsonLd(root, [{ name: root.t('pageTitle.news'), path: PATHS.news }])],
    }));
  }
  return routeMeta(args, (root) => {
    if (!loaderData) return null;
    const { article } = loaderData;
    return {
      title: article.seo?.title ?? article.title,
      description: article.seo?.description ?? (article.description || null),
      extra: [
        ...(article.image ? [{ property: 'og:image', content: article.image }] : []),
        { property: 'og:type', content: 'article' },
        { 'script:ld+json': loaderData.jsonLd },
        trailJsonLd(root, [
          { name: root.t('pageTitle.news'), path: PATHS.news },
          { name: article.title, path: newsArticlePath(article.slug) },
        ]),
      ],
    };
  });
};

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'list')
    return <NewsListPage list={loaderData.list} page={loaderData.page} />;
  return (
    <NewsArticlePage
      article={loaderData.article}
      latest={loaderData.latest}
      shareUrl={loaderData.shareUrl}
    />
  );
}
