import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export const chipVariants = cva(
  'shop:inline-flex shop:items-center shop:gap-1.5 shop:rounded-full shop:font-medium shop:whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'shop:bg-surface-muted shop:text-ink',
        success: 'shop:bg-success-surface shop:text-success',
        warning: 'shop:bg-warning-surface shop:text-warning',
        danger: 'shop:bg-danger-surface shop:text-danger-strong',
      },
      size: {
        sm: 'shop:h-6 shop:px-2 shop:text-xs',
        md: 'shop:h-7 shop:px-3 shop:text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

const dotVariants = cva('shop:size-2 shop:shrink-0 shop:rounded-full', {
  variants: {
    variant: {
      neutral: 'shop:bg-muted',
      success: 'shop:bg-success-solid',
      warning: 'shop:bg-warning-solid',
      danger: 'shop:bg-danger-solid',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export interface ChipProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof chipVariants> {
  /**
   * Shows a coloured dot before the text.
   * @default false
   */
  dot?: boolean;
}

/** A small rounded label: neutral, success, warning or danger. */
export function Chip({
  className,
  variant,
  size,
  dot = false,
  children,
  ...props
}: ChipProps): ReactNode {
  return (
    <span
      data-slot="chip"
      data-variant={variant ?? 'neutral'}
      className={cn(chipVariants({ variant, size }), className)}
      {...props}
    >
      {dot ? <span aria-hidden="true" className={dotVariants({ variant })} /> : null}
      {children}
    </span>
  );
}

/** What a stock balance means for the shopper. */
export type StockState = 'in_stock' | 'low' | 'out_of_stock';

/** The state of a stock balance: none, at most `lowStockThreshold`, or more. */
export function stockState(stock: number, lowStockThreshold: number): StockState {
  const whole = Number.isFinite(stock) ? Math.floor(stock) : 0;
  if (whole <= 0) return 'out_of_stock';
  return whole <= lowStockThreshold ? 'low' : 'in_stock';
}

const stockVariant = {
  in_stock: 'success',
  low: 'warning',
  out_of_stock: 'danger',
} as const satisfies Record<StockState, ChipProps['variant']>;

export interface StockChipProps extends Omit<ChipProps, 'variant' | 'children' | 'dot'> {
  /** The stock balance of the product (or of its chosen unit). @example <StockChip stock={product.balance} /> */
  stock: number;
  /**
   * At or below this many pieces the chip says 'only N left' instead of 'in stock'. 0 never does.
   * @default 5
   */
  lowStockThreshold?: number;
}

/** The product page's stock chip (SPEC §2): in stock, only N left (plural) or out of stock. */
export function StockChip({ stock, lowStockThreshold = 5, ...props }: StockChipProps): ReactNode {
  const { t } = useT();
  const state = stockState(stock, lowStockThreshold);
  const text =
    state === 'out_of_stock'
      ? t('stock.outOfStock')
      : state === 'low'
        ? t('stock.onlyLeft', { count: Math.floor(stock) })
        : t('stock.inStock');
  return (
    <Chip data-state={state} variant={stockVariant[state]} dot {...props}>
      {text}
    </Chip>
  );
}
