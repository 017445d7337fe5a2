import { ErrorPage, useT } from '@shop/ui';
import { useRouteLoaderData } from 'react-router';
import { errorTitleKey } from '../lib/meta.js';
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
  // The heading says what the page's title says (lib/meta.ts).
  const title = t(errorTitleKey(status));
  const texts =
    status === 400
      ? { description: t('notFoundPage.badRequestText') }
      : status === 503
        ? { description: t('notFoundPage.unavailableText') }
        : {};
  return <ErrorPage status={status} categories={categories} title={title} {...texts} />;
}
