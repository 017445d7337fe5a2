import type { Product } from '@shop/core/contract';
import { PATHS, priceView, productPath, type PricingContext } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLocale, useT } from '../../i18n/index.js';
import { CloseIcon, NoImageIcon, SearchIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink, shopHref } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { Input } from '../../primitives/input/index.js';
import { ProductPrice } from '../../primitives/price/index.js';
import { Spinner } from '../../primitives/spinner/index.js';
import type { SearchMessage } from './search.machine.js';

export const searchBoxVariants = cva('shop:relative shop:w-full shop:text-ink');

/** The dropdown under the box: results, a 'nothing found' or error line, and 'see all'. */
export const searchBoxPopupVariants = cva(
  'shop:absolute shop:inset-x-0 shop:top-full shop:z-40 shop:mt-1 shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-white shop:shadow-lg',
);

/** One result. The highlighted one (aria-selected) is outlined: focus stays in the box. */
export const searchBoxOptionVariants = cva(
  'shop:flex shop:min-h-16 shop:w-full shop:items-center shop:gap-3 shop:px-3 shop:py-2 shop:text-left shop:no-underline shop:hover:bg-black/5 shop:aria-selected:bg-black/5 shop:aria-selected:outline-2 shop:aria-selected:-outline-offset-2 shop:aria-selected:outline-settings-main',
);

const VISITOR: PricingContext = { role: 'visitor' };

