export { RichText, isHtml, richTextVariants, textParagraphs } from './rich-text.js';
export type { RichTextProps } from './rich-text.js';
