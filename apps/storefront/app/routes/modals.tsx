import { PATHS } from '@shop/core/rules';
import { Button, useLocale, useT } from '@shop/ui';
import { RESULT_MODAL_KINDS } from '@shop/ui/components/result-modal';
import { Breadcrumbs } from '@shop/ui/primitives/breadcrumbs';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Route } from './+types/modals';
import { apiClient } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { useAccountModals } from '../shell/account/account-state.js';
import { useCompanyFormDialogs } from '../pages/company-forms.js';
import { useQuickOrders } from '../shell/orders/quick-orders.js';
import { withTexts } from '../lib/texts.server.js';

const ProductShopStock = lazy(() => import('../pages/product-shop-stock.js'));

/**
 * /pages/modals (SPEC §2 "modals"): a review page for designers and testers that opens each of the
 * shop's dialogs through the same mechanisms the shop uses (the modal stack, the account and quick
 * order states), with real texts and a real product. Not for shoppers: no link leads here, it is
 * not indexed and not in the sitemap.
 */
export const loader = withTexts(
  ['modalsPage', 'profileData', 'companyCodes'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    // The one-click order needs a product; without the API the page still opens the others.
    const product = await apiClient(locale)
      .catalogue.products({ page: 1 }, { signal: request.signal })
      .then((page) => page.results[0] ?? null)
      .catch(() => null);
    return { product };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.modals'), noindex: true }));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="shop:flex shop:flex-col shop:gap-3">
      <h2 className="shop:text-xl shop:font-semibold shop:text-ink">{title}</h2>
      <ul className="shop:flex shop:flex-wrap shop:gap-3">{children}</ul>
    </section>
  );
}

export default function ModalsRoute({ loaderData: { product } }: Route.ComponentProps) {
  const { t } = useT();
  const { openSignIn, openRestore, showResult } = useAccountModals();
  const { openForm, dialogs } = useCompanyFormDialogs();
  const { buyInOneClick } = useQuickOrders();
  const locale = useLocale();
  // The product page's stock in shops, loaded at the first press like there.
  const [shopStockAsked, setShopStockAsked] = useState(0);
  const [shopStockOpen, setShopStockOpen] = useState(false);
  const item = (label: string, open: () => void) => (
    <li key={label}>
      <Button variant="secondary" onClick={open}>
        {label}
      </Button>
    </li>
  );
  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      <Breadcrumbs
        items={[{ label: t('pageTitle.home'), href: PATHS.home }, { label: t('pageTitle.modals') }]}
      />
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink">{t('pageTitle.modals')}</h1>
      <p className="shop:max-w-prose shop:text-ink-soft">{t('modalsPage.lead')}</p>
      <Group title={t('modalsPage.account')}>
        {item(t('modalsPage.signIn'), () => openSignIn())}
        {item(t('modalsPage.restore'), openRestore)}
      </Group>
      {product ? (
        <Group title={t('modalsPage.buying')}>
          {item(t('modalsPage.oneClick', { name: product.name }), () => buyInOneClick(product))}
          {item(t('modalsPage.shopStock', { name: product.name }), () => {
            setShopStockAsked((count) => count + 1);
            setShopStockOpen(true);
          })}
        </Group>
      ) : null}
      <Group title={t('modalsPage.forms')}>
        {item(t('modalsPage.contactForm'), () => openForm('contact'))}
        {item(t('modalsPage.partnerForm'), () => openForm('partner'))}
      </Group>
      <Group title={t('modalsPage.results')}>
        {RESULT_MODAL_KINDS.map((kind) =>
          item(t(`modalsPage.kinds.${kind}`), () => showResult({ kind })),
        )}
      </Group>
      <p className="shop:max-w-prose shop:text-sm shop:text-muted">{t('modalsPage.elsewhere')}</p>
      {dialogs}
      {product && shopStockAsked > 0 ? (
        <Suspense fallback={null}>
          <ProductShopStock
            locale={locale}
            productId={product.id}
            productName={product.name}
            unit={null}
            open={shopStockOpen}
            asked={shopStockAsked}
            onOpenChange={setShopStockOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
