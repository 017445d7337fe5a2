export { SearchNearMatches, searchNearMatchesVariants } from './search-near-matches.js';
export type { SearchNearMatchesProps, SearchSuggestion } from './search-near-matches.js';
