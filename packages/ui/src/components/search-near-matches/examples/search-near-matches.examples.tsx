import { SearchNearMatches, type SearchNearMatchesProps } from '../search-near-matches.js';

/** A typo of 'fierbător': only near spellings found, 'fierbător' offered. */
export function SearchNearMatchesExample(props: Partial<SearchNearMatchesProps>) {
  return (
    <SearchNearMatches
      text="fierbatr"
      suggestion={{ text: 'fierbător', href: '/pages/search?search=fierb%C4%83tor' }}
      {...props}
    />
  );
}
