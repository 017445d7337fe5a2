import type { Order } from '@shop/core/contract';
import { PATHS, profileOrderPath, profileOrdersPath, toBani } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT, type Translator } from '../../i18n/index.js';
import { ReceiptIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { OrderStatusBadge } from '../../primitives/badge/index.js';
import { Button, buttonVariants } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Pagination } from '../../primitives/pagination/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';

export const orderHistoryVariants = cva(
  'shop:flex shop:flex-col shop:gap-4 shop:text-ink shop:bp768:gap-6',
);

/** The table's frame: it scrolls sideways on narrow screens, as one focusable region. */
export const orderHistoryTableFrameVariants = cva(
  'shop:overflow-x-auto shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
);

const cellClass = 'shop:px-4 shop:py-3 shop:align-middle';

/** How many skeleton rows stand in for the orders while they load. */
const SKELETON_ROWS = 4;

export interface OrderHistoryProps {
  /** The orders of this page, newest first, as GET /orders/orders/ answers them. */
  orders: readonly Order[];
  /**
   * How many orders the account has in all, shown beside the heading.
   * @default orders.length
   */
  count?: number;
  /**
   * The current page, 1-based.
   * @default 1
   */
  page?: number;
  /**
   * How many pages there are; pagination shows from 2.
   * @default 1
   */
  pages?: number;
  /**
   * The address of a page of the list, without the language prefix.
   * @default profileOrdersPath ('/pages/profile?page=2')
   */
  pageHref?: (page: number) => string;
  /**
   * The address of one order's detail, without the language prefix.
   * @default profileOrderPath ('/pages/profile/1024')
   */
  orderHref?: (id: number) => string;
  /**
   * The orders are loading: skeleton rows, the table marked busy.
   * @default false
   */
  loading?: boolean;
  /**
   * The orders could not be loaded: a message in place of the table, with a button to try again
   * (`onRetry`).
   * @default false
   */
  loadFailed?: boolean;
  /** Load the orders again (the failure's button). */
  onRetry?: () => void;
  /**
   * Where the empty state's button leads.
   * @default PATHS.home
   */
  emptyHref?: string;
  /**
   * Skeletons pulse (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the `<section>`. */
  className?: string;
}

/** The delivery column: the method, 'Comandă rapidă' for a one-click order without one. */
function deliveryLabel(order: Order, t: Translator['t']): string {
  if (order.delivery_method) return t(`orderResult.deliveryMethod.${order.delivery_method}`);
  return order.is_fast_order ? t('orderHistory.fastOrder') : t('orderHistory.noDelivery');
}

/**
 * The profile's order list (SPEC §2 "Profile: order list with six columns"): the heading with
 * the count, then a table of number, delivery, date, price, status and a link to each order's
 * detail; pagination from the second page; skeleton rows while loading, an empty state leading
 * to the shop, and a failure to load with a button to try again. On narrow screens the table
 * scrolls sideways inside its own focusable frame, so the page itself never does.
 *
 * @example
 * <OrderHistory orders={page.results} count={page.count} page={2} pages={page.pages} />
 */
