import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export const emptyStateVariants = cva(
  'shop:flex shop:flex-col shop:items-center shop:text-center shop:text-ink',
  {
    variants: {
      size: {
        sm: 'shop:gap-2 shop:px-4 shop:py-6 shop:text-sm shop:[&_[data-slot=empty-state-title]]:text-base',
        md: 'shop:gap-3 shop:px-6 shop:py-10 shop:text-base shop:[&_[data-slot=empty-state-title]]:text-xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface EmptyStateProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof emptyStateVariants> {
  /** A decorative picture above the title (an inline SVG); hidden from assistive technology. */
  icon?: ReactNode;
  /** The message. @default t('common.empty') */
  title?: ReactNode;
  /** A longer explanation under the title. */
  description?: ReactNode;
  /**
   * What the shopper can do instead, e.g. the empty cart's start-shopping button (SPEC §2).
   * @example action={<Button>{t('cart.startShopping')}</Button>}
   */
  action?: ReactNode;
  /**
   * The heading level of the title, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** Shown where a list has nothing (empty cart, no results, no orders): icon, title, text, action. */
export function EmptyState({
  className,
  size,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  ...props
}: EmptyStateProps): ReactNode {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ size }), className)} {...props}>
      {icon ? (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="shop:mb-1 shop:flex shop:size-16 shop:items-center shop:justify-center shop:rounded-full shop:bg-settings-newsletter-block-background shop:text-settings-main"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="shop:font-semibold">
        {title ?? t('common.empty')}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="shop:max-w-prose shop:text-muted">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="shop:mt-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
