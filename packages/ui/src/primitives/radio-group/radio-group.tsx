import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { RequiredMark } from '../input/input.js';

export const radioGroupVariants = cva('shop:flex', {
  variants: {
    orientation: {
      vertical: 'shop:flex-col shop:gap-2',
      horizontal: 'shop:flex-row shop:flex-wrap shop:gap-x-5 shop:gap-y-2',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioOptionVariants = cva(
  'shop:flex shop:items-start shop:gap-2.5 shop:data-[disabled]:cursor-not-allowed',
  {
    variants: {
      variant: {
        plain: '',
        card: 'shop:rounded-md shop:border shop:border-line shop:bg-white shop:p-3 shop:data-[state=checked]:border-settings-main shop:data-[state=checked]:bg-settings-newsletter-block-background shop:data-[disabled]:bg-surface-muted',
      },
    },
    defaultVariants: { variant: 'plain' },
  },
);

/** The round radio itself (native, so arrow keys move the selection within the group). */
export const radioInputClassName =
  'shop:mt-0.5 shop:size-5 shop:shrink-0 shop:cursor-pointer shop:appearance-none shop:rounded-full shop:border-2 shop:border-line-strong shop:bg-white shop:checked:border-settings-main shop:checked:bg-settings-main shop:checked:shadow-[inset_0_0_0_3px_white] shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60 shop:group-aria-invalid:border-danger shop:group-aria-invalid:checked:border-settings-main';

/** One choice of a radio group. */
export interface RadioOption<V extends string = string> {
  /** The value sent when this option is chosen. */
  value: V;
  /** The option's text (translated). */
  label: ReactNode;
  /** A second line, e.g. the delivery time or fee. */
  description?: ReactNode;
  /**
   * The option cannot be chosen.
   * @default false
   */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string>
  extends VariantProps<typeof radioGroupVariants>, VariantProps<typeof radioOptionVariants> {
  /** The group's label (translated); the radiogroup's accessible name. */
  label: ReactNode;
  /**
   * Hide the label visually; it stays the accessible name.
   * @default false
   */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly RadioOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /**
   * The value chosen at first (uncontrolled).
   * @default null
   */
  defaultValue?: V | null;
  /** Called with the newly chosen value. */
  onValueChange?: (value: V) => void;
  /** The radios' form name; generated when not given. */
  name?: string;
  /**
   * Every option disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * A choice is needed to submit the form: the label gets an asterisk (assistive technology
   * hears `aria-required`).
   * @default false
   */
  required?: boolean;
  /** The error message, already translated; the group becomes `aria-invalid` and red. */
  error?: string;
  /** Classes of the root. */
  className?: string;
}

/**
 * A group of native radios (one name, so arrow keys move the selection and Tab enters at the
 * chosen one), with a label, per-option descriptions, disabled options and an error state.
 * Checkout's delivery and payment choices use the `card` variant.
 */
export function RadioGroup<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = null,
  onValueChange,
  name,
  disabled = false,
  required = false,
  error,
  orientation,
  variant,
  className,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const groupName = name ?? `${autoId}-radio`;
  const labelId = `${autoId}-label`;
  const errorId = `${autoId}-error`;
  const [uncontrolled, setUncontrolled] = useState<V | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  const invalid = error !== undefined && error !== '';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const option = options.find((candidate) => candidate.value === event.target.value);
    if (!option) return;
    if (value === undefined) setUncontrolled(option.value);
    onValueChange?.(option.value);
  };

  return (
    <div
      data-slot="radio-group"
      data-state={invalid ? 'invalid' : 'valid'}
      data-disabled={disabled ? '' : undefined}
      className={cn('shop:flex shop:flex-col shop:gap-2', className)}
    >
      <span className="shop:flex shop:items-baseline">
        <span
          id={labelId}
          className={cn('shop:text-sm shop:font-medium shop:text-ink', hideLabel && 'shop:sr-only')}
        >
          {label}
        </span>
        {required && !hideLabel ? <RequiredMark /> : null}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-orientation={orientation === 'horizontal' ? 'horizontal' : undefined}
        className={cn('shop:group', radioGroupVariants({ orientation }))}
      >
        {options.map((option, index) => {
          const optionId = `${autoId}-${String(index)}`;
          const descriptionId = `${optionId}-description`;
          const checked = selected === option.value;
          const optionDisabled = disabled || option.disabled === true;
          return (
            <div
              key={option.value}
              data-slot="radio-group-item"
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled ? '' : undefined}
              className={radioOptionVariants({ variant })}
            >
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                required={required}
                aria-describedby={option.description ? descriptionId : undefined}
                className={radioInputClassName}
                onChange={handleChange}
              />
              <div className="shop:flex shop:flex-col shop:gap-0.5">
                <label
                  htmlFor={optionId}
                  className={cn(
                    'shop:cursor-pointer shop:text-sm shop:text-ink',
                    optionDisabled && 'shop:cursor-not-allowed shop:text-ink-soft',
                  )}
                >
                  {option.label}
                </label>
                {option.description ? (
                  <p id={descriptionId} className="shop:text-sm shop:text-ink-soft">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {invalid ? (
        <p id={errorId} data-slot="radio-group-error" className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
