import type { FieldErrors } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FastOrderRow, FastOrderSummary } from './fast-order.machine.js';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { formSubmitHandler } from '../../lib/form.js';
import { TrashSmallIcon } from '../../icons/index.js';
import { Counter } from '../../primitives/counter/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { Input } from '../../primitives/input/index.js';
import {
  OrderFormContactFields,
  OrderFormFailure,
  OrderFormSubmitButton,
} from '../one-click/order-form.js';

/** The page: the lines, then the discount, totals and client form (side by side from 1024 px). */
export const fastOrderPageVariants = cva(
  'shop:grid shop:gap-6 shop:text-ink shop:bp1024:grid-cols-[minmax(0,1fr)_360px] shop:bp1024:items-start',
);

/** A cell of the lines table: a labelled row of its own on phones, a table cell from 768 px. */
const cellClassName =
  'shop:flex shop:items-baseline shop:justify-between shop:gap-3 shop:px-0 shop:py-0.5 shop:bp768:table-cell shop:bp768:px-3 shop:bp768:py-3 shop:bp768:align-middle';

export type FastOrderPageField = 'name' | 'phone';

export interface FastOrderPageProps {
  /** The lines with their prices and the totals (core prices, `fastOrderSummary`). */
  summary: FastOrderSummary;
  /** The discount percent, 0..100. */
  discount: number;
  /** The client's name and masked phone. */
  values: Record<FastOrderPageField, string>;
  /** The client fields' errors (none before the first submit, SPEC §5). @default {} */
  errors?: FieldErrors<FastOrderPageField>;
  /** Why the last order failed (SPEC §8). @default null */
  failure?: ApiDetail | null;
  /** The order is being placed. @default false */
  busy?: boolean;
  /**
   * The cart is saving a line's change (a signed-in cart, SPEC §4): the lines' quantity and
   * remove controls wait, as the cart panel's do.
   * @default false
   */
  linesBusy?: boolean;
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** The discount field changed to a number (an empty field is 0). */
  onDiscountChange: (percent: number) => void;
  /** A line's quantity changed (within 1..its `stock`, the Counter's core rules); by its key. */
  onQuantityChange: (key: string, quantity: number) => void;
  /** A line's remove button was pressed; by its key. */
  onRemove: (key: string) => void;
  /** A client field changed; the phone arrives masked. */
  onChange: (field: FastOrderPageField, value: string) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  /** An action under the empty state, e.g. a link to the catalogue. */
  emptyAction?: ReactNode;
  /** Extra classes of the root. */
  className?: string;
}

