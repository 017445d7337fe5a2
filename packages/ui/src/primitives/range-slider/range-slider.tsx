import { DEFAULT_PRICE_RANGE, parsePriceInput, priceInputMaxLength } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

/** A price range in whole lei: [minimum, maximum]. */
export type PriceRange = readonly [number, number];

export const rangeSliderVariants = cva('shop:flex shop:w-full shop:flex-col shop:gap-4');

/**
 * One thumb's input: a native range laid over the whole track, itself transparent and deaf to
 * the pointer, so that only its thumb (styled for Chromium and Firefox alike) is drawn and
 * dragged; two of them make the range.
 */
const thumbInputClass = [
  'shop:pointer-events-none shop:absolute shop:inset-0 shop:m-0 shop:h-5 shop:w-full shop:appearance-none shop:bg-transparent shop:focus-visible:outline-none shop:disabled:cursor-not-allowed',
  'shop:[&::-webkit-slider-runnable-track]:h-5 shop:[&::-webkit-slider-thumb]:pointer-events-auto shop:[&::-webkit-slider-thumb]:box-border shop:[&::-webkit-slider-thumb]:size-5 shop:[&::-webkit-slider-thumb]:cursor-grab shop:[&::-webkit-slider-thumb]:appearance-none shop:[&::-webkit-slider-thumb]:rounded-full shop:[&::-webkit-slider-thumb]:border-2 shop:[&::-webkit-slider-thumb]:border-settings-main shop:[&::-webkit-slider-thumb]:bg-white shop:[&::-webkit-slider-thumb]:shadow',
  'shop:focus-visible:[&::-webkit-slider-thumb]:outline-2 shop:focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 shop:focus-visible:[&::-webkit-slider-thumb]:outline-settings-main shop:disabled:[&::-webkit-slider-thumb]:cursor-not-allowed',
  'shop:[&::-moz-range-thumb]:pointer-events-auto shop:[&::-moz-range-thumb]:box-border shop:[&::-moz-range-thumb]:size-5 shop:[&::-moz-range-thumb]:cursor-grab shop:[&::-moz-range-thumb]:rounded-full shop:[&::-moz-range-thumb]:border-2 shop:[&::-moz-range-thumb]:border-settings-main shop:[&::-moz-range-thumb]:bg-white shop:[&::-moz-range-thumb]:shadow',
  'shop:focus-visible:[&::-moz-range-thumb]:outline-2 shop:focus-visible:[&::-moz-range-thumb]:outline-offset-2 shop:focus-visible:[&::-moz-range-thumb]:outline-settings-main',
].join(' ');

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

/** Keys that move a thumb, in steps (SPEC §5; as the ARIA slider pattern has them). */
const KEY_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The price filter: two thumbs on one track (two native range inputs, so the keyboard, touch and
 * screen readers work as they do on any slider) with the minimum and maximum as number inputs
 * under it. The thumbs never cross; an input that would cross the other value stops at it.
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
  /** The range with one thumb moved to `next`, kept on the track and off the other side. */
  const moved = (thumb: 0 | 1, next: number): PriceRange => {
    const onTrack = Math.min(max, Math.max(min, next));
    return thumb === 0 ? [Math.min(onTrack, high), high] : [low, Math.max(onTrack, low)];
  };
  const commit = (range: PriceRange) => {
    change(range);
    onValueCommit?.(range);
  };
  const handleKeyDown = (thumb: 0 | 1, event: KeyboardEvent<HTMLInputElement>) => {
    const steps = KEY_STEPS[event.key];
    let next: number;
    if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    else if (steps !== undefined) next = value[thumb] + steps * step;
    else return;
    // These steps in every browser, not each browser's own for these keys.
    event.preventDefault();
    const range = moved(thumb, next);
    if (range[thumb] !== value[thumb]) commit(range);
  };

  const labels = [t('filters.priceMin'), t('filters.priceMax')] as const;
  const share = (price: number) => (max > min ? (price - min) / (max - min) : 0);
  // Where both thumbs meet, the one that can still move away from its end is on top.
  const lowOnTop = low > (min + max) / 2;

  return (
    <div data-slot="range-slider" className={cn(rangeSliderVariants(), className)}>
      <div
        className="shop:relative shop:h-5 shop:w-full shop:touch-none shop:select-none shop:has-disabled:opacity-60"
        style={{ '--low': share(low), '--high': share(high) } as CSSProperties}
      >
        <div
          aria-hidden="true"
          className="shop:absolute shop:inset-x-0 shop:top-2 shop:h-1 shop:rounded-full shop:bg-black/15"
        >
          <div className="shop:absolute shop:right-[calc((1-var(--high))*(100%-1.25rem)+0.625rem)] shop:left-[calc(var(--low)*(100%-1.25rem)+0.625rem)] shop:h-full shop:rounded-full shop:bg-settings-main" />
        </div>
        {labels.map((label, index) => {
          const thumb = index === 0 ? 0 : 1;
          return (
            <input
              key={label}
              type="range"
              aria-label={label}
              aria-valuetext={money(value[thumb] * 100)}
              min={min}
              max={max}
              step={step}
              value={value[thumb]}
              disabled={disabled}
              onChange={(event) => change(moved(thumb, Number(event.target.value)))}
              onKeyDown={(event) => handleKeyDown(thumb, event)}
              // The native change event comes when a drag ends: the filter runs then.
              ref={(input) => {
                if (!input) return;
                const done = () => onValueCommit?.(moved(thumb, Number(input.value)));
                input.addEventListener('change', done);
                return () => input.removeEventListener('change', done);
              }}
              className={cn(thumbInputClass, thumb === 0 && lowOnTop && 'shop:z-10')}
            />
          );
        })}
      </div>
      {showInputs ? (
        <div className="shop:flex shop:items-center shop:gap-3">
          <PriceInput
            label={labels[0]}
            value={low}
            max={max}
            disabled={disabled}
            onCommit={(next) => commit([Math.max(min, Math.min(next, high)), high])}
          />
          <span aria-hidden="true" className="shop:text-black/50">
            –
          </span>
          <PriceInput
            label={labels[1]}
            value={high}
            max={max}
            disabled={disabled}
            onCommit={(next) => commit([low, Math.max(next, low)])}
          />
        </div>
      ) : null}
    </div>
  );
}
