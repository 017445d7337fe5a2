import { isCompletePhone, isEmptyPhone, maskPhone, PHONE_PREFIX } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useState, type ChangeEvent } from 'react';
import { cn } from '../../lib/cn.js';
import { Input, type InputProps } from '../input/index.js';

export const phoneInputVariants = cva('shop:w-full', {
  variants: {
    state: {
      empty: '',
      partial: '',
      complete: '',
    },
  },
  defaultVariants: { state: 'empty' },
});

/** How far the phone is typed: only the prefix, some digits, or all of '+373 (00) 000-000'. */
export type PhoneInputState = 'empty' | 'partial' | 'complete';

/** The fill state of a masked phone, for `data-state`. */
export function phoneState(masked: string): PhoneInputState {
  if (isEmptyPhone(masked)) return 'empty';
  return isCompletePhone(masked) ? 'complete' : 'partial';
}

export interface PhoneInputProps extends Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'inputMode'
> {
  /** The phone (controlled); shown through `maskPhone`, so any form of the number is accepted. */
  value?: string;
  /**
   * The phone at first (uncontrolled).
   * @default '+373'
   */
  defaultValue?: string;
  /**
   * Called with the masked text after every change, e.g. '+373 (69) 123-456'. Send it with
   * core's `toPhonePayload` ('+37369123456').
   */
  onValueChange?: (masked: string) => void;
}

/**
 * What the shopper meant by the field's new text. A field reached with Tab has its '+373'
 * selected, so the first digit typed replaces the prefix: '6' would be shorter than 5 characters
 * and reset to '+373' (§5), losing the digit. A short text without the '+' is such a replacement:
 * the digits typed after the prefix. Backspace and cuts keep the '+' and are masked as they are.
 */
export function typedPhone(text: string): string {
  return text.startsWith('+') || text.length >= PHONE_PREFIX.length + 1
    ? text
    : `${PHONE_PREFIX}${text}`;
}

/**
 * The Moldovan phone field (SPEC §5): it starts as '+373' and every keystroke or paste is
 * re-masked by core's `maskPhone` to '+373 (00) 000-000'; a 0 right after the country code is
 * dropped and a text shorter than 5 characters resets to '+373'.
 */
export function PhoneInput({
  value,
  defaultValue = PHONE_PREFIX,
  onValueChange,
  onChange,
  autoComplete = 'tel',
  rootClassName,
  ...props
}: PhoneInputProps) {
  const [uncontrolled, setUncontrolled] = useState(() => maskPhone(defaultValue));
  const masked = value === undefined ? uncontrolled : maskPhone(value);
  const state = phoneState(masked);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = maskPhone(typedPhone(event.target.value));
    onChange?.(event);
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <div
      data-slot="phone-input"
      data-state={state}
      className={cn(phoneInputVariants({ state }), rootClassName)}
    >
      <Input
        {...props}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        value={masked}
        onChange={handleChange}
      />
    </div>
  );
}
