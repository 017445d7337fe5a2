import { vacancyFormRequestSchema, type VacancyFormRequest } from '@shop/core/contract';
import { cvFileError, PHONE_PREFIX, type FieldError } from '@shop/core/rules';
import { optionalText, requestCheck, requiredPhone } from '../company-forms/form-checks.js';
import { createFormFlow, type FormFlowCheck } from '../company-forms/form-flow.machine.js';

/**
 * The careers form (SPEC §2 "careers" modal, §5 agreement): for one vacancy, a name, a phone,
 * optionally an e-mail, a message and a CV, and the agreement; to POST /accounts/vacancy-form/.
 */
export interface CareersFormValues {
  [field: string]: string | boolean | File | null;
  /** The vacancy's id as text (set by the container when the form opens for a vacancy). */
  vacancy: string;
  name: string;
  /** Masked as typed ('+373 (69) 123-456'). */
  phone: string;
  email: string;
  message: string;
  /** The chosen CV, or null. */
  cv: File | null;
  agreement: boolean;
}

export type CareersFormField = keyof CareersFormValues & string;

/** What the careers form sends: the request's body and the CV beside it (multipart). */
export interface CareersFormPayload {
  body: VacancyFormRequest;
  cv: File | null;
}

export const EMPTY_CAREERS_FORM: CareersFormValues = Object.freeze({
  vacancy: '',
  name: '',
  phone: PHONE_PREFIX,
  email: '',
  message: '',
  cv: null,
  agreement: false,
});

const checkBody = requestCheck<CareersFormValues, VacancyFormRequest>(
  vacancyFormRequestSchema,
  (values) => ({
    vacancy: /^\d+$/.test(values.vacancy) ? Number(values.vacancy) : undefined,
    name: values.name.trim(),
    phone: requiredPhone(values.phone),
    email: optionalText(values.email),
    message: optionalText(values.message),
    agreement: values.agreement,
  }),
);

/**
 * The careers form's rules: the API's request schema over the body, and core's CV rule over the
 * chosen file's name and size (so a wrong type or a file over 5 MB is said before any upload).
 */
export function checkCareersForm(
  values: CareersFormValues,
): FormFlowCheck<CareersFormPayload, CareersFormField> {
  const body = checkBody(values);
  const cvError: FieldError | null = values.cv ? cvFileError(values.cv) : null;
  if (body.ok && cvError === null) {
    return { ok: true, payload: { body: body.payload, cv: values.cv } };
  }
  return {
    ok: false,
    errors: { ...(body.ok ? {} : body.errors), ...(cvError ? { cv: cvError } : {}) },
  };
}

/** The careers form's machine and selectors. */
export const careersFormFlow = createFormFlow({
  id: 'careersForm',
  empty: EMPTY_CAREERS_FORM,
  check: checkCareersForm,
  // No field shows `vacancy`: a vacancy the API refuses (closed since) is a failure of the whole
  // form (§8: the modal closes and says so), not an error under nothing.
  requestFields: {
    name: 'name',
    phone: 'phone',
    email: 'email',
    message: 'message',
    cv: 'cv',
    agreement: 'agreement',
  },
});
