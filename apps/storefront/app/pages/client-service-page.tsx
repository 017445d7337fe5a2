import type { ClientLink, FooterPage } from '@shop/core/contract';
import { CLIENT_SERVICE_PATH, clientServicePath } from '@shop/core/rules';
import { RichText, ShopLink, useT } from '@shop/ui';
import { ContentHeading } from './content-parts.js';

/** The client-service links (the footer's), the current page marked. */
function ClientServiceNav({
  links,
  current,
}: {
  links: readonly ClientLink[];
  current: string | null;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('pageTitle.aditional')}>
      <ul className="shop:flex shop:flex-col shop:gap-1">
        {links.map((link) => (
          <li key={link.slug}>
            <ShopLink
              href={clientServicePath(link.slug)}
              aria-current={link.slug === current ? 'page' : undefined}
              className="shop:flex shop:min-h-11 shop:items-center shop:rounded-lg shop:px-3 shop:text-ink shop:hover:bg-surface-muted shop:aria-[current=page]:bg-surface-muted shop:aria-[current=page]:font-semibold shop:aria-[current=page]:text-settings-main"
            >
              {link.title}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /pages/aditional/{id} (SPEC §2): the footer page's h1 and HTML, with every client-service link
 * beside it (under it on a phone); without an id, the links alone as a page. On a desktop the
 * links come first, at the heading's left edge: the text is as wide as a line reads well
 * (RichText's max-w-prose), so the row is packed from the left, not spread.
 */
export function ClientServicePage({
  page,
  links,
}: {
  page: FooterPage | null;
  links: readonly ClientLink[];
}) {
  const { t } = useT();
  const section = t('pageTitle.aditional');
  return (
    <div className="shop:flex shop:flex-col shop:gap-6 shop:py-6">
      <ContentHeading
        trail={
          page
            ? [{ label: section, href: CLIENT_SERVICE_PATH }, { label: page.title }]
            : [{ label: section }]
        }
        title={page?.title ?? section}
      >
        {page ? null : <p className="shop:text-muted">{t('contentPages.clientServiceLead')}</p>}
      </ContentHeading>
      {page ? (
        <div className="shop:flex shop:flex-col shop:gap-8 shop:bp1024:flex-row-reverse shop:bp1024:items-start shop:bp1024:justify-end">
          <RichText html={page.content} className="shop:min-w-0 shop:flex-1" />
          <aside className="shop:shrink-0 shop:bp1024:w-72">
            <ClientServiceNav links={links} current={page.slug} />
          </aside>
        </div>
      ) : (
        <ClientServiceNav links={links} current={null} />
      )}
    </div>
  );
}
