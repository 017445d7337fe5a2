import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { SpinnerIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const spinnerVariants = cva('inline-flex items-center gap-2 text-settings-main', {
  variants: {
    size: {
      sm: '[--spinner:1rem] text-sm',
      md: '[--spinner:1.5rem] text-base',
      lg: '[--spinner:2.5rem] text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

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
        className={cn('size-(--spinner) shrink-0', animated && 'motion-safe:animate-spin')}
      />
      <span className={showLabel ? 'text-ink' : 'sr-only'}>{text}</span>
    </span>
  );
}
