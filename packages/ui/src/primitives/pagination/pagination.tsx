import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronLeftSmallIcon, ChevronRightSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { renderShopLink } from '../../lib/link.js';

export const paginationVariants = cva('shop:flex shop:flex-wrap shop:items-center shop:gap-1', {
  variants: {
    size: {
      sm: 'shop:text-sm shop:[--pagination-item:2rem]',
      md: 'shop:text-base shop:[--pagination-item:2rem] shop:bp480:[--pagination-item:2.5rem]',
    },
  },
  defaultVariants: { size: 'md' },
});

const itemClass =
  'shop:inline-flex shop:h-(--pagination-item) shop:min-w-(--pagination-item) shop:items-center shop:justify-center shop:rounded-md shop:px-2 shop:font-medium shop:tabular-nums shop:text-ink shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:data-[state=current]:bg-settings-buttons-bg shop:data-[state=current]:text-settings-buttons shop:data-[state=current]:hover:bg-settings-buttons-bg shop:disabled:cursor-not-allowed shop:disabled:opacity-40 shop:disabled:hover:bg-transparent';

/** A page number or a gap in the list of pages. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show: the first, the last, the current one with `siblings` on each side, and an
 * ellipsis for each gap (a gap of one page shows that page instead): 1 … 4 5 6 … 20.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const total = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  // First + last + current + siblings + two ellipses: below that everything fits.
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);
  // The window of siblings keeps a constant number of items (MUI's usePagination).
  const start = Math.max(Math.min(current - siblings, total - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), total - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    start > 3 ? 'ellipsis-start' : 2,
    ...middle,
    end < total - 2 ? 'ellipsis-end' : total - 1,
    total,
  ];
}

/** What `renderLink` receives: an anchor's props with its `href`. */
export type PaginationLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
};

const defaultRenderLink = (props: PaginationLinkProps): ReactNode => renderShopLink(props);

export interface PaginationProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof paginationVariants> {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are (SPEC §3 "Pagination": pages). */
  pageCount: number;
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblings?: number;
  /**
   * The address of a page: when given, pages are links (rendered by `renderLink`).
   * @example getHref={(page) => `?page=${page}`}
   */
  getHref?: (page: number) => string;
  /**
   * Renders a link, so the ui never imports the router.
   * @default a ShopLink (see LinkProvider)
   */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
  /** Called with the chosen page; without `getHref` the pages are buttons that call it. */
  onPageChange?: (page: number) => void;
}

/**
 * Page navigation (shops list, catalogue): previous, the page numbers with ellipses, next. Pages
 * are links when `getHref` is given, otherwise buttons calling `onPageChange`.
 */
export function Pagination({
  className,
  size,
  page,
  pageCount,
  siblings = 1,
  getHref,
  renderLink = defaultRenderLink,
  onPageChange,
  ...props
}: PaginationProps): ReactNode {
  const { t } = useT();
  const total = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), total);

  const control = (
    target: number,
    label: string,
    content: ReactNode,
    options: { current?: boolean; disabled?: boolean; slot: string },
  ): ReactNode => {
    const common = {
      'aria-label': label,
      'aria-current': options.current ? ('page' as const) : undefined,
      'data-state': options.current ? 'current' : undefined,
      'data-slot': options.slot,
      className: itemClass,
    };
    if (getHref) {
      if (options.disabled) {
        // A link to nowhere is not a link: keep the place, hide it from assistive technology.
        return (
          <span
            {...common}
            aria-label={undefined}
            aria-hidden="true"
            className={cn(itemClass, 'shop:opacity-40 shop:hover:bg-transparent')}
          >
            {content}
          </span>
        );
      }
      return renderLink({
        ...common,
        href: getHref(target),
        onClick: onPageChange ? () => onPageChange(target) : undefined,
        children: content,
      });
    }
    return (
      <button
        type="button"
        {...common}
        disabled={options.disabled}
        onClick={() => {
          if (!options.current) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav data-slot="pagination" aria-label={t('pagination.label')} className={className} {...props}>
      <ul className={paginationVariants({ size })}>
        <li>
          {control(
            current - 1,
            t('pagination.previous'),
            <ChevronLeftSmallIcon className="shop:size-4" />,
            {
              disabled: current <= 1,
              slot: 'pagination-previous',
            },
          )}
        </li>
        {pageItems(current, total, siblings).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              control(item, t('pagination.page', { page: item }), item, {
                current: item === current,
                slot: 'pagination-page',
              })
            ) : (
              <span
                aria-hidden="true"
                data-slot="pagination-ellipsis"
                className="shop:inline-flex shop:h-(--pagination-item) shop:min-w-(--pagination-item) shop:items-center shop:justify-center shop:text-muted"
              >
                …
              </span>
            )}
          </li>
        ))}
        <li>
          {control(
            current + 1,
            t('pagination.next'),
            <ChevronRightSmallIcon className="shop:size-4" />,
            {
              disabled: current >= total,
              slot: 'pagination-next',
            },
          )}
        </li>
      </ul>
    </nav>
  );
}
