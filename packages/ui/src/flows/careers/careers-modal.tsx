import { CV_FILE, CV_MAX_MEGABYTES, MAX_LENGTH } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { useT, type Translator } from '../../i18n/index.js';
import type { CompanyFormField } from '../company-forms/company-form.js';
import {
  CompanyFormDialog,
  type CompanyFormDialogProps,
} from '../company-forms/company-form-dialog.js';

/** The `accept` list of the CV input, from core's CV rule. */
export const CV_ACCEPT = CV_FILE.extensions.map((extension) => `.${extension}`).join(',');

/** The careers form's fields: name, phone, optional e-mail, message and CV, the agreement. */
export function careersFormFields(t: Translator['t']): CompanyFormField[] {
  return [
    {
      name: 'name',
      kind: 'text',
      label: t('careersPage.form.name'),
      required: true,
      autoComplete: 'name',
    },
    { name: 'phone', kind: 'phone', label: t('careersPage.form.phone'), required: true },
    { name: 'email', kind: 'email', label: t('careersPage.form.email'), autoComplete: 'email' },
    {
      name: 'message',
      kind: 'textarea',
      label: t('careersPage.form.message'),
      hint: t('careersPage.form.messageHint'),
      maxChars: MAX_LENGTH.text,
    },
    {
      name: 'cv',
      kind: 'file',
      label: t('careersPage.form.cv'),
      hint: t('careersPage.form.cvHint', { max: CV_MAX_MEGABYTES }),
      accept: CV_ACCEPT,
    },
    { name: 'agreement', kind: 'agreement' },
  ];
}

export interface CareersModalProps extends Omit<
  CompanyFormDialogProps,
  'title' | 'description' | 'fields' | 'slot' | 'submitLabel' | 'busyLabel'
> {
  /** The vacancy's title: the dialog's title (SPEC §2 careers modal). */
  vacancyTitle: string;
}

/**
 * The careers modal (SPEC §2) drawn from props alone: the vacancy's title, a line on what
 * happens next, the form (name, phone, e-mail, message, the CV with its types and 5 MB limit said
 * before upload, the agreement), a failure above the button. The first field takes focus when it
 * opens, the first invalid one after a submit.
 *
 * @example <CareersModal open vacancyTitle="Casier" values={values} onChange={…} onFileChange={…} onSubmit={…} />
 */
export function CareersModal({ vacancyTitle, ...form }: CareersModalProps): ReactNode {
  const { t } = useT();
  return (
    <CompanyFormDialog
      {...form}
      slot="careers-form"
      title={vacancyTitle}
      description={t('careersPage.form.description')}
      fields={careersFormFields(t)}
      submitLabel={t('careersPage.form.submit')}
      busyLabel={t('careersPage.form.sending')}
    />
  );
}
