import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import type { CheckoutMode } from './checkout.types.js';

export interface CheckoutRootProps {
  /** Guest or signed in (`data-mode`). */
  mode: CheckoutMode;
  /** The page's body: the form, the empty state or the pending-payment panel. */
  children: ReactNode;
  className?: string;
}

/**
 * `Checkout.Root`: the checkout page's region, named by its heading ('Plasarea comenzii').
 *
 * @example
 * ```tsx
 * <Checkout.Root mode="guest">{form}</Checkout.Root>
 * ```
 */
export function CheckoutRoot({ mode, children, className }: CheckoutRootProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  return (
    <section
      data-slot="checkout"
      data-mode={mode}
      aria-labelledby={headingId}
      className={cn('shop:flex shop:flex-col shop:gap-4 shop:bp768:gap-6', className)}
    >
      <h1
        id={headingId}
        className="shop:text-2xl shop:font-semibold shop:text-ink shop:bp768:text-3xl"
      >
        {t('checkout.title')}
      </h1>
      {children}
    </section>
  );
}
