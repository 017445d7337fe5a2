import { FREE_DELIVERY_THRESHOLD_BANI } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { Input } from '../../primitives/input/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';
import type { CheckoutFieldsProps, CheckoutPageProps } from './checkout-page.types.js';
import { checkoutErrorText } from './checkout-view.shared.js';
import type { CheckoutValues } from './checkout.types.js';

export type CheckoutDeliveryProps = CheckoutFieldsProps &
  Pick<CheckoutPageProps, 'shops' | 'dateBounds'>;

/**
 * `Checkout.Delivery`: by courier (the address and a desired date within the window) or pickup
 * from one of the shops.
 */
export function CheckoutDelivery({
  values,
  errors = {},
  shops = [],
  dateBounds,
  placing = false,
  onChange,
}: CheckoutDeliveryProps): ReactNode {
  const translator = useT();
  const { t, money } = translator;
  const error = (field: keyof CheckoutValues) => checkoutErrorText(translator, errors[field]);
  return (
    <>
      <RadioGroup
        label={t('checkout.deliveryMethod')}
        variant="card"
        options={[
          {
            value: 'courier',
            label: t('checkout.courier'),
            description: t('checkout.courierHint', { amount: money(FREE_DELIVERY_THRESHOLD_BANI) }),
          },
          { value: 'pickup', label: t('checkout.pickup'), description: t('checkout.pickupHint') },
        ]}
        value={values.deliveryMethod}
        disabled={placing}
        onValueChange={(value) => onChange({ field: 'deliveryMethod', value })}
      />
      {values.deliveryMethod === 'courier' ? (
        <div className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp680:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Input
            name="address"
            required
            label={t('checkout.address')}
            autoComplete="street-address"
            readOnly={placing}
            value={values.address}
            error={error('address')}
            onValueChange={(value) => onChange({ field: 'address', value })}
          />
          <Input
            name="deliveryDate"
            type="date"
            label={t('checkout.deliveryDate')}
            hint={t('checkout.deliveryDateHint')}
            min={dateBounds.min}
            max={dateBounds.max}
            readOnly={placing}
            value={values.deliveryDate}
            error={error('deliveryDate')}
            onValueChange={(value) => onChange({ field: 'deliveryDate', value })}
          />
        </div>
      ) : (
        <RadioGroup
          label={t('checkout.shop')}
          options={shops.map((shop) => {
            const missing = shop.missing ?? [];
            return {
              value: String(shop.id),
              label: shop.title,
              // A shop without every line is shown, not chosen: the note says what it lacks.
              description:
                missing.length > 0
                  ? t('checkout.shopMissing', { names: missing.join(', ') })
                  : shop.description,
              disabled: missing.length > 0,
            };
          })}
          value={values.shopId === null ? null : String(values.shopId)}
          disabled={placing}
          required
          error={error('shopId')}
          onValueChange={(value) => onChange({ field: 'shopId', value: Number(value) })}
        />
      )}
    </>
  );
}
