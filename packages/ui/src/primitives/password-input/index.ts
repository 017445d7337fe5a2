export { PasswordInput, passwordInputVariants } from './password-input.js';
export type { PasswordInputProps } from './password-input.js';
