import type { Order, OrderProduct } from '@shop/core/contract';
import type { Product } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { SAMPLE_PRODUCTS } from '../../product-card/examples/product-card.examples.js';
import {
  OrderNotFound,
  OrderResult,
  OrderResultSkeleton,
  type OrderResultProps,
} from '../order-result.js';

/**
 * Sample orders shared by the stories and the tests: amounts in lei as the API sends them, the
 * products of the product card's samples.
 */

const PIECE = { id: 1, name: 'Buc', name_cod: 1, coef: 1 };
const SET = { id: 2, name: 'Set', name_cod: 100, coef: 10 };

/** A line of a product, priced as the server wrote it. */
export function sampleLine(
  product: Product,
  quantity: number,
  unitPrice: number,
  overrides: Partial<OrderProduct> = {},
): OrderProduct {
  return {
    id: product.id * 10,
    product,
    product_id: product.id,
    name: product.name,
    quantity,
    unit_price: unitPrice,
    total_price: Math.round(quantity * unitPrice * 100) / 100,
    product_atributes: [],
    products_units: PIECE,
    ...overrides,
  };
}

/** A full order with neutral values; each sample states only what it is about. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.order_products ?? [
    sampleLine(SAMPLE_PRODUCTS.drill, 1, 1299),
    sampleLine(SAMPLE_PRODUCTS.paint, 2, 689, {
      product_atributes: [{ id: 7, title: 'Alb mat' }],
    }),
    sampleLine(SAMPLE_PRODUCTS.screwdrivers, 1, 349, { products_units: SET }),
  ];
  const items = lines.reduce((total, line) => total + line.total_price, 0);
  return {
    id: 1024,
    status: 'process',
    steps_reached: 1,
    pay_method: 'cash',
    delivery_method: 'courier',
    is_abandoned: false,
    is_fast_order: false,
    created_at: '2025-03-06T10:30:00Z',
    items_total: items,
    total_price: items,
    discount: null,
    shipping_price: 0,
    name: 'Ion',
    last_name: 'Popescu',
    // As the API stores it: '+' and digits (the view shows it in the checkout's mask).
    phone: '+37369123456',
    email: 'ion.popescu@example.md',
    person_type: 'physical',
    company_name: null,
    address: 'Chișinău, str. Mihai Eminescu 45, ap. 12',
    shop: null,
    delivery_date: '2025-03-08',
    comment: 'Sunați cu o oră înainte, vă rog.',
    promo_code: null,
    order_products: lines,
    ...overrides,
  };
}

/** The pickup shop's name, as the storefront finds it among the shop contacts. */
export const SAMPLE_SHOP_NAME = 'Chișinău, bd. Decebal 23 (Botanica)';

/** What a one-click order holds beside its lines: a name and a phone, nothing chosen. */
const ONE_CLICK: Partial<Order> = {
  is_fast_order: true,
  pay_method: null,
  delivery_method: null,
  last_name: null,
  email: null,
  address: null,
  delivery_date: null,
  comment: null,
};

/** The visible states of the order page, each a story and a test. */
export const ORDER_RESULT_STATES = [
  'process',
  'pendingPayment',
  'canceled',
  'finished',
  'juridical',
  'pickup',
  'fastOrder',
  'takenForClient',
  'productGone',
  'manyLines',
  'discount',
  'history',
  'historyCanceled',
] as const;
export type OrderResultState = (typeof ORDER_RESULT_STATES)[number];

const MANY_PRODUCTS: readonly Product[] = [
  SAMPLE_PRODUCTS.drill,
  SAMPLE_PRODUCTS.grinder,
  SAMPLE_PRODUCTS.paint,
  SAMPLE_PRODUCTS.screwdrivers,
  SAMPLE_PRODUCTS.ladder,
  SAMPLE_PRODUCTS.lamp,
  SAMPLE_PRODUCTS.hose,
  SAMPLE_PRODUCTS.saw,
  SAMPLE_PRODUCTS.handle,
  SAMPLE_PRODUCTS.longName,
];

