import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cn } from '../../lib/cn.js';
import { Spinner } from '../spinner/spinner.js';

export const buttonVariants = cva(
  'shop:inline-flex shop:items-center shop:justify-center shop:gap-2 shop:rounded-md shop:font-medium shop:transition-colors shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60',
  {
    variants: {
      variant: {
        primary:
          'shop:bg-settings-buttons-bg shop:text-settings-buttons shop:hover:bg-settings-buttons-hover shop:disabled:hover:bg-settings-buttons-bg',
        secondary:
          'shop:border shop:border-settings-main shop:bg-white shop:text-settings-main shop:hover:bg-settings-newsletter-block-background',
        ghost: 'shop:bg-transparent shop:text-settings-icons shop:hover:bg-black/5',
      },
      size: {
        sm: 'shop:h-8 shop:px-3 shop:text-sm',
        md: 'shop:h-10 shop:px-4 shop:text-base',
        lg: 'shop:h-12 shop:px-6 shop:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /**
   * After each click the button ignores clicks for this long (SPEC §2: the catalogue button is
   * disabled for 300 ms after each click), so a double click cannot toggle a menu twice.
   * @default 0
   * @example <Button lockMs={CATALOGUE_BUTTON_LOCK_MS}>…</Button>
   */
  lockMs?: number;
  /**
   * What the button started is under way (an order, a sign-in): a spinner announced as
   * `busyLabel` shows before the text, the button stays focusable but is `aria-disabled`, and a
   * click does nothing (a submit button does not send its form again).
   * @example <Button type="submit" busy={placing} busyLabel={t('checkout.placing')}>…</Button>
   */
  busy?: boolean;
  /** The spinner's spoken text while busy. */
  busyLabel?: string;
  /** The spinner turns (off in visual tests). @default true */
  animated?: boolean;
}

/** The shop's button: primary, secondary or ghost, in three sizes, with an optional click lock. */
export function Button({
  className,
  variant,
  size,
  lockMs = 0,
  busy = false,
  busyLabel,
  animated,
  disabled,
  onClick,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (locked) return;
    onClick?.(event);
    if (lockMs > 0) {
      setLocked(true);
      timer.current = setTimeout(() => setLocked(false), lockMs);
    }
  };

  return (
    <button
      data-slot="button"
      data-locked={locked || undefined}
      type={type}
      className={cn(
        buttonVariants({ variant, size }),
        busy && 'shop:aria-disabled:cursor-progress',
        className,
      )}
      disabled={disabled || locked}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy ? (
        <Spinner size="sm" animated={animated} label={busyLabel} className="shop:text-current" />
      ) : null}
      {children}
    </button>
  );
}
