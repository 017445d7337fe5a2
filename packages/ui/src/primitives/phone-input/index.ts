export { PhoneInput, phoneInputVariants, phoneState, typedPhone } from './phone-input.js';
export type { PhoneInputProps, PhoneInputState } from './phone-input.js';
