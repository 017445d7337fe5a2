import { ecommerceEvent, orderPath, usernameKind, type LocaleCode } from '@shop/core/rules';
import {
  checkoutAnalyticsItems,
  CheckoutContainer,
  Skeleton,
  StockModal,
  stockLinesFromProblem,
  useCart,
  useLocale,
  useSession,
  useT,
  type CartRow,
  type CheckoutShop,
  type StockLine,
} from '@shop/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath, PATHS } from '@shop/core/rules';
import { pushEcommerce, storedUtm } from '../lib/analytics.js';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { checkoutLinesOf } from '../shell/cart/checkout-lines.js';
import { checkoutMachineFor } from '../shell/orders/machines.js';

/** What the stock modal needs of the cart's rows. */
const stockCartLines = (rows: readonly CartRow[]) =>
  rows.map((row) => ({
    id: row.key,
    productId: row.productId,
    name: row.name,
    quantity: row.quantity,
    image: row.image,
    unit: row.unitLabel,
  }));

export interface CheckoutRoutePageProps {
  /** The shops an order can be picked up from. */
  shops: CheckoutShop[];
}

/**
 * /pages/cart (SPEC §2 "Checkout", §4 "Order placement"): the checkout of @shop/ui over the
 * page's cart. The cart is known once the browser has read it (storage, or the account's cart),
 * so the server draws the page's frame and the form comes with hydration. A placed order empties
 * the cart, is pushed as `purchase` and opens its page. Products that ran out meanwhile (the
 * API's 409) open the stock modal, which can take the quantities left into the cart, and the
 * checkout goes on; any other failure opens /pages/ordering-error. A sign-in on the page turns
 * the form into the signed-in one.
 */
export function CheckoutRoutePage({ shops }: CheckoutRoutePageProps) {
  const { t } = useT();
  const locale = useLocale();
  const cart = useCart();
  const session = useSession();
  const { openSignIn } = useAccountModals();
  const navigate = useNavigate();
  const currentLocale = useCurrentLocale(locale);
  const [machine] = useState(() => checkoutMachineFor(currentLocale));
  const lines = useMemo(() => checkoutLinesOf(cart.rows), [cart.rows]);
  const profile = session.status === 'authenticated' ? session.profile : null;
  const [shortages, setShortages] = useState<StockLine[] | null>(null);
  // The form comes once the cart is known and its products checked (a visitor's stored lines
  // revalidated, an account's cart loaded), so it never opens on an empty cart; later reloads
  // (the cart panel opening) leave it as it is.
  const [ready, setReady] = useState(false);
  if (!ready && cart.known && !cart.loading && session.status !== 'checking') setReady(true);

  const go = (path: string, lang: LocaleCode) => navigate(localizePath(path, lang));

  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      {ready ? (
        <CheckoutContainer
          machine={machine}
          lines={lines}
          profile={profile}
          utm={storedUtm()}
          managerDiscount={session.pricing.managerDiscount ?? null}
          shops={shops}
          onBeginCheckout={(begun) =>
            pushEcommerce(
              ecommerceEvent('begin_checkout', checkoutAnalyticsItems(begun), {
                // SPEC §7: the shopper's phone and e-mail when the account has them.
                phone:
                  profile && usernameKind(profile.user.username) === 'phone'
                    ? profile.user.username
                    : undefined,
                email: profile?.user.email ?? undefined,
              }),
            )
          }
          onPlaced={(response) => {
            if (response.purchase)
              pushEcommerce({ event: 'purchase', ecommerce: response.purchase });
            // The cart empties once the order's page is there, so the form never shows empty.
            void Promise.resolve(go(orderPath(response.id, response.link_token), locale)).then(
              cart.clear,
            );
          }}
          onFailed={(error, path) => {
            console.error('[storefront] the order failed:', error);
            void go(path, locale);
          }}
          onShortOfStock={(problem) => {
            const short = stockLinesFromProblem(problem, stockCartLines(cart.rows));
            if (short.length > 0) setShortages(short);
            // None of the cart's lines is named: nothing to adjust here.
            else void go(PATHS.orderingError, locale);
          }}
          onEditCart={cart.open}
          onSignIn={() => openSignIn()}
        />
      ) : (
        <div aria-busy="true" className="shop:grid shop:gap-4 shop:bp1024:grid-cols-[1fr_380px]">
          <h1 className="shop:text-2xl shop:font-semibold shop:bp1024:col-span-2">
            {t('checkout.title')}
          </h1>
          <span className="shop:sr-only">{t('common.loading')}</span>
          <Skeleton className="shop:h-96" />
          <Skeleton className="shop:h-72" />
        </div>
      )}
      <StockModal
        open={shortages !== null}
        onOpenChange={(open) => {
          if (!open) setShortages(null);
        }}
        lines={shortages ?? []}
        onAccept={(adjustments) => {
          for (const { id, quantity } of adjustments) {
            if (quantity === 0) cart.remove(String(id));
            else cart.setQuantity(String(id), quantity);
          }
          setShortages(null);
        }}
      />
    </div>
  );
}