export interface SearchBoxViewProps {
  /** The text in the box. */
  value: string;
  /** Called with the new text on every change. */
  onValueChange: (text: string) => void;
  /** Enter (with no highlighted result) or the search button: go to the search page. */
  onSubmit: () => void;
  /** The clear button; focus returns to the box. */
  onClear: () => void;
  /** Escape in the box (close the dropdown, or clear the text when it is closed). */
  onEscape: () => void;
  /** ArrowDown / ArrowUp in the box: highlight the next or previous result. */
  onMove: (direction: 'next' | 'previous') => void;
  /**
   * A result was opened, by a click or Enter on the highlighted one. Its link (a `ShopLink` to
   * `/pages/product/{slug}`) navigates by itself: Enter clicks it.
   */
  onSelect: (product: Product) => void;
  /** The 'see all' button. @default onSubmit */
  onSeeAll?: () => void;
  /** The box got focus. */
  onFocus?: () => void;
  /**
   * The results the dropdown shows: already cut to the limit (5, or 4 on phones) by core's
   * `searchDropdown`.
   * @default []
   */
  results?: readonly Product[];
  /** How many products the search found (the 'see all' count). @default results.length */
  total?: number;
  /** More results exist than are shown: the 'see all (N)' button shows. @default false */
  showAll?: boolean;
  /** The results list is open (open and with results, SPEC §4). @default false */
  expanded?: boolean;
  /** The highlighted result, or -1. @default -1 */
  activeIndex?: number;
  /** A search is pending: a spinner shows in the box. @default false */
  busy?: boolean;
  /** A line the dropdown shows instead of results. @default null */
  message?: SearchMessage;
  /** The text searched for, quoted by the 'nothing found' line. @default value */
  query?: string;
  /**
   * The other spelling the results are for, when the server read the text re-keyed from the
   * other keyboard layout or transliterated ('телевизор' for 'ntktdbpjh'); a line above the
   * results says so. @default null
   */
  spelling?: string | null;
  /**
   * Who buys, for the prices shown (core's `priceView`: the buyer's price, and a promotion's old
   * price or a wholesale buyer's retail price struck through).
   * @default { role: 'visitor' }
   */
  pricing?: PricingContext;
  /** The spinner turns; stories turn it off for stable screenshots. @default true */
  animated?: boolean;
  /** The id of the input (the listbox and options derive theirs from it). @default useId() */
  id?: string;
  /** The root element (the container uses it to tell outside clicks). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The header search box (SPEC §2), drawn from props alone: a search landmark with a combobox
 * (WAI-ARIA 1.2: focus stays in the box, `aria-activedescendant` names the highlighted result),
 * a clear button, a search button and the dropdown of results. The `SearchBox` container wires
 * it to the search machine.
 *
 * @example
 * ```tsx
 * <SearchBoxView value="bor" results={visible} total={23} showAll expanded … />
 * ```
 */
export function SearchBoxView({
  value,
  onValueChange,
  onSubmit,
  onClear,
  onEscape,
  onMove,
  onSelect,
  onSeeAll,
  onFocus,
  results = [],
  total,
  showAll = false,
  expanded = false,
  activeIndex = -1,
  busy = false,
  message = null,
  query,
  spelling = null,
  pricing = VISITOR,
  animated = true,
  id,
  ref,
  className,
}: SearchBoxViewProps): ReactNode {
  const { t } = useT();
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `${autoId}-search`;
  const listboxId = `${inputId}-results`;
  const optionId = (index: number) => `${inputId}-result-${String(index)}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const open = expanded && results.length > 0;
  const active = open && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;
  const found = total ?? results.length;
  const messageText =
    message === 'noResults'
      ? t('emptySearch.title', { text: query ?? value })
      : message === 'error'
        ? t('search.error')
        : null;
  const spellingText = open && spelling ? t('search.spelling', { text: spelling }) : null;
  const announcement = open
    ? [spellingText, t('search.found', { count: found })].filter(Boolean).join('. ')
    : (messageText ?? '');

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        onMove('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        onMove('previous');
        break;
      case 'Escape':
        // The browser's own clearing of type=search is replaced by the two-step Escape.
        event.preventDefault();
        onEscape();
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          listRef.current?.querySelector<HTMLElement>(`[data-index="${String(active)}"]`)?.click();
        }
        break;
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const handleClear = () => {
    onClear();
    inputRef.current?.focus();
  };

  return (
    <div
      ref={ref}
      data-slot="search-box"
      data-state={open ? 'open' : 'closed'}
      data-busy={busy || undefined}
      className={cn(searchBoxVariants(), className)}
    >
      {/* Before the page is live (or without JavaScript) the form itself opens the search page. */}
      <form
        role="search"
        aria-label={t('search.label')}
        action={shopHref(PATHS.search, locale)}
        className="shop:flex shop:items-center shop:gap-2"
        onSubmit={handleSubmit}
      >
        <Input
          ref={inputRef}
          id={inputId}
          name="search"
          type="search"
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          value={value}
          onValueChange={onValueChange}
          onKeyDown={handleKeyDown}
          onFocus={onFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          rootClassName="shop:flex-1"
          className="shop:pr-20 shop:[&::-webkit-search-cancel-button]:appearance-none"
          endSlot={
            busy || value !== '' ? (
              <span className="shop:flex shop:items-center shop:gap-1">
                {busy ? <Spinner size="sm" label={t('search.busy')} animated={animated} /> : null}
                {value === '' ? null : (
                  <IconButton label={t('search.clear')} onClick={handleClear}>
                    <CloseIcon />
                  </IconButton>
                )}
              </span>
            ) : undefined
          }
        />
        <IconButton
          type="submit"
          variant="solid"
          label={t('search.submit')}
          className="shop:size-11"
        >
          <SearchIcon />
        </IconButton>
      </form>

      <div
        data-slot="search-box-popup"
        hidden={!open && messageText === null}
        className={searchBoxPopupVariants()}
      >
        {spellingText === null ? null : (
          // Announced by the status line below with the count.
          <p
            data-slot="search-box-spelling"
            aria-hidden="true"
            className="shop:px-4 shop:py-3 shop:text-sm shop:text-ink-soft"
          >
            {spellingText}
          </p>
        )}
        <div
          ref={listRef}
          role="listbox"
          id={listboxId}
          aria-label={t('search.results')}
          hidden={!open}
          className="shop:divide-y shop:divide-black/5"
        >
          {results.map((product, index) => (
            <ShopLink
              key={product.id}
              href={productPath(product.slug)}
              role="option"
              id={optionId(index)}
              data-index={index}
              aria-selected={index === active}
              tabIndex={-1}
              className={searchBoxOptionVariants()}
              onClick={() => onSelect(product)}
            >
              <Thumbnail image={product.image} />
              <span className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-0.5">
                {/* Stacked blocks: browsers read name and price apart. */}
                <span className="shop:line-clamp-2 shop:text-sm">{product.name}</span>
                <ProductPrice size="sm" view={priceView(product, pricing)} />
              </span>
            </ShopLink>
          ))}
        </div>
        {messageText === null || open ? null : (
          // Announced by the status line below; hidden here so it is not read twice.
          <p
            data-slot="search-box-message"
            data-message={message}
            aria-hidden="true"
            className="shop:px-4 shop:py-3 shop:text-sm shop:text-ink-soft"
          >
            {messageText}
          </p>
        )}
        {open && showAll ? (
          <div className="shop:border-t shop:border-black/10 shop:p-1">
            <Button
              variant="ghost"
              className="shop:h-11 shop:w-full shop:text-settings-main"
              onClick={onSeeAll ?? onSubmit}
            >
              {t('search.seeAll', { count: found })}
            </Button>
          </div>
        ) : null}
      </div>
      <p data-slot="search-box-status" role="status" className="shop:sr-only">
        {announcement}
      </p>
    </div>
  );
}

function Thumbnail({ image }: { image: string | null }) {
  return (
    <span className="shop:flex shop:size-12 shop:shrink-0 shop:items-center shop:justify-center shop:overflow-hidden shop:rounded-md shop:bg-surface-muted">
      {image === null ? (
        <NoImageIcon strokeWidth={3} className="shop:size-6 shop:text-faint" />
      ) : (
        <img src={image} alt="" className="shop:size-full shop:object-contain" />
      )}
    </span>
  );
}
