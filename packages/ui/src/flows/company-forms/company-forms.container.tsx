import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CompanyForm, type CompanyFormProps } from './company-form.js';
import { CompanyFormDialog } from './company-form-dialog.js';
import { contactFormFields, dealerFormFields, partnerFormFields } from './company-form.fields.js';
import { contactFormFlow, type ContactFormValues } from './contact-form.flow.js';
import { dealerFormFlow, type DealerFormValues } from './dealer-form.flow.js';
import type { FormFlow, FormFlowMachine, FormFlowValues } from './form-flow.machine.js';
import { partnerFormFlow, type PartnerFormValues } from './partner-form.flow.js';
import { useFormFlow, type FormFlowHandlers } from './use-form-flow.js';
import type {
  ContactFormRequest,
  DealerFormRequest,
  PartnerFormRequest,
} from '@shop/core/contract';

/** What every company form's view takes from its running flow. */
type FlowViewProps = Pick<
  CompanyFormProps,
  'values' | 'errors' | 'failure' | 'busy' | 'onChange' | 'onSubmit' | 'busyLabel'
>;

function useFlowView<Values extends FormFlowValues, Payload>(
  flow: FormFlow<Values, Payload>,
  machine: FormFlowMachine<Values, Payload>,
  handlers: FormFlowHandlers<Payload>,
): FlowViewProps {
  const { t } = useT();
  const form = useFormFlow(flow, machine, handlers);
  return {
    values: form.values,
    errors: form.errors,
    failure: form.failure,
    busy: form.busy,
    busyLabel: t('companyForms.sending'),
    // The view hands back what its field's kind holds (text a string, the agreement a boolean).
    onChange: (field, value) => form.set(field, value as Values[typeof field]),
    onSubmit: form.submit,
  };
}

/** How a form's dialog is opened and closed (a stack id, or controlled). */
interface DialogPlacement {
  /** Id in the nearest `ModalStackProvider`. */
  modalId?: string;
  /** Whether the dialog is open (without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled). */
  defaultOpen?: boolean;
  /** The dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The spinner turns. @default true */
  animated?: boolean;
}

export interface ContactFormDialogProps
  extends DialogPlacement, FormFlowHandlers<ContactFormRequest> {
  /**
   * The contact form's machine with the storefront's `send`. Read once, at mount.
   * @default contactFormFlow.machine (its `send` fails with "not provided")
   */
  machine?: FormFlowMachine<ContactFormValues, ContactFormRequest>;
}

/**
 * The contact form dialog of SPEC §2 (contacts page, footer), wired: runs its machine and reports
 * a sent form through `onSent` (the storefront closes it and opens contacts-success).
 *
 * @example <ContactFormDialog modalId="contact-form" machine={machine} onSent={() => showResult({ kind: 'contactsSuccess' })} />
 */
export function ContactFormDialog({
  machine = contactFormFlow.machine,
  onSent,
  onFailed,
  animated,
  ...placement
}: ContactFormDialogProps): ReactNode {
  const { t } = useT();
  const form = useFlowView(contactFormFlow, machine, { onSent, onFailed });
  return (
    <CompanyFormDialog
      {...placement}
      slot="contact-form"
      title={t('companyForms.contact.title')}
      description={t('companyForms.contact.description')}
      fields={contactFormFields(t)}
      {...form}
      animated={animated}
      submitLabel={t('companyForms.contact.submit')}
    />
  );
}

export interface PartnerFormDialogProps
  extends DialogPlacement, FormFlowHandlers<PartnerFormRequest> {
  /**
   * The partner form's machine with the storefront's `send`. Read once, at mount.
   * @default partnerFormFlow.machine (its `send` fails with "not provided")
   */
  machine?: FormFlowMachine<PartnerFormValues, PartnerFormRequest>;
}

/**
 * The partner form dialog (SPEC §2, §3: the form's fields plus `activity_type`), from the home
 * page's partner banner and the dealers page, wired: `onSent` when the API took it (the storefront
 * opens partner-success).
 *
 * @example <PartnerFormDialog modalId="partner-form" machine={machine} onSent={() => showResult({ kind: 'partnerSuccess' })} />
 */
export function PartnerFormDialog({
  machine = partnerFormFlow.machine,
  onSent,
  onFailed,
  animated,
  ...placement
}: PartnerFormDialogProps): ReactNode {
  const { t } = useT();
  const form = useFlowView(partnerFormFlow, machine, { onSent, onFailed });
  return (
    <CompanyFormDialog
      {...placement}
      slot="partner-form"
      title={t('companyForms.partner.title')}
      description={t('companyForms.partner.description')}
      fields={partnerFormFields(t)}
      {...form}
      animated={animated}
      submitLabel={t('companyForms.partner.submit')}
    />
  );
}

export interface DealerFormProps extends FormFlowHandlers<DealerFormRequest> {
  /**
   * The dealer application's machine with the storefront's `send`. Read once, at mount.
   * @default dealerFormFlow.machine (its `send` fails with "not provided")
   */
  machine?: FormFlowMachine<DealerFormValues, DealerFormRequest>;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The dealer application of /pages/signup-dealers, on the page (two columns from 744 px), wired:
 * `onSent` when the API took it (the storefront opens partner-success; the form is empty again).
 *
 * @example <DealerForm machine={machine} onSent={() => showResult({ kind: 'partnerSuccess' })} />
 */
export function DealerForm({
  machine = dealerFormFlow.machine,
  onSent,
  onFailed,
  animated,
  className,
}: DealerFormProps): ReactNode {
  const { t } = useT();
  const form = useFlowView(dealerFormFlow, machine, { onSent, onFailed });
  return (
    <CompanyForm
      slot="dealer-form"
      layout="wide"
      fields={dealerFormFields(t)}
      {...form}
      animated={animated}
      submitLabel={t('companyForms.dealer.submit')}
      className={className}
    />
  );
}
