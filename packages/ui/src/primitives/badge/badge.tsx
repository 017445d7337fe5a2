import type { OrderStatus } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export const badgeVariants = cva(
  'shop:inline-flex shop:items-center shop:gap-1.5 shop:rounded-md shop:border shop:font-medium shop:whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'shop:border-line shop:bg-surface-muted shop:text-ink',
        info: 'shop:border-info-line shop:bg-info-surface shop:text-info',
        success: 'shop:border-success-line shop:bg-success-surface shop:text-success',
        warning: 'shop:border-warning-line shop:bg-warning-surface shop:text-warning',
        danger: 'shop:border-danger-line shop:bg-danger-surface shop:text-danger-strong',
      },
      size: {
        sm: 'shop:h-6 shop:px-2 shop:text-xs',
        md: 'shop:h-7 shop:px-2.5 shop:text-sm',
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
      <span
        aria-hidden="true"
        className="shop:size-1.5 shop:shrink-0 shop:rounded-full shop:bg-current"
      />
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
