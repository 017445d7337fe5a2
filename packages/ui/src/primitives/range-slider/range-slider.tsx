import * as SliderPrimitive from '@radix-ui/react-slider';
import { DEFAULT_PRICE_RANGE, parsePriceInput, priceInputMaxLength } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

/** A price range in whole lei: [minimum, maximum]. */
export type PriceRange = readonly [number, number];

export const rangeSliderVariants = cva('shop:flex shop:w-full shop:flex-col shop:gap-4');

const thumbClass =
  'shop:block shop:size-5 shop:cursor-grab shop:rounded-full shop:border-2 shop:border-settings-main shop:bg-white shop:shadow shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:data-[disabled]:cursor-not-allowed';

const inputClass =
  'shop:h-10 shop:w-full shop:min-w-0 shop:rounded-md shop:border shop:border-black/20 shop:bg-white shop:px-3 shop:text-base shop:tabular-nums shop:focus-visible:border-settings-main shop:focus-visible:outline-2 shop:focus-visible:outline-settings-main shop:disabled:opacity-60';

export interface RangeSliderProps {
  /** Controlled range, in lei. */
  value?: PriceRange;
  /**
   * Range at first render (uncontrolled).
   * @default [min, max]
   */
  defaultValue?: PriceRange;
  /** Called on every change: while a thumb moves, and when an input is committed. */
  onValueChange?: (value: PriceRange) => void;
  /** Called when a change is finished (thumb released, input committed): run the filter then. */
  onValueCommit?: (value: PriceRange) => void;
  /**
   * Lowest price.
   * @default 0
   */
  min?: number;
  /**
   * Highest price: the inputs clamp to it and accept as many digits as it has (SPEC §5).
   * @default 2500 (DEFAULT_PRICE_RANGE.max, SPEC §9)
   */
  max?: number;
  /**
   * Step of the thumbs (arrow keys; Page Up/Down move ten steps).
   * @default 1
   */
  step?: number;
  /**
   * Show the two number inputs under the slider.
   * @default true
   */
  showInputs?: boolean;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

interface PriceInputProps {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  onCommit: (value: number) => void;
}

/**
 * A price input (SPEC §5): digits only, at most as many as the maximum has; on blur or Enter
 * empty or non-numeric text becomes 0 and values above the maximum are clamped.
 */
function PriceInput({ label, value, max, disabled, onCommit }: PriceInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const maxLength = priceInputMaxLength(max);

  const commit = () => {
    if (draft === null) return;
    onCommit(parsePriceInput(draft, max));
    setDraft(null);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      disabled={disabled}
      maxLength={maxLength}
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, maxLength))}
      onBlur={commit}
      onKeyDown={handleKeyDown}
      className={inputClass}
    />
  );
}

/**
 * The price filter: a two-thumb slider (Radix Slider) with the minimum and maximum as number
 * inputs beside it. The thumbs never cross; an input that would cross the other value stops at it.
 */
export function RangeSlider({
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = DEFAULT_PRICE_RANGE.min,
  max = DEFAULT_PRICE_RANGE.max,
  step = 1,
  showInputs = true,
  disabled = false,
  className,
}: RangeSliderProps) {
  const { t, money } = useT();
  const [uncontrolled, setUncontrolled] = useState<PriceRange>(defaultValue ?? [min, max]);
  const value = valueProp ?? uncontrolled;
  const [low, high] = value;

  const change = (next: PriceRange) => {
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const toRange = (values: number[]): PriceRange => [values[0] ?? min, values[1] ?? max];

  const labels = [t('filters.priceMin'), t('filters.priceMax')] as const;

  return (
    <div data-slot="range-slider" className={cn(rangeSliderVariants(), className)}>
      <SliderPrimitive.Root
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={[low, high]}
        disabled={disabled}
        onValueChange={(values) => change(toRange(values))}
        onValueCommit={(values) => onValueCommit?.(toRange(values))}
        className="shop:relative shop:flex shop:h-5 shop:w-full shop:touch-none shop:items-center shop:select-none shop:data-[disabled]:opacity-60"
      >
        <SliderPrimitive.Track className="shop:relative shop:h-1 shop:grow shop:rounded-full shop:bg-black/15">
          <SliderPrimitive.Range className="shop:absolute shop:h-full shop:rounded-full shop:bg-settings-main" />
        </SliderPrimitive.Track>
        {labels.map((label, index) => (
          <SliderPrimitive.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={money((index === 0 ? low : high) * 100)}
            className={thumbClass}
          />
        ))}
      </SliderPrimitive.Root>
      {showInputs ? (
        <div className="shop:flex shop:items-center shop:gap-3">
          <PriceInput
            label={labels[0]}
            value={low}
            max={max}
            disabled={disabled}
            onCommit={(next) => {
              const range: PriceRange = [Math.max(min, Math.min(next, high)), high];
              change(range);
              onValueCommit?.(range);
            }}
          />
          <span aria-hidden="true" className="shop:text-black/50">
            –
          </span>
          <PriceInput
            label={labels[1]}
            value={high}
            max={max}
            disabled={disabled}
            onCommit={(next) => {
              const range: PriceRange = [low, Math.max(next, low)];
              change(range);
              onValueCommit?.(range);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
