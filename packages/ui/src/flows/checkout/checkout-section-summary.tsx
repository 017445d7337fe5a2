import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import type { CheckoutSection } from './checkout.types.js';

export type CheckoutSectionSummaryProps = Pick<CheckoutPageProps, 'values' | 'shops'> & {
  section: CheckoutSection;
};

/**
 * `Checkout.SectionSummary`: what a completed or saved section holds, a line each (the name and
 * contacts; the courier's address and date or the pickup shop; the payment method).
 */
export function CheckoutSectionSummary({
  section,
  values,
  shops = [],
}: CheckoutSectionSummaryProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  let rows: string[];
  switch (section) {
    case 'contacts':
      rows = [
        [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' '),
        values.phone,
        values.email.trim(),
        values.personType === 'juridical'
          ? t('checkout.company', { name: values.companyName.trim() })
          : '',
        values.personType === 'juridical' && values.idno.trim()
          ? `${t('checkout.companyCode.idno')}: ${values.idno.trim()}`
          : '',
      ];
      break;
    case 'delivery': {
      const shop = shops.find((candidate) => candidate.id === values.shopId);
      rows =
        values.deliveryMethod === 'courier'
          ? [
              t('checkout.courierTo', { address: values.address.trim() }),
              values.deliveryDate
                ? t('checkout.dateWanted', {
                    date: { date: `${values.deliveryDate}T12:00:00Z`, style: 'long' },
                  })
                : '',
            ]
          : [t('checkout.pickupAt', { shop: shop?.title ?? '' })];
      break;
    }
    case 'payment':
      rows = [values.payMethod ? t(`checkout.pay.${values.payMethod}`) : ''];
      break;
  }
  return (
    <ul
      data-slot="checkout-summary-text"
      className="shop:flex shop:min-w-0 shop:flex-col shop:text-sm shop:text-ink"
    >
      {rows
        .filter((row) => row !== '')
        .map((row) => (
          <li key={row} className="shop:break-words">
            {row}
          </li>
        ))}
    </ul>
  );
}
