import { localizePath, orderPath, PATHS } from '@shop/core/rules';
import {
  EmptyState,
  FastOrderPageContainer,
  Skeleton,
  useCart,
  useLocale,
  useSession,
  useSessionActor,
  useT,
} from '@shop/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pushEcommerce, storedUtm } from '../lib/analytics.js';
import { useCurrentLocale } from '../shell/account/account-state.js';
import { fastOrderLinesOf } from '../shell/cart/checkout-lines.js';
import { fastOrderMachineFor } from '../shell/orders/machines.js';

/**
 * /pages/fast-order (SPEC §2, §6): a signed-in manager takes a client's order from the cart's
 * lines, with the manager's fast-order discount (kept in the session, so the cart prices with it
 * too). The manager's quantity changes and removals go to the cart, which the lines come from.
 * Anyone else is told the page is the managers'. A refused order leads to the order error
 * page; one without an answer stays to be sent again.
 */
export function FastOrderRoutePage() {
  const { t } = useT();
  const locale = useLocale();
  const cart = useCart();
  const session = useSession();
  const sessionActor = useSessionActor();
  const navigate = useNavigate();
  const currentLocale = useCurrentLocale(locale);
  const [machine] = useState(() => fastOrderMachineFor(currentLocale));
  const lines = useMemo(() => fastOrderLinesOf(cart.rows), [cart.rows]);

  if (session.status === 'authenticated' && !session.roles.isManager) {
    return (
      <div className="shop:flex shop:flex-col shop:gap-4">
        <h1 className="shop:text-2xl shop:font-semibold">{t('fastOrder.title')}</h1>
        <EmptyState description={t('fastOrder.managersOnly')} />
      </div>
    );
  }
  if (!cart.known || session.status !== 'authenticated') {
    return (
      <div aria-busy="true" className="shop:flex shop:flex-col shop:gap-4">
        <h1 className="shop:text-2xl shop:font-semibold">{t('fastOrder.title')}</h1>
        <span className="shop:sr-only">{t('common.loading')}</span>
        <Skeleton className="shop:h-80" />
      </div>
    );
  }
  return (
    <FastOrderPageContainer
      machine={machine}
      lines={lines}
      managerDiscount={session.pricing.managerDiscount ?? undefined}
      utm={storedUtm()}
      onDiscountChange={(percent) => sessionActor.send({ type: 'MANAGER_DISCOUNT', percent })}
      onQuantityChange={cart.setQuantity}
      onRemove={cart.remove}
      linesBusy={cart.pending}
      onPlaced={(response) => {
        if (response.purchase) pushEcommerce({ event: 'purchase', ecommerce: response.purchase });
        void Promise.resolve(
          navigate(localizePath(orderPath(response.id, response.link_token), locale)),
        ).then(cart.clear);
      }}
      onFailed={({ error, retryable }) => {
        console.error('[storefront] the fast order failed:', error);
        // No answer (or a server failure): the page stays and offers the same order again;
        // a refusal leads to the order error page (SPEC §4, §8), as the one-click order does.
        if (!retryable) void navigate(localizePath(PATHS.orderingError, locale));
      }}
    />
  );
}
