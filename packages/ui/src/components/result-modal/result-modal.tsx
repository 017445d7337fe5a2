import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CheckIcon, ExclamationIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { Modal } from '../../primitives/modal/index.js';

/** How the outcome went: the tick and green edge, or the mark and red edge. */
export type ResultModalTone = 'success' | 'error';

/** The modal box: a coloured top edge tells the tone at a glance. */
export const resultModalVariants = cva('shop:border-t-4', {
  variants: {
    tone: {
      success: 'shop:border-t-success-solid',
      error: 'shop:border-t-danger',
    },
  },
  defaultVariants: { tone: 'success' },
});

/** The round icon before the title. */
export const resultModalIconVariants = cva(
  'shop:inline-flex shop:size-8 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:[&_svg]:size-5',
  {
    variants: {
      tone: {
        success: 'shop:bg-success-surface shop:text-success',
        error: 'shop:bg-danger-surface shop:text-danger',
      },
    },
    defaultVariants: { tone: 'success' },
  },
);

export interface ResultModalProps {
  /** Success (a tick) or error (a mark). */
  tone: ResultModalTone;
  /**
   * The heading; also the modal's accessible name. Pass a translated text.
   * @example title={t('resultModal.passwordSuccess.title')}
   */
  title: ReactNode;
  /**
   * What happened and what to do next; also the modal's accessible description.
   * @example message={t('resultModal.passwordSuccess.message')}
   */
  message: ReactNode;
  /**
   * Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). Without a stack,
   * `open` / `defaultOpen` decide.
   * @example id="password-success"
   */
  id?: string;
  /** Open (controlled, without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** The modal asks to open or close (its button, the close button, Escape, the overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The text of the button that closes it. @default t('resultModal.close') */
  closeLabel?: string;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The success and error modals of SPEC §2 (password-success, password-error; profile data,
 * newsletter, partner and contact forms reuse it): a small modal whose title carries a
 * decorative tick or mark, the message as its description, and one button that closes it.
 * Texts for the known outcomes come from `resultModalContent`.
 *
 * @example
 * <ResultModal id="password-success" tone="success"
 *   title={t('resultModal.passwordSuccess.title')}
 *   message={t('resultModal.passwordSuccess.message')} />
 */
export function ResultModal({
  tone,
  title,
  message,
  id,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
  className,
}: ResultModalProps): ReactNode {
  const { t } = useT();
  return (
    <Modal
      id={id}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="sm"
      title={
        <span className="shop:flex shop:items-center shop:gap-3">
          <span data-slot="result-modal-icon" className={resultModalIconVariants({ tone })}>
            {tone === 'success' ? <CheckIcon strokeWidth={2.5} /> : <ExclamationIcon />}
          </span>
          <span>{title}</span>
        </span>
      }
      description={message}
      className={cn(resultModalVariants({ tone }), className)}
    >
      <div data-slot="result-modal" data-tone={tone} className="shop:flex shop:justify-end">
        {/* Radix's Close goes through the modal's own close path: the stack or onOpenChange. */}
        <Dialog.Close asChild>
          <Button className="shop:w-full shop:bp480:w-auto">
            {closeLabel ?? t('resultModal.close')}
          </Button>
        </Dialog.Close>
      </div>
    </Modal>
  );
}
