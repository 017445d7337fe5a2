import type { ContactFormRequest, PartnerFormRequest } from '@shop/core/contract';
import type { FormDialog } from '@shop/core/rules';
import { useT } from '@shop/ui';
import {
  contactFormFlow,
  ContactFormDialog,
  partnerFormFlow,
  PartnerFormDialog,
  type FormFlowRequest,
} from '@shop/ui/flows/company-forms';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { useTexts, type Namespace } from '../lib/texts.js';

export interface CompanyFormDialogsProps {
  /** The form whose dialog is open, or null. */
  open: FormDialog | null;
  /** A dialog asks to close. */
  onClose: () => void;
}

/** Failures are logged for the staff (SPEC §8); what was typed never is. */
const logError =
  (form: string) =>
  ({ context }: { context: { failure: unknown; error: unknown } }) =>
    console.error(
      `[storefront] ${form} form not sent:`,
      context.failure ?? 'refused',
      context.error,
    );

// The forms' texts, fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = [
  'companyForms',
  'formFields',
  'companyCodes',
] as const satisfies readonly Namespace[];

/**
 * The dialogs of the contact form and the partner form (SPEC §2), wired to the API through the
 * storefront's proxy (the client loads with the first send). A sent form closes its dialog and
 * opens its success modal (contacts-success, partner-success). Once opened, a dialog stays
 * mounted, so what was typed is still there when it is opened again. In a chunk of its own,
 * loaded when a page first opens one.
 */
export default function CompanyFormDialogs({ open, onClose }: CompanyFormDialogsProps) {
  useTexts(TEXTS);
  const { locale } = useT();
  const currentLocale = useCurrentLocale(locale);
  const { showResult } = useAccountModals();
  const [used] = useState(() => new Set<FormDialog>());
  if (open) used.add(open);
  const [machines] = useState(() => ({
    contact: contactFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<ContactFormRequest>>(
          async ({ input, signal }) => {
            const { shopClient } = await import('../lib/shop-client.js');
            return shopClient(currentLocale()).content.sendContactForm(input.payload, { signal });
          },
        ),
      },
      actions: { logError: logError('contact') },
    }),
    partner: partnerFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<PartnerFormRequest>>(
          async ({ input, signal }) => {
            const { shopClient } = await import('../lib/shop-client.js');
            return shopClient(currentLocale()).content.sendPartnerForm(input.payload, { signal });
          },
        ),
      },
      actions: { logError: logError('partner') },
    }),
  }));
  const openChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      {used.has('contact') ? (
        <ContactFormDialog
          open={open === 'contact'}
          onOpenChange={openChange}
          machine={machines.contact}
          onSent={() => {
            onClose();
            showResult({ kind: 'contactsSuccess' });
          }}
        />
      ) : null}
      {used.has('partner') ? (
        <PartnerFormDialog
          open={open === 'partner'}
          onOpenChange={openChange}
          machine={machines.partner}
          onSent={() => {
            onClose();
            showResult({ kind: 'partnerSuccess' });
          }}
        />
      ) : null}
    </>
  );
}
