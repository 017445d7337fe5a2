import type { Filter, FilterItem } from '@shop/core/contract';
import {
  previewItems,
  priceLimits as defaultPriceLimits,
  type FilterState,
  type PriceLimits,
  type PriceRange,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Accordion } from '../../primitives/accordion/index.js';
import { Button } from '../../primitives/button/index.js';
import { Checkbox } from '../../primitives/checkbox/index.js';
import { RangeSlider } from '../../primitives/range-slider/index.js';
import { Switch } from '../../primitives/switch/index.js';
import {
  activeFilterCount,
  checkedBuckets,
  clearFilters,
  filterColumnKey,
  filterItemValue,
  filterListOf,
  isPriceFilter,
  isValueSelected,
  priceBucketOptions,
  priceRangeOf,
  sameFilters,
  setFilterValue,
  setPromotion,
  toggleBucket,
  withPriceRange,
  type FilterList,
} from './filters.model.js';

export const filterPanelVariants = cva(
  'shop:flex shop:w-full shop:flex-col shop:gap-2 shop:text-ink',
);

/** The key of the price column in `defaultOpenColumns`. */
export const PRICE_COLUMN = 'price';

export interface FilterPanelProps {
  /**
   * The listing's filter columns (categories-filter/, product-filter/): the price filter (its
   * items are price buckets), brands, and attributes (colours drawn as swatches). Ticks are read
   * from `value`, not from the items' `checked`.
   */
  filters: readonly Filter[];
  /**
   * Limits of the price slider and inputs, in lei.
   * @default core `priceLimits(priceFilter.max_price)`: 0 to the price filter's max_price, or 0 to 2500 (SPEC §9)
   */
  priceLimits?: PriceLimits | undefined;
  /** The current filters (controlled). */
  value: FilterState;
  /**
   * Called with the next state when the shopper changes a filter: a tick, the promotions switch,
   * a price input committed (blur or Enter) or a slider thumb released — never while typing or
   * dragging. Every change goes back to page 1.
   */
  onChange: (next: FilterState) => void;
  /**
   * Columns open at first render: `PRICE_COLUMN` and/or keys from `filterColumnKey`.
   * @default ['price'] (SPEC §2: the price column is open initially)
   * @example <FilterPanel defaultOpenColumns={[PRICE_COLUMN, filterColumnKey(brands, 1)]} … />
   */
  defaultOpenColumns?: readonly string[] | undefined;
  /**
   * Show the 'reset filters' button while any filter is active (the drawer has its own in its
   * footer).
   * @default true
   */
  showReset?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The listing filters (SPEC §2, §4): the promotions switch, the price column (slider, two price
 * inputs and the price buckets) and one collapsible checkbox column per brand or attribute
 * filter, each showing 6 items and a 'view all' toggle. Controlled: renders `value`, reports
 * changes through `onChange`; it fetches nothing. Used by `FilterSidebar` and `FilterDrawer`.
 *
 * @example
 * ```tsx
 * <FilterPanel filters={filters} value={state} onChange={setState} />
 * ```
 */
export function FilterPanel({
  filters,
  priceLimits,
  value,
  onChange,
  defaultOpenColumns = [PRICE_COLUMN],
  showReset = true,
  className,
}: FilterPanelProps) {
  const { t } = useT();
  const priceFilter = filters.find(isPriceFilter);
  const limits = priceLimits ?? defaultPriceLimits(priceFilter?.max_price);
  const active = activeFilterCount(value);

  return (
    <div data-slot="filter-panel" className={cn(filterPanelVariants(), className)}>
      <Switch
        label={t('filterPanel.promotions')}
        labelPosition="start"
        checked={value.is_promotion}
        onCheckedChange={(on) => onChange(setPromotion(value, on))}
        rootClassName="shop:items-center shop:px-4 shop:py-2"
      />
      <Accordion.Root type="multiple" defaultValue={[...defaultOpenColumns]}>
        <Accordion.Item value={PRICE_COLUMN} data-column={PRICE_COLUMN}>
          <Accordion.Trigger>{t('filterPanel.price')}</Accordion.Trigger>
          <Accordion.Content>
            <PriceColumn filter={priceFilter} limits={limits} value={value} onChange={onChange} />
          </Accordion.Content>
        </Accordion.Item>
        {filters.map((filter, index) => {
          const list = filterListOf(filter);
          if (list === null || filter.items.length === 0) return null;
          const key = filterColumnKey(filter, index);
          return (
            <Accordion.Item key={key} value={key} data-column={filter.filterType}>
              <Accordion.Trigger>{filter.title}</Accordion.Trigger>
              <Accordion.Content>
                <ListColumn filter={filter} list={list} value={value} onChange={onChange} />
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
      {showReset && active > 0 ? (
        <Button
          variant="secondary"
          data-slot="filter-panel-reset"
          className="shop:mx-4 shop:mt-2"
          onClick={() => onChange(clearFilters(value))}
        >
          {t('filterPanel.reset')}
        </Button>
      ) : null}
    </div>
  );
}

interface ColumnProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
}

/**
 * The price column. While a thumb is dragged the slider shows the dragged range locally; the
 * state changes once, when the thumb is released or an input is committed (the RangeSlider's
 * inputs apply SPEC §5: digits only, mask length of the maximum, clamped, min ≤ max).
 */
function PriceColumn({
  filter,
  limits,
  value,
  onChange,
}: ColumnProps & { filter: Filter | undefined; limits: PriceLimits }) {
  const { t, money } = useT();
  const [dragged, setDragged] = useState<PriceRange | null>(null);
  const buckets = priceBucketOptions(filter, limits);
  const checked = checkedBuckets(buckets, value);

  const commit = (range: PriceRange) => {
    setDragged(null);
    const next = withPriceRange(value, range, limits);
    if (!sameFilters(next, value)) onChange(next);
  };

  return (
    <div className="shop:flex shop:flex-col shop:gap-4">
      <RangeSlider
        min={limits.min}
        max={limits.max}
        value={dragged ?? priceRangeOf(value, limits)}
        onValueChange={setDragged}
        onValueCommit={commit}
      />
      {buckets.length > 0 ? (
        <ul className="shop:flex shop:flex-col" data-slot="filter-price-buckets">
          {buckets.map((bucket, index) => (
            <li key={bucket.key}>
              <Checkbox
                rootClassName="shop:py-1.5"
                checked={checked[index] === true}
                onCheckedChange={() => onChange(toggleBucket(value, buckets, index, limits))}
                label={
                  <ItemLabel
                    title={
                      bucket.greaterThan
                        ? t('filterPanel.priceOver', {
                            amount: money(Math.round(bucket.min * 100)),
                          })
                        : t('filterPanel.priceBetween', {
                            from: money(Math.round(bucket.min * 100)),
                            to: money(Math.round(bucket.max * 100)),
                          })
                    }
                    count={bucket.count}
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A checkbox column: the first 6 items, the rest behind 'view all' (core `previewItems`). */
function ListColumn({
  filter,
  list,
  value,
  onChange,
}: ColumnProps & { filter: Filter; list: FilterList }) {
  const { t } = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { visible } = previewItems(filter.items, expanded);
  const canToggle = previewItems(filter.items, false).showViewAll;

  return (
    <div className="shop:flex shop:flex-col shop:gap-2">
      <ul id={listId} className="shop:flex shop:flex-col">
        {visible.map((item) => {
          const itemValue = filterItemValue(list, item);
          return (
            <li key={String(item.id)}>
              <Checkbox
                rootClassName="shop:py-1.5"
                checked={isValueSelected(value, list, itemValue)}
                onCheckedChange={(on) => onChange(setFilterValue(value, list, itemValue, on))}
                label={
                  <ItemLabel
                    title={item.title}
                    count={item.count}
                    color={filter.isColor ? item.color : null}
                  />
                }
              />
            </li>
          );
        })}
      </ul>
      {canToggle ? (
        <button
          type="button"
          data-slot="filter-view-all"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="shop:self-start shop:rounded-md shop:py-1 shop:text-sm shop:font-medium shop:text-settings-main shop:underline-offset-4 shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
        >
          {expanded
            ? t('filterPanel.showLess')
            : t('filterPanel.viewAll', { count: filter.items.length })}
        </button>
      ) : null}
    </div>
  );
}

/** An item's text: a colour swatch (colour filters), the title and the product count. */
function ItemLabel({
  title,
  count,
  color = null,
}: {
  title: string;
  count: FilterItem['count'] | undefined;
  color?: string | null;
}) {
  const { t } = useT();
  return (
    <span className="shop:inline-flex shop:flex-wrap shop:items-center shop:gap-x-1.5">
      {color ? (
        <span
          aria-hidden="true"
          data-slot="filter-swatch"
          className="shop:inline-block shop:size-4 shop:shrink-0 shop:rounded-full shop:border shop:border-black/20"
          style={{ backgroundColor: color }}
        />
      ) : null}
      <span>{title}</span>
      {count === null || count === undefined ? null : (
        <>
          {/* A real space: the flex gap alone would give the name 'Bosch(42)'. */}{' '}
          <span className="shop:text-ink-soft shop:tabular-nums">
            {t('filterPanel.itemCount', { count })}
          </span>
        </>
      )}
    </span>
  );
}
