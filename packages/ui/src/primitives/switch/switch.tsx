import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';

export const switchVariants = cva(
  'group relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-settings-main motion-safe:transition-colors',
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-6 w-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export const switchThumbVariants = cva(
  'pointer-events-none block translate-x-0 rounded-full bg-white shadow-sm motion-safe:transition-transform',
  {
    variants: {
      size: {
        sm: 'size-4 group-data-[state=checked]:translate-x-4',
        md: 'size-5 group-data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SwitchProps
  extends
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'role' | 'aria-checked' | 'value' | 'defaultValue' | 'onChange' | 'children'
    >,
    VariantProps<typeof switchVariants> {
  /** The visible label (translated); clicking it toggles the switch. */
  label: ReactNode;
  /** A second line under the label, e.g. what a newsletter sends. */
  description?: ReactNode;
  /**
   * Put the label before the switch (filter sidebar) or after it.
   * @default 'end'
   */
  labelPosition?: 'start' | 'end';
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /**
   * Whether the switch is on at first (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when toggled (click, Space or Enter). */
  onCheckedChange?: (checked: boolean) => void;
  /** The form field name; when set and on, a hidden input sends `value`. */
  name?: string;
  /**
   * The value sent with the form when on.
   * @default 'on'
   */
  value?: string;
  /** Classes of the root; `className` styles the switch itself. */
  rootClassName?: string;
}

/**
 * An on/off switch: a `role="switch"` button with `aria-checked` (the filter sidebar's
 * promotions switch, the profile's newsletter switches). Space and Enter toggle it.
 */
export function Switch({
  label,
  description,
  labelPosition = 'end',
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  name,
  value = 'on',
  size,
  id,
  className,
  rootClassName,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? `${autoId}-switch`;
  const descriptionId = `${switchId}-description`;
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange);
  const state = isChecked ? 'checked' : 'unchecked';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    setChecked(!isChecked);
  };

  const describedByIds =
    [describedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div
      data-slot="switch"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        'flex items-start gap-3',
        labelPosition === 'start' && 'flex-row-reverse justify-between',
        rootClassName,
      )}
    >
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={isChecked}
        aria-describedby={describedByIds}
        data-state={state}
        disabled={disabled}
        className={cn(switchVariants({ size }), className)}
        onClick={handleClick}
        {...props}
      >
        <span data-slot="switch-thumb" className={switchThumbVariants({ size })} />
      </button>
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={switchId}
          className={cn(
            'cursor-pointer text-sm text-ink',
            disabled && 'cursor-not-allowed text-ink-soft',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} data-slot="switch-description" className="text-sm text-ink-soft">
            {description}
          </p>
        ) : null}
      </div>
      {name !== undefined && isChecked ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}
