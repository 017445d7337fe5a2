import type { CreateOrderResponse } from '@shop/core/contract';
import { useState, type ReactNode } from 'react';
import { FastOrderPageFrame } from './fast-order-page.examples.js';
import {
  fakePlaceFastOrder,
  type FakePlaceOptions,
} from '../../one-click/examples/one-click.samples.js';
import {
  FastOrderPageContainer,
  type FastOrderPageContainerProps,
} from '../fast-order-page.container.js';
import { fastOrderMachine, type FastOrderLine } from '../fast-order.machine.js';
import { FAST_ORDER_LINES } from './fast-order.samples.js';

/** The fast-order machine as the storefront provides it, with a fake `placeFastOrder`. */
export function demoFastOrderMachine(options: FakePlaceOptions = {}) {
  return fastOrderMachine.provide({ actors: { placeFastOrder: fakePlaceFastOrder(options) } });
}

export interface FastOrderExampleProps extends Pick<
  FastOrderPageContainerProps,
  'machine' | 'managerDiscount' | 'onDiscountChange' | 'onQuantityChange' | 'onRemove' | 'onFailed'
> {
  /** The cart's lines. @default FAST_ORDER_LINES */
  lines?: readonly FastOrderLine[];
  /** Called with the order the fake server took. */
  onPlaced?: (response: CreateOrderResponse) => void;
}

/**
 * The page as the storefront's /pages/fast-order renders it: the real machine with a fake server;
 * a quantity change or a removal goes to the cart and comes back as its lines, and the placed
 * order empties the cart, as the storefront's would.
 */
export function FastOrderExample({
  machine = demoFastOrderMachine(),
  lines = FAST_ORDER_LINES,
  managerDiscount,
  onDiscountChange,
  onQuantityChange,
  onRemove,
  onPlaced,
  onFailed,
}: FastOrderExampleProps): ReactNode {
  const [cart, setCart] = useState(lines);
  return (
    <FastOrderPageFrame>
      <FastOrderPageContainer
        machine={machine}
        lines={cart}
        managerDiscount={managerDiscount}
        animated={false}
        onDiscountChange={onDiscountChange}
        onQuantityChange={(key, quantity) => {
          setCart((lines) =>
            lines.map((line) => (line.key === key ? { ...line, quantity } : line)),
          );
          onQuantityChange?.(key, quantity);
        }}
        onRemove={(key) => {
          setCart((lines) => lines.filter((line) => line.key !== key));
          onRemove?.(key);
        }}
        onPlaced={(response) => {
          setCart([]);
          onPlaced?.(response);
        }}
        onFailed={onFailed}
      />
    </FastOrderPageFrame>
  );
}
