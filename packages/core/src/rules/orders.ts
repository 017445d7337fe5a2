import { orderPath, PATHS } from './paths.js';

/**
 * Order status and progress (SPEC §2 "Profile", §3 "Order"): status badges and the five-step
 * progress bar of the order detail page.
 */
export const ORDER_STATUSES = ['process', 'pending_payment', 'canceled', 'finished'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order still on its way (placed or awaiting payment): neither canceled nor finished. */
export function isOpenOrder(status: OrderStatus): boolean {
  return status === 'process' || status === 'pending_payment';
}

/** The five steps of an order's way to the shopper, in order. */
export const ORDER_STEPS = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export type StepState = 'complete' | 'in_process' | 'not_reached';

/**
 * Each step's state. `reached` is how many steps the order has gone through (0..5); the next one
 * is in process. A finished order has every step complete; a cancelled one stops where it was,
 * with nothing in process.
 */
export function orderProgress(
  status: OrderStatus,
  reached: number,
): { step: OrderStep; state: StepState }[] {
  const done =
    status === 'finished'
      ? ORDER_STEPS.length
      : Math.min(Math.max(Math.trunc(reached) || 0, 0), ORDER_STEPS.length);
  return ORDER_STEPS.map((step, index) => ({
    step,
    state:
      index < done
        ? 'complete'
        : index === done && status !== 'canceled'
          ? 'in_process'
          : 'not_reached',
  }));
}

/**
 * Payment methods. §3 shows `by_card_online` (the online card payment, whose flow stays on the
 * page); the others are what a Moldovan shop offers: cash, card on delivery, bank transfer for
 * companies (`payMethodsFor`).
 */
export const PAY_METHODS = [
  'cash',
  'by_card_online',
  'by_card_on_delivery',
  'bank_transfer',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * Delivery methods of the checkout's delivery radios (not shown in the spec; designed). A one-click
 * order has none: its delivery and payment are agreed on the phone (`null` on the order).
 */
export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The online card payment method (§3 "Order": pay_method by_card_online). */
export const PAY_BY_CARD_ONLINE = 'by_card_online' satisfies PayMethod;

/**
 * Where placement goes next (§4 "Order placement"): online card payment stays on the page for the
 * payment step; any other method clears the cart and opens the order page; a failure goes to the
 * order error page.
 */
export function placementOutcome(
  result: { ok: true; orderId: number | string; payMethod: string } | { ok: false },
):
  | { kind: 'await_payment' }
  | { kind: 'order_page'; path: string; clearCart: true }
  | {
      kind: 'error_page';
      path: string;
    } {
  if (!result.ok) return { kind: 'error_page', path: PATHS.orderingError };
  if (result.payMethod === PAY_BY_CARD_ONLINE) return { kind: 'await_payment' };
  return {
    kind: 'order_page',
    path: orderPath(result.orderId),
    clearCart: true,
  };
}
