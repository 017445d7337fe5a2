import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';

export const searchSpellingVariants = cva(
  'shop:flex shop:flex-col shop:gap-1 shop:rounded-md shop:bg-surface-muted shop:px-4 shop:py-3 shop:text-sm shop:bp744:flex-row shop:bp744:flex-wrap shop:bp744:gap-x-3',
);

export interface SearchSpellingProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The spelling the results are for ('телевизор'). */
  text: string;
  /** The words as the shopper typed them ('ntktdbpjh'). */
  typed: string;
  /** The search page for the words as typed only (`as_typed=1`). */
  typedHref: string;
}

/**
 * The line above search results when the server answered for another spelling of the words
 * (re-keyed from the other keyboard layout, or transliterated between Cyrillic and Latin):
 * which spelling, and a link to search the words exactly as typed.
 *
 * @example
 * ```tsx
 * <SearchSpelling text="телевизор" typed="ntktdbpjh" typedHref="?search=ntktdbpjh&as_typed=1" />
 * ```
 */
export function SearchSpelling({
  text,
  typed,
  typedHref,
  className,
  ...props
}: SearchSpellingProps): ReactNode {
  const { t } = useT();
  return (
    <p data-slot="search-spelling" className={cn(searchSpellingVariants(), className)} {...props}>
      <span className="shop:font-medium shop:wrap-anywhere">
        {t('searchPage.spelling', { text })}
      </span>
      <ShopLink
        href={typedHref}
        className="shop:rounded-sm shop:text-settings-main shop:underline shop:underline-offset-2 shop:wrap-anywhere shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
      >
        {t('searchPage.instead', { text: typed })}
      </ShopLink>
    </p>
  );
}
