import { SearchSpelling, type SearchSpellingProps } from '../search-spelling.js';

/** Russian typed on the English layout, read as 'телевизор'. */
export function SearchSpellingExample(props: Partial<SearchSpellingProps>) {
  return (
    <SearchSpelling
      text="телевизор"
      typed="ntktdbpjh"
      typedHref="/pages/search?search=ntktdbpjh&as_typed=1"
      {...props}
    />
  );
}
