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
    <div className="shop:flex shop:flex-col shop:gap-1.5" data-slot="checkout-comment">
      <label htmlFor={id} className="shop:text-sm shop:font-medium shop:text-ink">
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
        className={cn(inputVariants(), 'shop:h-auto shop:min-h-20 shop:py-2')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