interface LinesTableProps {
  rows: readonly FastOrderRow[];
  /** Nothing can change (the order is being placed). */
  readOnly: boolean;
  /** The cart is saving a change: the controls wait. */
  pending: boolean;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

function LinesTable({ rows, readOnly, pending, onQuantityChange, onRemove }: LinesTableProps) {
  const translator = useT();
  const { t, money } = translator;
  const columns = [
    t('fastOrder.unit'),
    t('fastOrder.quantity'),
    t('fastOrder.unitPrice'),
    t('fastOrder.total'),
  ];
  const label = (index: number) => (
    <span aria-hidden="true" className="shop:text-sm shop:text-muted shop:bp768:hidden">
      {columns[index]}
    </span>
  );
  return (
    <table data-slot="fast-order-lines" className="shop:w-full shop:border-collapse shop:text-left">
      <caption className="shop:sr-only">{t('fastOrder.lines')}</caption>
      <thead className="shop:sr-only shop:bp768:not-sr-only shop:bp768:table-header-group">
        <tr className="shop:border-b shop:border-black/10 shop:text-sm shop:text-muted">
          <th scope="col" className="shop:px-3 shop:py-2 shop:font-medium">
            {t('fastOrder.product')}
          </th>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('shop:px-3 shop:py-2 shop:font-medium', index > 0 && 'shop:text-right')}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ line, unitPrice, total, stock }) => (
          <tr
            key={line.key}
            className="shop:flex shop:flex-col shop:gap-1 shop:border-b shop:border-black/10 shop:py-3 shop:bp768:table-row shop:bp768:py-0"
          >
            <th
              scope="row"
              className="shop:px-0 shop:py-0.5 shop:text-left shop:font-normal shop:bp768:px-3 shop:bp768:py-3"
            >
              <span className="shop:flex shop:items-center shop:gap-3">
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    width={48}
                    height={48}
                    className="shop:size-12 shop:shrink-0 shop:rounded shop:border shop:border-black/10 shop:object-contain"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="shop:size-12 shop:shrink-0 shop:rounded shop:bg-surface-muted"
                  />
                )}
                <span className="shop:flex shop:min-w-0 shop:flex-col">
                  <span className="shop:leading-snug shop:font-medium">{line.name}</span>
                  {line.attributes && line.attributes.length > 0 ? (
                    <span className="shop:text-sm shop:text-muted">
                      {line.attributes.map((attribute) => attribute.title).join(', ')}
                    </span>
                  ) : null}
                </span>
              </span>
            </th>
            <td className={cellClassName}>
              {label(0)}
              <span className="shop:whitespace-nowrap">
                {line.unit
                  ? line.unit.coef > 1
                    ? t('unitPicker.unitLabel', { name: line.unit.name, coef: line.unit.coef })
                    : line.unit.name
                  : t('fastOrder.piece')}
              </span>
            </td>
            <td className={cn(cellClassName, 'shop:items-center shop:bp768:text-right')}>
              {label(1)}
              <span className="shop:inline-flex shop:items-center shop:gap-1">
                <Counter
                  size="sm"
                  value={line.quantity}
                  stock={stock}
                  busy={pending}
                  disabled={readOnly}
                  label={t('fastOrder.quantityOf', { name: line.name })}
                  onValueChange={(quantity) => onQuantityChange(line.key, quantity)}
                />
                <IconButton
                  size="sm"
                  data-slot="fast-order-remove"
                  className="shop:hover:text-settings-favorite"
                  label={t('fastOrder.remove', { name: line.name })}
                  disabled={readOnly || pending}
                  onClick={() => onRemove(line.key)}
                >
                  <TrashSmallIcon />
                </IconButton>
              </span>
            </td>
            <td className={cn(cellClassName, 'shop:tabular-nums shop:bp768:text-right')}>
              {label(2)}
              <span className="shop:whitespace-nowrap">{money(unitPrice)}</span>
            </td>
            <td
              className={cn(
                cellClassName,
                'shop:font-semibold shop:tabular-nums shop:bp768:text-right',
              )}
            >
              {label(3)}
              <span className="shop:whitespace-nowrap">{money(total)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The discount field: typed text kept while editing, the number sent on every valid change. */
function DiscountField({
  discount,
  readOnly,
  onDiscountChange,
}: {
  discount: number;
  readOnly: boolean;
  onDiscountChange: (percent: number) => void;
}) {
  const { t, number } = useT();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      name="discount"
      label={t('fastOrder.discount')}
      hint={t('fastOrder.discountHint')}
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly}
      value={draft ?? number(discount)}
      onValueChange={(text) => {
        const cleaned = text.replace(/[^\d.,]/g, '');
        setDraft(cleaned);
        const percent = cleaned === '' ? 0 : Number(cleaned.replace(',', '.'));
        if (Number.isFinite(percent)) onDiscountChange(percent);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * The manager's fast-order page body, drawn from props alone (SPEC §2 /pages/fast-order, §5, §6):
 * the cart's lines (product, unit, quantity with its stepper and a remove button, unit price after
 * the discount, total), the discount percent, the totals before and after it, the client's name
 * and phone, and the submit button.
 * Without lines: an empty state telling the manager to add products with the unit dialog.
 *
 * @example
 * <FastOrderPage summary={fastOrderSummary(lines, 5)} discount={5} values={values}
 *   onDiscountChange={…} onChange={…} onSubmit={…} />
 */
export function FastOrderPage({
  summary,
  discount,
  values,
  errors = {},
  failure = null,
  busy = false,
  linesBusy = false,
  animated = true,
  onDiscountChange,
  onQuantityChange,
  onRemove,
  onChange,
  onSubmit,
  emptyAction,
  className,
}: FastOrderPageProps): ReactNode {
  const translator = useT();
  const { t, money } = translator;
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it: once it has left, the focus goes to the
  // remove button now in its place (or the one above), or to the heading when none is left.
  const removed = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const pending = removed.current;
    if (!pending || summary.rows.some((row) => row.line.key === pending.key)) return;
    removed.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>(
      '[data-slot="fast-order-remove"]',
    );
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [summary.rows]);

  return (
    <section
      ref={rootRef}
      data-slot="fast-order-page"
      aria-labelledby={headingId}
      className={cn('shop:flex shop:flex-col shop:gap-4', className)}
    >
      <header className="shop:flex shop:flex-col shop:gap-1">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="shop:rounded-sm shop:text-2xl shop:font-semibold shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:bp768:text-3xl"
        >
          {t('fastOrder.title')}
        </h1>
        {summary.rows.length > 0 ? <p className="shop:text-muted">{t('fastOrder.intro')}</p> : null}
      </header>
      {summary.rows.length === 0 ? (
        <EmptyState
          className="shop:py-10"
          title={t('fastOrder.emptyTitle')}
          description={t('fastOrder.emptyText')}
          action={emptyAction}
        />
      ) : (
        <form
          noValidate
          aria-busy={busy || undefined}
          className={fastOrderPageVariants()}
          onSubmit={formSubmitHandler(busy, onSubmit)}
        >
          <LinesTable
            rows={summary.rows}
            readOnly={busy}
            pending={linesBusy}
            onQuantityChange={onQuantityChange}
            onRemove={(key) => {
              removed.current = {
                key,
                index: summary.rows.findIndex((row) => row.line.key === key),
              };
              onRemove(key);
            }}
          />
          <div className="shop:flex shop:flex-col shop:gap-4 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4">
            <DiscountField
              discount={discount}
              readOnly={busy}
              onDiscountChange={onDiscountChange}
            />
            <dl data-slot="fast-order-totals" className="shop:flex shop:flex-col shop:gap-1.5">
              {summary.discount > 0 ? (
                <>
                  <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3 shop:text-sm">
                    <dt className="shop:text-muted">{t('fastOrder.subtotal')}</dt>
                    <dd className="shop:tabular-nums">{money(summary.subtotal)}</dd>
                  </div>
                  <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3 shop:text-sm">
                    <dt className="shop:text-muted">
                      {t('fastOrder.discountAmount', { percent: discount })}
                    </dt>
                    <dd className="shop:text-settings-favorite shop:tabular-nums">
                      {`−${money(summary.discount)}`}
                    </dd>
                  </div>
                </>
              ) : null}
              <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3 shop:border-t shop:border-black/10 shop:pt-2">
                <dt className="shop:font-medium">{t('fastOrder.toPay')}</dt>
                <dd className="shop:text-xl shop:font-semibold shop:tabular-nums">
                  {money(summary.total)}
                </dd>
              </div>
            </dl>
            <fieldset className="shop:flex shop:flex-col shop:gap-3">
              <legend className="shop:mb-3 shop:font-semibold">{t('fastOrder.client')}</legend>
              <OrderFormContactFields
                values={values}
                errors={errors}
                busy={busy}
                labels={{ name: t('fastOrder.name'), phone: t('fastOrder.phone') }}
                autoComplete={{ name: 'off', phone: 'off' }}
                onChange={onChange}
              />
            </fieldset>
            <OrderFormFailure
              slot="fast-order-failure"
              failure={failure}
              retryHint={t('fastOrder.retryHint')}
            />
            <OrderFormSubmitButton
              busy={busy}
              busyLabel={t('fastOrder.sending')}
              animated={animated}
            >
              {t('fastOrder.submit')}
            </OrderFormSubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
