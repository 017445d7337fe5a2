import type { CreateOrderResponse, OrderProductAttribute, Product } from '@shop/core/contract';
import type { LocaleCode, PricingContext, UtmRecord } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OneClickModal } from './one-click-modal.js';
import { useLocale, type ApiDetail } from '../../i18n/index.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useEmitted } from '../../lib/use-emitted.js';
import { useOptionalModalStack } from '../../primitives/modal/modal-stack-provider.js';
import { sameFieldErrors } from '../sign-in/sign-in.machine.js';
import type { FastOrderAttempt } from './fast-order-body.js';
import {
  oneClickMachine,
  samePriceView,
  selectOneClickAttributes,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickPriceView,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
  type OneClickMachine,
} from './one-click.machine.js';

export interface OneClickProps {
  /**
   * The one-click machine with the storefront's `placeFastOrder`. Read once, at mount.
   * @default oneClickMachine (its actor fails with "not provided")
   * @example machine={oneClickMachine.provide({ actors: { placeFastOrder } })}
   */
  machine?: OneClickMachine;
  /**
   * Id in the nearest `ModalStackProvider`: the modal is open while the id is in the stack.
   * Without a stack (or an id), `open` decides.
   * @example modalId="one-click"
   */
  modalId?: string;
  /** Whether the modal is open (controlled), when it is not in a modal stack. */
  open?: boolean;
  /** Open at first (uncontrolled), when it is not in a modal stack. @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The product to buy (the one whose "buy in one click" was pressed). */
  product: Product | null;
  /** Its chosen parameters (size, feature). @default [] */
  attributes?: readonly OrderProductAttribute[];
  /**
   * Who buys: the price and the stock follow the role (a manager's discount too).
   * @default { role: 'visitor' }
   */
  pricing?: PricingContext;
  /** The stored UTM values (§4), sent with the order. @default null */
  utm?: UtmRecord | null;
  /** The language of the order. @default the `I18nProvider`'s */
  lang?: LocaleCode;
  /**
   * The order was taken. In a modal stack every modal is closed first (SPEC §4); then go to
   * /pages/ordering/{response.id}.
   * @example onPlaced={(response) => navigate(`/pages/ordering/${response.id}`)}
   */
  onPlaced?: (response: CreateOrderResponse, attempt: FastOrderAttempt) => void;
  /**
   * The order failed; the modal shows the message and stays. When `retryable` is false the
   * storefront may go to /pages/ordering-error (§4).
   */
  onFailed?: (failure: { error: unknown; detail: ApiDetail; retryable: boolean }) => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  /** Extra classes for the modal box. */
  className?: string;
}

const VISITOR: PricingContext = { role: 'visitor' };

/** A value that keeps its identity while its JSON does not change (props built inline). */
function useStable<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (JSON.stringify(stable) === JSON.stringify(value)) return stable;
  // Adjusting state while rendering (React's pattern for derived state): the next render keeps it.
  setStable(value);
  return value;
}

/**
 * The one-click purchase modal, wired: runs the one-click machine, sends it the product when the
 * modal opens (`OPEN`) or the product changes while it is open (`PRODUCT_CHANGED`: the quantity
 * resets to 1, SPEC §4), keeps its pricing, language and UTM values current, and turns its
 * emitted events into the callbacks.
 *
 * @example
 * <OneClick machine={storefrontOneClickMachine} modalId="one-click" product={product}
 *   attributes={chosen} pricing={pricing} utm={utm}
 *   onPlaced={(response) => navigate(`/pages/ordering/${response.id}`)} />
 */
export function OneClick({
  machine = oneClickMachine,
  modalId,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  product,
  attributes = [],
  pricing = VISITOR,
  utm = null,
  lang,
  onPlaced,
  onFailed,
  animated,
  className,
}: OneClickProps): ReactNode {
  const locale = useLocale();
  const orderLang = lang ?? locale;
  const stablePricing = useStable(pricing);
  const stableUtm = useStable(utm);
  const stableAttributes = useStable(attributes);
  const actor = useActorRef(machine, {
    input: { pricing: stablePricing, lang: orderLang, utm: stableUtm, product, attributes },
  });

  const current = useSelector(actor, selectOneClickProduct);
  const chosen = useSelector(actor, selectOneClickAttributes);
  const values = useSelector(actor, selectOneClickValues);
  const quantity = useSelector(actor, selectOneClickQuantity);
  const stock = useSelector(actor, selectOneClickStock);
  const unitPrice = useSelector(actor, selectOneClickUnitPrice);
  const price = useSelector(actor, selectOneClickPriceView, samePriceView);
  const total = useSelector(actor, selectOneClickTotal);
  const errors = useSelector(actor, selectOneClickErrors, sameFieldErrors);
  const failure = useSelector(actor, selectOneClickFailure);
  const busy = useSelector(actor, selectOneClickBusy);

  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const stack = useOptionalModalStack();
  const inStack = stack !== null && modalId !== undefined;
  const isOpen = inStack ? stack.stack.includes(modalId) : open;

  useEffect(() => {
    actor.send({ type: 'SET_CONTEXT', pricing: stablePricing, lang: orderLang, utm: stableUtm });
  }, [actor, stablePricing, orderLang, stableUtm]);

  // Opening sends OPEN (errors of the last opening cleared); a product change while open, the
  // new product (the quantity resets to 1 for another product).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen && product) {
      actor.send({
        type: wasOpen.current ? 'PRODUCT_CHANGED' : 'OPEN',
        product,
        attributes: stableAttributes,
      });
    }
    wasOpen.current = isOpen;
  }, [actor, isOpen, product, stableAttributes]);

  useEmitted(actor, (event) => {
    if (event.type === 'placed') {
      if (inStack) stack.closeAll();
      else setOpen(false);
      onPlaced?.(event.response, event.attempt);
    } else {
      onFailed?.({ error: event.error, detail: event.detail, retryable: event.retryable });
    }
  });

  return (
    <OneClickModal
      modalId={modalId}
      open={open}
      onOpenChange={setOpen}
      product={current}
      attributes={chosen}
      unitPrice={unitPrice}
      price={price}
      quantity={quantity}
      stock={stock}
      total={total}
      values={values}
      errors={errors}
      failure={failure}
      busy={busy}
      animated={animated}
      className={className}
      onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onQuantityChange={(next) => actor.send({ type: 'SET_QUANTITY', quantity: next })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );
}
