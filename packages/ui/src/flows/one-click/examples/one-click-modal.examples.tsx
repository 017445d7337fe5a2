import type { OrderProductAttribute, Product } from '@shop/core/contract';
import {
  lineTotal,
  oneClickSchema,
  PHONE_PREFIX,
  priceView,
  stockShown,
  unitPrice,
  validateForm,
  type PricingContext,
} from '@shop/core/rules';
import type { ReactNode } from 'react';
import {
  ONE_CLICK_ATTRIBUTES,
  ONE_CLICK_CONTACT,
  ONE_CLICK_DRILL,
  ONE_CLICK_GRINDER,
  ONE_CLICK_LAST_THREE,
} from './one-click.samples.js';
import { OneClickModal, type OneClickModalProps } from '../one-click-modal.js';

/** The visible states of the one-click modal, each a story and a test. */
export const ONE_CLICK_MODAL_STATES = [
  'fresh',
  'filled',
  'errors',
  'pending',
  'atStock',
  'promotion',
  'failed',
  'outOfStock',
] as const;
export type OneClickModalState = (typeof ONE_CLICK_MODAL_STATES)[number];

type ViewData = Omit<OneClickModalProps, 'onChange' | 'onQuantityChange' | 'onSubmit'>;

const VISITOR: PricingContext = { role: 'visitor' };

/** The view's figures for a product and quantity, from core's rules (as the machine gives them). */
export function oneClickFigures(
  product: Product,
  quantity: number,
  attributes: readonly OrderProductAttribute[] = [],
) {
  return {
    product,
    attributes,
    quantity,
    stock: stockShown(product, VISITOR.role),
    unitPrice: unitPrice(product, VISITOR),
    price: priceView(product, VISITOR),
    total: lineTotal(product, quantity, VISITOR),
  };
}

/** The view's props for a state (callbacks apart). */
export function oneClickModalStateProps(state: OneClickModalState): ViewData {
  const fresh: ViewData = {
    open: true,
    ...oneClickFigures(ONE_CLICK_DRILL, 1, ONE_CLICK_ATTRIBUTES),
    values: { name: '', phone: PHONE_PREFIX },
  };
  const filled: ViewData = {
    ...fresh,
    ...oneClickFigures(ONE_CLICK_DRILL, 2, ONE_CLICK_ATTRIBUTES),
    values: { ...ONE_CLICK_CONTACT },
  };
  switch (state) {
    case 'fresh':
      return fresh;
    case 'filled':
      return filled;
    case 'errors': {
      // What core's rules say of a one-letter name and a half-typed phone, after a submit.
      const values = { name: 'I', phone: '+373 (69) 12' };
      const result = validateForm(oneClickSchema(14), { ...values, quantity: 1 });
      return { ...fresh, values, errors: result.ok ? {} : result.errors };
    }
    case 'pending':
      return { ...filled, busy: true };
    case 'atStock':
      return { ...filled, ...oneClickFigures(ONE_CLICK_LAST_THREE, 3) };
    case 'promotion':
      return { ...filled, ...oneClickFigures(ONE_CLICK_GRINDER, 1) };
    case 'failed':
      return { ...filled, failure: 'network' };
    case 'outOfStock':
      return { ...fresh, ...oneClickFigures({ ...ONE_CLICK_DRILL, balance: 0 }, 0) };
  }
}

const noop = () => undefined;

export type OneClickModalExampleProps = {
  state: OneClickModalState;
} & Partial<OneClickModalProps>;

/** The modal in a state; callbacks do nothing unless given. */
export function OneClickModalExample({ state, ...props }: OneClickModalExampleProps): ReactNode {
  return (
    <OneClickModal
      onChange={noop}
      onQuantityChange={noop}
      onSubmit={noop}
      animated={false}
      {...oneClickModalStateProps(state)}
      {...props}
    />
  );
}
