import { clampQuantity, quantityControls } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/index.js';
import { MinusIcon, PlusIcon, TrashSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';

export const counterVariants = cva(
  'shop:inline-flex shop:items-center shop:rounded-md shop:border shop:border-black/15 shop:bg-white shop:text-ink shop:data-[state=busy]:opacity-60 shop:data-[state=busy]:cursor-progress shop:data-[disabled]:opacity-60',
  {
    variants: {
      size: {
        sm: 'shop:h-8 shop:text-sm shop:[--counter-button:2rem]',
        md: 'shop:h-10 shop:text-base shop:[--counter-button:2.5rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const counterButtonClass =
  'shop:inline-flex shop:h-full shop:w-(--counter-button) shop:shrink-0 shop:items-center shop:justify-center shop:rounded-md shop:text-settings-icons shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-[-2px] shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:hover:bg-transparent';

export interface CounterProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'>,
    VariantProps<typeof counterVariants> {
  /** The quantity (controlled). Use with `onValueChange`. */
  value?: number;
  /**
   * The initial quantity when uncontrolled.
   * @default 1
   */
  defaultValue?: number;
  /** Called with the new quantity, always within 1..stock (core's `clampQuantity`). */
  onValueChange?: (value: number) => void;
  /**
   * The stock balance: the highest quantity. Plus is hidden once it is reached (SPEC §4).
   * @example <Counter stock={product.balance} />
   */
  stock: number;
  /**
   * Removes the line. When given, a delete button replaces minus at quantity 1 (SPEC §4 cart
   * panel); without it minus stays, disabled, at quantity 1 (product page).
   */
  onRemove?: () => void;
  /**
   * A signed-in cart change is pending (SPEC §4: quantity changes block the UI while pending):
   * every control is disabled and the group is `aria-busy`.
   * @default false
   */
  busy?: boolean;
  /**
   * Disables the whole counter.
   * @default false
   */
  disabled?: boolean;
  /** The accessible name of the group and the number field. @default t('quantity.label') */
  label?: string;
}

/**
 * The quantity stepper of the cart row and the product page: minus (or delete at 1), a number
 * field that accepts typing and is clamped to 1..stock on blur or Enter, and plus (hidden at the
 * stock). Arrow keys, Page Up/Down, Home and End step the field.
 */
export function Counter({
  className,
  size,
  value: valueProp,
  defaultValue = 1,
  onValueChange,
  stock,
  onRemove,
  busy = false,
  disabled = false,
  label,
  ...props
}: CounterProps): ReactNode {
  const { t } = useT();
  const [raw, setQuantity] = useControllableState(valueProp, defaultValue, onValueChange);
  const [draft, setDraft] = useState<string | null>(null);
  const max = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  const value = max === 0 ? 0 : clampQuantity(raw, stock);
  const controls = quantityControls(value, stock);
  const inactive = disabled || busy || max === 0;
  const name = label ?? t('quantity.label');

  const commit = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(null);
    if (clamped === 0 || clamped === value) return;
    setQuantity(clamped);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(null);
    else commit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Partial<Record<string, number>> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      PageUp: value + 10,
      PageDown: value - 10,
      Home: 1,
      End: max,
    };
    const next = steps[event.key];
    if (next !== undefined) {
      event.preventDefault();
      commit(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
    }
  };

  const showRemove = controls.remove && onRemove !== undefined;

  return (
    <div
      data-slot="counter"
      data-state={busy ? 'busy' : 'idle'}
      data-disabled={disabled || max === 0 || undefined}
      role="group"
      aria-label={name}
      aria-busy={busy || undefined}
      className={cn(counterVariants({ size }), className)}
      {...props}
    >
      {showRemove ? (
        <button
          type="button"
          data-slot="counter-remove"
          className={cn(counterButtonClass, 'shop:hover:text-settings-favorite')}
          aria-label={t('common.remove')}
          disabled={disabled || busy}
          onClick={onRemove}
        >
          <TrashSmallIcon className="shop:size-4" />
        </button>
      ) : (
        <button
          type="button"
          data-slot="counter-decrement"
          className={counterButtonClass}
          aria-label={t('quantity.decrease')}
          disabled={inactive || !controls.minus}
          onClick={() => commit(value - 1)}
        >
          <MinusIcon className="shop:size-4" />
        </button>
      )}
      <input
        type="number"
        inputMode="numeric"
        data-slot="counter-input"
        aria-label={name}
        min={max === 0 ? 0 : 1}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={inactive}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setDraft(event.target.value.replace(/\D/g, ''))
        }
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className="shop:h-full shop:w-10 shop:min-w-0 shop:appearance-none shop:bg-transparent shop:text-center shop:font-medium shop:tabular-nums shop:[-moz-appearance:textfield] shop:focus-visible:outline-2 shop:focus-visible:outline-offset-[-2px] shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:[&::-webkit-inner-spin-button]:appearance-none shop:[&::-webkit-outer-spin-button]:appearance-none"
      />
      {controls.plus ? (
        <button
          type="button"
          data-slot="counter-increment"
          className={counterButtonClass}
          aria-label={t('quantity.increase')}
          disabled={inactive}
          onClick={() => commit(value + 1)}
        >
          <PlusIcon className="shop:size-4" />
        </button>
      ) : (
        // Keeps the width when plus is hidden at the stock, so the row does not jump.
        <span aria-hidden="true" className="shop:h-full shop:w-(--counter-button) shop:shrink-0" />
      )}
    </div>
  );
}
