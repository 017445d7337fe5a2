import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useT } from '../../i18n/index.js';
import { SlidersIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { badgeText } from '../../primitives/icon-button/icon-button.js';

/** Shown at 1280 px or less, where the drawer replaces the sidebar (SPEC §2). */
export const filtersButtonVariants = cva(
  'shop:inline-flex shop:h-11 shop:items-center shop:gap-2 shop:rounded-md shop:border shop:border-black/20 shop:bg-white shop:px-4 shop:text-base shop:font-medium shop:text-ink shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
  {
    variants: {
      display: {
        /** Hidden above 1280 px, where the sidebar shows. */
        responsive: 'shop:min-[1281px]:hidden',
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
      <SlidersIcon className="shop:size-5 shop:text-settings-icons" />
      <span>{t('filterPanel.title')}</span>
      {text === undefined ? null : (
        <>
          {' '}
          <span
            aria-hidden="true"
            data-slot="filters-button-badge"
            className="shop:inline-flex shop:h-5 shop:min-w-5 shop:items-center shop:justify-center shop:rounded-full shop:bg-settings-main shop:px-1.5 shop:text-xs shop:leading-none shop:font-semibold shop:text-white shop:tabular-nums"
          >
            {text}
          </span>{' '}
          <span className="shop:sr-only">{t('filterPanel.activeCount', { count })}</span>
        </>
      )}
    </button>
  );
}
