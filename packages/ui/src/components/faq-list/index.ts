export { FaqList, filterFaq } from './faq-list.js';
export type { FaqListProps } from './faq-list.js';
