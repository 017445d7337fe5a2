import { PARTNER_ACTIVITY_TYPES } from '@shop/core/contract';
import { MAX_LENGTH } from '@shop/core/rules';
import type { Translator } from '../../i18n/index.js';
import type { CompanyFormField } from './company-form.js';

/** The activity choices of the partner form and the dealer application, translated. */
function activityOptions(t: Translator['t']) {
  return PARTNER_ACTIVITY_TYPES.map((type) => ({
    value: type,
    label: t(`companyForms.activities.kind_${type}`),
  }));
}

/** The contact form's fields: name, e-mail, optional phone, the message, the agreement. */
export function contactFormFields(t: Translator['t']): CompanyFormField[] {
  return [
    {
      name: 'name',
      kind: 'text',
      label: t('companyForms.contact.name'),
      required: true,
      autoComplete: 'name',
    },
    {
      name: 'email',
      kind: 'email',
      label: t('companyForms.contact.email'),
      required: true,
      autoComplete: 'email',
    },
    { name: 'phone', kind: 'phone', label: t('companyForms.contact.phone') },
    {
      name: 'message',
      kind: 'textarea',
      label: t('companyForms.contact.message'),
      hint: t('companyForms.contact.messageHint'),
      required: true,
      maxChars: MAX_LENGTH.text,
    },
    { name: 'agreement', kind: 'agreement' },
  ];
}

/** The partner form's fields (SPEC §3: the form's fields plus `activity_type`). */
export function partnerFormFields(t: Translator['t']): CompanyFormField[] {
  return [
    {
      name: 'name',
      kind: 'text',
      label: t('companyForms.partner.name'),
      required: true,
      autoComplete: 'name',
    },
    {
      name: 'company_name',
      kind: 'text',
      label: t('companyForms.partner.company'),
      required: true,
      autoComplete: 'organization',
    },
    { name: 'phone', kind: 'phone', label: t('companyForms.partner.phone'), required: true },
    {
      name: 'email',
      kind: 'email',
      label: t('companyForms.partner.email'),
      required: true,
      autoComplete: 'email',
    },
    {
      name: 'city',
      kind: 'text',
      label: t('companyForms.partner.city'),
      autoComplete: 'address-level2',
    },
    {
      name: 'activity_type',
      kind: 'select',
      label: t('companyForms.partner.activity'),
      placeholder: t('companyForms.partner.activityPlaceholder'),
      required: true,
      options: activityOptions(t),
    },
    {
      name: 'message',
      kind: 'textarea',
      label: t('companyForms.partner.message'),
      maxChars: MAX_LENGTH.text,
    },
    { name: 'agreement', kind: 'agreement' },
  ];
}

/** The dealer application's fields: the company and its IDNO first, then who to call. */
export function dealerFormFields(t: Translator['t']): CompanyFormField[] {
  return [
    {
      name: 'company_name',
      kind: 'text',
      label: t('companyForms.dealer.company'),
      required: true,
      autoComplete: 'organization',
    },
    {
      name: 'idno',
      kind: 'text',
      label: t('companyForms.dealer.idno'),
      hint: t('companyForms.dealer.idnoHint'),
      required: true,
      inputMode: 'numeric',
      autoComplete: 'off',
    },
    {
      name: 'name',
      kind: 'text',
      label: t('companyForms.dealer.name'),
      required: true,
      autoComplete: 'name',
    },
    { name: 'phone', kind: 'phone', label: t('companyForms.dealer.phone'), required: true },
    {
      name: 'email',
      kind: 'email',
      label: t('companyForms.dealer.email'),
      required: true,
      autoComplete: 'email',
    },
    {
      name: 'city',
      kind: 'text',
      label: t('companyForms.dealer.city'),
      required: true,
      autoComplete: 'address-level2',
    },
    {
      name: 'activity_type',
      kind: 'select',
      label: t('companyForms.dealer.activity'),
      placeholder: t('companyForms.dealer.activityPlaceholder'),
      required: true,
      options: activityOptions(t),
      wide: true,
    },
    {
      name: 'message',
      kind: 'textarea',
      label: t('companyForms.dealer.message'),
      maxChars: MAX_LENGTH.text,
    },
    { name: 'agreement', kind: 'agreement' },
  ];
}
