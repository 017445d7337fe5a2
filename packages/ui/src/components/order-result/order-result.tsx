import type { Order } from '@shop/core/contract';
import { PATHS, type OrderStatus } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import {
  CheckIcon,
  ClockIcon,
  CloseIcon,
  NoImageIcon,
  PackageIcon,
  PrintIcon,
  SearchMinusIcon,
} from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { OrderStatusBadge } from '../../primitives/badge/index.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';
import { phoneHref } from '../footer/footer.js';
import { OrderProgress } from '../order-progress/index.js';
import {
  orderCompany,
  orderContactName,
  orderLineView,
  orderPlace,
  orderResultTotals,
  type OrderLineView,
} from './order-result.rules.js';

export const orderResultVariants = cva(
  'mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-6 text-ink bp768:px-6 bp768:py-10',
);

/** A framed block of the page (products, details, totals). */
export const orderResultCardVariants = cva(
  'rounded-lg border border-black/10 bg-white p-4 bp768:p-5 print:border-0 print:p-0',
);

/** The round status icon above the heading: its colour follows the status. */
export const orderResultIconVariants = cva(
  'inline-flex size-16 shrink-0 items-center justify-center rounded-full [&_svg]:size-9',
  {
    variants: {
      status: {
        process: 'bg-success-surface text-success',
        pending_payment: 'bg-warning-surface text-warning',
        canceled: 'bg-danger-surface text-danger',
        finished: 'bg-success-surface text-success',
      },
    },
    defaultVariants: { status: 'process' },
  },
);

export interface OrderResultProps {
  /**
   * The order as GET /orders/orders/{id} answers it (or as the placement left it).
   * @example order={await client.orders.get(id, { token })}
   */
  order: Order;
  /**
   * The pickup shop's name (the order holds only its id; the storefront knows the shop
   * contacts). Without it a pickup order shows no shop row.
   * @example shopName="Chișinău, str. Calea Ieșilor 8"
   */
  shopName?: string | null;
  /**
   * The shopper is signed in: a link to the profile's orders is offered.
   * @default false
   */
  signedIn?: boolean;
  /**
   * Which page shows the order: `placed`, the page a shopper lands on after ordering (the status
   * icon, 'Mulțumim, comanda nr. 1024 a fost acceptată', what happens next, a main-page button);
   * `history`, one order of the profile (SPEC §2 "Order detail": 'Comanda nr. 1024' with its
   * status, the five-step progress, a way back to the orders).
   * @default 'placed'
   */
  variant?: 'placed' | 'history';
  /**
   * Prints the page. Without it the print button calls `window.print()`; `null` hides it.
   * @default () => window.print()
   */
  onPrint?: (() => void) | null;
  /** Extra classes for the page's `<article>`. */
  className?: string;
}

/**
 * The order page of /pages/ordering/{id} and /order_success (SPEC §2 "Order success page", §3
 * "Order"): a status icon and the heading as the page's h1 ('Mulțumim, comanda nr. 1024 a fost
 * acceptată'), what happens next, the products with their chosen parameters, unit, quantity ×
 * price and line total, the totals (beside the products on desktops, above the details), the
 * order's details, a main-page button, a link to the
 * profile's orders when signed in, and a print button. With `variant="history"` it is the
 * profile's order detail (/pages/profile/{id}): the number and status badge as the heading, the
 * five-step progress, and a way back to the orders beside the print button.
 *
 * @example
 * ```tsx
 * <OrderResult order={order} shopName={shop?.name} signedIn={user !== null} />
 * ```
 * @example
 * ```tsx
 * <OrderResult variant="history" order={order} shopName={shop?.name} />
 * ```
 */
