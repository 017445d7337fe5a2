import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@shop/ui';
import type { RootLoaderData } from '../lib/root-data.js';
import { AccountState } from './account/account-state.js';
import { LoadingPage } from './loading-page.js';
import { RouteFocus } from './route-focus.js';
import { SiteHeader } from './site-header.js';

// The footer is rendered on the server with the page, but its code is not needed to read or use
// the page above it: it hydrates once its chunk arrives (until then its links work as plain
// links), which keeps it and its accordion out of the JavaScript every page waits for.
// The same chunk brings the home page's popup chain slot and installs the chunk reload guard
// (after-page.tsx), so neither weighs on a page's first load.
const SiteFooter = lazy(() => import('./after-page.js'));
// Only a demo shop's pages render (and so fetch) the demo banner's code.
const DemoNotice = lazy(() => import('./demo-notice.js'));

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
      <div className="shop:flex shop:min-h-dvh shop:flex-col shop:pb-16 shop:bp768:pb-0">
        <a
          href="#content"
          className="shop:sr-only shop:focus:not-sr-only shop:focus:fixed shop:focus:top-2 shop:focus:left-2 shop:focus:z-[70] shop:focus:rounded-md shop:focus:bg-white shop:focus:px-4 shop:focus:py-2 shop:focus:shadow"
        >
          {t('site.skipToContent')}
        </a>
        {data.settings?.is_demo ? (
          <Suspense fallback={null}>
            <DemoNotice />
          </Suspense>
        ) : null}
        <SiteHeader
          categories={data.categories}
          chatHref={data.settings?.live_chat_url ?? undefined}
          support={{
            phone: data.settings?.support_phone,
            email: data.settings?.support_email,
          }}
        />
        <main
          id="content"
          tabIndex={-1}
          className="shop:relative shop:mx-auto shop:w-full shop:max-w-[1280px] shop:flex-1 shop:px-4 shop:py-6"
        >
          {children}
          <LoadingPage />
        </main>
        <RouteFocus />
        <Suspense fallback={null}>
          <SiteFooter data={data} />
        </Suspense>
      </div>
    </AccountState>
  );
}
