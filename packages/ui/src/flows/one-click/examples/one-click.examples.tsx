import type { CreateOrderResponse, Product } from '@shop/core/contract';
import type { PricingContext } from '@shop/core/rules';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { Button } from '../../../primitives/button/index.js';
import { ModalStackProvider, useModalStack } from '../../../primitives/modal/index.js';
import { OneClick, type OneClickProps } from '../one-click.container.js';
import { oneClickMachine } from '../one-click.machine.js';
import {
  fakePlaceFastOrder,
  ONE_CLICK_ATTRIBUTES,
  ONE_CLICK_DRILL,
  ONE_CLICK_GRINDER,
  type FakePlaceOptions,
} from './one-click.samples.js';

/** The one-click machine as the storefront provides it, with a fake `placeFastOrder`. */
export function demoOneClickMachine(options: FakePlaceOptions = {}) {
  return oneClickMachine.provide({ actors: { placeFastOrder: fakePlaceFastOrder(options) } });
}

const MODAL_ID = 'one-click';

export interface OneClickExampleProps extends Pick<OneClickProps, 'machine' | 'onFailed'> {
  /** Who buys. @default { role: 'visitor' } */
  pricing?: PricingContext;
  /** Called with the order the fake server took. */
  onPlaced?: (response: CreateOrderResponse) => void;
}

function ProductButtons({ onChoose }: { onChoose: (product: Product) => void }) {
  const { open } = useModalStack();
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-wrap shop:gap-3">
      {[ONE_CLICK_DRILL, ONE_CLICK_GRINDER].map((product) => (
        <Button
          key={product.id}
          variant="secondary"
          onClick={() => {
            onChoose(product);
            open(MODAL_ID);
          }}
        >
          {`${t('oneClick.title')}: ${product.name}`}
        </Button>
      ))}
    </div>
  );
}

/**
 * The modal as a product page uses it: a button per product opens it in the modal stack with
 * that product; the real machine runs with a fake server. The last order's id shows under the
 * buttons, as the storefront would navigate to it.
 */
export function OneClickExample({
  machine = demoOneClickMachine(),
  pricing,
  onPlaced,
  onFailed,
}: OneClickExampleProps): ReactNode {
  const [product, setProduct] = useState<Product>(ONE_CLICK_DRILL);
  const [placed, setPlaced] = useState<number | null>(null);
  return (
    <ModalStackProvider>
      <div className="shop:flex shop:flex-col shop:gap-3 shop:p-4">
        <ProductButtons onChoose={setProduct} />
        {placed !== null ? (
          <p data-testid="placed" className="shop:text-sm">{`/pages/ordering/${placed}`}</p>
        ) : null}
      </div>
      <OneClick
        machine={machine}
        modalId={MODAL_ID}
        product={product}
        attributes={product.id === ONE_CLICK_DRILL.id ? ONE_CLICK_ATTRIBUTES : []}
        pricing={pricing}
        animated={false}
        onPlaced={(response) => {
          setPlaced(response.id);
          onPlaced?.(response);
        }}
        onFailed={onFailed}
      />
    </ModalStackProvider>
  );
}
