import { cva, type VariantProps } from 'class-variance-authority';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { CheckSmallIcon, DashSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';

export const checkboxVariants = cva(
  'shop:peer shop:shrink-0 shop:cursor-pointer shop:appearance-none shop:rounded shop:border-2 shop:border-line-strong shop:bg-white shop:checked:border-settings-main shop:checked:bg-settings-main shop:indeterminate:border-settings-main shop:indeterminate:bg-settings-main shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60 shop:aria-invalid:border-danger shop:aria-invalid:checked:border-settings-main shop:aria-invalid:indeterminate:border-settings-main',
  {
    variants: {
      size: {
        sm: 'shop:size-4',
        md: 'shop:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** What the box shows; `indeterminate` wins over checked, as in the browser. */
export type CheckboxState = 'checked' | 'unchecked' | 'indeterminate';

export interface CheckboxProps
  extends
    Omit<ComponentProps<'input'>, 'type' | 'size' | 'checked' | 'defaultChecked' | 'ref'>,
    VariantProps<typeof checkboxVariants> {
  /** The label beside the box (clicking it toggles the box). May hold a link, e.g. to the terms. */
  label: ReactNode;
  /** A help line under the label, announced through `aria-describedby`. */
  description?: ReactNode;
  /** Whether the box is ticked (controlled). */
  checked?: boolean;
  /**
   * Whether the box is ticked at first (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the box is toggled (click, or Space when focused). */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Shows a dash (partly selected, e.g. "select all"); screen readers hear "mixed".
   * @default false
   */
  indeterminate?: boolean;
  /**
   * The error message, already translated, e.g. `t('agreement.required')` when the agreement is
   * not ticked (SPEC §5). Marks the box `aria-invalid` and red.
   */
  error?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
  /** Classes of the root; `className` styles the box. */
  rootClassName?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A native checkbox (Space toggles it) drawn in the shop's colours, with a label, an optional
 * description and an error state (the order agreement, SPEC §5).
 */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  indeterminate = false,
  error,
  size,
  id,
  className,
  rootClassName,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange);
  const invalid = error !== undefined && error !== '';
  const state: CheckboxState = indeterminate
    ? 'indeterminate'
    : isChecked
      ? 'checked'
      : 'unchecked';

  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setChecked(event.target.checked);
  };

  const describedByIds =
    [describedBy, description ? descriptionId : undefined, invalid ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      data-slot="checkbox"
      data-state={state}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('shop:flex shop:flex-col shop:gap-1', rootClassName)}
    >
      <div className="shop:flex shop:items-start shop:gap-2.5">
        <span className="shop:relative shop:mt-0.5 shop:inline-flex shop:shrink-0">
          <input
            ref={setRefs}
            id={inputId}
            type="checkbox"
            checked={isChecked}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedByIds}
            data-state={state}
            className={cn(checkboxVariants({ size }), className)}
            onChange={handleChange}
            {...props}
          />
          <CheckSmallIcon className="shop:pointer-events-none shop:absolute shop:inset-0 shop:hidden shop:size-full shop:p-0.5 shop:text-white shop:peer-checked:block shop:peer-indeterminate:hidden" />
          <DashSmallIcon className="shop:pointer-events-none shop:absolute shop:inset-0 shop:hidden shop:size-full shop:p-0.5 shop:text-white shop:peer-indeterminate:block" />
        </span>
        <div className="shop:flex shop:flex-col shop:gap-0.5">
          <label
            htmlFor={inputId}
            className={cn(
              'shop:cursor-pointer shop:text-sm shop:text-ink',
              disabled && 'shop:cursor-not-allowed shop:text-ink-soft',
            )}
          >
            {label}
          </label>
          {description ? (
            <p
              id={descriptionId}
              data-slot="checkbox-description"
              className="shop:text-sm shop:text-ink-soft"
            >
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {invalid ? (
        <p id={errorId} data-slot="checkbox-error" className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
