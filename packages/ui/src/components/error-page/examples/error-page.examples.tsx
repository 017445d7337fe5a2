import { sampleCategories } from '../../category-grid/examples/category-grid.examples.js';
import type { CategoryChipItem } from '../../category-grid/category-chips.js';
import { ErrorPage, type ErrorPageProps } from '../error-page.js';

/** Popular categories as the storefront passes them (FooterCategory-shaped). */
export const popularCategories: CategoryChipItem[] = sampleCategories
  .slice(0, 6)
  .map(({ id, name, slug }) => ({ id, name, slug }));

/** 404 with popular categories (SPEC §2). */
export function NotFoundExample(props: Partial<ErrorPageProps>) {
  return <ErrorPage status={404} categories={popularCategories} {...props} />;
}

/** A server error: the generic message, no categories. */
export function ServerErrorExample(props: Partial<ErrorPageProps>) {
  return <ErrorPage status={500} {...props} />;
}
