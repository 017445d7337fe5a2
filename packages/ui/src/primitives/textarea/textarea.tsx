import { cva } from 'class-variance-authority';
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { FieldFrame, inputVariants } from '../input/input.js';

/** The box: the input's look, grown to several lines; resized only up and down. */
export const textareaVariants = cva(
  cn(inputVariants(), 'shop:h-auto shop:min-h-28 shop:resize-y shop:py-2 shop:leading-normal'),
);

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  /** The visible label, tied to the box by `htmlFor`. Pass a translated text. */
  label: ReactNode;
  /** A help line under the box, announced with it. */
  hint?: ReactNode;
  /** The error message, already translated; the box is then `aria-invalid`. */
  error?: string;
  /**
   * The most characters the shop takes: a counter under the box says how many are typed (in red
   * past the limit, which is the form's rule to refuse; typing is not cut off).
   */
  maxChars?: number;
  /** Called with the new text on every change (besides `onChange`). */
  onValueChange?: (value: string) => void;
  /** Classes of the root (label, box and messages); `className` styles the `<textarea>`. */
  rootClassName?: string;
}

/**
 * A text box of several lines with its label, hint, error and an optional counter: the message
 * of the contact, partner and careers forms. Controlled with `value` + `onValueChange`.
 *
 * @example <Textarea label={t('contactForm.message')} required value={message} onValueChange={setMessage} maxChars={2000} />
 */
export function Textarea({
  label,
  hint,
  error,
  maxChars,
  onValueChange,
  onChange,
  id,
  rows = 5,
  className,
  rootClassName,
  disabled,
  required,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps): ReactNode {
  const { t } = useT();
  const autoId = useId();
  const boxId = id ?? `${autoId}-textarea`;
  const counterId = `${boxId}-counter`;
  const length = typeof props.value === 'string' ? props.value.length : 0;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <FieldFrame
      controlId={boxId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      slot="textarea"
      rootClassName={rootClassName}
      describedBy={cn(describedBy, maxChars !== undefined && counterId) || undefined}
    >
      {(describedByIds, invalid) => (
        <>
          <textarea
            id={boxId}
            rows={rows}
            disabled={disabled}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedByIds}
            data-state={invalid ? 'invalid' : 'valid'}
            className={cn(textareaVariants(), className)}
            onChange={handleChange}
            {...props}
          />
          {maxChars === undefined ? null : (
            <p
              id={counterId}
              data-slot="textarea-counter"
              className={cn(
                'shop:-mt-1 shop:text-end shop:text-xs shop:tabular-nums',
                length > maxChars ? 'shop:text-danger' : 'shop:text-muted',
              )}
            >
              {t('formFields.charCount', { count: length, max: maxChars })}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
