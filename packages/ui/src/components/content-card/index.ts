export { ContentCard } from './content-card.js';
export type { ContentCardProps } from './content-card.js';
