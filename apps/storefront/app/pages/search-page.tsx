import type { Filter, SearchResponse } from '@shop/core/contract';
import { defaultFilterState, type FilterState } from '@shop/core/rules';
import { EmptySearch, SearchNearMatches, SearchSpelling, useLocale, useT } from '@shop/ui';
import { useMemo } from 'react';
import { listingCounter } from '../lib/listing.js';
import { ListingPage, listingHref } from './listing-page.js';

export interface SearchPageProps {
  text: string;
  state: FilterState;
  /** The words as typed only (`as_typed=1`), kept in the page's links. */
  asTyped: boolean;
  page: SearchResponse | null;
  filters: Filter[];
}

/** The query that asks for the words as typed only. */
const AS_TYPED = new URLSearchParams({ as_typed: '1' });

/** /pages/search?search=… (SPEC §2, §4): the results with filters, or the empty search. */
export function SearchPage({ text, state, asTyped, page, filters }: SearchPageProps) {
  const { t } = useT();
  const locale = useLocale();
  // The filter drawer counts the products the page shows: as typed when the page is.
  const countProducts = useMemo(
    () => listingCounter(locale, asTyped ? { search: text, as_typed: true } : { search: text }),
    [locale, text, asTyped],
  );
  if (!page) {
    return (
      <section className="shop:flex shop:flex-col shop:gap-3 shop:py-8">
        <h1 className="shop:text-3xl shop:font-semibold">{t('pageTitle.search')}</h1>
        <p className="shop:text-ink-soft">{t('searchPage.prompt')}</p>
      </section>
    );
  }
  // The results are for another spelling of the words (keyboard layout, transliteration).
  const spelling = page.spelling ? (
    <SearchSpelling
      text={page.spelling.text}
      typed={text}
      typedHref={listingHref({ ...defaultFilterState(), search: text }, AS_TYPED)}
    />
  ) : null;
  // No product has the words as typed: the results are near spellings, perhaps with a
  // "did you mean" to search instead.
  const near =
    page.near_only && page.results.length > 0 ? (
      <SearchNearMatches
        text={page.spelling?.text ?? text}
        suggestion={
          page.suggestion
            ? {
                text: page.suggestion,
                href: listingHref({ ...defaultFilterState(), search: page.suggestion }),
              }
            : null
        }
      />
    ) : null;
  return (
    <ListingPage
      title={t('searchPage.title', { text })}
      notice={
        spelling || near ? (
          <>
            {spelling}
            {near}
          </>
        ) : null
      }
      keep={asTyped ? AS_TYPED : undefined}
      page={page}
      filters={filters}
      state={state}
      empty={<EmptySearch text={text} />}
      countProducts={countProducts}
    />
  );
}
