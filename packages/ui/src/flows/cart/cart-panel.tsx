import { freeDeliveryProgress, PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon, TruckIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { Counter } from '../../primitives/counter/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { SidePanel } from '../../primitives/side-panel/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';
import { Spinner } from '../../primitives/spinner/index.js';

export const cartPanelItemVariants = cva(
  'shop:flex shop:gap-3 shop:border-b shop:border-black/10 shop:py-4 shop:first:pt-0 shop:last:border-b-0',
);

/** The free-delivery bar's track. */
export const cartPanelProgressVariants = cva(
  'shop:mt-2 shop:h-2 shop:w-full shop:overflow-hidden shop:rounded-full shop:bg-white',
);

/** One row of the cart panel: what it shows of a line (the cart flow's `CartRow` fits it). */
export interface CartPanelLine {
  /** Identifies the line (core's `cartLineKey`); passed back by the row's controls. */
  key: string;
  name: string;
  image: string | null;
  /** The product page, without the language prefix. @example '/pages/product/nivela-60' */
  href: string;
  /** The chosen parameter items (size, feature). */
  attributes: readonly { title: string }[];
  /** The unit's name for a manager or a dealer ('Cutie', 'Buc'); null: no label (§6). */
  unitLabel: string | null;
  quantity: number;
  /** The most units of this line: plus is hidden once reached. */
  stock: number;
  /** Price of one unit, in bani. */
  unitPrice: number;
  /** Unit price times quantity, in bani. */
  lineTotal: number;
}

export interface CartPanelProps {
  /** The panel is open (controlled). */
  open?: boolean;
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** The panel asks to open or close (close button, Escape, overlay, a link followed). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the panel (the header's cart button), rendered through `asChild`. */
  trigger?: ReactNode;
  /** The lines, oldest first. */
  rows: readonly CartPanelLine[];
  /**
   * How many items the cart holds (the sum of quantities), shown beside the title.
   * @default the sum of the rows' quantities
   */
  count?: number;
  /**
   * The items total in bani; the free-delivery bar and the total bar read it.
   * @default the sum of the rows' line totals
   */
  total?: number;
  /**
   * The products reload (the panel opened): skeleton rows, the list marked busy.
   * @default false
   */
  loading?: boolean;
  /**
   * A signed-in quantity change waits or is being sent (SPEC §4): every control is disabled, the
   * list is `aria-busy` and a spinner says the cart is updating.
   * @default false
   */
  pending?: boolean;
  /** Plus was pressed on a row. */
  onIncrement?: (key: string) => void;
  /** Minus was pressed on a row. */
  onDecrement?: (key: string) => void;
  /** A quantity was typed (or stepped by more than one) on a row; within 1..stock. */
  onQuantityChange?: (key: string, quantity: number) => void;
  /** Delete was pressed on a row (shown instead of minus at quantity 1). */
  onRemove?: (key: string) => void;
  /**
   * Where the checkout button leads, without the language prefix.
   * @default PATHS.cart ('/pages/cart')
   */
  checkoutHref?: string;
  /** The checkout link was followed (analytics' begin_checkout); the panel then closes. */
  onCheckout?: () => void;
  /**
   * Where the empty panel's start-shopping button leads.
   * @default PATHS.home
   */
  startShoppingHref?: string;
  /** The empty panel's start-shopping link was followed; the panel then closes. */
  onStartShopping?: () => void;
  /**
   * Skeletons pulse and spinners turn (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * The cart side panel (SPEC §2 "Cart side panel", §4 "Cart panel"): the title with the item
 * count, the free-delivery progress (500 lei), one row per line (picture, name linking to the
 * product, chosen attributes, unit label for a manager or dealer, unit price, the counter with
 * delete at 1 and no plus at the stock, the line total) and the total bar with the checkout link.
 * Empty, it offers a start-shopping link. Drawn from props alone; `CartPanelContainer` wires it
 * to the cart machine.
 *
 * @example
 * <CartPanel open={open} onOpenChange={setOpen} rows={rows} total={totals.itemsTotal}
 *   onIncrement={increment} onDecrement={decrement} onRemove={remove} />
 */
export function CartPanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  rows,
  count = rows.reduce((sum, row) => sum + row.quantity, 0),
  total = rows.reduce((sum, row) => sum + row.lineTotal, 0),
  loading = false,
  pending = false,
  onIncrement,
  onDecrement,
  onQuantityChange,
  onRemove,
  checkoutHref = PATHS.cart,
  onCheckout,
  startShoppingHref = PATHS.home,
  onStartShopping,
  animated = true,
  className,
}: CartPanelProps): ReactNode {
  const { t } = useT();
  const empty = !loading && rows.length === 0;
  const close = () => onOpenChange?.(false);

  const title = (
    <>
      {t('cart.title')}
      {count > 0 && !empty ? (
        <>
          {' '}
          <span
            data-slot="cart-panel-count"
            className="shop:ml-1 shop:text-base shop:font-normal shop:whitespace-nowrap shop:text-muted"
          >
            {t('cart.items', { count })}
          </span>
        </>
      ) : null}
    </>
  );

  const footer =
    empty || (loading && rows.length === 0) ? undefined : (
      <CartPanelTotal
        total={total}
        href={checkoutHref}
        blocked={loading || pending}
        onCheckout={() => {
          onCheckout?.();
          close();
        }}
      />
    );

  return (
    <SidePanel
      title={title}
      size="cart"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      footer={footer}
      className={cn(
        'shop:[&_[data-slot=side-panel-body]]:flex shop:[&_[data-slot=side-panel-body]]:flex-col',
        className,
      )}
    >
      <div
        data-slot="cart-panel"
        data-state={loading ? 'loading' : empty ? 'empty' : pending ? 'pending' : 'ready'}
        className="shop:flex shop:flex-1 shop:flex-col shop:gap-4 shop:text-ink"
      >
        {empty ? (
          <EmptyState
            className="shop:my-auto"
            icon={<CartIcon width={32} height={32} />}
            title={t('cart.empty')}
            description={t('cartPanel.emptyText')}
            action={
              <ShopLink
                href={startShoppingHref}
                data-slot="cart-panel-start"
                className={buttonVariants({ size: 'lg' })}
                onClick={() => {
                  onStartShopping?.();
                  close();
                }}
              >
                {t('cart.startShopping')}
              </ShopLink>
            }
          />
        ) : (
          <>
            <CartPanelFreeDelivery total={total} loading={loading} />
            {pending ? (
              <Spinner
                size="sm"
                showLabel
                label={t('cartPanel.pending')}
                animated={animated}
                className="shop:-mb-2 shop:self-start"
              />
            ) : null}
            <ul
              aria-label={t('cartPanel.list')}
              aria-busy={loading || pending || undefined}
              data-slot="cart-panel-list"
              className="shop:flex shop:flex-col"
            >
              {loading
                ? Array.from({ length: Math.min(Math.max(rows.length, 2), 4) }, (_, index) => (
                    <CartPanelSkeletonItem key={index} animated={animated} />
                  ))
                : rows.map((row) => (
                    <CartPanelItem
                      key={row.key}
                      row={row}
                      pending={pending}
                      onIncrement={onIncrement}
                      onDecrement={onDecrement}
                      onQuantityChange={onQuantityChange}
                      onRemove={onRemove}
                    />
                  ))}
            </ul>
            {loading ? <span className="shop:sr-only">{t('common.loading')}</span> : null}
          </>
        )}
        <CartPanelAnnouncer count={count} total={total} settled={!loading && !pending} />
      </div>
    </SidePanel>
  );
}

/**
 * A polite status in the panel that says the cart's count and total after each change made in
 * it (a quantity, a removal), so a screen-reader user hears that a press did something. Silent
 * when the panel opens and while the cart loads or a change is on its way.
 */
function CartPanelAnnouncer({
  count,
  total,
  settled,
}: {
  count: number;
  total: number;
  settled: boolean;
}): ReactNode {
  const { t, money } = useT();
  const [heard, setHeard] = useState({ count, total });
  const [message, setMessage] = useState('');
  // Adjusted during render: the message changes with the figures it reports, not an effect later.
  if (settled && (heard.count !== count || heard.total !== total)) {
    setHeard({ count, total });
    setMessage(
      count === 0
        ? t('cart.empty')
        : t('cartPanel.announce', { items: t('cart.items', { count }), total: money(total) }),
    );
  }
  return (
    <p role="status" data-slot="cart-panel-announcer" className="shop:sr-only">
      {message}
    </p>
  );
}

export interface CartPanelItemProps {
  row: CartPanelLine;
  /** Every control disabled while a change is pending. @default false */
  pending?: boolean;
  onIncrement?: (key: string) => void;
  onDecrement?: (key: string) => void;
  onQuantityChange?: (key: string, quantity: number) => void;
  onRemove?: (key: string) => void;
}

/** One line of the cart: picture, name, attributes, unit, unit price, counter and line total. */
export function CartPanelItem({
  row,
  pending = false,
  onIncrement,
  onDecrement,
  onQuantityChange,
  onRemove,
}: CartPanelItemProps): ReactNode {
  const { t, money } = useT();
  const price = money(row.unitPrice);
  const changeTo = (quantity: number) => {
    if (quantity === row.quantity + 1 && onIncrement) onIncrement(row.key);
    else if (quantity === row.quantity - 1 && onDecrement) onDecrement(row.key);
    else onQuantityChange?.(row.key, quantity);
  };
  return (
    <li data-slot="cart-panel-item" className={cartPanelItemVariants()}>
      <div className="shop:size-18 shop:shrink-0 shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-surface-muted shop:bp480:size-20">
        {row.image ? (
          <img
            src={row.image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="shop:size-full shop:object-contain"
          />
        ) : (
          <span className="shop:flex shop:size-full shop:items-center shop:justify-center shop:text-faint">
            <CartIcon />
          </span>
        )}
      </div>
      <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1">
        <ShopLink
          href={row.href}
          data-slot="cart-panel-name"
          className="shop:line-clamp-2 shop:font-medium shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
        >
          {row.name}
        </ShopLink>
        {row.attributes.length > 0 ? (
          <p data-slot="cart-panel-attributes" className="shop:text-sm shop:text-muted">
            {row.attributes.map((attribute) => attribute.title).join(', ')}
          </p>
        ) : null}
        <p className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-2 shop:gap-y-1 shop:text-sm shop:text-muted">
          {row.unitLabel ? (
            <span
              data-slot="cart-panel-unit"
              className="shop:rounded-sm shop:bg-settings-newsletter-block-background shop:px-1.5 shop:py-0.5 shop:font-medium shop:text-settings-main"
            >
              {t('cartPanel.unit', { unit: row.unitLabel })}
            </span>
          ) : null}
          <span data-slot="cart-panel-unit-price" className="shop:tabular-nums">
            {row.unitLabel
              ? t('cartPanel.perUnit', { price, unit: row.unitLabel })
              : t('cartPanel.perPiece', { price })}
          </span>
        </p>
        <div className="shop:mt-1 shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-3 shop:gap-y-2">
          <Counter
            size="sm"
            value={row.quantity}
            stock={row.stock}
            busy={pending}
            label={t('cartPanel.quantityOf', { name: row.name })}
            onValueChange={changeTo}
            onRemove={onRemove ? () => onRemove(row.key) : undefined}
          />
          <p
            data-slot="cart-panel-line-total"
            className="shop:text-base shop:font-semibold shop:whitespace-nowrap shop:tabular-nums"
          >
            <span className="shop:sr-only">{`${t('cartPanel.lineTotal')}: `}</span>
            {money(row.lineTotal)}
          </p>
        </div>
      </div>
    </li>
  );
}

/** A row's placeholder while the products reload. */
function CartPanelSkeletonItem({ animated }: { animated: boolean }): ReactNode {
  return (
    <li data-slot="cart-panel-skeleton" className={cartPanelItemVariants()}>
      <Skeleton
        shape="rect"
        animated={animated}
        className="shop:size-18 shop:shrink-0 shop:bp480:size-20"
      />
      <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-2">
        <Skeleton animated={animated} className="shop:w-4/5" />
        <Skeleton animated={animated} className="shop:w-2/5" />
        <div className="shop:mt-1 shop:flex shop:items-center shop:justify-between">
          <Skeleton animated={animated} className="shop:h-8 shop:w-28 shop:rounded-md" />
          <Skeleton animated={animated} className="shop:h-5 shop:w-20" />
        </div>
      </div>
    </li>
  );
}

export interface CartPanelFreeDeliveryProps {
  /** The items total, in bani. */
  total: number;
  /** The total is being refreshed: the bar is marked busy. @default false */
  loading?: boolean;
  className?: string;
}

/** How far the cart is from free delivery (500 lei, core's `freeDeliveryProgress`). */
export function CartPanelFreeDelivery({
  total,
  loading = false,
  className,
}: CartPanelFreeDeliveryProps): ReactNode {
  const { t } = useT();
  const textId = useId();
  const progress = freeDeliveryProgress(total);
  const percent = Math.round(progress.ratio * 100);
  const text = progress.reached
    ? t('delivery.free')
    : t('delivery.freeLeft', { amount: { bani: progress.remaining } });
  return (
    <div
      data-slot="cart-panel-delivery"
      data-state={progress.reached ? 'reached' : 'under'}
      aria-busy={loading || undefined}
      className={cn(
        'shop:rounded-md shop:bg-settings-newsletter-block-background shop:px-3 shop:py-2.5 shop:text-sm',
        className,
      )}
    >
      <p id={textId} className="shop:font-medium">
        {progress.reached ? (
          <span className="shop:inline-flex shop:items-center shop:gap-1.5 shop:text-settings-main">
            <TruckIcon width={18} height={18} />
            {text}
          </span>
        ) : (
          text
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t('cartPanel.freeDeliveryProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={cartPanelProgressVariants()}
      >
        <div
          data-slot="cart-panel-delivery-fill"
          className="shop:h-full shop:rounded-full shop:bg-settings-main"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
    </div>
  );
}

export interface CartPanelTotalProps {
  /** The items total, in bani. */
  total: number;
  /** Where checkout leads, without the language prefix. */
  href: string;
  /** Checkout waits (products reload, a change is pending): the link is disabled. */
  blocked?: boolean;
  /** The link was followed. */
  onCheckout?: () => void;
}

/** The total bar: the items total and the checkout link (SPEC §2: to /pages/cart). */
export function CartPanelTotal({
  total,
  href,
  blocked = false,
  onCheckout,
}: CartPanelTotalProps): ReactNode {
  const { t, money } = useT();
  return (
    <div data-slot="cart-panel-total" className="shop:flex shop:flex-col shop:gap-3">
      <p className="shop:flex shop:items-baseline shop:justify-between shop:gap-4">
        <span className="shop:text-base shop:font-medium">{t('cartPanel.total')}</span>
        <span className="shop:text-xl shop:font-bold shop:tabular-nums">{money(total)}</span>
      </p>
      <ShopLink
        href={href}
        data-slot="cart-panel-checkout"
        aria-disabled={blocked || undefined}
        className={cn(
          buttonVariants({ size: 'lg' }),
          'shop:w-full shop:aria-disabled:cursor-progress shop:aria-disabled:opacity-60',
        )}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (blocked) {
            event.preventDefault();
            return;
          }
          onCheckout?.();
        }}
      >
        {t('cartPanel.checkout')}
      </ShopLink>
    </div>
  );
}
