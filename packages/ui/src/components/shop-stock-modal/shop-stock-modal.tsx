import { PICKUP_HOLD_DAYS, unitWord } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ClockIcon, PinIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { stockState, type StockState } from '../../primitives/chip/chip.js';
import { Chip } from '../../primitives/chip/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';
import { phoneHref } from '../footer/footer.js';
import {
  shopStockSummary,
  shopsInStockFirst,
  type ShopStockEntry,
} from './shop-stock-modal.rules.js';

/**
 * A shop's row: its town with its stock beside it (what the shopper looks for first, on a phone
 * too), then the address, hours and phone at the row's full width.
 */
export const shopStockRowVariants = cva(
  'shop:flex shop:flex-col shop:gap-1 shop:py-3 shop:first:pt-0 shop:last:pb-0',
);

/** The row's first line: the town, and the stock at the end (under it when they do not fit). */
const shopStockHeadVariants = cva(
  'shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-3 shop:gap-y-1',
);

/** The colour of each stock state, as the StockChip primitive gives them. */
const STOCK_VARIANT = {
  in_stock: 'success',
  low: 'warning',
  out_of_stock: 'danger',
} as const satisfies Record<StockState, 'success' | 'warning' | 'danger'>;

/** Rows the loading list draws. */
const SKELETON_ROWS = 3;

export interface ShopStockModalProps {
  /**
   * The product's name, shown in the modal's description ('… în magazinele noastre').
   * @example productName={product.name}
   */
  productName: string;
  /**
   * The sale unit shown after each quantity ('14 buc'); without it the numbers stand alone.
   * @default null
   * @example unit={product.products_units[0]?.name}
   */
  unit?: string | null;
  /**
   * The pickup shops with the pieces each can give, in the API's order (the modal shows those
   * that have the product first); `null` while they load, an empty list when no shop gives
   * orders for pickup.
   * @example shops={answer.results.map((shop) => ({ ...shop, available: shop.products[0]?.available ?? 0 }))}
   */
  shops: readonly ShopStockEntry[] | null;
  /**
   * The stock could not be loaded: a message and, with `onRetry`, a button to try again.
   * Wins over `shops`.
   * @default false
   * @example error={fetcher.state === 'idle' && fetcher.data?.ok === false}
   */
  error?: boolean;
  /**
   * 'Try again' was pressed in the error state: load the stock again (set `shops` to null).
   * @example onRetry={() => fetcher.load(stockUrl)}
   */
  onRetry?: () => void;
  /**
   * At or below this many pieces a shop shows 'only N' (in the warning colour), as the
   * StockChip primitive does. 0 is always out of stock.
   * @default 5
   * @example lowStockThreshold={3}
   */
  lowStockThreshold?: number;
  /**
   * Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). Without a stack,
   * `open` / `defaultOpen` decide.
   * @example id="shop-stock"
   */
  id?: string;
  /**
   * Open (controlled, without a stack id).
   * @example open={open}
   */
  open?: boolean;
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * The modal asks to open or close (Escape, the close button, the overlay).
   * @example onOpenChange={setOpen}
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The loading skeletons pulse (when the shopper welcomes motion). Stories turn it off, so the
   * screenshot waits for no endless animation.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The product page's "stock in shops" modal (SPEC §2: the stock availability modal lists the
 * shops with their stock): how many shops have the product, then each pickup shop (those with
 * the product first) with its town, address, opening hours, phone as a `tel:` link and its
 * stock: 'În stoc: 14 buc', 'Doar 2 buc' at or below the threshold, 'Stoc epuizat'. While the
 * stock loads the list is a busy skeleton; it can fail (a message and 'try again') or find no
 * pickup shop. The note under the list says how long a pickup order waits (core's
 * `PICKUP_HOLD_DAYS`). The page loads it, and its `shopStock` texts, on demand.
 *
 * @example
 * <ShopStockModal productName={product.name} unit="buc" shops={shops} open={open} onOpenChange={setOpen} />
 */
export function ShopStockModal({
  productName,
  unit = null,
  shops,
  error = false,
  onRetry,
  lowStockThreshold = 5,
  id,
  open,
  defaultOpen,
  onOpenChange,
  animated = true,
  className,
}: ShopStockModalProps): ReactNode {
  const { t } = useT();
  const loading = shops === null && !error;
  const empty = !error && shops !== null && shops.length === 0;
  const state = error ? 'error' : loading ? 'loading' : empty ? 'empty' : 'ready';

  return (
    <Modal
      id={id}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="md"
      title={t('shopStock.title')}
      description={t('shopStock.description', { product: productName })}
      className={className}
    >
      <div
        data-slot="shop-stock-modal"
        data-state={state}
        className="shop:flex shop:flex-col shop:gap-4"
      >
        {error ? (
          <div
            role="alert"
            data-slot="shop-stock-modal-error"
            className="shop:flex shop:flex-col shop:items-start shop:gap-3 shop:rounded-md shop:border shop:border-danger-line shop:bg-danger-surface shop:p-4"
          >
            <p className="shop:text-sm shop:text-danger-strong">{t('shopStock.loadFailed')}</p>
            {onRetry ? (
              <Button
                variant="secondary"
                size="sm"
                data-slot="shop-stock-modal-retry"
                onClick={onRetry}
              >
                {t('common.retry')}
              </Button>
            ) : null}
          </div>
        ) : (
          <ShopStockList
            shops={shops}
            unit={unit}
            lowStockThreshold={lowStockThreshold}
            animated={animated}
          />
        )}
      </div>
    </Modal>
  );
}

