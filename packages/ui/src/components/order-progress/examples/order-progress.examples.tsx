import type { OrderStatus } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { OrderProgress } from '../order-progress.js';

/** The visible states of the progress, each a story and a test. */
export const ORDER_PROGRESS_STATES = [
  'placed',
  'packing',
  'shipped',
  'finished',
  'canceled',
] as const;
export type OrderProgressState = (typeof ORDER_PROGRESS_STATES)[number];

/** An order's status and the steps it has gone through, for each state. */
export const ORDER_PROGRESS_SAMPLES: Record<
  OrderProgressState,
  { status: OrderStatus; reached: number }
> = {
  /** Just placed: the first step in process. */
  placed: { status: 'process', reached: 0 },
  /** Confirmed by a manager, being packed. */
  packing: { status: 'process', reached: 2 },
  /** On its way: four steps done, delivery in process. */
  shipped: { status: 'process', reached: 4 },
  /** Delivered: every step done. */
  finished: { status: 'finished', reached: 5 },
  /** Cancelled after confirmation: nothing in process. */
  canceled: { status: 'canceled', reached: 2 },
};

/** The progress in a state, on a white card as the order page shows it. */
export function OrderProgressExample({ state }: { state: OrderProgressState }): ReactNode {
  return (
    <div className="shop:max-w-3xl shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4">
      <OrderProgress {...ORDER_PROGRESS_SAMPLES[state]} />
    </div>
  );
}
