import type { ReactNode } from 'react';
import { SAMPLE_PRODUCTS } from '../../product-card/examples/product-card.examples.js';
import type { StockLine } from '../stock-modal.rules.js';
import { StockModal, type StockModalProps } from '../stock-modal.js';

/** A drill asked 5 times, 2 left. */
export const SHORT_LINE: StockLine = {
  id: 501,
  name: SAMPLE_PRODUCTS.drill.name,
  image: SAMPLE_PRODUCTS.drill.image,
  unit: 'Buc',
  requested: 5,
  available: 2,
};

/** Paint asked 3 times, none left. */
export const OUT_LINE: StockLine = {
  id: 502,
  name: SAMPLE_PRODUCTS.paint.name,
  image: SAMPLE_PRODUCTS.paint.image,
  unit: 'Buc',
  requested: 3,
  available: 0,
};

/** A set of screwdrivers asked 12 times, 7 sets left. */
export const SET_LINE: StockLine = {
  id: 503,
  name: SAMPLE_PRODUCTS.screwdrivers.name,
  image: SAMPLE_PRODUCTS.screwdrivers.image,
  unit: 'Set',
  requested: 12,
  available: 7,
};

/** A long name without a picture or a unit. */
export const PLAIN_LINE: StockLine = {
  id: 504,
  name: SAMPLE_PRODUCTS.longName.name,
  requested: 4,
  available: 1,
};

/** The visible states of the modal, each a story and a test. */
export const STOCK_MODAL_STATES = ['one', 'several', 'outOfStock'] as const;
export type StockModalState = (typeof STOCK_MODAL_STATES)[number];

/** The lines of a state. */
export function stockModalLines(state: StockModalState): StockLine[] {
  switch (state) {
    case 'one':
      return [SHORT_LINE];
    case 'several':
      return [SHORT_LINE, OUT_LINE, SET_LINE, PLAIN_LINE];
    case 'outOfStock':
      return [OUT_LINE];
  }
}

const noop = () => undefined;

export type StockModalExampleProps = { state: StockModalState } & Partial<StockModalProps>;

/** The modal open in a state; callbacks do nothing unless given. */
export function StockModalExample({ state, ...props }: StockModalExampleProps): ReactNode {
  return <StockModal defaultOpen lines={stockModalLines(state)} onAccept={noop} {...props} />;
}
