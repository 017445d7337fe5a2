import { dealerFormRequestSchema, type DealerFormRequest } from '@shop/core/contract';
import { PHONE_PREFIX } from '@shop/core/rules';
import { optionalText, requestCheck, requiredPhone } from './form-checks.js';
import { createFormFlow } from './form-flow.machine.js';

/**
 * The dealer application of /pages/signup-dealers: company, IDNO, contact person, phone, e-mail,
 * town, line of business, an optional message and the agreement; POST /api/accounts/dealer-form/.
 */
export interface DealerFormValues {
  [field: string]: string | boolean;
  company_name: string;
  idno: string;
  name: string;
  /** Masked as typed. */
  phone: string;
  email: string;
  city: string;
  /** One of core's PARTNER_ACTIVITY_TYPES, or '' while none is chosen. */
  activity_type: string;
  message: string;
  agreement: boolean;
}

export const EMPTY_DEALER_FORM: DealerFormValues = Object.freeze({
  company_name: '',
  idno: '',
  name: '',
  phone: PHONE_PREFIX,
  email: '',
  city: '',
  activity_type: '',
  message: '',
  agreement: false,
});

/** The dealer application's rules: the API's request schema over the body its values make. */
export const checkDealerForm = requestCheck<DealerFormValues, DealerFormRequest>(
  dealerFormRequestSchema,
  (values) => ({
    company_name: values.company_name.trim(),
    // Spaces typed between groups of digits are not part of the code.
    idno: values.idno.replace(/\s+/g, ''),
    name: values.name.trim(),
    phone: requiredPhone(values.phone),
    email: values.email.trim(),
    city: values.city.trim(),
    activity_type: values.activity_type,
    message: optionalText(values.message),
    agreement: values.agreement,
  }),
);

/** The dealer application's machine and selectors. */
export const dealerFormFlow = createFormFlow({
  id: 'dealerForm',
  empty: EMPTY_DEALER_FORM,
  check: checkDealerForm,
});
