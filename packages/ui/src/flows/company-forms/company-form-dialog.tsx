import { useEffect, useRef, type ReactNode } from 'react';
import { Modal } from '../../primitives/modal/index.js';
import { CompanyForm, type CompanyFormProps } from './company-form.js';

export interface CompanyFormDialogProps extends Omit<CompanyFormProps, 'firstFieldRef' | 'layout'> {
  /** Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). */
  modalId?: string;
  /** Whether the dialog is open (without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled, without a stack id). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's title. */
  title: string;
  /** One line under the title. */
  description?: string;
  /** Extra classes for the dialog box. */
  dialogClassName?: string;
}

/**
 * A company form in a dialog (the contact form and the partner form of SPEC §2): the title and a
 * line under it, then the form. The first field takes focus when the dialog opens; Escape and
 * the close button close it and focus goes back to what opened it (the Modal's).
 *
 * @example <CompanyFormDialog modalId="contact-form" title="Scrieți-ne" slot="contact-form" fields={…} values={…} onChange={…} onSubmit={…} submitLabel="Trimite" busyLabel="Se trimite…" />
 */
export function CompanyFormDialog({
  modalId,
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  dialogClassName,
  ...form
}: CompanyFormDialogProps): ReactNode {
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open === false) return undefined;
    // A task later: Radix moves focus into the dialog when it opens; the first field takes it then.
    const timer = setTimeout(() => firstField.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Modal
      id={modalId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={dialogClassName}
    >
      <CompanyForm {...form} firstFieldRef={firstField} />
    </Modal>
  );
}
