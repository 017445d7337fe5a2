import { PHONE_PREFIX } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { FAST_ORDER_CLIENT, FAST_ORDER_LINES } from './fast-order.samples.js';
import { fastOrderLineMax, fastOrderSummary, validateFastOrder } from '../fast-order.machine.js';
import { FastOrderPage, type FastOrderPageProps } from '../fast-order-page.js';

/** The visible states of the fast-order page, each a story and a test. */
export const FAST_ORDER_PAGE_STATES = [
  'fresh',
  'discount',
  'errors',
  'pending',
  'failed',
  'empty',
  'limits',
  'linesPending',
] as const;
export type FastOrderPageState = (typeof FAST_ORDER_PAGE_STATES)[number];

type ViewData = Omit<
  FastOrderPageProps,
  'onDiscountChange' | 'onQuantityChange' | 'onRemove' | 'onChange' | 'onSubmit'
>;

/** The view's props for a state (callbacks apart); figures from core's prices. */
export function fastOrderPageStateProps(state: FastOrderPageState): ViewData {
  const fresh: ViewData = {
    summary: fastOrderSummary(FAST_ORDER_LINES, 0),
    discount: 0,
    values: { name: '', phone: PHONE_PREFIX },
  };
  const discounted: ViewData = {
    summary: fastOrderSummary(FAST_ORDER_LINES, 10),
    discount: 10,
    values: { ...FAST_ORDER_CLIENT },
  };
  switch (state) {
    case 'fresh':
      return fresh;
    case 'discount':
      return discounted;
    case 'errors': {
      const values = { name: '', phone: '+373 (22) 45' };
      const result = validateFastOrder({ values });
      return { ...fresh, values, errors: result.ok ? {} : result.errors };
    }
    case 'pending':
      return { ...discounted, busy: true };
    case 'failed':
      return { ...discounted, failure: 'network' };
    case 'empty':
      return { ...fresh, summary: fastOrderSummary([], 0) };
    case 'limits': {
      // One drill (minus is off) and as many boxes of hinges as the wholesale stock holds (plus
      // is gone): the bounds are core's, as the machine keeps them.
      const [drill, hinge, ...rest] = FAST_ORDER_LINES;
      if (!drill || !hinge) return fresh;
      const lines = [
        { ...drill, quantity: 1 },
        { ...hinge, quantity: fastOrderLineMax(hinge) },
        ...rest,
      ];
      return { ...fresh, summary: fastOrderSummary(lines, 0) };
    }
    case 'linesPending':
      return { ...fresh, linesBusy: true };
  }
}

const noop = () => undefined;

export type FastOrderPageExampleProps = {
  state: FastOrderPageState;
} & Partial<FastOrderPageProps>;

/** The page body in a state, in the page's column; callbacks do nothing unless given. */
export function FastOrderPageExample({ state, ...props }: FastOrderPageExampleProps): ReactNode {
  return (
    <FastOrderPageFrame>
      <FastOrderPage
        onDiscountChange={noop}
        onQuantityChange={noop}
        onRemove={noop}
        onChange={noop}
        onSubmit={noop}
        animated={false}
        {...fastOrderPageStateProps(state)}
        {...props}
      />
    </FastOrderPageFrame>
  );
}

/** The page's column. */
export function FastOrderPageFrame({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6 shop:bp768:py-6">
      {children}
    </div>
  );
}
