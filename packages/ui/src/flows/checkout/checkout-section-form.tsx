import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../../primitives/button/index.js';
import { CheckoutContacts } from './checkout-contacts.js';
import { CheckoutDelivery, type CheckoutDeliveryProps } from './checkout-delivery.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import { CheckoutPayment, type CheckoutPaymentProps } from './checkout-payment.js';
import type { CheckoutSection } from './checkout.types.js';

export type CheckoutSectionFormProps = CheckoutDeliveryProps &
  CheckoutPaymentProps &
  Pick<CheckoutPageProps, 'mode' | 'cancellable' | 'onContinue' | 'onSave' | 'onCancel'> & {
    section: CheckoutSection;
    /**
     * After Continue or Save, with the section's fields: the page moves focus (to the first
     * invalid field, else the next open section).
     */
    onStepDone?: (fields: { readonly current: HTMLElement | null }) => void;
  };

/**
 * `Checkout.SectionForm`: one section's fields and its buttons — a guest's Continue, or a
 * signed-in shopper's Save and Cancel.
 */
export function CheckoutSectionForm({
  section,
  onStepDone,
  ...props
}: CheckoutSectionFormProps): ReactNode {
  const { t } = useT();
  const { mode, placing = false, cancellable = [] } = props;
  const containerRef = useRef<HTMLDivElement>(null);

  return (
    <div
      ref={containerRef}
      className="shop:flex shop:flex-col shop:gap-4"
      data-slot="checkout-section-form"
    >
      {section === 'contacts' ? <CheckoutContacts {...props} /> : null}
      {section === 'delivery' ? <CheckoutDelivery {...props} /> : null}
      {section === 'payment' ? <CheckoutPayment {...props} /> : null}
      {mode === 'guest' ? (
        <Button
          className="shop:self-start"
          disabled={placing}
          onClick={() => {
            props.onContinue(section);
            onStepDone?.(containerRef);
          }}
        >
          {t('checkout.continue')}
        </Button>
      ) : (
        <div className="shop:flex shop:flex-wrap shop:gap-3">
          <Button
            disabled={placing}
            onClick={() => {
              props.onSave(section);
              onStepDone?.(containerRef);
            }}
          >
            {t('checkout.save')}
          </Button>
          {cancellable.includes(section) ? (
            <Button variant="secondary" disabled={placing} onClick={() => props.onCancel(section)}>
              {t('checkout.cancel')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
