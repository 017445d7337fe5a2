import type { BlogArticle } from '@shop/core/contract';
import { newsArticlePath, pagedPath, PATHS } from '@shop/core/rules';
import { Badge, ContentCard, EmptyState, Pagination, RichText, ShareLinks, useT } from '@shop/ui';
import { ContentDate, ContentHeading } from './content-parts.js';

/** How many cards make the grid's first row on a wide screen: their pictures load at once. */
const FIRST_ROW = 3;

/** /pages/news (SPEC §2): the heading, the cards grid (1, 2 from 744 px, 3 from 1024 px), pages. */
export function NewsListPage({
  list,
  page,
}: {
  list: { pages: number; results: readonly BlogArticle[] };
  page: number;
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading trail={[{ label: t('pageTitle.news') }]} title={t('pageTitle.news')} />
      {list.results.length === 0 ? (
        <EmptyState title={t('contentPages.empty')} />
      ) : (
        <ul className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3">
          {list.results.map((article, index) => (
            <li key={article.id} className="shop:flex">
              <ContentCard
                className="shop:w-full"
                href={newsArticlePath(article.slug)}
                title={article.title}
                image={article.image}
                imageLoading={index < FIRST_ROW ? 'eager' : 'lazy'}
                date={article.date}
                description={article.description}
                badge={article.category?.name ?? null}
              />
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.pages}
          getHref={(number) => pagedPath(PATHS.news, number)}
          className="shop:self-center"
        />
      ) : null}
    </div>
  );
}

/**
 * /pages/news/{slug} (SPEC §2): trail, h1, date, category, picture, the article's HTML, share
 * links with the article's address, and three other recent articles.
 */
export function NewsArticlePage({
  article,
  latest,
  shareUrl,
}: {
  article: BlogArticle;
  latest: readonly BlogArticle[];
  shareUrl: string;
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-8 shop:py-6">
      <article className="shop:flex shop:flex-col shop:gap-5">
        <ContentHeading
          trail={[{ label: t('pageTitle.news'), href: PATHS.news }, { label: article.title }]}
          title={article.title}
        >
          <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-3">
            <ContentDate date={article.date} />
            {article.category ? <Badge size="sm">{article.category.name}</Badge> : null}
          </div>
        </ContentHeading>
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="shop:aspect-video shop:w-full shop:max-w-4xl shop:rounded-xl shop:bg-surface-muted shop:object-cover"
          />
        ) : null}
        <RichText html={article.content} />
        <ShareLinks url={shareUrl} />
      </article>
      {latest.length > 0 ? (
        <section aria-labelledby="latest-articles" className="shop:flex shop:flex-col shop:gap-4">
          <h2 id="latest-articles" className="shop:text-2xl shop:font-semibold shop:text-ink">
            {t('contentPages.latestArticles')}
          </h2>
          <ul className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3">
            {latest.map((other) => (
              <li key={other.id} className="shop:flex">
                <ContentCard
                  className="shop:w-full"
                  href={newsArticlePath(other.slug)}
                  title={other.title}
                  image={other.image}
                  date={other.date}
                  badge={other.category?.name ?? null}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
