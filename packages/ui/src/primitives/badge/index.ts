export { Badge, badgeVariants, ORDER_STATUS_VARIANT, OrderStatusBadge } from './badge.js';
export type { BadgeProps, OrderStatusBadgeProps } from './badge.js';
