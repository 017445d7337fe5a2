import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cn } from '../../lib/cn.js';
import { Spinner } from '../spinner/spinner.js';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary:
          'bg-settings-buttons-bg text-settings-buttons hover:bg-settings-buttons-hover disabled:hover:bg-settings-buttons-bg',
        secondary:
          'border border-settings-main bg-white text-settings-main hover:bg-settings-newsletter-block-background',
        ghost: 'bg-transparent text-settings-icons hover:bg-black/5',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-base',
        lg: 'h-12 px-6 text-lg',
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
        busy && 'aria-disabled:cursor-progress',
        className,
      )}
      disabled={disabled || locked}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy ? (
        <Spinner size="sm" animated={animated} label={busyLabel} className="text-current" />
      ) : null}
      {children}
    </button>
  );
}
