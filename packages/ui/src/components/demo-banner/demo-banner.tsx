import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { AlertCircleIcon, CloseIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { IconButton } from '../../primitives/icon-button/index.js';

/** A warning strip across the top of the page, above the header. */
export const demoBannerVariants = cva(
  'shop:border-b shop:border-warning-line shop:bg-warning-surface shop:text-sm shop:text-warning shop:print:hidden!',
);

export interface DemoBannerProps {
  /** Shown (controlled): the storefront keeps a dismissal for the browser session. */
  open?: boolean;
  /** Shown at first (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** The close button hid it (`false`). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The demo-warning banner (SPEC §2 "A demo-warning banner … exist[s]"): across the top of every
 * page of a demo shop, it says that orders are not delivered and payments are not taken. A
 * labelled region, not an alert (it is there from the first paint, nothing happened), with a
 * close button; closed, it renders nothing.
 *
 * @example
 * ```tsx
 * <DemoBanner open={!dismissed} onOpenChange={(open) => !open && dismissForSession()} />
 * ```
 */
export function DemoBanner({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  className,
}: DemoBannerProps): ReactNode {
  const { t } = useT();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  if (!open) return null;
  return (
    <section
      data-slot="demo-banner"
      aria-label={t('demoBanner.label')}
      className={cn(demoBannerVariants(), className)}
    >
      <div className="shop:mx-auto shop:flex shop:max-w-[1280px] shop:items-center shop:gap-2 shop:py-1 shop:pr-1 shop:pl-4">
        <AlertCircleIcon className="shop:size-5 shop:shrink-0" />
        <p className="shop:flex-1 shop:py-1">{t('demoBanner.text')}</p>
        <IconButton
          label={t('demoBanner.dismiss')}
          size="sm"
          onClick={() => setOpen(false)}
          className="shop:text-warning shop:hover:bg-warning-line/40"
        >
          <CloseIcon />
        </IconButton>
      </div>
    </section>
  );
}
