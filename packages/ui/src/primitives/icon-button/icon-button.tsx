import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export const iconButtonVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-settings-icons hover:bg-black/5',
        solid:
          'bg-settings-buttons-bg text-settings-buttons hover:bg-settings-buttons-hover disabled:hover:bg-settings-buttons-bg',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export const iconButtonBadgeVariants = cva(
  'pointer-events-none absolute -top-1 -right-1 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-2xs leading-none font-semibold text-white tabular-nums',
  {
    variants: {
      tone: {
        cart: 'bg-settings-cart',
        favorite: 'bg-settings-favorite',
      },
    },
    defaultVariants: { tone: 'cart' },
  },
);

/** The largest count a badge shows as a number; above it the badge reads '99+'. */
export const ICON_BUTTON_BADGE_MAX = 99;

/** The text of a badge: the count, or '99+' above 99; `undefined` when there is nothing to show. */
export function badgeText(
  count: number | undefined,
  max = ICON_BUTTON_BADGE_MAX,
): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > max ? `${max}+` : String(Math.floor(count));
}

export interface IconButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>,
    VariantProps<typeof iconButtonVariants> {
  /**
   * The accessible name (the icon alone says nothing to a screen reader). Pass a translated text.
   * @example <IconButton label={t('cart.title')}>…</IconButton>
   */
  label: string;
  /** The icon: an inline SVG with `aria-hidden`. */
  children: ReactNode;
  /**
   * A number bubble over the icon (the header's favourites and cart counts). Hidden at 0 or
   * below; above 99 it reads '99+'. The count is part of the accessible name.
   * @default undefined
   */
  badge?: number;
  /**
   * The badge colour: the site's cart or favourites colour.
   * @default 'cart'
   */
  badgeTone?: VariantProps<typeof iconButtonBadgeVariants>['tone'];
}

/**
 * A square button showing only an icon, with a required accessible label and an optional count
 * badge (header favourites and cart).
 */
export function IconButton({
  className,
  variant,
  size,
  label,
  badge,
  badgeTone,
  children,
  type = 'button',
  ...props
}: IconButtonProps) {
  const text = badgeText(badge);
  return (
    <button
      data-slot="icon-button"
      type={type}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
      <span className="sr-only">{label}</span>
      {text === undefined ? null : (
        <>
          {' '}
          <span
            data-slot="icon-button-badge"
            className={iconButtonBadgeVariants({ tone: badgeTone })}
          >
            {text}
          </span>
        </>
      )}
    </button>
  );
}
