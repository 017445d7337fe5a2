export { SearchBox } from './search-box.container.js';
export type { SearchBoxProps } from './search-box.container.js';
export {
  SearchBoxView,
  searchBoxOptionVariants,
  searchBoxPopupVariants,
  searchBoxVariants,
} from './search-box.js';
export type { SearchBoxViewProps } from './search-box.js';
export { searchPageHref } from './search.href.js';
export {
  dropdownOf,
  sameDropdown,
  searchMachine,
  searchProducts,
  selectActiveIndex,
  selectBusy,
  selectDropdown,
  selectExpanded,
  selectMessage,
  selectMobile,
  selectOpen,
  selectQuery,
  selectResults,
  selectText,
  selectTotal,
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
