import type { OrderProductAttribute, Product } from '@shop/core/contract';
import type { FieldErrors, PriceView } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { Counter } from '../../primitives/counter/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { ProductPrice } from '../../primitives/price/index.js';
import { OrderFormContactFields, OrderFormFailure, OrderFormSubmitButton } from './order-form.js';

/** The form's body: a column of the product, the counter, the fields and the total. */
export const oneClickModalVariants = cva('shop:flex shop:flex-col shop:gap-4');

export type OneClickModalField = 'name' | 'phone';

export interface OneClickModalProps {
  /** Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). */
  modalId?: string;
  /** Whether the modal is open (without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled, without a stack id). @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The product bought; null draws the form without it. */
  product: Product | null;
  /** Its chosen parameters (size, feature), listed under the name. @default [] */
  attributes?: readonly OrderProductAttribute[];
  /** The buyer's price of one piece, in bani (core `unitPrice`). */
  unitPrice: number;
  /**
   * What the product's price shows: core's `priceView` for the product and the buyer (the unit
   * price, and a promotion's old price or a wholesale buyer's retail price struck through).
   * @default the unit price alone (or `comparePrice`, while it is still given)
   * @example price={priceView(product, pricing)}
   */
  price?: PriceView | null;
  /**
   * The regular price struck through next to the unit price, shown as a promotion's old price.
   * @deprecated It cannot tell a wholesale discount from a promotion: pass `price` (core's
   * `priceView`). Ignored when `price` is given.
   * @default null
   */
  comparePrice?: number | null;
  /** The quantity, 1..stock (0 without stock). */
  quantity: number;
  /** The stock shown (core `stockShown`): the counter's upper bound. */
  stock: number;
  /** The line total, in bani (core `lineTotal`). */
  total: number;
  /** The name and the masked phone. */
  values: Record<OneClickModalField, string>;
  /** The errors to show (none before the first submit, SPEC §5). @default {} */
  errors?: FieldErrors<OneClickModalField | 'quantity'>;
  /**
   * Why the last order failed (SPEC §8), shown above the button. @default null
   * @example failure="network"
   */
  failure?: ApiDetail | null;
  /** The order is being placed: fields read-only, the button busy. @default false */
  busy?: boolean;
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** A field changed; the phone arrives masked. */
  onChange: (field: OneClickModalField, value: string) => void;
  /** The counter changed (within 1..stock). */
  onQuantityChange: (quantity: number) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  /** Extra classes for the modal box. */
  className?: string;
}

function ProductRow({
  product,
  attributes,
  price,
}: {
  product: Product;
  attributes: readonly OrderProductAttribute[];
  price: PriceView;
}) {
  return (
    <div data-slot="one-click-product" className="shop:flex shop:items-start shop:gap-3">
      {product.image ? (
        <img
          src={product.image}
          alt=""
          width={80}
          height={80}
          className="shop:size-20 shop:shrink-0 shop:rounded-md shop:border shop:border-black/10 shop:object-contain"
        />
      ) : (
        <div
          aria-hidden="true"
          className="shop:size-20 shop:shrink-0 shop:rounded-md shop:bg-surface-muted"
        />
      )}
      <div className="shop:flex shop:min-w-0 shop:flex-col shop:gap-1">
        <p className="shop:leading-snug shop:font-medium">{product.name}</p>
        {attributes.length > 0 ? (
          <p className="shop:text-sm shop:text-muted">
            {attributes.map((a) => a.title).join(', ')}
          </p>
        ) : null}
        <ProductPrice size="sm" view={price} />
      </div>
    </div>
  );
}

/** What the deprecated `unitPrice` / `comparePrice` pair showed: the struck price as an old one. */
function legacyPriceView(unitPrice: number, comparePrice: number | null): PriceView {
  return comparePrice !== null && comparePrice > unitPrice
    ? { price: unitPrice, struck: comparePrice, reason: 'promotion', wholesale: false }
    : { price: unitPrice, struck: null, reason: null, wholesale: false };
}

/**
 * The one-click purchase modal, drawn from props alone (SPEC §4 "One-click modal", §5): the
 * product with its price, a quantity counter bounded by the stock, the name and the masked phone,
 * the line total and the submit button. The name field gets focus when the modal opens; after a
 * submit with errors the first invalid field does. A failed order shows its message above the
 * button; the filled form stays, so the button is the retry.
 *
 * @example
 * <OneClickModal open product={product} unitPrice={129900} quantity={1} stock={14} total={129900}
 *   values={{ name: '', phone: '+373' }} onChange={…} onQuantityChange={…} onSubmit={…} />
 */
export function OneClickModal({
  modalId,
  open,
  defaultOpen,
  onOpenChange,
  product,
  attributes = [],
  unitPrice,
  price,
  comparePrice = null,
  quantity,
  stock,
  total,
  values,
  errors = {},
  failure = null,
  busy = false,
  animated = true,
  onChange,
  onQuantityChange,
  onSubmit,
  className,
}: OneClickModalProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A task later: Radix moves focus into the dialog when it opens; the name field takes it then.
    const timer = setTimeout(() => nameField.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [product?.id]);

  return (
    <Modal
      id={modalId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={t('oneClick.title')}
      description={t('oneClick.description')}
      className={className}
    >
      <form
        noValidate
        data-slot="one-click"
        aria-busy={busy || undefined}
        className={oneClickModalVariants()}
        onSubmit={formSubmitHandler(busy, onSubmit)}
      >
        {product ? (
          <ProductRow
            product={product}
            attributes={attributes}
            price={price ?? legacyPriceView(unitPrice, comparePrice)}
          />
        ) : null}
        <div className="shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-4 shop:gap-y-2">
          <Counter
            value={quantity}
            stock={stock}
            disabled={busy}
            onValueChange={onQuantityChange}
          />
          <span data-slot="one-click-stock" className="shop:text-sm shop:text-muted">
            {stock > 0 ? t('oneClick.inStock', { count: stock }) : t('oneClick.outOfStock')}
          </span>
        </div>
        {errors.quantity ? (
          <p className="shop:-mt-2 shop:text-sm shop:text-danger">
            {fieldErrorText(translator, errors.quantity)}
          </p>
        ) : null}
        <OrderFormContactFields
          values={values}
          errors={errors}
          busy={busy}
          labels={{ name: t('oneClick.name'), phone: t('oneClick.phone') }}
          autoComplete={{ name: 'name' }}
          nameRef={nameField}
          onChange={onChange}
        />
        <p
          data-slot="one-click-total"
          className="shop:flex shop:items-baseline shop:justify-between shop:gap-3 shop:border-t shop:border-black/10 shop:pt-3"
        >
          <span>{t('oneClick.total')}</span>
          <strong className="shop:text-lg shop:tabular-nums">{translator.money(total)}</strong>
        </p>
        <OrderFormFailure
          slot="one-click-failure"
          failure={failure}
          retryHint={t('oneClick.retryHint')}
        />
        <OrderFormSubmitButton busy={busy} busyLabel={t('oneClick.sending')} animated={animated}>
          {t('oneClick.submit')}
        </OrderFormSubmitButton>
      </form>
    </Modal>
  );
}
