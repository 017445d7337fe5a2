import type { Product } from '@shop/core/contract';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { Button } from '../../../primitives/button/index.js';
import { ModalStackProvider, useModalStack } from '../../../primitives/modal/index.js';
import { unitLabel } from '../unit-picker-modal.js';
import { UnitPicker, type UnitPickerAddition } from '../unit-picker.container.js';
import { UNIT_BOX_ONLY, UNIT_HINGE } from './unit-picker.samples.js';

const MODAL_ID = 'manager-unit';

function AddButtons({ onChoose }: { onChoose: (product: Product) => void }) {
  const { open } = useModalStack();
  const { t } = useT();
  return (
    <div className="shop:flex shop:flex-wrap shop:gap-3">
      {[UNIT_HINGE, UNIT_BOX_ONLY].map((product) => (
        <Button
          key={product.id}
          variant="secondary"
          onClick={() => {
            onChoose(product);
            open(MODAL_ID);
          }}
        >
          {`${t('unitPicker.add')}: ${String(product.id)}`}
        </Button>
      ))}
    </div>
  );
}

export interface UnitPickerExampleProps {
  /** The manager's discount percent. @default 0 */
  managerDiscount?: number;
  /** Called with what was added. */
  onAdd?: (addition: UnitPickerAddition) => void;
}

/**
 * The dialog as a manager's product card uses it: an add button per product opens it in the
 * modal stack; the real machine runs; the cart lines added are listed under the buttons.
 */
export function UnitPickerExample({
  managerDiscount = 0,
  onAdd,
}: UnitPickerExampleProps): ReactNode {
  const translator = useT();
  const [product, setProduct] = useState<Product>(UNIT_HINGE);
  const [added, setAdded] = useState<UnitPickerAddition[]>([]);
  return (
    <ModalStackProvider>
      <div className="shop:flex shop:flex-col shop:gap-3 shop:p-4">
        <AddButtons onChoose={setProduct} />
        <ul data-testid="cart" className="shop:text-sm">
          {added.map((line, index) => (
            <li key={index}>
              {`${line.product.name}: ${String(line.quantity)} × ${unitLabel(translator, line.unit)}`}
            </li>
          ))}
        </ul>
      </div>
      <UnitPicker
        modalId={MODAL_ID}
        product={product}
        managerDiscount={managerDiscount}
        onAdd={(addition) => {
          setAdded((lines) => [...lines, addition]);
          onAdd?.(addition);
        }}
      />
    </ModalStackProvider>
  );
}
