import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export const iconButtonVariants = cva(
  'shop:relative shop:inline-flex shop:shrink-0 shop:items-center shop:justify-center shop:rounded-md shop:transition-colors shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60 shop:[&_svg]:pointer-events-none shop:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost: 'shop:bg-transparent shop:text-settings-icons shop:hover:bg-black/5',
        solid:
          'shop:bg-settings-buttons-bg shop:text-settings-buttons shop:hover:bg-settings-buttons-hover shop:disabled:hover:bg-settings-buttons-bg',
      },
      size: {
        sm: 'shop:size-8 shop:[&_svg]:size-4',
        md: 'shop:size-10 shop:[&_svg]:size-5',
        lg: 'shop:size-12 shop:[&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export const iconButtonBadgeVariants = cva(
  'shop:pointer-events-none shop:absolute shop:-top-1 shop:-right-1 shop:inline-flex shop:h-[18px] shop:min-w-[18px] shop:items-center shop:justify-center shop:rounded-full shop:px-1 shop:text-2xs shop:leading-none shop:font-semibold shop:text-white shop:tabular-nums',
  {
    variants: {
      tone: {
        cart: 'shop:bg-settings-cart',
        favorite: 'shop:bg-settings-favorite',
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
      <span className="shop:sr-only">{label}</span>
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
