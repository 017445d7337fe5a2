export { Textarea, textareaVariants } from './textarea.js';
export type { TextareaProps } from './textarea.js';
