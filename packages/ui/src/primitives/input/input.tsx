import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export const inputVariants = cva(
  'shop:w-full shop:min-w-0 shop:rounded-md shop:border shop:border-line shop:bg-white shop:text-ink shop:placeholder:text-muted shop:focus:border-focus shop:focus:outline-2 shop:focus:outline-offset-0 shop:focus:outline-focus shop:disabled:cursor-not-allowed shop:disabled:bg-surface-muted shop:disabled:text-ink-soft shop:data-[state=invalid]:border-danger',
  {
    variants: {
      size: {
        sm: 'shop:h-9 shop:px-3 shop:text-sm',
        md: 'shop:h-11 shop:px-3.5 shop:text-base',
      },
      withEnd: {
        true: 'shop:pr-11',
        false: '',
      },
    },
    defaultVariants: { size: 'md', withEnd: false },
  },
);

/**
 * The asterisk after a required field's label, seen before the form is sent (WCAG 3.3.2). It is
 * hidden from assistive technology, which hears "required" from the field itself (`required` or
 * `aria-required`); a form with such fields says once what the mark means (`form.requiredNote`).
 */
export function RequiredMark(): ReactNode {
  return (
    <span aria-hidden="true" data-slot="required-mark" className="shop:ms-0.5 shop:text-danger">
      *
    </span>
  );
}

export interface InputProps
  extends
    Omit<ComponentProps<'input'>, 'size'>,
    Omit<VariantProps<typeof inputVariants>, 'withEnd'> {
  /** The visible label, tied to the field by `htmlFor`. Pass a translated text. */
  label: ReactNode;
  /**
   * Hide the label visually (it stays the accessible name), e.g. a search box with an icon.
   * @default false
   */
  hideLabel?: boolean;
  /** A help line under the field, announced with it through `aria-describedby`. */
  hint?: ReactNode;
  /**
   * The error message, already translated (e.g. `fieldError(error)` of `useT()`). When set, the
   * field is `aria-invalid`, red, and the message is announced with it.
   */
  error?: string;
  /**
   * The field must be filled to send the form: its label gets an asterisk before any error
   * (hidden from assistive technology, which hears the field's own `required`).
   * @default false
   */
  required?: boolean;
  /** Called with the new text on every change (besides `onChange`). */
  onValueChange?: (value: string) => void;
  /** Something shown inside the field at its end, e.g. the password toggle. */
  endSlot?: ReactNode;
  /** Classes of the root (the label, field and messages); `className` styles the `<input>`. */
  rootClassName?: string;
}

/** What a field's frame needs: its label, hint, error and the id of its control. */
export interface FieldFrameProps {
  /** The id of the control the label names. */
  controlId: string;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The root's `data-slot`. */
  slot: string;
  rootClassName?: string;
  /** The control (an `<input>`, a `<textarea>`), given the ids it is described by. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  /** Ids of other descriptions of the control (before the hint and the error). */
  describedBy?: string;
}

/**
 * The frame of a text control (Input, Textarea): the label with the required mark, the hint and
 * the error under it, both tied to the control through `aria-describedby`.
 */
export function FieldFrame({
  controlId,
  label,
  hideLabel = false,
  hint,
  error,
  required,
  disabled,
  slot,
  rootClassName,
  describedBy,
  children,
}: FieldFrameProps): ReactNode {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== '';
  const describedByIds =
    [describedBy, hint ? hintId : undefined, invalid ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  // The asterisk sits beside the label, not in it: the label's text stays the field's name.
  const labelElement = (
    <label
      htmlFor={controlId}
      className={cn(
        'shop:text-sm shop:font-medium shop:text-ink shop:data-[disabled]:text-ink-soft',
        hideLabel && 'shop:sr-only',
      )}
      data-disabled={disabled ? '' : undefined}
    >
      {label}
    </label>
  );

  return (
    <div
      data-slot={slot}
      data-state={invalid ? 'invalid' : 'valid'}
      data-disabled={disabled ? '' : undefined}
      className={cn('shop:flex shop:w-full shop:flex-col shop:gap-1.5', rootClassName)}
    >
      {required && !hideLabel ? (
        <span className="shop:flex shop:items-baseline">
          {labelElement}
          <RequiredMark />
        </span>
      ) : (
        labelElement
      )}
      {children(describedByIds, invalid)}
      {hint ? (
        <p id={hintId} data-slot={`${slot}-hint`} className="shop:text-sm shop:text-ink-soft">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} data-slot={`${slot}-error`} className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A text field with its label, an optional hint and an error message. Controlled with
 * `value` + `onValueChange` (or `onChange`), uncontrolled with `defaultValue`.
 */
export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  onValueChange,
  onChange,
  endSlot,
  id,
  size,
  className,
  rootClassName,
  disabled,
  required,
  'aria-describedby': describedBy,
  type = 'text',
  ...props
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      slot="input"
      rootClassName={rootClassName}
      describedBy={describedBy}
    >
      {(describedByIds, invalid) => (
        <div className="shop:relative shop:flex shop:items-center">
          <input
            id={inputId}
            type={type}
            disabled={disabled}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedByIds}
            data-state={invalid ? 'invalid' : 'valid'}
            className={cn(inputVariants({ size, withEnd: endSlot !== undefined }), className)}
            onChange={handleChange}
            {...props}
          />
          {endSlot === undefined ? null : (
            <div
              data-slot="input-end"
              className="shop:absolute shop:inset-y-0 shop:right-0 shop:flex shop:items-center shop:pr-1"
            >
              {endSlot}
            </div>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
