import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { SpinnerIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const spinnerVariants = cva(
  'shop:inline-flex shop:items-center shop:gap-2 shop:text-settings-main',
  {
    variants: {
      size: {
        sm: 'shop:[--spinner:1rem] shop:text-sm',
        md: 'shop:[--spinner:1.5rem] shop:text-base',
        lg: 'shop:[--spinner:2.5rem] shop:text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What is loading, announced politely. @default t('common.loading') */
  label?: string;
  /**
   * Shows the label beside the circle (otherwise it is only read by screen readers).
   * @default false
   */
  showLabel?: boolean;
  /**
   * Turns (only when the user welcomes motion). Stories turn it off for stable screenshots.
   * @default true
   */
  animated?: boolean;
}

/** A loading indicator: a turning circle in a polite status region ('Se încarcă…'). */
export function Spinner({
  className,
  size,
  label,
  showLabel = false,
  animated = true,
  ...props
}: SpinnerProps): ReactNode {
  const { t } = useT();
  const text = label ?? t('common.loading');
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <SpinnerIcon
        className={cn(
          'shop:size-(--spinner) shop:shrink-0',
          animated && 'shop:motion-safe:animate-spin',
        )}
      />
      <span className={showLabel ? 'shop:text-ink' : 'shop:sr-only'}>{text}</span>
    </span>
  );
}
