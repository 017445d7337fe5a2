export { Button, buttonVariants } from './button.js';
export type { ButtonProps } from './button.js';
