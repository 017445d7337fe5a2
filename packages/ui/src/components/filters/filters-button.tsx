import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useT } from '../../i18n/index.js';
import { SlidersIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { badgeText } from '../../primitives/icon-button/icon-button.js';

/** Shown at 1280 px or less, where the drawer replaces the sidebar (SPEC §2). */
export const filtersButtonVariants = cva(
  'inline-flex h-11 items-center gap-2 rounded-md border border-black/20 bg-white px-4 text-base font-medium text-ink hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main',
  {
    variants: {
      display: {
        /** Hidden above 1280 px, where the sidebar shows. */
        responsive: 'min-[1281px]:hidden',
        always: '',
      },
    },
    defaultVariants: { display: 'responsive' },
  },
);

export interface FiltersButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>,
    VariantProps<typeof filtersButtonVariants> {
  /**
   * Active filters (`activeFilterCount(state)`), shown as a badge: none at 0,
   * '99+' above 99. Part of the accessible name ('Filtre 2 filtre active').
   * @default 0
   */
  count?: number;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button that opens the filter drawer, with the number of active filters. Pass it as the
 * drawer's `trigger` so focus returns to it when the drawer closes.
 *
 * @example
 * ```tsx
 * <FilterDrawer trigger={<FiltersButton count={activeFilterCount(state)} />} … />
 * ```
 */
export function FiltersButton({
  count = 0,
  display,
  className,
  type = 'button',
  ...props
}: FiltersButtonProps) {
  const { t } = useT();
  const text = badgeText(count);
  return (
    <button
      data-slot="filters-button"
      type={type}
      className={cn(filtersButtonVariants({ display }), className)}
      {...props}
    >
      <SlidersIcon className="size-5 text-settings-icons" />
      <span>{t('filterPanel.title')}</span>
      {text === undefined ? null : (
        <>
          {' '}
          <span
            aria-hidden="true"
            data-slot="filters-button-badge"
            className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-settings-main px-1.5 text-xs leading-none font-semibold text-white tabular-nums"
          >
            {text}
          </span>{' '}
          <span className="sr-only">{t('filterPanel.activeCount', { count })}</span>
        </>
      )}
    </button>
  );
}
