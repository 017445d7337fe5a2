import { ErrorPage } from '@shop/ui';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../lib/root-data.js';

/** How many catalogue shortcuts the 404 page offers. */
const POPULAR_CATEGORIES = 8;

export interface PageErrorProps {
  status: number;
}

/** The 404/error page inside the shell: code, message, popular categories, home (SPEC §2). */
export function PageError({ status }: PageErrorProps) {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const categories = (root?.categories ?? []).slice(0, POPULAR_CATEGORIES);
  return <ErrorPage status={status} categories={categories} />;
}
