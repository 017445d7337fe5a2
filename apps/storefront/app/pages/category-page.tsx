import { CategoryGrid, useT } from '@shop/ui';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../lib/root-data.js';

/** /pages/category: every top category of the catalogue as a grid (SPEC §9 columns). */
export function CategoryPage() {
  const { t } = useT();
  const root = useRouteLoaderData<RootLoaderData>('root');
  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      <h1 className="shop:text-3xl shop:font-semibold">{t('pageTitle.catalog')}</h1>
      <CategoryGrid items={root?.categories ?? []} />
    </div>
  );
}
