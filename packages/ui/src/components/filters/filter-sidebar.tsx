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
export const filterSidebarVariants = cva('w-full shrink-0 bp1280:w-[280px]', {
  variants: {
    display: {
      /** Only above 1280 px, where the drawer is not used. */
      responsive: 'hidden min-[1281px]:block',
      /** At every width (stories, or a page that places it itself). */
      always: 'block',
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
      <h2 id={headingId} className="px-4 pb-2 text-lg font-semibold">
        {t('filterPanel.title')}
      </h2>
      <FilterPanel {...panelProps} />
    </aside>
  );
}
