import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { inputVariants } from '../../primitives/input/index.js';

export interface CheckoutCommentProps {
  value: string;
  /** The error's text, shown under the field. */
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** `Checkout.Comment`: the order's free comment. */
export function CheckoutComment({
  value,
  error,
  readOnly,
  onChange,
}: CheckoutCommentProps): ReactNode {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-slot="checkout-comment">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('checkout.comment')}
      </label>
      <textarea
        id={id}
        name="comment"
        rows={3}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-state={error ? 'invalid' : 'valid'}
        className={cn(inputVariants(), 'h-auto min-h-20 py-2')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
