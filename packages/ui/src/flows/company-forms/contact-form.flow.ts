import { contactFormRequestSchema, type ContactFormRequest } from '@shop/core/contract';
import { PHONE_PREFIX } from '@shop/core/rules';
import { optionalPhone, requestCheck } from './form-checks.js';
import { createFormFlow } from './form-flow.machine.js';

/**
 * The contact form (SPEC §2 modals, §5: its agreement must be ticked): a name, an e-mail, an
 * optional phone and the message, to POST /api/contacts/contact-form/.
 */
export interface ContactFormValues {
  [field: string]: string | boolean;
  name: string;
  email: string;
  /** Masked as typed ('+373 (69) 123-456'); optional. */
  phone: string;
  message: string;
  agreement: boolean;
}

export type ContactFormField = keyof ContactFormValues & string;

export const EMPTY_CONTACT_FORM: ContactFormValues = Object.freeze({
  name: '',
  email: '',
  phone: PHONE_PREFIX,
  message: '',
  agreement: false,
});

/** The contact form's rules: the API's request schema over the body its values make. */
export const checkContactForm = requestCheck<ContactFormValues, ContactFormRequest>(
  contactFormRequestSchema,
  (values) => ({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optionalPhone(values.phone),
    message: values.message.trim(),
    agreement: values.agreement,
  }),
);

/** The contact form's machine and selectors. */
export const contactFormFlow = createFormFlow({
  id: 'contactForm',
  empty: EMPTY_CONTACT_FORM,
  check: checkContactForm,
});
