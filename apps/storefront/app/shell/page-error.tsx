import { ErrorPage, useT } from '@shop/ui';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../lib/root-data.js';

/** How many catalogue shortcuts the 404 page offers. */
const POPULAR_CATEGORIES = 8;

export interface PageErrorProps {
  status: number;
}

/**
 * The 404/error page inside the shell: code, message, popular categories, home (SPEC §2). A 400
 * says the address is not valid (the shopper can fix it) and a 503 that the shop is briefly
 * unavailable (the API is away: trying again helps), rather than a bare "something went wrong".
 */
export function PageError({ status }: PageErrorProps) {
  const { t } = useT();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const categories = (root?.categories ?? []).slice(0, POPULAR_CATEGORIES);
  const texts =
    status === 400
      ? { title: t('errorPage.badRequest'), description: t('notFoundPage.badRequestText') }
      : status === 503
        ? { title: t('errorPage.unavailable'), description: t('notFoundPage.unavailableText') }
        : {};
  return <ErrorPage status={status} categories={categories} {...texts} />;
}
