import type { FieldErrors } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { useT, type ApiDetail } from '../../../i18n/index.js';
import { CompanyForm } from '../company-form.js';
import { CompanyFormDialog } from '../company-form-dialog.js';
import { contactFormFields, dealerFormFields, partnerFormFields } from '../company-form.fields.js';
import {
  checkContactForm,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from '../contact-form.flow.js';
import { checkDealerForm, EMPTY_DEALER_FORM, type DealerFormValues } from '../dealer-form.flow.js';
import type { FormFlowValues } from '../form-flow.machine.js';
import {
  checkPartnerForm,
  EMPTY_PARTNER_FORM,
  type PartnerFormValues,
} from '../partner-form.flow.js';

/** The visible states of a company form, each a story and a test. */
export const COMPANY_FORM_STATES = [
  'empty',
  'filled',
  'errors',
  'sending',
  'rateLimited',
  'refused',
] as const;
export type CompanyFormState = (typeof COMPANY_FORM_STATES)[number];

export const COMPANY_FORM_KINDS = ['contact', 'partner', 'dealer'] as const;
export type CompanyFormKind = (typeof COMPANY_FORM_KINDS)[number];

export const FILLED_CONTACT: ContactFormValues = {
  name: 'Ana Rusu',
  email: 'ana.rusu@example.md',
  phone: '+373 (69) 123-456',
  message: 'Bună ziua! Livrați o mașină de spălat la Bălți sâmbăta? Mulțumesc.',
  agreement: true,
};

export const FILLED_PARTNER: PartnerFormValues = {
  name: 'Vasile Ceban',
  company_name: 'Lemn Nord SRL',
  phone: '+373 (79) 555-010',
  email: 'vasile@lemnnord.md',
  city: 'Soroca',
  activity_type: 'wholesale',
  message: 'Producem parchet și uși de interior; căutăm un distribuitor în Chișinău.',
  agreement: true,
};

export const FILLED_DEALER: DealerFormValues = {
  company_name: 'Termo Grup SRL',
  idno: '1003600012344',
  name: 'Elena Rusu',
  phone: '+373 (69) 123-456',
  email: 'elena@termogrup.md',
  city: 'Bălți',
  activity_type: 'installation',
  message: '',
  agreement: true,
};

/** Half-typed values: each field's rule has something to say after a submit. */
const HALF_TYPED: Record<CompanyFormKind, FormFlowValues> = {
  contact: { ...EMPTY_CONTACT_FORM, name: 'A', email: 'ana@', phone: '+373 (69) 12' },
  partner: { ...EMPTY_PARTNER_FORM, name: 'Vasile', company_name: 'AB', email: 'vasile' },
  dealer: { ...EMPTY_DEALER_FORM, company_name: 'Termo Grup SRL', idno: '10036', email: 'elena' },
};

const FORMS = {
  contact: { empty: EMPTY_CONTACT_FORM, filled: FILLED_CONTACT, check: checkContactForm },
  partner: { empty: EMPTY_PARTNER_FORM, filled: FILLED_PARTNER, check: checkPartnerForm },
  dealer: { empty: EMPTY_DEALER_FORM, filled: FILLED_DEALER, check: checkDealerForm },
} as const;

/** The values, errors and failure of a state, from the forms' own rules (as the machine gives them). */
export function companyFormStateProps(
  kind: CompanyFormKind,
  state: CompanyFormState,
): { values: FormFlowValues; errors: FieldErrors; failure: ApiDetail | null; busy: boolean } {
  const form = FORMS[kind];
  const check = form.check as (values: FormFlowValues) => ReturnType<typeof checkContactForm>;
  switch (state) {
    case 'empty':
      return { values: form.empty, errors: {}, failure: null, busy: false };
    case 'filled':
      return { values: form.filled, errors: {}, failure: null, busy: false };
    case 'errors': {
      const result = check(HALF_TYPED[kind]);
      return {
        values: HALF_TYPED[kind],
        errors: result.ok ? {} : result.errors,
        failure: null,
        busy: false,
      };
    }
    case 'sending':
      return { values: form.filled, errors: {}, failure: null, busy: true };
    case 'rateLimited':
      return { values: form.filled, errors: {}, failure: 'too_many_requests', busy: false };
    case 'refused':
      // The API refused the e-mail's domain: its key under the field, the rest kept.
      return {
        values: form.filled,
        errors: { email: { key: 'email' } },
        failure: null,
        busy: false,
      };
  }
}

export interface CompanyFormExampleProps {
  /** Which form. */
  form: CompanyFormKind;
  /** Which visible state. */
  state: CompanyFormState;
  onChange: (field: string, value: string | boolean) => void;
  onSubmit: () => void;
  /** The spinner turns. @default false */
  animated?: boolean;
}

/**
 * A company form in one of its states, as the shop shows it: the contact and partner forms in
 * their dialogs (open), the dealer application on the page.
 */
export function CompanyFormExample({
  form,
  state,
  onChange,
  onSubmit,
  animated = false,
}: CompanyFormExampleProps): ReactNode {
  const { t } = useT();
  const props = { ...companyFormStateProps(form, state), onChange, onSubmit, animated };
  if (form === 'dealer') {
    return (
      <CompanyForm
        {...props}
        slot="dealer-form"
        layout="wide"
        fields={dealerFormFields(t)}
        submitLabel={t('companyForms.dealer.submit')}
        busyLabel={t('companyForms.sending')}
      />
    );
  }
  const contact = form === 'contact';
  return (
    <CompanyFormDialog
      {...props}
      defaultOpen
      slot={contact ? 'contact-form' : 'partner-form'}
      title={t(contact ? 'companyForms.contact.title' : 'companyForms.partner.title')}
      description={t(
        contact ? 'companyForms.contact.description' : 'companyForms.partner.description',
      )}
      fields={contact ? contactFormFields(t) : partnerFormFields(t)}
      submitLabel={t(contact ? 'companyForms.contact.submit' : 'companyForms.partner.submit')}
      busyLabel={t('companyForms.sending')}
    />
  );
}
