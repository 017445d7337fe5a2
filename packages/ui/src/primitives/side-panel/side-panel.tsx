import * as Dialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { DialogHeader } from '../modal/dialog-header.js';

export const sidePanelOverlayVariants = cva('fixed inset-0 z-50 bg-black/50');

/**
 * Below 744 px every panel is a bottom sheet (full width, at most 85 % of the screen high); from
 * `bp744` up it is a full-height drawer on its side. Widths follow SPEC §9 (cart at most 640 px).
 */
export const sidePanelVariants = cva(
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] w-full flex-col overflow-y-auto overscroll-contain rounded-t-xl bg-white text-ink shadow-xl focus-visible:outline-none bp744:inset-y-0 bp744:max-h-none bp744:rounded-none',
  {
    variants: {
      side: {
        right: 'bp744:right-0 bp744:left-auto',
        left: 'bp744:right-auto bp744:left-0',
      },
      size: {
        /** Filter drawer and general panels: 360 px on tablets, 420 px from 1024 px. */
        md: 'bp744:w-[360px] bp1024:w-[420px]',
        /**
         * Cart panel (SPEC §9): at most 420 px wide as a bottom sheet (centred on a wider
         * phone), 360 px on tablets, up to 640 px on desktops.
         */
        cart: 'mx-auto max-w-[420px] bp744:mx-0 bp744:w-[360px] bp744:max-w-none bp1024:w-full bp1024:max-w-[640px]',
      },
    },
    defaultVariants: { side: 'right', size: 'md' },
  },
);

export interface SidePanelProps extends VariantProps<typeof sidePanelVariants> {
  /** Heading of the panel; also its accessible name (required). */
  title: ReactNode;
  /** Text under the title; also the panel's accessible description. */
  description?: ReactNode;
  /** The panel's content; the panel scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Content pinned to the bottom of the panel (the cart's total bar, the filters' apply button). */
  footer?: ReactNode;
  /** An element that opens the panel (rendered as is, through Radix `asChild`). */
  trigger?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the panel asks to open or close (trigger, close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * A drawer (Radix Dialog): a bottom sheet below 744 px, from the right (or with `side="left"`,
 * from the left: the filter drawer) above. Focus is trapped and returned on close, the page
 * behind does not scroll, Escape and the overlay close it.
 *
 * @example
 * ```tsx
 * <SidePanel title={t('cart.title')} size="cart" trigger={<CartButton />}>…</SidePanel>
 * ```
 */
export function SidePanel({
  title,
  description,
  children,
  footer,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side,
  size,
  className,
}: SidePanelProps) {
  const [open, handleOpenChange] = useControllableState(openProp, defaultOpen, onOpenChange);

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="side-panel-overlay" className={sidePanelOverlayVariants()} />
        <Dialog.Content
          data-slot="side-panel"
          data-side={side ?? 'right'}
          className={cn(sidePanelVariants({ side, size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader
            title={title}
            description={description}
            slot="side-panel"
            className="z-10"
          />
          <div data-slot="side-panel-body" className="flex-1 px-5 py-4">
            {children}
          </div>
          {footer ? (
            <div
              data-slot="side-panel-footer"
              className="sticky bottom-0 border-t border-black/10 bg-white px-5 py-4"
            >
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
