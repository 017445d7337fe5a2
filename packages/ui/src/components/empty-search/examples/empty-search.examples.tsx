import { popularCategories } from '../../error-page/examples/error-page.examples.js';
import { EmptySearch, type EmptySearchProps } from '../empty-search.js';

export { popularCategories };

/** A search that found nothing. */
export function EmptySearchExample(props: Partial<EmptySearchProps>) {
  return <EmptySearch text="bormasina cu acumulator 48V" {...props} />;
}

/** With popular categories offered instead. */
export function EmptySearchWithCategoriesExample(props: Partial<EmptySearchProps>) {
  return <EmptySearchExample categories={popularCategories} {...props} />;
}
