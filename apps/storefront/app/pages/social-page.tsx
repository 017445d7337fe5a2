import type { SocialPage as SocialData } from '@shop/core/contract';
import { PATHS, socialPagePath } from '@shop/core/rules';
import { Breadcrumbs, RichText, ShopLink, buttonVariants, useT } from '@shop/ui';

/**
 * /pages/social/{slug} (SPEC §2, hidden): a social campaign's landing page a post links to. The
 * API's picture, title, text and button.
 */
export function SocialPage({ page }: { page: SocialData }) {
  const { t } = useT();
  return (
    <article data-slot="social-page" className="shop:flex shop:flex-col shop:gap-6">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: PATHS.home },
          { label: t('pageTitle.social'), href: socialPagePath() },
          { label: page.title },
        ]}
      />
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
        {page.title}
      </h1>
      {page.image ? (
        <img
          src={page.image}
          alt=""
          className="shop:aspect-[2/1] shop:w-full shop:rounded-lg shop:bg-surface shop:object-cover"
        />
      ) : null}
      {page.description ? <p className="shop:text-lg shop:text-muted">{page.description}</p> : null}
      <RichText html={page.content} />
      {page.button ? (
        <ShopLink href={page.button.url} className={`${buttonVariants()} shop:self-start`}>
          {page.button.title}
        </ShopLink>
      ) : null}
    </article>
  );
}

/** /pages/social (hidden): the social campaigns' landing pages, for the shop's own team. */
export function SocialListPage({ pages }: { pages: SocialData[] }) {
  const { t } = useT();
  return (
    <section data-slot="social-list" className="shop:flex shop:flex-col shop:gap-6">
      <Breadcrumbs
        items={[{ label: t('pageTitle.home'), href: PATHS.home }, { label: t('pageTitle.social') }]}
      />
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink">{t('pageTitle.social')}</h1>
      <ul className="shop:grid shop:gap-6 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3">
        {pages.map((page) => (
          <li key={page.id} className="shop:flex shop:flex-col shop:gap-3">
            {page.image ? (
              <img
                src={page.image}
                alt=""
                loading="lazy"
                className="shop:aspect-[2/1] shop:w-full shop:rounded-lg shop:bg-surface shop:object-cover"
              />
            ) : null}
            <ShopLink
              href={socialPagePath(page.slug)}
              className="shop:text-lg shop:font-semibold shop:text-ink shop:hover:text-settings-main"
            >
              {page.title}
            </ShopLink>
            {page.description ? <p className="shop:text-muted">{page.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
