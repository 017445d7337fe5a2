import type { OrderStatus } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-md border font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'border-line bg-surface-muted text-ink',
        info: 'border-info-line bg-info-surface text-info',
        success: 'border-success-line bg-success-surface text-success',
        warning: 'border-warning-line bg-warning-surface text-warning',
        danger: 'border-danger-line bg-danger-surface text-danger-strong',
      },
      size: {
        sm: 'h-6 px-2 text-xs',
        md: 'h-7 px-2.5 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

/** A small status label: neutral, info, success, warning or danger. */
export function Badge({ className, variant, size, ...props }: BadgeProps): ReactNode {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/** The colour of each order status (SPEC §3 "Order"). */
export const ORDER_STATUS_VARIANT = {
  process: 'info',
  pending_payment: 'warning',
  canceled: 'danger',
  finished: 'success',
} as const satisfies Record<OrderStatus, BadgeProps['variant']>;

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'variant' | 'children'> {
  /**
   * The status code the API sends.
   * @example <OrderStatusBadge status="pending_payment" />
   */
  status: OrderStatus;
}

/** An order's status in the profile's order list and detail: its translated name and colour. */
export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps): ReactNode {
  const { t } = useT();
  return (
    <Badge data-state={status} variant={ORDER_STATUS_VARIANT[status]} {...props}>
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
