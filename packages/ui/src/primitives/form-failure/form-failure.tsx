import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** The message's panel: danger colours, a thin border, the form's small text. */
export const formFailureVariants = cva(
  'shop:rounded-md shop:border shop:border-danger-line shop:bg-danger-surface shop:px-3 shop:py-2 shop:text-sm shop:text-danger-strong',
);

export interface FormFailureProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /**
   * Why the form was not taken (an API refusal, no answer), already in the page's language; null
   * or empty while there is nothing to say.
   * @example 'Serverul nu răspunde. Încercați din nou.'
   */
  children?: ReactNode;
  /**
   * While empty, the box takes back its parent's 1 rem gap (`-mt-4`), so a form laid out with
   * `gap-4` shows no hole where the message will come. Off for a parent with another spacing.
   * @default true
   */
  collapseGap?: boolean;
}

/**
 * Why a form was not taken, above or below its button (SPEC §8): an alert region always in the
 * page, so a screen reader announces the message when it appears in it (a region added together
 * with its text is often not read). The form keeps what was typed, so its button is the retry.
 */
export function FormFailure({
  children,
  collapseGap = true,
  className,
  ...props
}: FormFailureProps) {
  const empty =
    children === null || children === undefined || children === false || children === '';
  return (
    <div role="alert" className={cn(empty && collapseGap && 'shop:-mt-4', className)} {...props}>
      {empty ? null : <p className={formFailureVariants()}>{children}</p>}
    </div>
  );
}
