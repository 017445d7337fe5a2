import { unitWord } from '@shop/core/rules';
import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Badge } from '../../primitives/badge/index.js';
import { Button } from '../../primitives/button/index.js';
import { Modal } from '../../primitives/modal/index.js';
import {
  stockAvailableQuantity,
  stockAdjustments,
  type StockAdjustment,
  type StockLine,
} from './stock-modal.rules.js';

/** A line of the list: picture, name, and what was asked against what is left. */
export const stockModalLineVariants = cva(
  'shop:flex shop:gap-3 shop:py-3 shop:first:pt-0 shop:last:pb-0',
);

export interface StockModalProps {
  /**
   * The products asked for beyond their stock, each with the quantity asked and what is left.
   * @example lines={stockLinesFromProblem(error.body, cart.lines)}
   */
  lines: readonly StockLine[];
  /**
   * 'Use available quantities': each line's new quantity (0: remove the line). The modal closes.
   * @example onAccept={(changes) => cart.send({ type: 'ADJUST', changes })}
   */
  onAccept: (adjustments: StockAdjustment[]) => void;
  /** 'Back to cart', Escape, the close button or the overlay: nothing changes, the modal closes. */
  onClose?: () => void;
  /**
   * Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). Without a stack,
   * `open` / `defaultOpen` decide.
   * @example id="stock"
   */
  id?: string;
  /** Open (controlled, without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** The modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The stock availability modal (SPEC §2 "Other UI"): shown when the shopper asks for more than is
 * in stock, or the server refused an order's lines for stock (409 `out_of_stock`). Each product
 * shows the quantity asked and the quantity available ('Stoc epuizat' at 0, with a note that it
 * leaves the cart); 'Folosește cantitățile disponibile' accepts them, 'Înapoi la coș' closes.
 *
 * @example
 * <StockModal id="stock" lines={lines} onAccept={applyAdjustments} onClose={() => undefined} />
 */
export function StockModal({
  lines,
  onAccept,
  onClose,
  id,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: StockModalProps): ReactNode {
  const { t, number, locale } = useT();
  // Accepting closes the modal too; that close is not a 'back to cart'.
  const accepting = useRef(false);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (accepting.current) accepting.current = false;
      else onClose?.();
    }
    onOpenChange?.(next);
  };

  const quantity = (value: number, unit: string | null | undefined) =>
    unit
      ? t('stockModal.quantityUnit', { quantity: number(value), unit: unitWord(unit, locale) })
      : number(value);

  return (
    <Modal
      id={id}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      size="md"
      title={t('stockModal.title')}
      description={t('stockModal.description')}
      className={className}
    >
      <div data-slot="stock-modal" className="shop:flex shop:flex-col shop:gap-4">
        <ul className="shop:divide-y shop:divide-black/10">
          {lines.map((line) => {
            const out = stockAvailableQuantity(line) === 0;
            return (
              <li
                key={line.id}
                data-slot="stock-modal-line"
                data-state={out ? 'out' : 'short'}
                className={stockModalLineVariants()}
              >
                <div
                  aria-hidden="true"
                  className="shop:flex shop:size-14 shop:shrink-0 shop:items-center shop:justify-center shop:overflow-hidden shop:rounded-md shop:bg-surface-muted"
                >
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      decoding="async"
                      className={cn(
                        'shop:size-full shop:object-contain',
                        out ? 'shop:opacity-50' : undefined,
                      )}
                    />
                  ) : null}
                </div>
                <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1.5">
                  <p className="shop:font-medium shop:wrap-anywhere">{line.name}</p>
                  <dl className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-4 shop:gap-y-1 shop:text-sm">
                    <div className="shop:flex shop:gap-1">
                      <dt className="shop:text-muted">{t('stockModal.requested')}:</dt>
                      <dd className="shop:font-medium shop:tabular-nums">
                        {quantity(line.requested, line.unit)}
                      </dd>
                    </div>
                    <div className="shop:flex shop:items-center shop:gap-1">
                      <dt className="shop:text-muted">{t('stockModal.available')}:</dt>
                      <dd className="shop:font-medium shop:tabular-nums">
                        {out ? (
                          <Badge variant="danger" size="sm">
                            {t('stockModal.outOfStock')}
                          </Badge>
                        ) : (
                          quantity(stockAvailableQuantity(line), line.unit)
                        )}
                      </dd>
                    </div>
                  </dl>
                  {out ? (
                    <p data-slot="stock-modal-removed" className="shop:text-sm shop:text-danger">
                      {t('stockModal.removed')}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="shop:flex shop:flex-col-reverse shop:gap-2 shop:bp480:flex-row shop:bp480:justify-end">
          {/* Radix's Close goes through the modal's own close path: the stack or onOpenChange. */}
          <Dialog.Close asChild>
            <Button variant="secondary" data-slot="stock-modal-back">
              {t('stockModal.back')}
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button
              data-slot="stock-modal-accept"
              onClick={() => {
                accepting.current = true;
                onAccept(stockAdjustments(lines));
              }}
            >
              {t('stockModal.accept')}
            </Button>
          </Dialog.Close>
        </div>
      </div>
    </Modal>
  );
}
