import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export const inputVariants = cva(
  'w-full min-w-0 rounded-md border border-line bg-white text-ink placeholder:text-muted focus-visible:border-settings-main focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-settings-main disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-soft data-[state=invalid]:border-danger data-[state=invalid]:focus-visible:outline-danger',
  {
    variants: {
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-3.5 text-base',
      },
      withEnd: {
        true: 'pr-11',
        false: '',
      },
    },
    defaultVariants: { size: 'md', withEnd: false },
  },
);

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
  /** Called with the new text on every change (besides `onChange`). */
  onValueChange?: (value: string) => void;
  /** Something shown inside the field at its end, e.g. the password toggle. */
  endSlot?: ReactNode;
  /** Classes of the root (the label, field and messages); `className` styles the `<input>`. */
  rootClassName?: string;
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
  'aria-describedby': describedBy,
  type = 'text',
  ...props
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== '';
  const describedByIds =
    [describedBy, hint ? hintId : undefined, invalid ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div
      data-slot="input"
      data-state={invalid ? 'invalid' : 'valid'}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex w-full flex-col gap-1.5', rootClassName)}
    >
      <label
        htmlFor={inputId}
        className={cn(
          'text-sm font-medium text-ink data-[disabled]:text-ink-soft',
          hideLabel && 'sr-only',
        )}
        data-disabled={disabled ? '' : undefined}
      >
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={inputId}
          type={type}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          data-state={invalid ? 'invalid' : 'valid'}
          className={cn(inputVariants({ size, withEnd: endSlot !== undefined }), className)}
          onChange={handleChange}
          {...props}
        />
        {endSlot === undefined ? null : (
          <div data-slot="input-end" className="absolute inset-y-0 right-0 flex items-center pr-1">
            {endSlot}
          </div>
        )}
      </div>
      {hint ? (
        <p id={hintId} data-slot="input-hint" className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} data-slot="input-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
