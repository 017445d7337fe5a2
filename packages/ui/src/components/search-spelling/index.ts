export { SearchSpelling, searchSpellingVariants } from './search-spelling.js';
export type { SearchSpellingProps } from './search-spelling.js';
