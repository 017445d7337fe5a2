import type { CreateOrderResponse } from '@shop/core/contract';
import type { LocaleCode, UtmRecord } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FastOrderPage } from './fast-order-page.js';
import { useLocale, type ApiDetail } from '../../i18n/index.js';
import { useEmitted } from '../../lib/use-emitted.js';
import type { FastOrderAttempt } from '../one-click/fast-order-body.js';
import { sameFieldErrors } from '../sign-in/sign-in.machine.js';
import {
  fastOrderMachine,
  fastOrderSummary,
  selectFastOrderBusy,
  selectFastOrderDiscount,
  selectFastOrderErrors,
  selectFastOrderFailure,
  selectFastOrderLines,
  selectFastOrderValues,
  type FastOrderLine,
  type FastOrderMachine,
} from './fast-order.machine.js';

export interface FastOrderPageContainerProps {
  /**
   * The fast-order machine with the storefront's `placeFastOrder`. Read once, at mount.
   * @default fastOrderMachine (its actor fails with "not provided")
   * @example machine={fastOrderMachine.provide({ actors: { placeFastOrder } })}
   */
  machine?: FastOrderMachine;
  /** The cart's lines (sent to the machine whenever they change). */
  lines: readonly FastOrderLine[];
  /** The stored fast-order discount percent; read at mount. @default 0 */
  managerDiscount?: number;
  /** The stored UTM values. @default null */
  utm?: UtmRecord | null;
  /** The language of the order. @default the `I18nProvider`'s */
  lang?: LocaleCode;
  /**
   * The discount changed: keep it in the session (SESSION_STORAGE_KEYS.managerDiscount).
   * @example onDiscountChange={(percent) => sessionStorage.setItem(key, String(percent))}
   */
  onDiscountChange?: (percent: number) => void;
  /**
   * A line's quantity changed (within core's limits for a manager): set it in the cart, which
   * the lines come from.
   * @example onQuantityChange={cart.setQuantity}
   */
  onQuantityChange?: (key: string, quantity: number) => void;
  /**
   * A line was removed: remove it from the cart.
   * @example onRemove={cart.remove}
   */
  onRemove?: (key: string) => void;
  /**
   * The cart is saving a line's change (`useCart().pending`): the lines' controls wait.
   * @default false
   */
  linesBusy?: boolean;
  /** The order was taken: clear the cart and go to /pages/ordering/{response.id} (§4). */
  onPlaced?: (response: CreateOrderResponse, attempt: FastOrderAttempt) => void;
  /** The order failed; the page shows the message and stays. */
  onFailed?: (failure: { error: unknown; detail: ApiDetail; retryable: boolean }) => void;
  /** An action under the empty state, e.g. a link to the catalogue. */
  emptyAction?: ReactNode;
  /** The spinner turns. @default true */
  animated?: boolean;
  /** Extra classes of the root. */
  className?: string;
}

/**
 * The manager's fast-order page body, wired: runs the fast-order machine with the cart's lines,
 * computes the rows and totals with core's prices for the current discount (and the lines'
 * quantities as the manager edits them), and turns the emitted events into the callbacks. Render it only for a signed-in manager (SPEC §2, §6).
 *
 * @example
 * <FastOrderPageContainer machine={storefrontFastOrderMachine} lines={cartLines}
 *   managerDiscount={stored} onDiscountChange={store} onQuantityChange={cart.setQuantity}
 *   onRemove={cart.remove} linesBusy={cart.pending}
 *   onPlaced={(response) => navigate(`/pages/ordering/${response.id}`)} />
 */
export function FastOrderPageContainer({
  machine = fastOrderMachine,
  lines,
  managerDiscount = 0,
  utm = null,
  lang,
  onDiscountChange,
  onQuantityChange,
  onRemove,
  linesBusy,
  onPlaced,
  onFailed,
  emptyAction,
  animated,
  className,
}: FastOrderPageContainerProps): ReactNode {
  const locale = useLocale();
  const orderLang = lang ?? locale;
  const actor = useActorRef(machine, {
    input: { lines, managerDiscount, lang: orderLang, utm },
  });
  const current = useSelector(actor, selectFastOrderLines);
  const discount = useSelector(actor, selectFastOrderDiscount);
  const values = useSelector(actor, selectFastOrderValues);
  const errors = useSelector(actor, selectFastOrderErrors, sameFieldErrors);
  const failure = useSelector(actor, selectFastOrderFailure);
  const busy = useSelector(actor, selectFastOrderBusy);
  const summary = useMemo(() => fastOrderSummary(current, discount), [current, discount]);

  useEffect(() => {
    actor.send({ type: 'SET_LINES', lines });
  }, [actor, lines]);
  useEffect(() => {
    actor.send({ type: 'SET_CONTEXT', lang: orderLang, utm });
  }, [actor, orderLang, utm]);

  useEmitted(actor, (event) => {
    if (event.type === 'discountChanged') onDiscountChange?.(event.percent);
    else if (event.type === 'quantityChanged') onQuantityChange?.(event.key, event.quantity);
    else if (event.type === 'lineRemoved') onRemove?.(event.key);
    else if (event.type === 'placed') onPlaced?.(event.response, event.attempt);
    else onFailed?.({ error: event.error, detail: event.detail, retryable: event.retryable });
  });

  return (
    <FastOrderPage
      summary={summary}
      discount={discount}
      values={values}
      errors={errors}
      failure={failure}
      busy={busy}
      linesBusy={linesBusy}
      animated={animated}
      emptyAction={emptyAction}
      className={className}
      onDiscountChange={(percent) => actor.send({ type: 'SET_DISCOUNT', percent })}
      onQuantityChange={(key, quantity) => actor.send({ type: 'SET_QUANTITY', key, quantity })}
      onRemove={(key) => actor.send({ type: 'REMOVE', key })}
      onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );
}
