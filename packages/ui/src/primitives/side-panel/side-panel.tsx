import * as Dialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useFocusReturn } from '../../lib/use-focus-return.js';
import { DialogHeader } from '../modal/dialog-header.js';

export const sidePanelOverlayVariants = cva('shop:fixed shop:inset-0 shop:z-50 shop:bg-black/50');

/**
 * Below 744 px a panel is a bottom sheet (full width, at most 85 % of the screen high), and from
 * `bp744` up a full-height drawer on its side. With `phone: 'drawer'` it is that drawer at every
 * width, leaving a strip of the page beside it on a phone: the filters (SPEC §9 "The filter panel
 * slides in from the left"). Widths follow SPEC §9 (cart at most 640 px).
 */
export const sidePanelVariants = cva(
  'shop:fixed shop:inset-x-0 shop:bottom-0 shop:z-50 shop:flex shop:max-h-[85dvh] shop:w-full shop:flex-col shop:overflow-y-auto shop:overscroll-contain shop:rounded-t-xl shop:bg-white shop:text-ink shop:shadow-xl shop:focus-visible:outline-none shop:bp744:inset-y-0 shop:bp744:max-h-none shop:bp744:rounded-none',
  {
    variants: {
      side: {
        right: 'shop:bp744:right-0 shop:bp744:left-auto',
        left: 'shop:bp744:right-auto shop:bp744:left-0',
      },
      phone: {
        sheet: '',
        drawer: 'shop:inset-y-0 shop:max-h-none shop:max-w-[calc(100%-3rem)] shop:rounded-none',
      },
      size: {
        /** Filter drawer and general panels: 360 px on tablets, 420 px from 1024 px. */
        md: 'shop:bp744:w-[360px] shop:bp1024:w-[420px]',
        /**
         * Cart panel (SPEC §9): at most 420 px wide as a bottom sheet (centred on a wider
         * phone), 360 px on tablets, up to 640 px on desktops.
         */
        cart: 'shop:mx-auto shop:max-w-[420px] shop:bp744:mx-0 shop:bp744:w-[360px] shop:bp744:max-w-none shop:bp1024:w-full shop:bp1024:max-w-[640px]',
      },
    },
    compoundVariants: [
      { phone: 'drawer', side: 'left', className: 'shop:right-auto shop:left-0' },
      { phone: 'drawer', side: 'right', className: 'shop:right-0 shop:left-auto' },
    ],
    defaultVariants: { side: 'right', size: 'md', phone: 'sheet' },
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
 * A drawer (Radix Dialog) from the right (or `side="left"`), a bottom sheet below 744 px unless
 * `phone="drawer"` (the filter drawer, a drawer at every width). Focus is trapped, and returned on close to what opened
 * it (its trigger, or whatever had focus: `useFocusReturn`); the page behind does not scroll,
 * Escape and the overlay close it.
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
  phone,
  className,
}: SidePanelProps) {
  const [open, handleOpenChange] = useControllableState(openProp, defaultOpen, onOpenChange);
  const focusReturn = useFocusReturn();

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="side-panel-overlay" className={sidePanelOverlayVariants()} />
        <Dialog.Content
          data-slot="side-panel"
          data-side={side ?? 'right'}
          className={cn(sidePanelVariants({ side, size, phone }), className)}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader
            title={title}
            description={description}
            slot="side-panel"
            className="shop:z-10"
          />
          <div data-slot="side-panel-body" className="shop:flex-1 shop:px-5 shop:py-4">
            {children}
          </div>
          {footer ? (
            <div
              data-slot="side-panel-footer"
              className="shop:sticky shop:bottom-0 shop:border-t shop:border-black/10 shop:bg-white shop:px-5 shop:py-4"
            >
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
