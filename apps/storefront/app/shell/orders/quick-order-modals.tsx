import { localizePath, orderPath, PATHS } from '@shop/core/rules';
import { OneClick, UnitPicker, useCart, useLocale, useSession } from '@shop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushEcommerce, storedUtm } from '../../lib/analytics.js';
import type { CurrentLocale } from '../account/machines.js';
import { oneClickMachineFor } from './machines.js';
import { QUICK_ORDER_MODALS, type QuickOrderProducts } from './quick-orders.js';
import { useTexts, type Namespace } from '../../lib/texts.js';

// The dialogs' texts, fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = ['oneClick', 'unitPicker'] as const satisfies readonly Namespace[];

/**
 * The one-click order and the manager's unit picker (a chunk of their own). A placed one-click
 * order is pushed as `purchase` and opens its page; one the shop refused (not a lost connection,
 * which the dialog lets the shopper retry) leads to /pages/ordering-error (SPEC §8).
 */
export default function QuickOrderModals({
  locale,
  products,
}: {
  locale: CurrentLocale;
  products: QuickOrderProducts;
}) {
  useTexts(TEXTS);
  const cart = useCart();
  const { pricing } = useSession();
  const navigate = useNavigate();
  const pageLocale = useLocale();
  const [machine] = useState(() => oneClickMachineFor(locale));
  return (
    <>
      <OneClick
        machine={machine}
        modalId={QUICK_ORDER_MODALS.oneClick}
        product={products.oneClick}
        pricing={pricing}
        utm={storedUtm()}
        onPlaced={(response) => {
          if (response.purchase) pushEcommerce({ event: 'purchase', ecommerce: response.purchase });
          void navigate(localizePath(orderPath(response.id, response.link_token), pageLocale));
        }}
        onFailed={({ error, retryable }) => {
          console.error('[storefront] the one-click order failed:', error);
          if (!retryable) void navigate(localizePath(PATHS.orderingError, pageLocale));
        }}
      />
      <UnitPicker
        modalId={QUICK_ORDER_MODALS.unitPicker}
        product={products.unitPicker}
        managerDiscount={pricing.managerDiscount ?? undefined}
        onAdd={({ product, unit, quantity, attributes }) =>
          cart.add(product, {
            quantity,
            unit,
            attributes: attributes.map((attribute) => attribute.id),
          })
        }
      />
    </>
  );
}
