import type { Regulation } from '@shop/core/contract';
import { pagedPath, PATHS, regulationPath } from '@shop/core/rules';
import { EmptyState, Pagination, RichText, ShopLink, useT } from '@shop/ui';
import { ContentDate, ContentHeading } from './content-parts.js';

/** /pages/regulament (SPEC §2): a plain list of the regulations, title link and date, pages. */
export function RegulationsListPage({
  list,
  page,
}: {
  list: { pages: number; results: readonly Regulation[] };
  page: number;
}) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading
        trail={[{ label: t('pageTitle.regulament') }]}
        title={t('pageTitle.regulament')}
      >
        <p className="shop:text-muted">{t('contentPages.regulationsLead')}</p>
      </ContentHeading>
      {list.results.length === 0 ? (
        <EmptyState title={t('contentPages.empty')} />
      ) : (
        <ul className="shop:flex shop:max-w-3xl shop:flex-col shop:divide-y shop:divide-line">
          {list.results.map((regulation) => (
            <li key={regulation.id} className="shop:flex shop:flex-col shop:gap-1 shop:py-4">
              <ShopLink
                href={regulationPath(regulation.slug)}
                className="shop:text-lg shop:font-semibold shop:text-ink shop:hover:text-settings-main shop:hover:underline"
              >
                {regulation.title}
              </ShopLink>
              <ContentDate date={regulation.date} />
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.pages}
          getHref={(number) => pagedPath(PATHS.regulations, number)}
          className="shop:self-center"
        />
      ) : null}
    </div>
  );
}

/** /pages/regulament/{slug}: trail, h1, date and the regulation's HTML. */
export function RegulationPage({ regulation }: { regulation: Regulation }) {
  const { t } = useT();
  return (
    <article className="shop:flex shop:flex-col shop:gap-5 shop:py-6">
      <ContentHeading
        trail={[
          { label: t('pageTitle.regulament'), href: PATHS.regulations },
          { label: regulation.title },
        ]}
        title={regulation.title}
      >
        <ContentDate date={regulation.date} />
      </ContentHeading>
      <RichText html={regulation.content} />
    </article>
  );
}
