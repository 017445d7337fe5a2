import { SearchBox, useLocale, type SearchBoxProps } from '@shop/ui';
import { searchMachineFor } from './search.js';

/**
 * The header search with its machine: fetched on first use (see HeaderSearch), so pages load
 * without the state-machine library.
 */
export default function LiveSearchBox(props: Omit<SearchBoxProps, 'machine'>) {
  return <SearchBox machine={searchMachineFor(useLocale())} {...props} />;
}
