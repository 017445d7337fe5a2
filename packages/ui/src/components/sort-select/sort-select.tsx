import { DEFAULT_SORT, isSortType, SORT_TYPES, type SortType } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronDownIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const sortSelectVariants = cva('shop:flex shop:text-sm shop:text-ink', {
  variants: {
    /** Where the label sits: above the select on phones, beside it from bp570 up. */
    labelPosition: {
      responsive:
        'shop:flex-col shop:gap-1 shop:bp570:flex-row shop:bp570:items-center shop:bp570:gap-2',
      side: 'shop:flex-row shop:items-center shop:gap-2',
      top: 'shop:flex-col shop:gap-1',
    },
  },
  defaultVariants: { labelPosition: 'responsive' },
});

export interface SortSelectProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'>,
    VariantProps<typeof sortSelectVariants> {
  /**
   * The chosen sort (controlled).
   * @example <SortSelect value={filters.sort} onChange={(sort) => setSort(sort)} />
   */
  value?: SortType;
  /**
   * The sort chosen at first when uncontrolled.
   * @default DEFAULT_SORT ('popularity')
   */
  defaultValue?: SortType;
  /** A sort was chosen. */
  onChange?: (sort: SortType) => void;
  /** The select's `name`, for a form that submits it (the API's `order_by`). */
  name?: string;
  /**
   * @default false
   */
  disabled?: boolean;
}

/**
 * The listing's sort control (SPEC §3 "Sort types"): a native select, which phones show as their
 * own picker and every screen reader knows, with a visible label. The options are core's
 * SORT_TYPES in order.
 */
export function SortSelect({
  className,
  labelPosition,
  value,
  defaultValue = DEFAULT_SORT,
  onChange,
  name,
  disabled = false,
  id,
  ...props
}: SortSelectProps): ReactNode {
  const { t } = useT();
  const ownId = useId();
  const selectId = id ?? ownId;
  const [inner, setInner] = useState<SortType>(defaultValue);
  const current = value ?? inner;

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isSortType(next)) return;
    setInner(next);
    onChange?.(next);
  };

  return (
    <div
      data-slot="sort-select"
      className={cn(sortSelectVariants({ labelPosition }), className)}
      {...props}
    >
      <label htmlFor={selectId} className="shop:font-medium shop:whitespace-nowrap shop:text-muted">
        {t('sort.label')}
      </label>
      <span className="shop:relative shop:inline-flex">
        <select
          id={selectId}
          name={name}
          value={current}
          disabled={disabled}
          onChange={change}
          className="shop:h-11 shop:w-full shop:min-w-0 shop:cursor-pointer shop:appearance-none shop:rounded-md shop:border shop:border-black/20 shop:bg-white shop:pr-9 shop:pl-3 shop:text-sm shop:font-medium shop:text-ink shop:hover:border-black/40 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-60 shop:bp1024:h-10"
        >
          {SORT_TYPES.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        {/* 2.4 on the chevron's 24 px grid: the select's arrow keeps its weight (2 on 20 px). */}
        <ChevronDownIcon
          strokeWidth={2.4}
          className="shop:pointer-events-none shop:absolute shop:top-1/2 shop:right-3 shop:size-4 shop:-translate-y-1/2 shop:text-settings-icons"
        />
      </span>
    </div>
  );
}
