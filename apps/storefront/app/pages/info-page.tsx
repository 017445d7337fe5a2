import type { Seo } from '@shop/core/contract';
import { PATHS } from '@shop/core/rules';
import { useT } from '@shop/ui';
import { Breadcrumbs } from '@shop/ui/primitives/breadcrumbs';
import type { MetaDescriptor } from 'react-router';
import type { ReactNode } from 'react';
import { trailJsonLd, type RootMeta } from '../lib/meta.js';

/**
 * What the info pages (about, delivery, FAQ, fidelity) share: the breadcrumbs Home › page, and
 * the meta of a page from its API answer (its own title and description, BreadcrumbList JSON-LD
 * and, when given, more JSON-LD).
 */
export function InfoPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      <Breadcrumbs items={[{ label: t('pageTitle.home'), href: PATHS.home }, { label: title }]} />
      {children}
    </div>
  );
}

export function infoPageMeta(
  root: RootMeta,
  /** The page's path without the language prefix (PATHS.about…). */
  path: string,
  page: { title: string; seo: Seo | null } | undefined,
  extra: MetaDescriptor[] = [],
) {
  if (!page) return null;
  return {
    title: page.seo?.title ?? page.title,
    description: page.seo?.description ?? null,
    extra: [
      ...(page.seo?.og_image ? [{ property: 'og:image', content: page.seo.og_image }] : []),
      trailJsonLd(root, [{ name: page.title, path }]),
      ...extra,
    ],
  };
}
