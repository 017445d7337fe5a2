import * as Dialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useFocusReturn } from '../../lib/use-focus-return.js';
import { DialogHeader } from './dialog-header.js';
import { useOptionalModalStack } from './modal-stack-provider.js';

export const modalOverlayVariants = cva(
  'shop:fixed shop:inset-0 shop:bg-black/50 shop:data-[inert=true]:bg-black/20',
);

export const modalVariants = cva(
  'shop:fixed shop:top-1/2 shop:left-1/2 shop:max-h-[calc(100dvh-2rem)] shop:w-[calc(100vw-2rem)] shop:-translate-x-1/2 shop:-translate-y-1/2 shop:overflow-y-auto shop:overscroll-contain shop:rounded-lg shop:bg-white shop:text-ink shop:shadow-xl shop:focus-visible:outline-none',
  {
    variants: {
      size: {
        sm: 'shop:max-w-sm',
        md: 'shop:max-w-lg',
        lg: 'shop:max-w-3xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps extends VariantProps<typeof modalVariants> {
  /** Heading of the modal; also its accessible name (required). */
  title: ReactNode;
  /** Text under the title; also the modal's accessible description. */
  description?: ReactNode;
  /**
   * The modal's body. When it is taller than the screen the modal scrolls inside (the header
   * stays); the modal box itself is focusable, so the keyboard can scroll it.
   */
  children?: ReactNode;
  /** An element that opens the modal (rendered as is, through Radix `asChild`). */
  trigger?: ReactNode;
  /**
   * Id in the nearest `ModalStackProvider`: the modal is open while the id is in the stack,
   * and only the top modal is interactive (the ones below are `inert`).
   */
  id?: string;
  /** Controlled open state (without a stack id). */
  open?: boolean;
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (trigger, close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * A modal dialog (Radix Dialog): titled, focus trapped inside and returned on close, closed by
 * Escape, the overlay or the close button. With `id` inside a `ModalStackProvider` it joins the
 * stack of modals (SPEC §2), where the last opened is the active one.
 */
export function Modal({
  title,
  description,
  children,
  trigger,
  id,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  size,
  className,
}: ModalProps) {
  const stack = useOptionalModalStack();
  const [ownOpen, setOwnOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const inStack = stack !== null && id !== undefined;

  const open = inStack ? stack.stack.includes(id) : ownOpen;
  const active = inStack ? stack.isActive(id) : true;
  const depth = inStack ? Math.max(0, stack.stack.indexOf(id)) : 0;

  const handleOpenChange = (next: boolean) => {
    if (!inStack) {
      setOwnOpen(next);
      return;
    }
    if (next) stack.open(id);
    else stack.close(id);
    onOpenChange?.(next);
  };

  // Where focus was when the modal opened: it goes back there when the modal closes. Radix
  // returns focus to its own trigger only, and a modal opened from the stack (a header button,
  // a link in another modal, a deep link) has none.
  const focusReturn = useFocusReturn();

  // Later modals sit above earlier ones even when a lower one is reopened (moved to the top).
  const zIndex = 50 + depth * 2;

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="modal-overlay"
          data-inert={!active}
          inert={!active}
          style={{ zIndex }}
          className={modalOverlayVariants()}
        />
        <Dialog.Content
          data-slot="modal"
          data-active={active}
          inert={!active}
          style={{ zIndex: zIndex + 1 }}
          className={cn(modalVariants({ size }), className)}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} slot="modal" />
          <div data-slot="modal-body" className="shop:px-5 shop:py-4">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
