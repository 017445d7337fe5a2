import { useEffect, type ReactNode } from 'react';
import type { FormFlowMachine } from '../company-forms/form-flow.machine.js';
import { useFormFlow, type FormFlowHandlers } from '../company-forms/use-form-flow.js';
import {
  careersFormFlow,
  type CareersFormPayload,
  type CareersFormValues,
} from './careers-form.flow.js';
import { CareersModal } from './careers-modal.js';

export interface CareersFormDialogProps extends FormFlowHandlers<CareersFormPayload> {
  /** The vacancy the form is for; the form empties when it changes (not when it reopens). */
  vacancy: { id: number; title: string };
  /**
   * The careers form's machine with the storefront's `send`. Read once, at mount.
   * @default careersFormFlow.machine (its `send` fails with "not provided")
   */
  machine?: FormFlowMachine<CareersFormValues, CareersFormPayload>;
  /** Whether the dialog is open. */
  open: boolean;
  /** The dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange: (open: boolean) => void;
  /** The spinner turns. @default true */
  animated?: boolean;
}

/**
 * The careers modal, wired: runs the careers form's machine (kept while the page lives, so a
 * form closed after a failure reopens with what was typed, SPEC §8) and reports `sent` and
 * `failed` (the storefront closes it and opens form-success or the error modal).
 *
 * @example <CareersFormDialog vacancy={vacancy} open={open} onOpenChange={setOpen} machine={machine} onSent={…} onFailed={…} />
 */
export function CareersFormDialog({
  vacancy,
  machine = careersFormFlow.machine,
  open,
  onOpenChange,
  onSent,
  onFailed,
  animated,
}: CareersFormDialogProps): ReactNode {
  const form = useFormFlow(careersFormFlow, machine, { onSent, onFailed });
  const vacancyId = String(vacancy.id);
  const { values, reset, set } = form;
  useEffect(() => {
    // Another vacancy (or a form emptied by a send): start afresh for this one.
    if (open && values.vacancy !== vacancyId) {
      reset();
      set('vacancy', vacancyId);
    }
  }, [open, vacancyId, values.vacancy, reset, set]);
  return (
    <CareersModal
      open={open}
      onOpenChange={onOpenChange}
      vacancyTitle={vacancy.title}
      values={values}
      errors={form.errors}
      failure={form.failure}
      busy={form.busy}
      animated={animated}
      onChange={(field, value) => form.set(field, value)}
      onFileChange={(field, file) => form.set(field, file)}
      onSubmit={form.submit}
    />
  );
}
