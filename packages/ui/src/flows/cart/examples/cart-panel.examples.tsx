import type { Product, ProductUnit } from '@shop/core/contract';
import {
  lineTotal,
  productPath,
  stockShown,
  unitPrice,
  type PricingContext,
} from '@shop/core/rules';
import type { ReactNode } from 'react';
import { SAMPLE_PRODUCTS } from '../../../components/product-card/examples/product-card.examples.js';
import { CartPanel, type CartPanelLine, type CartPanelProps } from '../cart-panel.js';

/** A box of four drills: what a manager may sell the drill by. */
export const SAMPLE_BOX: ProductUnit = { id: 7, name: 'Cutie', name_cod: 200, coef: 4 };
/** The piece unit as a manager or dealer sees it labelled. */
export const SAMPLE_PIECE: ProductUnit = { id: 1, name: 'Buc', name_cod: 1, coef: 1 };

const CUSTOMER: PricingContext = { role: 'customer' };
const MANAGER: PricingContext = { role: 'manager' };

/**
 * A row as the cart flow builds it, priced with core's rules: the stock the role sees in whole
 * units, the unit label for a manager or dealer.
 */
export function sampleRow(
  product: Product,
  quantity: number,
  {
    pricing = CUSTOMER,
    unit = null,
    attributes = [],
  }: { pricing?: PricingContext; unit?: ProductUnit | null; attributes?: string[] } = {},
): CartPanelLine {
  const coef = unit?.coef ?? 1;
  const wholesale = pricing.role === 'manager' || pricing.role === 'dealer';
  return {
    key: `${String(product.id)}:${String(unit?.id ?? 0)}:${attributes.join('|')}`,
    name: product.name,
    image: product.image,
    href: productPath(product.slug),
    attributes: attributes.map((title) => ({ title })),
    unitLabel: wholesale ? (unit?.name ?? null) : null,
    quantity,
    stock: Math.floor(stockShown(product, pricing.role) / coef),
    unitPrice: unitPrice(product, pricing, pricing.role === 'manager' ? coef : 1),
    lineTotal: lineTotal(product, quantity, pricing, pricing.role === 'manager' ? coef : 1),
  };
}

/** A customer's cart under the free-delivery threshold: 388,90 lei, 111,10 lei to go. */
export const CUSTOMER_ROWS: readonly CartPanelLine[] = [
  sampleRow(SAMPLE_PRODUCTS.handle, 1),
  sampleRow(SAMPLE_PRODUCTS.screwdrivers, 1, { attributes: ['Vârf magnetic', '10 piese'] }),
];

/** The visible states of the cart panel, each a story and a test. */
export const CART_PANEL_STATES = [
  'customer',
  'manager',
  'atStock',
  'atOne',
  'freeDelivery',
  'pending',
  'loading',
  'empty',
  'long',
] as const;
export type CartPanelState = (typeof CART_PANEL_STATES)[number];

type ViewData = Pick<CartPanelProps, 'rows' | 'loading' | 'pending'>;

/** The view's data for a state (callbacks apart). */
export function cartPanelStateProps(state: CartPanelState): ViewData {
  switch (state) {
    case 'customer':
      return { rows: CUSTOMER_ROWS };
    case 'manager':
      // A box of 4 drills at the wholesale price times 4, and paint by the piece.
      return {
        rows: [
          sampleRow(SAMPLE_PRODUCTS.drill, 2, { pricing: MANAGER, unit: SAMPLE_BOX }),
          sampleRow(SAMPLE_PRODUCTS.paint, 5, { pricing: MANAGER, unit: SAMPLE_PIECE }),
        ],
      };
    case 'atStock':
      // Three ladders, the last three: no plus.
      return {
        rows: [sampleRow(SAMPLE_PRODUCTS.ladder, 3), sampleRow(SAMPLE_PRODUCTS.handle, 2)],
      };
    case 'atOne':
      // A drill at 1: delete instead of minus; the paint at 2 has minus.
      return {
        rows: [sampleRow(SAMPLE_PRODUCTS.drill, 1), sampleRow(SAMPLE_PRODUCTS.paint, 2)],
      };
    case 'freeDelivery':
      return {
        rows: [
          sampleRow(SAMPLE_PRODUCTS.drill, 1),
          sampleRow(SAMPLE_PRODUCTS.grinder, 2),
          sampleRow(SAMPLE_PRODUCTS.paint, 1),
        ],
      };
    case 'pending':
      return { rows: CUSTOMER_ROWS, pending: true };
    case 'loading':
      return { rows: CUSTOMER_ROWS, loading: true };
    case 'empty':
      return { rows: [] };
    case 'long':
      return {
        rows: [
          sampleRow(SAMPLE_PRODUCTS.drill, 1),
          sampleRow(SAMPLE_PRODUCTS.grinder, 2),
          sampleRow(SAMPLE_PRODUCTS.paint, 3),
          sampleRow(SAMPLE_PRODUCTS.screwdrivers, 1, { attributes: ['Vârf magnetic'] }),
          sampleRow(SAMPLE_PRODUCTS.lamp, 1),
          sampleRow(SAMPLE_PRODUCTS.saw, 1),
          sampleRow(SAMPLE_PRODUCTS.longName, 1),
        ],
      };
  }
}

const noop = () => undefined;

export type CartPanelExampleProps = { state: CartPanelState } & Partial<CartPanelProps>;

/** The panel open in a state; callbacks do nothing unless given. */
export function CartPanelExample({ state, ...props }: CartPanelExampleProps): ReactNode {
  return (
    <CartPanel
      defaultOpen
      onIncrement={noop}
      onDecrement={noop}
      onQuantityChange={noop}
      onRemove={noop}
      animated={false}
      {...cartPanelStateProps(state)}
      {...props}
    />
  );
}
