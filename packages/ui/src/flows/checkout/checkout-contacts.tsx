import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { Input } from '../../primitives/input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';
import type { CheckoutFieldsProps } from './checkout-page.types.js';
import { checkoutErrorText } from './checkout-view.shared.js';
import { COMPANY_CODES, type CheckoutValues } from './checkout.types.js';

export type CheckoutContactsProps = CheckoutFieldsProps;

/**
 * `Checkout.Contacts`: the buyer's name, phone and e-mail, and whether a person or a company
 * buys (a company's name then, and its codes for the pro-forma invoice: IDNO, VAT code, IBAN,
 * BIC, each optional).
 */
export function CheckoutContacts({
  values,
  errors = {},
  placing = false,
  onChange,
}: CheckoutContactsProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const error = (field: keyof CheckoutValues) => checkoutErrorText(translator, errors[field]);
  return (
    <>
      <p data-slot="required-note" className="shop:text-sm shop:text-ink-soft">
        {t('common.requiredNote')}
      </p>
      <div className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp680:grid-cols-2">
        <Input
          name="firstName"
          required
          label={t('checkout.firstName')}
          autoComplete="given-name"
          readOnly={placing}
          value={values.firstName}
          error={error('firstName')}
          onValueChange={(value) => onChange({ field: 'firstName', value })}
        />
        <Input
          name="lastName"
          label={t('checkout.lastName')}
          autoComplete="family-name"
          readOnly={placing}
          value={values.lastName}
          error={error('lastName')}
          onValueChange={(value) => onChange({ field: 'lastName', value })}
        />
        <PhoneInput
          name="phone"
          required
          label={t('checkout.phone')}
          readOnly={placing}
          value={values.phone}
          error={error('phone')}
          onValueChange={(value) => onChange({ field: 'phone', value })}
        />
        <Input
          name="email"
          type="email"
          label={t('checkout.email')}
          hint={t('checkout.emailHint')}
          autoComplete="email"
          readOnly={placing}
          value={values.email}
          error={error('email')}
          onValueChange={(value) => onChange({ field: 'email', value })}
        />
      </div>
      <RadioGroup
        label={t('checkout.personType')}
        orientation="horizontal"
        options={[
          { value: 'physical', label: t('checkout.physical') },
          { value: 'juridical', label: t('checkout.juridical') },
        ]}
        value={values.personType}
        disabled={placing}
        onValueChange={(value) => onChange({ field: 'personType', value })}
      />
      {values.personType === 'juridical' ? (
        <>
          <Input
            name="companyName"
            required
            label={t('checkout.companyName')}
            autoComplete="organization"
            readOnly={placing}
            value={values.companyName}
            error={error('companyName')}
            onValueChange={(value) => onChange({ field: 'companyName', value })}
          />
          <div
            data-slot="checkout-company-codes"
            className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp680:grid-cols-2"
          >
            {COMPANY_CODES.map((field) => (
              <Input
                key={field}
                name={field}
                label={t(`checkout.companyCode.${field}`)}
                hint={field === 'idno' ? t('checkout.companyCodesHint') : undefined}
                inputMode={field === 'idno' || field === 'tva' ? 'numeric' : undefined}
                autoComplete="off"
                spellCheck={false}
                readOnly={placing}
                value={values[field]}
                error={error(field)}
                onValueChange={(value) => onChange({ field, value })}
              />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