/** The view's props for a state (the print callback apart). */
export function orderResultStateProps(state: OrderResultState): Omit<OrderResultProps, 'onPrint'> {
  switch (state) {
    case 'process':
      return { order: sampleOrder() };
    case 'pendingPayment':
      return { order: sampleOrder({ status: 'pending_payment', pay_method: 'by_card_online' }) };
    case 'canceled':
      return { order: sampleOrder({ id: 1019, status: 'canceled', comment: null }) };
    case 'finished':
      return {
        order: sampleOrder({ id: 987, status: 'finished', steps_reached: 5 }),
        signedIn: true,
      };
    case 'juridical':
      return {
        order: sampleOrder({
          id: 1031,
          person_type: 'juridical',
          company_name: 'SRL „Construct Plus”',
          pay_method: 'bank_transfer',
          email: 'aprovizionare@constructplus.md',
          comment: null,
        }),
        signedIn: true,
        invoiceHref: '/pages/ordering/1031/invoice.pdf',
      };
    case 'pickup':
      return {
        order: sampleOrder({
          id: 1032,
          delivery_method: 'pickup',
          address: null,
          shop: 2,
          delivery_date: null,
          pay_method: 'by_card_on_delivery',
          comment: null,
        }),
        shopName: SAMPLE_SHOP_NAME,
      };
    case 'fastOrder':
      // A one-click order: a name and a phone; delivery and payment are agreed on the phone.
      return {
        order: sampleOrder({
          id: 1036,
          ...ONE_CLICK,
          shipping_price: 0,
          order_products: [sampleLine(SAMPLE_PRODUCTS.grinder, 1, 949)],
        }),
      };
    case 'takenForClient':
      // A manager's fast order for a client, just placed: the page speaks to the manager.
      return {
        order: sampleOrder({
          id: 1037,
          ...ONE_CLICK,
          order_products: [sampleLine(SAMPLE_PRODUCTS.screwdrivers, 4, 349)],
        }),
        signedIn: true,
        takenForClient: true,
      };
    case 'productGone': {
      const gone = sampleLine(SAMPLE_PRODUCTS.lamp, 1, 415, {
        product: null,
        name: 'Lampă LED de birou (model retras)',
        products_units: null,
      });
      return {
        order: sampleOrder({
          id: 1033,
          order_products: [sampleLine(SAMPLE_PRODUCTS.drill, 1, 1299), gone],
        }),
      };
    }
    case 'manyLines': {
      const lines = MANY_PRODUCTS.map((product, index) =>
        sampleLine(product, (index % 3) + 1, product.promotion_price ?? product.price, {
          product_atributes: index % 4 === 0 ? [{ id: index, title: 'Mărimea M' }] : [],
        }),
      );
      return { order: sampleOrder({ id: 1040, order_products: lines }) };
    }
    case 'history':
      // The profile's detail of an order a manager confirmed and that is being packed.
      return { order: sampleOrder({ steps_reached: 2 }), variant: 'history' };
    case 'historyCanceled':
      return {
        order: sampleOrder({ id: 1019, status: 'canceled', steps_reached: 1, comment: null }),
        variant: 'history',
      };
    case 'discount': {
      const lines = [
        sampleLine(SAMPLE_PRODUCTS.grinder, 1, 949),
        sampleLine(SAMPLE_PRODUCTS.handle, 2, 85.5),
      ];
      // 1 120 lei of items, 10 % off with the code: 1 008 lei; 80 lei of delivery noted apart.
      return {
        order: sampleOrder({
          id: 1041,
          order_products: lines,
          items_total: 1120,
          discount: 112,
          total_price: 1008,
          shipping_price: 80,
          promo_code: 'PRIMAVARA10',
        }),
      };
    }
  }
}

export type OrderResultExampleProps = { state: OrderResultState } & Partial<OrderResultProps>;

/** The order page in a state; printing does nothing unless given. */
export function OrderResultExample({ state, ...props }: OrderResultExampleProps): ReactNode {
  return <OrderResult onPrint={() => undefined} {...orderResultStateProps(state)} {...props} />;
}

/** The page while the order loads, without motion. */
export function OrderResultLoadingExample(): ReactNode {
  return <OrderResultSkeleton animated={false} />;
}

/** The order is unknown or not the shopper's. */
export function OrderNotFoundExample(): ReactNode {
  return <OrderNotFound />;
}
