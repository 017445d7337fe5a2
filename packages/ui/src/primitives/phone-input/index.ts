export { PhoneInput, phoneInputVariants } from './phone-input.js';
export type { PhoneInputProps, PhoneInputState } from './phone-input.js';