export function OrderResult({
  order,
  shopName,
  signedIn = false,
  variant = 'placed',
  onPrint,
  className,
}: OrderResultProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const status = order.status;
  const lines = order.order_products.map(orderLineView);
  const print = onPrint === undefined ? () => window.print() : onPrint;
  const history = variant === 'history';

  return (
    <article
      data-slot="order-result"
      data-state={status}
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(orderResultVariants(), className)}
    >
      {history ? (
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 id={headingId} className="text-2xl font-bold wrap-anywhere bp768:text-3xl">
              {t('orderResult.historyHeading', { number: String(order.id) })}
            </h1>
            <OrderStatusBadge status={status} />
          </div>
          <div className={orderResultCardVariants()}>
            <OrderProgress status={status} reached={order.steps_reached} />
          </div>
        </header>
      ) : (
        <header className="flex flex-col items-center gap-3 text-center">
          <span data-slot="order-result-icon" className={orderResultIconVariants({ status })}>
            <StatusIcon status={status} />
          </span>
          <h1 id={headingId} className="text-2xl font-bold wrap-anywhere bp768:text-3xl">
            {t(`orderResult.heading.${status}`, { number: String(order.id) })}
          </h1>
          <p data-slot="order-result-lead" className="max-w-prose text-muted">
            {t(`orderResult.lead.${status}`)}
          </p>
        </header>
      )}

      <div className="grid items-start gap-4 bp1024:grid-cols-[minmax(0,1fr)_22rem] bp1024:gap-6">
        <OrderLines lines={lines} />
        <div className="flex min-w-0 flex-col gap-4 bp1024:gap-6">
          <OrderTotals order={order} />
          <OrderDetails order={order} shopName={shopName} />
        </div>
      </div>

      <div
        data-slot="order-result-actions"
        className="flex flex-col items-stretch justify-center gap-3 bp480:flex-row bp480:flex-wrap bp480:items-center print:hidden"
      >
        {history ? (
          <ShopLink href={PATHS.profile} className={buttonVariants({ size: 'lg' })}>
            {t('orderResult.backToOrders')}
          </ShopLink>
        ) : (
          <ShopLink href={PATHS.home} className={buttonVariants({ size: 'lg' })}>
            {t('orderResult.home')}
          </ShopLink>
        )}
        {signedIn && !history ? (
          <ShopLink
            href={PATHS.profile}
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            {t('orderResult.myOrders')}
          </ShopLink>
        ) : null}
        {print ? (
          <button
            type="button"
            data-slot="order-result-print"
            onClick={print}
            className={buttonVariants({ size: 'lg', variant: 'ghost' })}
          >
            <PrintIcon width={20} height={20} />
            {t('orderResult.print')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** The products: picture, name (a link while the product exists), parameters, quantity × price. */
function OrderLines({ lines }: { lines: readonly OrderLineView[] }): ReactNode {
  const { t, money, number } = useT();
  const headingId = useId();
  return (
    <section
      data-slot="order-result-lines"
      aria-labelledby={headingId}
      className={orderResultCardVariants()}
    >
      <h2
        id={headingId}
        className="mb-2 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold"
      >
        {t('orderResult.products')}
        <span className="text-sm font-normal text-muted">
          {t('orderResult.productCount', { count: lines.length })}
        </span>
      </h2>
      <ul className="divide-y divide-black/10">
        {lines.map((line) => {
          const name =
            line.name ??
            t('orderResult.productFallback', { id: String(line.productId ?? '') }).trim();
          const quantity = number(line.quantity);
          const price = money(line.unitPrice);
          return (
            <li
              key={line.key}
              data-slot="order-result-line"
              data-state={line.gone ? 'gone' : undefined}
              className="flex gap-3 py-3 first:pt-1 last:pb-0"
            >
              <div
                aria-hidden="true"
                className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-muted bp768:size-20"
              >
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-contain"
                  />
                ) : (
                  <NoImageIcon className="size-1/2 text-faint" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 bp570:flex-row bp570:gap-4">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-medium wrap-anywhere">
                    {line.href ? (
                      <ShopLink
                        href={line.href}
                        className="rounded-sm hover:text-settings-main hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main"
                      >
                        {name}
                      </ShopLink>
                    ) : (
                      name
                    )}
                  </p>
                  {line.attributes.length > 0 ? (
                    <p data-slot="order-result-attributes" className="text-sm text-muted">
                      {line.attributes.join(', ')}
                    </p>
                  ) : null}
                  {line.gone ? (
                    <p className="text-sm text-warning">{t('orderResult.productGone')}</p>
                  ) : null}
                  <p data-slot="order-result-quantity" className="text-sm text-muted tabular-nums">
                    {line.unit
                      ? t('orderResult.quantityUnitPrice', { quantity, unit: line.unit, price })
                      : t('orderResult.quantityPrice', { quantity, price })}
                  </p>
                </div>
                <p
                  data-slot="order-result-line-total"
                  className="font-semibold whitespace-nowrap tabular-nums bp570:text-right"
                >
                  <span className="sr-only">{`${t('orderResult.lineTotal')}: `}</span>
                  {money(line.total)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One row of a description list; nothing when there is no value. */
function Row({
  label,
  children,
  slot,
}: {
  label: ReactNode;
  children: ReactNode;
  slot?: string;
}): ReactNode {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div data-slot={slot} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Number, date, status, delivery, payment, contact, comment and promo code. */
function OrderDetails({ order, shopName }: { order: Order; shopName?: string | null }): ReactNode {
  const { t, date } = useT();
  const headingId = useId();
  const place = orderPlace(order, shopName);
  const contact = orderContactName(order);
  const company = orderCompany(order);
  const created = order.created_at ? date(order.created_at, 'long') : '';
  const wanted = order.delivery_date ? date(order.delivery_date, 'long') : '';
  const comment = order.comment?.trim();
  const promo = order.promo_code?.trim();
  const phone = order.phone?.trim();
  const email = order.email?.trim();
  return (
    <section
      data-slot="order-result-details"
      aria-labelledby={headingId}
      className={orderResultCardVariants()}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('orderResult.details')}
      </h2>
      <dl className="divide-y divide-black/10">
        <Row label={t('orderResult.number')} slot="order-result-number">
          <span className="tabular-nums">{order.id}</span>
        </Row>
        <Row label={t('orderResult.date')}>{created}</Row>
        <Row label={t('orderResult.status')}>
          <OrderStatusBadge status={order.status} size="sm" />
        </Row>
        <Row label={t('orderResult.delivery')} slot="order-result-delivery">
          {order.delivery_method ? t(`orderResult.deliveryMethod.${order.delivery_method}`) : null}
        </Row>
        {place.kind === 'address' ? (
          <Row label={t('orderResult.address')} slot="order-result-address">
            {place.text}
          </Row>
        ) : null}
        {place.kind === 'shop' ? (
          <Row label={t('orderResult.pickupShop')} slot="order-result-shop">
            {place.text}
          </Row>
        ) : null}
        <Row label={t('orderResult.deliveryDate')}>{wanted}</Row>
        <Row label={t('orderResult.payment')} slot="order-result-payment">
          {t(`orderResult.payMethod.${order.pay_method}`)}
        </Row>
        <Row label={t('orderResult.contact')}>{contact}</Row>
        <Row label={t('orderResult.company')} slot="order-result-company">
          {company}
        </Row>
        <Row label={t('orderResult.phone')}>
          {phone ? (
            <a href={phoneHref(phone)} className={inlineLinkClass}>
              {phone}
            </a>
          ) : null}
        </Row>
        <Row label={t('orderResult.email')}>
          {email ? (
            <a href={`mailto:${email}`} className={inlineLinkClass}>
              {email}
            </a>
          ) : null}
        </Row>
        <Row label={t('orderResult.comment')}>
          {comment ? <span className="whitespace-pre-line">{comment}</span> : null}
        </Row>
        <Row label={t('orderResult.promoCode')}>{promo}</Row>
      </dl>
    </section>
  );
}

const inlineLinkClass =
  'rounded-sm text-settings-main underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main';

/** Items, discount, delivery and the total the server charged. */
function OrderTotals({ order }: { order: Order }): ReactNode {
  const { t, money } = useT();
  const headingId = useId();
  const summary = orderResultTotals(order);
  return (
    <section
      data-slot="order-result-totals"
      aria-labelledby={headingId}
      className={orderResultCardVariants()}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('orderResult.totals')}
      </h2>
      <dl className="flex flex-col gap-2 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt>{t('orderResult.itemsTotal')}</dt>
          <dd className="whitespace-nowrap">{money(summary.items)}</dd>
        </div>
        {summary.discount > 0 ? (
          <div data-slot="order-result-discount" className="flex justify-between gap-4">
            <dt>{t('orderResult.discount')}</dt>
            <dd className="whitespace-nowrap text-settings-favorite">
              {`−${money(summary.discount)}`}
            </dd>
          </div>
        ) : null}
        {summary.shipping !== null ? (
          <div
            data-slot="order-result-shipping"
            className="flex flex-wrap justify-between gap-x-4 gap-y-1"
          >
            <dt>{t('orderResult.shipping')}</dt>
            <dd className="whitespace-nowrap">
              {summary.shipping > 0 ? money(summary.shipping) : t('orderResult.shippingFree')}
            </dd>
            {summary.shipping > 0 ? (
              <dd className="basis-full text-xs text-muted">{t('orderResult.shippingNote')}</dd>
            ) : null}
          </div>
        ) : null}
        <div
          data-slot="order-result-total"
          className="mt-1 flex justify-between gap-4 border-t border-black/10 pt-3 text-lg font-bold"
        >
          <dt>{t('orderResult.total')}</dt>
          <dd className="whitespace-nowrap">{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

export interface OrderResultSkeletonProps {
  /**
   * Skeletons pulse (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
  /**
   * How many product lines to sketch.
   * @default 3
   */
  lines?: number;
  /** Extra classes for the placeholder. */
  className?: string;
}

/** The order page while the order loads: its shape in grey, announced as loading. */
export function OrderResultSkeleton({
  animated = true,
  lines = 3,
  className,
}: OrderResultSkeletonProps): ReactNode {
  const { t } = useT();
  return (
    <div
      data-slot="order-result-skeleton"
      role="status"
      aria-busy="true"
      className={cn(orderResultVariants(), className)}
    >
      <span className="sr-only">{t('orderResult.loading')}</span>
      <div className="flex flex-col items-center gap-3">
        <Skeleton shape="circle" animated={animated} className="size-16" />
        <Skeleton animated={animated} className="h-8 w-4/5 max-w-md" />
        <Skeleton animated={animated} className="w-3/5 max-w-sm" />
      </div>
      <div className="grid items-start gap-4 bp1024:grid-cols-[minmax(0,1fr)_22rem] bp1024:gap-6">
        <div className={cn(orderResultCardVariants(), 'flex flex-col gap-4')}>
          <Skeleton animated={animated} className="h-6 w-32" />
          {Array.from({ length: lines }, (_, index) => (
            <div key={index} className="flex gap-3">
              <Skeleton shape="rect" animated={animated} className="size-16 bp768:size-20" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton animated={animated} className="w-4/5" />
                <Skeleton animated={animated} className="w-2/5" />
              </div>
            </div>
          ))}
        </div>
        <div className={cn(orderResultCardVariants(), 'flex flex-col gap-3')}>
          <Skeleton animated={animated} className="h-6 w-40" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} animated={animated} className={index % 2 ? 'w-3/5' : 'w-2/5'} />
          ))}
        </div>
      </div>
    </div>
  );
}

export interface OrderNotFoundProps {
  /** Extra classes for the block. */
  className?: string;
}

/**
 * The order page when the order is unknown or not the shopper's (404 or 403 from
 * GET /orders/orders/{id}): the message as the page's h1 and a main-page button.
 */
export function OrderNotFound({ className }: OrderNotFoundProps): ReactNode {
  const { t } = useT();
  return (
    <div
      data-slot="order-not-found"
      className={cn(
        'mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center text-ink bp744:py-20',
        className,
      )}
    >
      <span aria-hidden="true" className={orderResultIconVariants({ status: 'canceled' })}>
        <SearchMinusIcon />
      </span>
      <h1 className="text-2xl font-semibold wrap-anywhere bp744:text-3xl">
        {t('orderResult.notFoundTitle')}
      </h1>
      <p className="max-w-prose text-muted">{t('orderResult.notFoundText')}</p>
      <ShopLink href={PATHS.home} className={cn(buttonVariants({ size: 'lg' }), 'mt-2')}>
        {t('orderResult.home')}
      </ShopLink>
    </div>
  );
}

/** The status icon: a tick (accepted), a clock (awaiting payment), a cross, a parcel (done). */
function StatusIcon({ status }: { status: OrderStatus }): ReactNode {
  switch (status) {
    case 'process':
      return <CheckIcon />;
    case 'pending_payment':
      return <ClockIcon />;
    case 'canceled':
      return <CloseIcon />;
    case 'finished':
      return <PackageIcon />;
  }
}
