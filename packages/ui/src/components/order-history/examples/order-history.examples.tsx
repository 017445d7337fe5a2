import type { Order } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { sampleOrder } from '../../order-result/examples/order-result.examples.js';
import { OrderHistory, type OrderHistoryProps } from '../order-history.js';

/** The visible states of the order list, each a story and a test. */
export const ORDER_HISTORY_STATES = ['ready', 'paged', 'loading', 'empty', 'failed'] as const;
export type OrderHistoryState = (typeof ORDER_HISTORY_STATES)[number];

/**
 * Six orders of one account, newest first, one of each kind the list shows: courier and pickup,
 * a one-click order without delivery, and every status.
 */
export const SAMPLE_HISTORY: readonly Order[] = [
  sampleOrder({ id: 1042, created_at: '2025-03-12T08:15:00Z', total_price: 2336 }),
  sampleOrder({
    id: 1038,
    status: 'pending_payment',
    pay_method: 'by_card_online',
    created_at: '2025-03-10T17:40:00Z',
    total_price: 649.5,
  }),
  sampleOrder({
    id: 1031,
    delivery_method: null,
    is_fast_order: true,
    address: null,
    created_at: '2025-03-02T12:05:00Z',
    total_price: 1299,
  }),
  sampleOrder({
    id: 1024,
    delivery_method: 'pickup',
    address: null,
    shop: 2,
    status: 'finished',
    steps_reached: 5,
    created_at: '2025-02-20T09:30:00Z',
    total_price: 12450,
  }),
  sampleOrder({
    id: 1019,
    status: 'canceled',
    steps_reached: 1,
    created_at: '2025-02-11T15:00:00Z',
    total_price: 349,
  }),
  sampleOrder({
    id: 987,
    status: 'finished',
    steps_reached: 5,
    created_at: '2024-12-23T10:45:00Z',
    total_price: 85.5,
  }),
];

/** The list's props for a state. */
export function orderHistoryStateProps(state: OrderHistoryState): OrderHistoryProps {
  switch (state) {
    case 'ready':
      return { orders: SAMPLE_HISTORY };
    case 'paged':
      // The second of three pages of 20: 46 orders in all.
      return { orders: SAMPLE_HISTORY.slice(0, 4), count: 46, page: 2, pages: 3 };
    case 'loading':
      return { orders: [], loading: true };
    case 'empty':
      return { orders: [] };
    case 'failed':
      return { orders: [], loadFailed: true };
  }
}

export type OrderHistoryExampleProps = { state: OrderHistoryState } & Partial<OrderHistoryProps>;

/** The order list in a state, without motion, on the profile's page width. */
export function OrderHistoryExample({ state, ...props }: OrderHistoryExampleProps): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-5xl shop:p-4">
      <OrderHistory animated={false} {...orderHistoryStateProps(state)} {...props} />
    </div>
  );
}
