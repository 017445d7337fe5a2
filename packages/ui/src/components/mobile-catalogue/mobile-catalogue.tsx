import type { Category } from '@shop/core/contract';
import { catalogPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/index.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { useCloseOnRouteChange } from '../../lib/use-close-on-route-change.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Input } from '../../primitives/input/index.js';
import { SidePanel } from '../../primitives/side-panel/index.js';
import { CategoryIcon } from '../catalogue-menu/catalogue-menu.js';
import {
  CATALOGUE_TOP,
  catalogueLevel,
  resolveCatalogueLevel,
  type CatalogueLevel,
  type CatalogueLevelAction,
} from './mobile-catalogue.level.js';
import { catalogueSearchIndex, searchCatalogue } from './mobile-catalogue.search.js';

/** The body of the panel: search on top, then a level or the search results. */
export const mobileCatalogueVariants = cva('shop:flex shop:flex-col shop:gap-4');

/** A row of a level: a link to a listing or a button that drills further. 48 px touch targets. */
export const mobileCatalogueRowVariants = cva(
  'shop:flex shop:min-h-12 shop:w-full shop:items-center shop:gap-3 shop:rounded-md shop:px-2 shop:py-2 shop:text-left shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main',
);

export interface MobileCatalogueProps {
  /** The catalogue tree (GET /api/categories/categories). An empty list shows an empty state. */
  categories: readonly Category[];
  /** Whether the panel is open (controlled). */
  open: boolean;
  /** Called when the panel asks to open or close: close button, Escape, overlay, a followed link, a route change. */
  onOpenChange: (open: boolean) => void;
  /**
   * The current route's path: when it changes while the panel is open, the panel closes
   * (SPEC §2: menus close on route change).
   * @example pathname={useLocation().pathname}
   */
  pathname?: string;
  /**
   * The level shown when the panel opens (each opening starts here).
   * @default the top categories
   */
  defaultLevel?: CatalogueLevel;
  /**
   * The search text when the panel opens.
   * @default ''
   */
  defaultQuery?: string;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * The mobile catalogue (SPEC §2, < 1024 px): a panel from the left (a bottom sheet on phones)
 * that drills down categories → subcategories → sub-subcategories, with a back button naming the
 * parent and an "all in …" link at each level, and a search across all three levels.
 *
 * Focus moves to the new level's heading on each step, so screen readers announce it. A followed
 * link or a new `pathname` closes the panel; each opening starts afresh (level and search).
 *
 * @example
 * ```tsx
 * <MobileCatalogue categories={categories} open={open} onOpenChange={setOpen} pathname={location.pathname} />
 * ```
 */
export function MobileCatalogue({
  categories,
  open,
  onOpenChange,
  pathname,
  defaultLevel = CATALOGUE_TOP,
  defaultQuery = '',
  className,
}: MobileCatalogueProps) {
  const { t } = useT();

  useCloseOnRouteChange(pathname, open, onOpenChange);

  return (
    <SidePanel
      title={t('catalogue.title')}
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      // A steady height on phones: the sheet does not jump as search results come and go.
      className={cn('shop:h-[85dvh] shop:bp744:h-auto', className)}
    >
      {/* Mounted only while open, so every opening starts at defaultLevel with defaultQuery. */}
      <CatalogueBody
        categories={categories}
        defaultLevel={defaultLevel}
        defaultQuery={defaultQuery}
        onNavigate={() => onOpenChange(false)}
      />
    </SidePanel>
  );
}

/** The rows' chevrons: in the icons' colour, kept at 20 px when a long name wraps. */
const chevronClassName = 'shop:size-5 shop:shrink-0 shop:text-settings-icons';

function CatalogueBody({
  categories,
  defaultLevel,
  defaultQuery,
  onNavigate,
}: {
  categories: readonly Category[];
  defaultLevel: CatalogueLevel;
  defaultQuery: string;
  onNavigate: () => void;
}) {
  const { t } = useT();
  const [level, dispatch] = useReducer(catalogueLevel, defaultLevel);
  const [query, setQuery] = useState(defaultQuery);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = useMemo(() => catalogueSearchIndex(categories), [categories]);
  const results = useMemo(() => searchCatalogue(index, query), [index, query]);
  const view = resolveCatalogueLevel(categories, level);

  const go = (action: CatalogueLevelAction) => {
    // Render the new level, then move focus to its heading so it is announced.
    flushSync(() => dispatch(action));
    headingRef.current?.focus();
  };

  if (categories.length === 0) {
    return <EmptyState title={t('catalogue.empty')} size="sm" headingLevel={3} />;
  }

  const headingClass =
    'shop:rounded-sm shop:text-lg shop:font-semibold shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';
  const allLink = (name: string, slug: string) => (
    <ShopLink
      href={catalogPath(slug)}
      onClick={onNavigate}
      className={cn(mobileCatalogueRowVariants(), 'shop:font-medium shop:text-settings-main')}
    >
      {t('catalogue.all', { name })}
    </ShopLink>
  );
  const backButton = (label: string) => (
    <button
      type="button"
      data-slot="mobile-catalogue-back"
      onClick={() => go({ type: 'back' })}
      className={cn(mobileCatalogueRowVariants(), 'shop:-mx-2 shop:w-auto shop:text-settings-main')}
    >
      <ChevronLeftIcon className={chevronClassName} />
      <span className="shop:min-w-0 shop:truncate">{label}</span>
    </button>
  );

  let content: ReactNode;
  if (view.depth === 0) {
    content = (
      <>
        <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
          {t('catalogue.categories')}
        </h3>
        <ul className="shop:-mx-2">
          {categories.map((category) => (
            <li key={category.id}>
              {category.category_in_subcategory.length > 0 ? (
                <button
                  type="button"
                  onClick={() => go({ type: 'category', categoryId: category.id })}
                  className={cn(mobileCatalogueRowVariants(), 'shop:font-medium')}
                >
                  <CategoryIcon src={category.icon} />
                  <span className="shop:min-w-0 shop:flex-1">{category.name}</span>
                  <ChevronRightIcon className={chevronClassName} />
                </button>
              ) : (
                <ShopLink
                  href={catalogPath(category.slug)}
                  onClick={onNavigate}
                  className={cn(mobileCatalogueRowVariants(), 'shop:font-medium')}
                >
                  <CategoryIcon src={category.icon} />
                  <span className="shop:min-w-0 shop:flex-1">{category.name}</span>
                </ShopLink>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  } else if (view.depth === 1) {
    const { category } = view;
    content = (
      <>
        {backButton(t('catalogue.backToCategories'))}
        <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
          {category.name}
        </h3>
        <ul className="shop:-mx-2">
          <li>{allLink(category.name, category.slug)}</li>
          {category.category_in_subcategory.map((subcategory) => (
            <li key={subcategory.id}>
              {subcategory.subsubcategory_in_subcategory.length > 0 ? (
                <button
                  type="button"
                  onClick={() => go({ type: 'subcategory', subcategoryId: subcategory.id })}
                  className={mobileCatalogueRowVariants()}
                >
                  <span className="shop:min-w-0 shop:flex-1">{subcategory.name}</span>
                  <ChevronRightIcon className={chevronClassName} />
                </button>
              ) : (
                <ShopLink
                  href={catalogPath(subcategory.slug)}
                  onClick={onNavigate}
                  className={mobileCatalogueRowVariants()}
                >
                  {subcategory.name}
                </ShopLink>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    const { category, subcategory } = view;
    content = (
      <>
        {backButton(t('catalogue.backTo', { name: category.name }))}
        <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
          {subcategory.name}
        </h3>
        <ul className="shop:-mx-2">
          <li>{allLink(subcategory.name, subcategory.slug)}</li>
          {subcategory.subsubcategory_in_subcategory.map((child) => (
            <li key={child.id}>
              <ShopLink
                href={catalogPath(child.slug)}
                onClick={onNavigate}
                className={mobileCatalogueRowVariants()}
              >
                {child.name}
              </ShopLink>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div data-slot="mobile-catalogue" data-depth={view.depth} className={mobileCatalogueVariants()}>
      <Input
        type="search"
        label={t('catalogue.search')}
        hideLabel
        placeholder={t('catalogue.searchPlaceholder')}
        value={query}
        onValueChange={setQuery}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Always present, so screen readers announce the count as it changes. */}
      <p
        role="status"
        data-slot="mobile-catalogue-status"
        className={cn('shop:text-sm shop:text-muted', results === null && 'shop:sr-only')}
      >
        {results === null
          ? ''
          : results.length === 0
            ? t('catalogue.noResults', { query: query.trim() })
            : t('catalogue.results', { count: results.length })}
      </p>
      {results === null ? (
        <div data-slot="mobile-catalogue-level" className="shop:flex shop:flex-col shop:gap-2">
          {content}
        </div>
      ) : results.length > 0 ? (
        <ul data-slot="mobile-catalogue-results" className="shop:-mx-2 shop:-mt-2">
          {results.map((entry) => (
            <li key={entry.key}>
              <ShopLink
                href={catalogPath(entry.slug)}
                onClick={onNavigate}
                className={cn(
                  mobileCatalogueRowVariants(),
                  'shop:flex-col shop:items-start shop:justify-center shop:gap-0.5',
                )}
              >
                <span className="shop:font-medium">{entry.name}</span>
                {/* A space keeps the name and the path apart in the link's accessible name. */}{' '}
                {entry.parents.length > 0 ? (
                  <span className="shop:text-sm shop:text-muted">{entry.parents.join(' › ')}</span>
                ) : null}
              </ShopLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
