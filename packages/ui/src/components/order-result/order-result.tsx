import type { Order } from '@shop/core/contract';
import {
  cartItemCount,
  displayPhone,
  invoiceDueDay,
  isOpenOrder,
  PATHS,
  pickupHeldUntil,
  type OrderStatus,
} from '@shop/core/rules';
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
  ReceiptIcon,
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
  'shop:mx-auto shop:flex shop:w-full shop:max-w-5xl shop:flex-col shop:gap-6 shop:px-3 shop:py-6 shop:text-ink shop:bp768:px-6 shop:bp768:py-10',
);

/** A framed block of the page (products, details, totals). */
export const orderResultCardVariants = cva(
  'shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4 shop:bp768:p-5 shop:print:border-0 shop:print:p-0',
);

/** The round status icon above the heading: its colour follows the status. */
export const orderResultIconVariants = cva(
  'shop:inline-flex shop:size-16 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:[&_svg]:size-9',
  {
    variants: {
      status: {
        process: 'shop:bg-success-surface shop:text-success',
        pending_payment: 'shop:bg-warning-surface shop:text-warning',
        canceled: 'shop:bg-danger-surface shop:text-danger',
        finished: 'shop:bg-success-surface shop:text-success',
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
   * A manager took this order for a client (the fast order): the page speaks to the manager,
   * who calls the client, not to a shopper waiting for a call.
   * @default false
   */
  takenForClient?: boolean;
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
  /**
   * Where the order's pro-forma invoice downloads from (an order paid by bank transfer, core's
   * `hasProformaInvoice`); with it the page offers the PDF and says until when to pay. Without
   * it, nothing of an invoice shows.
   * @example invoiceHref="/pages/ordering/1042/invoice.pdf"
   */
  invoiceHref?: string | null;
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
  takenForClient = false,
  variant = 'placed',
  onPrint,
  invoiceHref,
  className,
}: OrderResultProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const status = order.status;
  // A manager's client order, just taken: what the manager does next, not what a shopper awaits.
  const clientOrderTaken = takenForClient && status === 'process';
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
        <header className="shop:flex shop:flex-col shop:gap-4">
          <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-3 shop:gap-y-2">
            <h1
              id={headingId}
              className="shop:text-2xl shop:font-bold shop:wrap-anywhere shop:bp768:text-3xl"
            >
              {t('orderResult.historyHeading', { number: String(order.id) })}
            </h1>
            <OrderStatusBadge status={status} />
          </div>
          <div className={orderResultCardVariants()}>
            <OrderProgress status={status} reached={order.steps_reached} />
          </div>
        </header>
      ) : (
        <header className="shop:flex shop:flex-col shop:items-center shop:gap-3 shop:text-center">
          <span data-slot="order-result-icon" className={orderResultIconVariants({ status })}>
            <StatusIcon status={status} />
          </span>
          <h1
            id={headingId}
            className="shop:text-2xl shop:font-bold shop:wrap-anywhere shop:bp768:text-3xl"
          >
            {clientOrderTaken
              ? t('orderResult.takenForClient.heading', { number: String(order.id) })
              : t(`orderResult.heading.${status}`, { number: String(order.id) })}
          </h1>
          <p data-slot="order-result-lead" className="shop:max-w-prose shop:text-muted">
            {clientOrderTaken
              ? t('orderResult.takenForClient.lead')
              : t(`orderResult.lead.${status}`)}
          </p>
        </header>
      )}

      <div className="shop:grid shop:items-start shop:gap-4 shop:bp1024:grid-cols-[minmax(0,1fr)_22rem] shop:bp1024:gap-6">
        <OrderLines lines={lines} />
        <div className="shop:flex shop:min-w-0 shop:flex-col shop:gap-4 shop:bp1024:gap-6">
          <OrderTotals order={order} />
          <OrderDetails order={order} shopName={shopName} invoice={!!invoiceHref} />
        </div>
      </div>

      <div
        data-slot="order-result-actions"
        className="shop:flex shop:flex-col shop:items-stretch shop:justify-center shop:gap-3 shop:bp480:flex-row shop:bp480:flex-wrap shop:bp480:items-center shop:print:hidden"
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
        {invoiceHref ? (
          <a
            href={invoiceHref}
            download
            data-slot="order-result-invoice"
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            <ReceiptIcon width={20} height={20} />
            {t('orderResult.invoice')}
          </a>
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
        className="shop:mb-2 shop:flex shop:flex-wrap shop:items-baseline shop:gap-x-2 shop:text-lg shop:font-semibold"
      >
        {t('orderResult.products')}
        <span className="shop:text-sm shop:font-normal shop:text-muted">
          {t('orderResult.productCount', { count: cartItemCount(lines) })}
        </span>
      </h2>
      <ul className="shop:divide-y shop:divide-black/10">
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
              className="shop:flex shop:gap-3 shop:py-3 shop:first:pt-1 shop:last:pb-0"
            >
              <div
                aria-hidden="true"
                className="shop:flex shop:size-16 shop:shrink-0 shop:items-center shop:justify-center shop:overflow-hidden shop:rounded-md shop:bg-surface-muted shop:bp768:size-20"
              >
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="shop:size-full shop:object-contain"
                  />
                ) : (
                  <NoImageIcon className="shop:size-1/2 shop:text-faint" />
                )}
              </div>
              <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1 shop:bp570:flex-row shop:bp570:gap-4">
                <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1">
                  <p className="shop:font-medium shop:wrap-anywhere">
                    {line.href ? (
                      <ShopLink
                        href={line.href}
                        className="shop:rounded-sm shop:hover:text-settings-main shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
                      >
                        {name}
                      </ShopLink>
                    ) : (
                      name
                    )}
                  </p>
                  {line.attributes.length > 0 ? (
                    <p data-slot="order-result-attributes" className="shop:text-sm shop:text-muted">
                      {line.attributes.join(', ')}
                    </p>
                  ) : null}
                  {line.gone ? (
                    <p className="shop:text-sm shop:text-warning">{t('orderResult.productGone')}</p>
                  ) : null}
                  <p
                    data-slot="order-result-quantity"
                    className="shop:text-sm shop:text-muted shop:tabular-nums"
                  >
                    {line.unit
                      ? t('orderResult.quantityUnitPrice', { quantity, unit: line.unit, price })
                      : t('orderResult.quantityPrice', { quantity, price })}
                  </p>
                </div>
                <p
                  data-slot="order-result-line-total"
                  className="shop:font-semibold shop:whitespace-nowrap shop:tabular-nums shop:bp570:text-right"
                >
                  <span className="shop:sr-only">{`${t('orderResult.lineTotal')}: `}</span>
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
    <div
      data-slot={slot}
      className="shop:flex shop:flex-col shop:gap-0.5 shop:py-2 shop:first:pt-0 shop:last:pb-0"
    >
      <dt className="shop:text-sm shop:text-muted">{label}</dt>
      <dd className="shop:wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * Number, date, status, delivery, payment (and, with an invoice, the day to pay by), contact,
 * comment and promo code.
 */
function OrderDetails({
  order,
  shopName,
  invoice,
}: {
  order: Order;
  shopName?: string | null;
  invoice: boolean;
}): ReactNode {
  const { t, date } = useT();
  const headingId = useId();
  const place = orderPlace(order, shopName);
  const contact = orderContactName(order);
  // A one-click order chose neither: the manager agrees both on the phone.
  const agreedByPhone = order.is_fast_order ? t('orderResult.agreedByPhone') : null;
  const company = orderCompany(order);
  const created = order.created_at ? date(order.created_at, 'long') : '';
  const wanted = order.delivery_date ? date(order.delivery_date, 'long') : '';
  const due =
    invoice && order.created_at ? date(invoiceDueDay(new Date(order.created_at)), 'long') : '';
  // An open pickup order waits in its shop until the end of its hold day.
  const heldUntil =
    place.kind === 'shop' && order.created_at && isOpenOrder(order.status)
      ? date(pickupHeldUntil(new Date(order.created_at)), 'long')
      : '';
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
      <h2 id={headingId} className="shop:mb-3 shop:text-lg shop:font-semibold">
        {t('orderResult.details')}
      </h2>
      <dl className="shop:divide-y shop:divide-black/10">
        <Row label={t('orderResult.number')} slot="order-result-number">
          <span className="shop:tabular-nums">{order.id}</span>
        </Row>
        <Row label={t('orderResult.date')}>{created}</Row>
        <Row label={t('orderResult.status')}>
          <OrderStatusBadge status={order.status} size="sm" />
        </Row>
        <Row label={t('orderResult.delivery')} slot="order-result-delivery">
          {order.delivery_method
            ? t(`orderResult.deliveryMethod.${order.delivery_method}`)
            : agreedByPhone}
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
        <Row label={t('orderResult.pickupUntil')} slot="order-result-pickup-until">
          {heldUntil}
        </Row>
        <Row label={t('orderResult.deliveryDate')}>{wanted}</Row>
        <Row label={t('orderResult.payment')} slot="order-result-payment">
          {order.pay_method ? t(`orderResult.payMethod.${order.pay_method}`) : agreedByPhone}
        </Row>
        <Row label={t('orderResult.invoiceDue')} slot="order-result-invoice-due">
          {due}
        </Row>
        <Row label={t('orderResult.contact')}>{contact}</Row>
        <Row label={t('orderResult.company')} slot="order-result-company">
          {company}
        </Row>
        <Row label={t('orderResult.phone')}>
          {phone ? (
            <a href={phoneHref(phone)} className={inlineLinkClass}>
              {displayPhone(phone)}
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
          {comment ? <span className="shop:whitespace-pre-line">{comment}</span> : null}
        </Row>
        <Row label={t('orderResult.promoCode')}>{promo}</Row>
      </dl>
    </section>
  );
}

const inlineLinkClass =
  'shop:rounded-sm shop:text-settings-main shop:underline-offset-2 shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';

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
      <h2 id={headingId} className="shop:mb-3 shop:text-lg shop:font-semibold">
        {t('orderResult.totals')}
      </h2>
      <dl className="shop:flex shop:flex-col shop:gap-2 shop:tabular-nums">
        <div className="shop:flex shop:justify-between shop:gap-4">
          <dt>{t('orderResult.itemsTotal')}</dt>
          <dd className="shop:whitespace-nowrap">{money(summary.items)}</dd>
        </div>
        {summary.discount > 0 ? (
          <div
            data-slot="order-result-discount"
            className="shop:flex shop:justify-between shop:gap-4"
          >
            <dt>{t('orderResult.discount')}</dt>
            <dd className="shop:whitespace-nowrap shop:text-settings-favorite">
              {`−${money(summary.discount)}`}
            </dd>
          </div>
        ) : null}
        {summary.shipping !== null ? (
          <div
            data-slot="order-result-shipping"
            className="shop:flex shop:flex-wrap shop:justify-between shop:gap-x-4 shop:gap-y-1"
          >
            <dt>{t('orderResult.shipping')}</dt>
            <dd className="shop:whitespace-nowrap">
              {summary.shipping > 0 ? money(summary.shipping) : t('orderResult.shippingFree')}
            </dd>
            {summary.shipping > 0 ? (
              <dd className="shop:basis-full shop:text-xs shop:text-muted">
                {t('orderResult.shippingNote')}
              </dd>
            ) : null}
          </div>
        ) : null}
        <div
          data-slot="order-result-total"
          className="shop:mt-1 shop:flex shop:justify-between shop:gap-4 shop:border-t shop:border-black/10 shop:pt-3 shop:text-lg shop:font-bold"
        >
          <dt>{t('orderResult.total')}</dt>
          <dd className="shop:whitespace-nowrap">{money(summary.total)}</dd>
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
      <span className="shop:sr-only">{t('orderResult.loading')}</span>
      <div className="shop:flex shop:flex-col shop:items-center shop:gap-3">
        <Skeleton shape="circle" animated={animated} className="shop:size-16" />
        <Skeleton animated={animated} className="shop:h-8 shop:w-4/5 shop:max-w-md" />
        <Skeleton animated={animated} className="shop:w-3/5 shop:max-w-sm" />
      </div>
      <div className="shop:grid shop:items-start shop:gap-4 shop:bp1024:grid-cols-[minmax(0,1fr)_22rem] shop:bp1024:gap-6">
        <div className={cn(orderResultCardVariants(), 'shop:flex shop:flex-col shop:gap-4')}>
          <Skeleton animated={animated} className="shop:h-6 shop:w-32" />
          {Array.from({ length: lines }, (_, index) => (
            <div key={index} className="shop:flex shop:gap-3">
              <Skeleton
                shape="rect"
                animated={animated}
                className="shop:size-16 shop:bp768:size-20"
              />
              <div className="shop:flex shop:flex-1 shop:flex-col shop:gap-2">
                <Skeleton animated={animated} className="shop:w-4/5" />
                <Skeleton animated={animated} className="shop:w-2/5" />
              </div>
            </div>
          ))}
        </div>
        <div className={cn(orderResultCardVariants(), 'shop:flex shop:flex-col shop:gap-3')}>
          <Skeleton animated={animated} className="shop:h-6 shop:w-40" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton
              key={index}
              animated={animated}
              className={index % 2 ? 'shop:w-3/5' : 'shop:w-2/5'}
            />
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
        'shop:mx-auto shop:flex shop:w-full shop:max-w-3xl shop:flex-col shop:items-center shop:gap-4 shop:px-4 shop:py-12 shop:text-center shop:text-ink shop:bp744:py-20',
        className,
      )}
    >
      <span aria-hidden="true" className={orderResultIconVariants({ status: 'canceled' })}>
        <SearchMinusIcon />
      </span>
      <h1 className="shop:text-2xl shop:font-semibold shop:wrap-anywhere shop:bp744:text-3xl">
        {t('orderResult.notFoundTitle')}
      </h1>
      <p className="shop:max-w-prose shop:text-muted">{t('orderResult.notFoundText')}</p>
      <ShopLink href={PATHS.home} className={cn(buttonVariants({ size: 'lg' }), 'shop:mt-2')}>
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
