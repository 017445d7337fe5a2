export { Badge, badgeVariants, OrderStatusBadge } from './badge.js';
export type { BadgeProps, OrderStatusBadgeProps } from './badge.js';
