import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { FilterPanel, type FilterPanelProps } from './filter-panel.js';

/**
 * SPEC §2: the drawer is used at 1280 px or less, so the sidebar shows from 1281 px. Tailwind's
 * `bp1280` is `min-width: 1280px` (it would show both at exactly 1280), hence the arbitrary
 * `min-[1281px]:` screen.
 */
export const filterSidebarVariants = cva('shop:w-full shop:shrink-0 shop:bp1280:w-[280px]', {
  variants: {
    display: {
      /** Only above 1280 px, where the drawer is not used. */
      responsive: 'shop:hidden shop:min-[1281px]:block',
      /** At every width (stories, or a page that places it itself). */
      always: 'shop:block',
    },
  },
  defaultVariants: { display: 'responsive' },
});

export interface FilterSidebarProps
  extends FilterPanelProps, VariantProps<typeof filterSidebarVariants> {}

/**
 * The desktop filters (SPEC §2): the filter panel in a labelled `aside`, shown above 1280 px;
 * at 1280 px or less the page shows `FiltersButton` and `FilterDrawer` instead. Changes apply at
 * once through `onChange`.
 *
 * @example
 * ```tsx
 * <FilterSidebar filters={filters} value={state} onChange={applyFilters} />
 * ```
 */
export function FilterSidebar({ display, className, ...panelProps }: FilterSidebarProps) {
  const { t } = useT();
  const headingId = useId();
  return (
    <aside
      data-slot="filter-sidebar"
      aria-labelledby={headingId}
      className={cn(filterSidebarVariants({ display }), className)}
    >
      <h2 id={headingId} className="shop:px-4 shop:pb-2 shop:text-lg shop:font-semibold">
        {t('filterPanel.title')}
      </h2>
      <FilterPanel {...panelProps} />
    </aside>
  );
}
