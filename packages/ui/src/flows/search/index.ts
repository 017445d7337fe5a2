export { SearchBox } from './search-box.container.js';
export type { SearchBoxProps } from './search-box.container.js';
export {
  SearchBoxView,
  searchBoxOptionVariants,
  searchBoxPopupVariants,
  searchBoxVariants,
} from './search-box.js';
export type { SearchBoxViewProps } from './search-box.js';
export { searchedText, searchPageHref } from './search.href.js';
export {
  searchMachine,
  selectActiveIndex as selectSearchActiveIndex,
  selectBusy as selectSearchBusy,
  selectDropdown as selectSearchDropdown,
  selectExpanded as selectSearchExpanded,
  selectMessage as selectSearchMessage,
  selectMobile as selectSearchMobile,
  selectOpen as selectSearchOpen,
  selectQuery as selectSearchQuery,
  selectResults as selectSearchResults,
  selectSpelling as selectSearchSpelling,
  selectText as selectSearchText,
  selectTotal as selectSearchTotal,
} from './search.machine.js';
export type {
  SearchActorRef,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchMachine,
  SearchMachineInput,
  SearchMessage,
  SearchProductsInput,
  SearchSnapshot,
} from './search.machine.js';
