import type { Filter, FilterItem } from '@shop/core/contract';
import { defaultFilterState, type FilterState, type PriceLimits } from '@shop/core/rules';
import { useState } from 'react';
import { FilterDrawer, type FilterDrawerProps } from '../filter-drawer.js';
import { FilterPanel } from '../filter-panel.js';
import { FilterSidebar } from '../filter-sidebar.js';
import { FiltersButton } from '../filters-button.js';
import { activeFilterCount, filterColumnKey } from '../filters.model.js';

/** Sample filter columns of a power-tools category (as categories-filter/ answers, parsed). */

function item(id: number | string, title: string, extra: Partial<FilterItem> = {}): FilterItem {
  return {
    id,
    title,
    checked: false,
    color: null,
    min: null,
    max: null,
    keyword: null,
    count: null,
    ...extra,
  };
}

/** Listing maximum of the samples: 4 800 lei. */
export const SAMPLE_MAX_PRICE = 4800;

export const priceFilter: Filter = {
  title: 'Preț',
  filterType: 'price',
  isColor: false,
  isPrice: true,
  max_price: SAMPLE_MAX_PRICE,
  items: [
    item('0-100', '0 - 100', { min: 0, max: 100, count: 12 }),
    item('100-250', '100 - 250', { min: 100, max: 250, count: 31 }),
    item('250-500', '250 - 500', { min: 250, max: 500, count: 44 }),
    item('500-1000', '500 - 1000', { min: 500, max: 1000, count: 38 }),
    item('1000-2500', '1000 - 2500', { min: 1000, max: 2500, count: 21 }),
    item('2500+', '> 2500', { min: 2500, max: SAMPLE_MAX_PRICE, count: 6 }),
  ],
};

const brandNames: [string, number][] = [
  ['AEG', 7],
  ['Black & Decker', 18],
  ['Bosch', 42],
  ['DeWALT', 27],
  ['Einhell', 15],
  ['Fiskars', 4],
  ['Hilti', 3],
  ['Makita', 36],
  ['Metabo', 11],
  ['Milwaukee', 9],
  ['Ryobi', 8],
  ['Stanley', 22],
  ['Stihl', 5],
  ['Vitals', 2],
];

export const brandFilter: Filter = {
  title: 'Brand',
  filterType: 'brand',
  isColor: false,
  isPrice: false,
  max_price: null,
  items: brandNames.map(([name, count], index) => item(index + 1, name, { keyword: name, count })),
};

export const powerFilter: Filter = {
  title: 'Putere (W)',
  filterType: 'attributes',
  isColor: false,
  isPrice: false,
  max_price: null,
  items: ['500 W', '750 W', '1 000 W', '1 200 W', '1 800 W', '2 000 W', '2 200 W'].map(
    (title, index) =>
      item(100 + index, title, {
        keyword: `putere-${title.replace(/\D/g, '')}`,
        count: [3, 14, 25, 19, 8, 6, 2][index] ?? 1,
      }),
  ),
};

export const colourFilter: Filter = {
  title: 'Culoare',
  filterType: 'attributes',
  isColor: true,
  isPrice: false,
  max_price: null,
  items: [
    ['Negru', 'culoare-negru', '#1f1f1f', 40],
    ['Roșu', 'culoare-rosu', '#d62828', 17],
    ['Albastru', 'culoare-albastru', '#1d4ed8', 23],
    ['Verde', 'culoare-verde', '#2e7d32', 12],
    ['Galben', 'culoare-galben', '#f4c430', 30],
    ['Gri', 'culoare-gri', '#8e8e93', 9],
  ].map(([title, keyword, color, count], index) =>
    item(200 + index, String(title), {
      keyword: String(keyword),
      color: String(color),
      count: Number(count),
    }),
  ),
};

