import type { PayMethod } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';
import type { CheckoutFieldsProps, CheckoutPageProps } from './checkout-page.types.js';
import { checkoutErrorText } from './checkout-view.shared.js';

export type CheckoutPaymentProps = CheckoutFieldsProps & Pick<CheckoutPageProps, 'payMethods'>;

/** `Checkout.Payment`: the payment methods offered (bank transfer for companies only). */
export function CheckoutPayment({
  values,
  errors = {},
  payMethods,
  placing = false,
  onChange,
}: CheckoutPaymentProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  return (
    <RadioGroup<PayMethod>
      label={t('checkout.payMethod')}
      variant="card"
      options={payMethods.map((method) => ({
        value: method,
        label: t(`checkout.pay.${method}`),
        description: t(`checkout.payHint.${method}`),
      }))}
      value={values.payMethod}
      disabled={placing}
      required
      error={checkoutErrorText(translator, errors.payMethod)}
      onValueChange={(value) => onChange({ field: 'payMethod', value })}
    />
  );
}
