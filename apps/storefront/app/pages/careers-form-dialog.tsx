import { useT } from '@shop/ui';
import {
  careersFormFlow,
  CareersFormDialog,
  type CareersFormPayload,
} from '@shop/ui/flows/careers';
import type { FormFlowRequest } from '@shop/ui/flows/company-forms';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { useTexts, type Namespace } from '../lib/texts.js';

export interface CareersFormDialogChunkProps {
  /** The vacancy the form is for. */
  vacancy: { id: number; title: string };
  /** Whether the modal is open. */
  open: boolean;
  /** The modal closes (asked, sent, or failed, §8). */
  onClose: () => void;
}

// The form's texts, fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = ['careersPage', 'formFields'] as const satisfies readonly Namespace[];

/**
 * The careers modal wired to POST /accounts/vacancy-form/ through the storefront's proxy (the
 * client loads with the first send; a CV goes as multipart). Sent: the modal closes and
 * form-success opens. A failure no field shows (network, 5xx, 429, a vacancy closed since): the
 * modal closes and the error modal says it (SPEC §8); the machine keeps what was typed, so the
 * same vacancy's form reopens with it. The API's field refusals stay under their fields. In a
 * chunk of its own, loaded with the first "Apply".
 */
export default function CareersFormDialogChunk({
  vacancy,
  open,
  onClose,
}: CareersFormDialogChunkProps) {
  useTexts(TEXTS);
  const { locale } = useT();
  const currentLocale = useCurrentLocale(locale);
  const { showResult } = useAccountModals();
  const [machine] = useState(() =>
    careersFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<CareersFormPayload>>(
          async ({ input: { payload }, signal }) => {
            const { shopClient } = await import('../lib/shop-client.js');
            return shopClient(currentLocale()).content.sendVacancyForm(payload.body, {
              signal,
              ...(payload.cv ? { cv: payload.cv } : {}),
            });
          },
        ),
      },
      actions: {
        // Failures are logged for the staff (SPEC §8); what was typed never is.
        logError: ({ context }) =>
          console.error(
            '[storefront] vacancy form not sent:',
            context.failure ?? 'refused',
            context.error,
          ),
      },
    }),
  );
  return (
    <CareersFormDialog
      vacancy={vacancy}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      machine={machine}
      onSent={() => {
        onClose();
        showResult({ kind: 'formSuccess' });
      }}
      onFailed={(failure) => {
        if (failure === null) return;
        onClose();
        showResult({ kind: 'formError', detail: failure });
      }}
    />
  );
}
