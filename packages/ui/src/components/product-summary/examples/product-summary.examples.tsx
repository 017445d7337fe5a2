import type { ParameterGroup, ParameterItem } from '@shop/core/contract';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { Button } from '../../../primitives/button/index.js';
import {
  ProductSummary,
  checkedParameters,
  parameterGroupKey,
  type ParameterSelection,
  type ProductSummaryProps,
} from '../product-summary.js';
import { SAMPLE_PRODUCT, sampleProduct } from './sample-product.js';

export { SAMPLE_PRODUCT, sampleProduct } from './sample-product.js';

/** The drill on promotion: 1 099 lei instead of 1 299. */
export const PROMOTION_PRODUCT = sampleProduct({ promotion_price: '1099.00', is_promotion: true });

/** Three left: the chip says 'only 3 left' and the counter stops at 3. */
export const LOW_STOCK_PRODUCT = sampleProduct({ balance: 3, balance_angro: 3 });

/** Nothing in stock for anyone: add to cart and the counter are disabled. */
export const OUT_OF_STOCK_PRODUCT = sampleProduct({ balance: 0, balance_angro: 0 });

/** No reviews, no brand, no article, no parameters: the smallest summary. */
export const BARE_PRODUCT = sampleProduct({
  brand: null,
  model: null,
  parameters: [],
  rating: null,
  reviews_count: 0,
  reviews: [],
});

/** A name long enough to wrap on three lines on a phone. */
export const LONG_NAME_PRODUCT = sampleProduct({
  name: 'Set profesional bormașină cu percuție Bosch GSB 13 RE, 600 W, cu mâner suplimentar, limitator de adâncime, valiză și 15 burghie pentru beton, lemn și metal',
});

export type ProductSummaryExampleProps = Partial<ProductSummaryProps> & {
  /** Show a one-click button in the slot (as the storefront will). */
  withOneClick?: boolean;
  /** Called when the one-click button is pressed. */
  onOneClick?: () => void;
  /** Show a size chart button in its slot (as the storefront does for a charted category). */
  withSizeChart?: boolean;
};

/**
 * The summary with its state kept here, as the storefront's product route keeps it: quantity,
 * favourite and selection change when the shopper acts; the callbacks still report each action.
 */
export function ProductSummaryExample({
  product = SAMPLE_PRODUCT,
  quantity: initialQuantity = 1,
  favourite: initialFavourite = false,
  selected: initialSelected,
  onQuantityChange,
  onToggleFavourite,
  onSelect,
  onAddToCart,
  withOneClick = false,
  onOneClick,
  withSizeChart = false,
  ...props
}: ProductSummaryExampleProps): ReactNode {
  const { t } = useT();
  const [quantity, setQuantity] = useState(initialQuantity);
  const [favourite, setFavourite] = useState(initialFavourite);
  const [selected, setSelected] = useState<ParameterSelection>(
    () => initialSelected ?? checkedParameters(product.parameters),
  );

  const select = (group: ParameterGroup, item: ParameterItem) => {
    const position = product.parameters.indexOf(group);
    setSelected((current) => ({ ...current, [parameterGroupKey(group, position)]: item.id }));
    onSelect?.(group, item);
  };

  return (
    <ProductSummary
      className="shop:max-w-xl"
      product={product}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        onQuantityChange?.(next);
      }}
      favourite={favourite}
      onToggleFavourite={() => {
        setFavourite((current) => !current);
        onToggleFavourite?.();
      }}
      selected={selected}
      onSelect={select}
      onAddToCart={onAddToCart ?? (() => undefined)}
      oneClick={
        withOneClick ? (
          <Button variant="secondary" size="lg" className="shop:w-full" onClick={onOneClick}>
            {t('product.oneClick')}
          </Button>
        ) : undefined
      }
      sizeChart={
        withSizeChart ? (
          <Button variant="secondary" size="sm">
            {t('sizeChart.open')}
          </Button>
        ) : undefined
      }
      {...props}
    />
  );
}
