export { PhoneInput, phoneInputVariants, phoneState } from './phone-input.js';
export type { PhoneInputProps, PhoneInputState } from './phone-input.js';
