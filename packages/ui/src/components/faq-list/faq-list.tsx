import type { FaqGroup } from '@shop/core/contract';
import { matchesFolded } from '@shop/core/rules';
import { useId, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronDownIcon, CloseIcon, SearchXIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Input } from '../../primitives/input/index.js';
import { RichText } from '../../primitives/rich-text/index.js';

export interface FaqListProps extends HTMLAttributes<HTMLElement> {
  /**
   * The questions in groups, from GET /api/pages/faq/ (answers are the API's sanitised HTML).
   * @example groups={page.groups}
   */
  groups: readonly FaqGroup[];
  /**
   * The search text the list starts with (a story, a link); the shopper's typing changes it.
   * @default ''
   */
  defaultQuery?: string;
}

/** The text of an answer's HTML, for matching. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The groups with only the questions whose question or answer contains `query` (folded). */
export function filterFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  if (!query.trim()) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          matchesFolded(item.question, query) || matchesFolded(plainText(item.answer), query),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * The FAQ (SPEC §2 /pages/faq): a search field that filters the questions as one types (case
 * and diacritics ignored: "garantie" finds "garanție"), with a clear button and the number of
 * questions found announced politely; the groups under their headings, each question a
 * disclosure (`<details>`: every answer is in the HTML and opens on click or Enter/Space, with
 * or without script); an empty state when nothing matches.
 *
 * @example <FaqList groups={page.groups} />
 */
export function FaqList({
  groups,
  defaultQuery = '',
  className,
  ...props
}: FaqListProps): ReactNode {
  const { t } = useT();
  const ids = useId();
  const [query, setQuery] = useState(defaultQuery);
  const input = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterFaq(groups, query), [groups, query]);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  const searching = query.trim() !== '';
  return (
    <section
      data-slot="faq-list"
      className={cn('shop:flex shop:flex-col shop:gap-6', className)}
      {...props}
    >
      <div role="search" className="shop:flex shop:flex-col shop:gap-2">
        <Input
          ref={input}
          type="search"
          label={t('infoPages.faq.search')}
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
          aria-controls={`${ids}-results`}
          endSlot={
            searching ? (
              <button
                type="button"
                aria-label={t('infoPages.faq.clear')}
                onClick={() => {
                  setQuery('');
                  input.current?.focus();
                }}
                className="shop:inline-flex shop:size-8 shop:items-center shop:justify-center shop:rounded-full shop:text-muted shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-settings-main shop:[&_svg]:size-4"
              >
                <CloseIcon />
              </button>
            ) : null
          }
        />
        <p
          aria-live="polite"
          className={cn('shop:text-sm shop:text-muted', !searching && 'shop:sr-only')}
        >
          {searching ? t('infoPages.faq.results', { count }) : ''}
        </p>
      </div>
      <div id={`${ids}-results`} className="shop:flex shop:flex-col shop:gap-8">
        {count === 0 ? (
          <EmptyState
            icon={<SearchXIcon />}
            title={t('infoPages.faq.emptyTitle', { text: query.trim() })}
            description={t('infoPages.faq.emptyHint')}
            headingLevel={2}
          />
        ) : (
          shown.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`${ids}-${group.id}`}
              className="shop:flex shop:flex-col shop:gap-3"
            >
              <h2
                id={`${ids}-${group.id}`}
                className="shop:text-xl shop:font-semibold shop:text-ink"
              >
                {group.title}
              </h2>
              <div className="shop:divide-y shop:divide-black/10 shop:border-y shop:border-black/10">
                {group.items.map((item) => (
                  <details key={item.id} id={item.id} className="shop:group">
                    <summary className="shop:flex shop:cursor-pointer shop:list-none shop:items-center shop:justify-between shop:gap-4 shop:px-4 shop:py-3 shop:font-medium shop:text-ink shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:group-open:text-settings-main shop:[&::-webkit-details-marker]:hidden">
                      <h3 className="shop:text-base shop:font-medium">{item.question}</h3>
                      <ChevronDownIcon className="shop:size-5 shop:shrink-0 shop:text-settings-icons shop:group-open:rotate-180" />
                    </summary>
                    <RichText html={item.answer} className="shop:px-4 shop:pt-1 shop:pb-4" />
                  </details>
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </section>
  );
}