/** The summary, the list (or its skeleton, or the empty message) and the note. */
function ShopStockList({
  shops,
  unit,
  lowStockThreshold,
  animated,
}: {
  shops: readonly ShopStockEntry[] | null;
  unit: string | null;
  lowStockThreshold: number;
  animated: boolean;
}): ReactNode {
  const { t } = useT();
  const summaryId = useId();
  const empty = shops !== null && shops.length === 0;
  const summary = shops === null ? null : shopStockSummary(shops);

  return (
    <>
      {/* One live region from the first render on: what it says once the stock arrives (the
          summary, or that no shop gives pickup) is announced. */}
      <p
        id={summaryId}
        role="status"
        data-slot="shop-stock-modal-summary"
        className={cn(
          'shop:min-h-6',
          empty
            ? 'shop:rounded-md shop:bg-surface-muted shop:p-4 shop:text-sm shop:text-ink'
            : 'shop:font-medium',
        )}
      >
        {summary === null ? (
          <Skeleton animated={animated} className="shop:h-5 shop:w-56 shop:max-w-full" />
        ) : empty ? (
          t('shopStock.empty')
        ) : summary.available === 0 ? (
          t('shopStock.noneAvailable')
        ) : (
          t('shopStock.summary', { count: summary.available, total: summary.total })
        )}
      </p>
      {shops === null ? (
        <div data-slot="shop-stock-modal-shops" aria-busy="true">
          <span className="shop:sr-only">{t('common.loading')}</span>
          <ul aria-hidden="true" className="shop:divide-y shop:divide-line">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li
                key={index}
                data-slot="shop-stock-modal-skeleton"
                className={shopStockRowVariants()}
              >
                <span className={shopStockHeadVariants()}>
                  <Skeleton animated={animated} className="shop:h-5 shop:w-28" />
                  <Skeleton animated={animated} className="shop:h-6 shop:w-24 shop:rounded-full" />
                </span>
                <Skeleton animated={animated} className="shop:w-64 shop:max-w-full" />
                <Skeleton animated={animated} className="shop:w-48 shop:max-w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : empty ? null : (
        <div data-slot="shop-stock-modal-shops">
          <ul
            aria-label={t('shopStock.listLabel')}
            aria-describedby={summaryId}
            className="shop:divide-y shop:divide-line"
          >
            {shopsInStockFirst(shops).map((shop) => (
              <ShopRow
                key={shop.id}
                shop={shop}
                unit={unit}
                lowStockThreshold={lowStockThreshold}
              />
            ))}
          </ul>
        </div>
      )}
      {empty ? null : (
        <p data-slot="shop-stock-modal-note" className="shop:text-sm shop:text-muted">
          {t('shopStock.note', { count: PICKUP_HOLD_DAYS })}
        </p>
      )}
    </>
  );
}

/** One shop: where it is, when it opens, its phone, and how much of the product it has. */
function ShopRow({
  shop,
  unit,
  lowStockThreshold,
}: {
  shop: ShopStockEntry;
  unit: string | null;
  lowStockThreshold: number;
}): ReactNode {
  const { t, number, locale } = useT();
  const state = stockState(shop.available, lowStockThreshold);
  const pieces = Math.floor(shop.available);
  // A unit's name is a label ('Buc'); after a number it is a word of the sentence ('2 buc').
  const quantity = unit
    ? t('shopStock.quantityUnit', { quantity: number(pieces), unit: unitWord(unit, locale) })
    : number(pieces);
  const stock =
    state === 'out_of_stock'
      ? t('shopStock.outOfStock')
      : state === 'low'
        ? t('shopStock.lowStock', { quantity })
        : t('shopStock.inStock', { quantity });

  return (
    <li data-slot="shop-stock-modal-shop" data-state={state} className={shopStockRowVariants()}>
      <div className={shopStockHeadVariants()}>
        <h3 className="shop:min-w-0 shop:font-semibold shop:text-ink">{shop.title}</h3>
        <Chip data-slot="shop-stock-modal-stock" variant={STOCK_VARIANT[state]} size="sm" dot>
          {stock}
        </Chip>
      </div>
      <p className="shop:flex shop:items-start shop:gap-1.5 shop:text-sm shop:text-ink-soft">
        <PinIcon className="shop:mt-0.5 shop:size-4 shop:shrink-0 shop:text-muted" />
        <span className="shop:min-w-0 shop:wrap-anywhere">{shop.location}</span>
      </p>
      {shop.schedule ? (
        <p className="shop:flex shop:items-start shop:gap-1.5 shop:text-sm shop:text-muted">
          <ClockIcon className="shop:mt-0.5 shop:size-4 shop:shrink-0" />
          <span className="shop:min-w-0">
            <span className="shop:sr-only">{`${t('shopStock.schedule')}: `}</span>
            {shop.schedule}
          </span>
        </p>
      ) : null}
      {shop.phone ? (
        <p className="shop:text-sm">
          <a
            href={phoneHref(shop.phone)}
            aria-label={t('shopStock.call', { phone: shop.phone })}
            data-slot="shop-stock-modal-phone"
            className="shop:inline-flex shop:min-h-6 shop:items-center shop:font-medium shop:whitespace-nowrap shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {shop.phone}
          </a>
        </p>
      ) : null}
    </li>
  );
}
