import type { Route } from './+types/category';
import { requireLocale } from '../lib/locale.js';
import { rootData } from '../lib/root-data.js';
import { pageMeta } from '../lib/seo.js';
import { CategoryPage } from '../pages/category-page.js';

/** /pages/category: the whole catalogue as a grid (the categories come with the shell). */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params.lang);
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootData(matches);
  return pageMeta({
    title: root.t('pageTitle.catalog'),
    siteName: root.t('site.name'),
    description: root.t('site.description'),
    origin: root.origin,
    path: location.pathname,
    locale: root.locale,
  });
};

export default function CategoryRoute() {
  return <CategoryPage />;
}
