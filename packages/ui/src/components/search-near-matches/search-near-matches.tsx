import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';

/** Marks the link's place in the translated sentence ('Ați vrut să spuneți: {link}?'). */
const LINK_MARK = '\uE000';

export const searchNearMatchesVariants = cva(
  'shop:flex shop:flex-col shop:gap-1 shop:rounded-md shop:bg-surface-muted shop:px-4 shop:py-3 shop:text-sm',
);

/** The words the search offers instead, and the search page for them. */
export interface SearchSuggestion {
  /** The words as the products write them ('fierbător'). */
  text: string;
  /** The search page for them. */
  href: string;
}

export interface SearchNearMatchesProps extends HTMLAttributes<HTMLDivElement> {
  /** The words the shopper searched for ('fierbatr'). */
  text: string;
  /** "Did you mean": the closest words the products have; none when the search offers none. */
  suggestion?: SearchSuggestion | null;
}

/**
 * The lines above search results when no product has the words as typed and every result is a
 * near spelling of them (a typo's guess): says so plainly, offers the closest words as a link
 * to their search ("did you mean"), and names the results as similar products.
 *
 * @example
 * ```tsx
 * <SearchNearMatches
 *   text="fierbatr"
 *   suggestion={{ text: 'fierbător', href: '?search=fierb%C4%83tor' }}
 * />
 * ```
 */
export function SearchNearMatches({
  text,
  suggestion,
  className,
  ...props
}: SearchNearMatchesProps): ReactNode {
  const { t } = useT();
  const [before = '', after = ''] = t('searchPage.didYouMean', { link: LINK_MARK }).split(
    LINK_MARK,
  );
  return (
    <div
      data-slot="search-near-matches"
      className={cn(searchNearMatchesVariants(), className)}
      {...props}
    >
      <p className="shop:font-medium shop:wrap-anywhere">{t('searchPage.noMatch', { text })}</p>
      {suggestion ? (
        <p data-slot="search-suggestion" className="shop:wrap-anywhere">
          {before}
          <ShopLink
            href={suggestion.href}
            className="shop:rounded-sm shop:font-medium shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {suggestion.text}
          </ShopLink>
          {after}
        </p>
      ) : null}
      <p className="shop:text-ink-soft">{t('searchPage.similar')}</p>
    </div>
  );
}