export const countryFilter: Filter = {
  title: 'Țara de origine',
  filterType: 'others',
  isColor: false,
  isPrice: false,
  max_price: null,
  items: [
    'Germania',
    'China',
    'Japonia',
    'România',
    'Republica Moldova',
    'Polonia',
    'Italia',
    'Statele Unite ale Americii',
  ].map((title, index) =>
    item(300 + index, title, {
      keyword: `tara-${title.toLowerCase().replaceAll(' ', '-')}`,
      count: 30 - index * 3,
    }),
  ),
};

/** Every column: price, brands (14: 'view all'), power, colour, country (8: 'view all'). */
export const sampleFilters: Filter[] = [
  priceFilter,
  brandFilter,
  powerFilter,
  colourFilter,
  countryFilter,
];

/** The key of the brand column, to open it in stories and tests. */
export const BRAND_COLUMN = filterColumnKey(brandFilter, 1);
/** The key of the colour column. */
export const COLOUR_COLUMN = filterColumnKey(colourFilter, 3);

/** A state with a few filters on: promotions, two brands, a colour, a price range. */
export const activeState: FilterState = {
  ...defaultFilterState(),
  page: 3,
  is_promotion: true,
  price__gte: 250,
  price__lte: 1000,
  brands: ['Bosch', 'Black & Decker'],
  attributes: ['culoare-rosu'],
  order_by: 'price_asc',
};

interface StatefulProps {
  filters?: readonly Filter[];
  priceLimits?: PriceLimits;
  initialValue?: FilterState;
  defaultOpenColumns?: readonly string[];
  /** Spy: every state the panel reports. */
  onChange?: (next: FilterState) => void;
}

/** The panel with its state kept here, as a page keeps it (the URL, in the storefront). */
export function FilterPanelExample({
  filters = sampleFilters,
  priceLimits,
  initialValue = defaultFilterState(),
  defaultOpenColumns,
  onChange,
}: StatefulProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <div className="shop:w-[min(100vw-2rem,20rem)]">
      <FilterPanel
        filters={filters}
        priceLimits={priceLimits}
        value={value}
        defaultOpenColumns={defaultOpenColumns}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

/** The desktop sidebar beside a listing placeholder; `display="always"` so it shows at any width. */
export function FilterSidebarExample({
  filters = sampleFilters,
  priceLimits,
  initialValue = defaultFilterState(),
  defaultOpenColumns,
  onChange,
}: StatefulProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <FilterSidebar
      display="always"
      className="shop:max-w-[20rem]"
      filters={filters}
      priceLimits={priceLimits}
      value={value}
      defaultOpenColumns={defaultOpenColumns}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/**
 * The drawer as a category page uses it: the filters button (with the active count) opens it;
 * 'Show N products' applies the draft. The count is a stand-in: 4 products per active filter fewer.
 */
export function FilterDrawerExample({
  initialValue = defaultFilterState(),
  defaultOpen = false,
  onApply,
  onOpenChange,
}: {
  initialValue?: FilterState;
  defaultOpen?: boolean;
  onApply?: FilterDrawerProps['onApply'];
  onOpenChange?: FilterDrawerProps['onOpenChange'];
}) {
  const [value, setValue] = useState(initialValue);
  const [count, setCount] = useState(() => sampleCount(initialValue));
  return (
    <FilterDrawer
      filters={sampleFilters}
      value={value}
      defaultOpen={defaultOpen}
      productCount={count}
      onDraftChange={(draft) => setCount(sampleCount(draft))}
      onOpenChange={(open) => {
        if (open) setCount(sampleCount(value));
        onOpenChange?.(open);
      }}
      onApply={(next) => {
        setValue(next);
        onApply?.(next);
      }}
      trigger={<FiltersButton count={activeFilterCount(value)} />}
    />
  );
}

/** A made-up product count for a state, so the apply button changes with the draft. */
export function sampleCount(state: FilterState): number {
  return Math.max(0, 152 - 24 * activeFilterCount(state));
}