export function OrderHistory({
  orders,
  count = orders.length,
  page = 1,
  pages = 1,
  pageHref = profileOrdersPath,
  orderHref = profileOrderPath,
  loading = false,
  loadFailed = false,
  onRetry,
  emptyHref = PATHS.home,
  animated = true,
  className,
}: OrderHistoryProps): ReactNode {
  const { t, money, date } = useT();
  const headingId = useId();
  const captionId = useId();
  const failed = loadFailed && !loading;
  const empty = !loading && !failed && orders.length === 0;

  return (
    <section
      data-slot="order-history"
      data-state={loading ? 'loading' : failed ? 'failed' : empty ? 'empty' : 'ready'}
      aria-labelledby={headingId}
      className={cn(orderHistoryVariants(), className)}
    >
      <h1 id={headingId} className="shop:text-2xl shop:font-bold shop:bp768:text-3xl">
        {t('orderHistory.title')}
        {count > 0 && !failed ? (
          <>
            {' '}
            <span
              data-slot="order-history-count"
              className="shop:ml-1 shop:text-base shop:font-normal shop:whitespace-nowrap shop:text-muted"
            >
              {t('orderHistory.count', { count })}
            </span>
          </>
        ) : null}
      </h1>

      {failed ? (
        <div role="alert" data-slot="order-history-load-failed">
          <EmptyState
            icon={<ReceiptIcon width={40} height={40} strokeWidth={1.6} />}
            title={t('orderHistory.loadFailedTitle')}
            description={t('orderHistory.loadFailedText')}
            action={
              onRetry ? (
                <Button size="lg" onClick={onRetry}>
                  {t('orderHistory.retry')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : empty ? (
        <EmptyState
          icon={<ReceiptIcon width={40} height={40} strokeWidth={1.6} />}
          title={t('orderHistory.emptyTitle')}
          description={t('orderHistory.emptyText')}
          action={
            <ShopLink
              href={emptyHref}
              data-slot="order-history-shop"
              className={buttonVariants({ size: 'lg' })}
            >
              {t('orderHistory.emptyAction')}
            </ShopLink>
          }
        />
      ) : (
        <div
          role="region"
          aria-labelledby={captionId}
          // A frame that scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={orderHistoryTableFrameVariants()}
        >
          <table
            aria-busy={loading || undefined}
            className="shop:w-full shop:min-w-[42rem] shop:border-collapse shop:text-left"
          >
            <caption id={captionId} className="shop:sr-only">
              {t('orderHistory.table')}
            </caption>
            <thead className="shop:border-b shop:border-black/10 shop:bg-surface-muted shop:text-sm shop:text-muted">
              <tr>
                <th scope="col" className={cn(cellClass, 'shop:font-medium')}>
                  {t('orderHistory.number')}
                </th>
                <th scope="col" className={cn(cellClass, 'shop:font-medium')}>
                  {t('orderHistory.delivery')}
                </th>
                <th scope="col" className={cn(cellClass, 'shop:font-medium')}>
                  {t('orderHistory.date')}
                </th>
                <th scope="col" className={cn(cellClass, 'shop:text-right shop:font-medium')}>
                  {t('orderHistory.price')}
                </th>
                <th scope="col" className={cn(cellClass, 'shop:font-medium')}>
                  {t('orderHistory.status')}
                </th>
                <th scope="col" className={cn(cellClass, 'shop:text-right shop:font-medium')}>
                  {t('orderHistory.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="shop:divide-y shop:divide-black/10">
              {loading
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index} data-slot="order-history-skeleton">
                      {[3, 8, 5, 5, 6, 4].map((width, cell) => (
                        <td key={cell} className={cellClass}>
                          <Skeleton animated={animated} style={{ width: `${String(width)}rem` }} />
                        </td>
                      ))}
                    </tr>
                  ))
                : orders.map((order) => (
                    <tr key={order.id} data-slot="order-history-row" data-state={order.status}>
                      <th
                        scope="row"
                        className={cn(cellClass, 'shop:font-semibold shop:tabular-nums')}
                      >
                        {order.id}
                      </th>
                      <td className={cellClass}>{deliveryLabel(order, t)}</td>
                      <td className={cn(cellClass, 'shop:whitespace-nowrap shop:tabular-nums')}>
                        {order.created_at ? (
                          <time dateTime={order.created_at}>{date(order.created_at, 'short')}</time>
                        ) : null}
                      </td>
                      <td
                        className={cn(
                          cellClass,
                          'shop:text-right shop:font-semibold shop:whitespace-nowrap shop:tabular-nums',
                        )}
                      >
                        {money(toBani(order.total_price) ?? 0)}
                      </td>
                      <td className={cellClass}>
                        <OrderStatusBadge status={order.status} size="sm" />
                      </td>
                      <td className={cn(cellClass, 'shop:text-right')}>
                        <ShopLink
                          href={orderHref(order.id)}
                          // The visible word starts the name (WCAG 2.5.3), the number says which.
                          aria-label={t('orderHistory.openOrder', { number: String(order.id) })}
                          data-slot="order-history-open"
                          className={buttonVariants({ size: 'sm', variant: 'secondary' })}
                        >
                          {t('orderHistory.open')}
                        </ShopLink>
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}

      {!loading && !failed && !empty && pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          getHref={pageHref}
          className="shop:flex shop:justify-center"
        />
      ) : null}
    </section>
  );
}
