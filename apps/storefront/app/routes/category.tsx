import type { Route } from './+types/category';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { CategoryPage } from '../pages/category-page.js';

/** /pages/category: the whole catalogue as a grid (the categories come with the shell). */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params.lang);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t('pageTitle.catalog'),
    description: t('site.description'),
  }));

export default function CategoryRoute() {
  return <CategoryPage />;
}
