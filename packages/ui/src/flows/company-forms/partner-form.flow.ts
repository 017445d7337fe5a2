import { partnerFormRequestSchema, type PartnerFormRequest } from '@shop/core/contract';
import { PHONE_PREFIX } from '@shop/core/rules';
import { optionalText, requestCheck, requiredPhone } from './form-checks.js';
import { createFormFlow } from './form-flow.machine.js';

/**
 * The partner form (SPEC §3 "form fields plus activity_type"): a business proposing to work with
 * the shop, from the home page's partner banner and the dealers page; POST
 * /ru/api/accounts/partner-form/.
 */
export interface PartnerFormValues {
  [field: string]: string | boolean;
  name: string;
  company_name: string;
  /** Masked as typed. */
  phone: string;
  email: string;
  city: string;
  /** One of core's PARTNER_ACTIVITY_TYPES, or '' while none is chosen. */
  activity_type: string;
  message: string;
  agreement: boolean;
}

export const EMPTY_PARTNER_FORM: PartnerFormValues = Object.freeze({
  name: '',
  company_name: '',
  phone: PHONE_PREFIX,
  email: '',
  city: '',
  activity_type: '',
  message: '',
  agreement: false,
});

/** The partner form's rules: the API's request schema over the body its values make. */
export const checkPartnerForm = requestCheck<PartnerFormValues, PartnerFormRequest>(
  partnerFormRequestSchema,
  (values) => ({
    name: values.name.trim(),
    company_name: values.company_name.trim(),
    phone: requiredPhone(values.phone),
    email: values.email.trim(),
    city: optionalText(values.city),
    message: optionalText(values.message),
    activity_type: values.activity_type,
    agreement: values.agreement,
  }),
);

/** The partner form's machine and selectors. */
export const partnerFormFlow = createFormFlow({
  id: 'partnerForm',
  empty: EMPTY_PARTNER_FORM,
  check: checkPartnerForm,
});
