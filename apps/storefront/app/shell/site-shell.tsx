import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@shop/ui';
import type { RootLoaderData } from '../lib/root-data.js';
import { AccountState } from './account/account-state.js';
import { SiteHeader } from './site-header.js';

// The footer is rendered on the server with the page, but its code is not needed to read or use
// the page above it: it hydrates once its chunk arrives (until then its links work as plain
// links), which keeps it and its accordion out of the JavaScript every page waits for.
const SiteFooter = lazy(() => import('./site-footer.js'));

export interface SiteShellProps {
  data: RootLoaderData;
  children: ReactNode;
}

/** Header, navigation and footer around every page (SPEC §2), and who is signed in. */
export function SiteShell({ data, children }: SiteShellProps) {
  const { t } = useT();
  return (
    <AccountState
      locale={data.locale}
      session={data.session}
      socialProviders={data.socialProviders}
    >
      {/* Below 768 px the bottom bar covers the end of the page: the page keeps room for it. */}
      <div className="flex min-h-dvh flex-col pb-16 bp768:pb-0">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('site.skipToContent')}
        </a>
        <SiteHeader categories={data.categories} />
        <main id="content" tabIndex={-1} className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-6">
          {children}
        </main>
        <Suspense fallback={null}>
          <SiteFooter data={data} />
        </Suspense>
      </div>
    </AccountState>
  );
}
