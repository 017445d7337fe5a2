import { PATHS } from '@shop/core/rules';
import { Breadcrumbs, useT, type BreadcrumbItem } from '@shop/ui';
import type { ReactNode } from 'react';

/**
 * The top of a content page (news, promotions, regulations, client service): the trail from the
 * home page (its last step the page itself, not a link) and the page's h1.
 */
export function ContentHeading({
  trail,
  title,
  children,
}: {
  /** The steps between the home page and this page. */
  trail: readonly BreadcrumbItem[];
  title: string;
  /** Under the heading: a date, a lead text. */
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <header className="shop:flex shop:flex-col shop:gap-3">
      <Breadcrumbs items={[{ label: t('pageTitle.home'), href: PATHS.home }, ...trail]} />
      <h1 className="shop:text-3xl shop:leading-tight shop:font-bold shop:wrap-break-word shop:text-ink shop:bp1024:text-4xl">
        {title}
      </h1>
      {children}
    </header>
  );
}

/** A day ('YYYY-MM-DD' or ISO) in a <time>, written long in the page's language. */
export function ContentDate({ date }: { date: string | null }) {
  const { date: format } = useT();
  if (!date) return null;
  return (
    <time dateTime={date} className="shop:text-sm shop:text-muted">
      {format(date, 'long')}
    </time>
  );
}
