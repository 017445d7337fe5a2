import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export const skeletonVariants = cva('shop:block shop:bg-surface-strong', {
  variants: {
    shape: {
      text: 'shop:h-4 shop:w-full shop:rounded-sm',
      rect: 'shop:h-24 shop:w-full shop:rounded-md',
      circle: 'shop:size-10 shop:rounded-full',
    },
    animated: {
      true: 'shop:motion-safe:animate-pulse',
      false: '',
    },
  },
  defaultVariants: { shape: 'text', animated: true },
});

export interface SkeletonProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof skeletonVariants> {}

/**
 * A grey placeholder where content is loading. It is hidden from assistive technology: mark the
 * loading region with `aria-busy` (or show a Spinner) instead. Size it with classes.
 */
export function Skeleton({ className, shape, animated, ...props }: SkeletonProps): ReactNode {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape, animated }), className)}
      {...props}
    />
  );
}
