import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';

export const switchVariants = cva(
  'shop:group shop:relative shop:inline-flex shop:shrink-0 shop:cursor-pointer shop:items-center shop:rounded-full shop:border-2 shop:border-transparent shop:bg-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60 shop:data-[state=checked]:bg-settings-main shop:motion-safe:transition-colors',
  {
    variants: {
      size: {
        sm: 'shop:h-5 shop:w-9',
        md: 'shop:h-6 shop:w-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export const switchThumbVariants = cva(
  'shop:pointer-events-none shop:block shop:translate-x-0 shop:rounded-full shop:bg-white shop:shadow-sm shop:motion-safe:transition-transform',
  {
    variants: {
      size: {
        sm: 'shop:size-4 shop:group-data-[state=checked]:translate-x-4',
        md: 'shop:size-5 shop:group-data-[state=checked]:translate-x-5',
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
        'shop:flex shop:items-start shop:gap-3',
        labelPosition === 'start' && 'shop:flex-row-reverse shop:justify-between',
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
      <div className="shop:flex shop:flex-col shop:gap-0.5">
        <label
          htmlFor={switchId}
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
            data-slot="switch-description"
            className="shop:text-sm shop:text-ink-soft"
          >
            {description}
          </p>
        ) : null}
      </div>
      {name !== undefined && isChecked ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}
