import type { FieldErrors } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useState, type ReactNode } from 'react';
import type { FastOrderRow, FastOrderSummary } from './fast-order.machine.js';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { formSubmitHandler } from '../../lib/form.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Input } from '../../primitives/input/index.js';
import {
  OrderFormContactFields,
  OrderFormFailure,
  OrderFormSubmitButton,
} from '../one-click/order-form.js';

/** The page: the lines, then the discount, totals and client form (side by side from 1024 px). */
export const fastOrderPageVariants = cva(
  'grid gap-6 text-ink bp1024:grid-cols-[minmax(0,1fr)_360px] bp1024:items-start',
);

/** A cell of the lines table: a labelled row of its own on phones, a table cell from 768 px. */
const cellClassName =
  'flex items-baseline justify-between gap-3 px-0 py-0.5 bp768:table-cell bp768:px-3 bp768:py-3 bp768:align-middle';

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
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** The discount field changed to a number (an empty field is 0). */
  onDiscountChange: (percent: number) => void;
  /** A client field changed; the phone arrives masked. */
  onChange: (field: FastOrderPageField, value: string) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  /** An action under the empty state, e.g. a link to the catalogue. */
  emptyAction?: ReactNode;
  /** Extra classes of the root. */
  className?: string;
}

function LinesTable({ rows }: { rows: readonly FastOrderRow[] }) {
  const translator = useT();
  const { t, money } = translator;
  const columns = [
    t('fastOrder.unit'),
    t('fastOrder.quantity'),
    t('fastOrder.unitPrice'),
    t('fastOrder.total'),
  ];
  const label = (index: number) => (
    <span aria-hidden="true" className="text-sm text-muted bp768:hidden">
      {columns[index]}
    </span>
  );
  return (
    <table data-slot="fast-order-lines" className="w-full border-collapse text-left">
      <caption className="sr-only">{t('fastOrder.lines')}</caption>
      <thead className="sr-only bp768:not-sr-only bp768:table-header-group">
        <tr className="border-b border-black/10 text-sm text-muted">
          <th scope="col" className="px-3 py-2 font-medium">
            {t('fastOrder.product')}
          </th>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('px-3 py-2 font-medium', index > 0 && 'text-right')}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ line, unitPrice, total }, index) => (
          <tr
            key={`${String(line.productId)}-${String(line.unit?.id ?? 0)}-${String(index)}`}
            className="flex flex-col gap-1 border-b border-black/10 py-3 bp768:table-row bp768:py-0"
          >
            <th scope="row" className="px-0 py-0.5 text-left font-normal bp768:px-3 bp768:py-3">
              <span className="flex items-center gap-3">
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded border border-black/10 object-contain"
                  />
                ) : (
                  <span aria-hidden="true" className="size-12 shrink-0 rounded bg-surface-muted" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="leading-snug font-medium">{line.name}</span>
                  {line.attributes && line.attributes.length > 0 ? (
                    <span className="text-sm text-muted">
                      {line.attributes.map((attribute) => attribute.title).join(', ')}
                    </span>
                  ) : null}
                </span>
              </span>
            </th>
            <td className={cellClassName}>
              {label(0)}
              <span className="whitespace-nowrap">
                {line.unit
                  ? line.unit.coef > 1
                    ? t('unitPicker.unitLabel', { name: line.unit.name, coef: line.unit.coef })
                    : line.unit.name
                  : t('fastOrder.piece')}
              </span>
            </td>
            <td className={cn(cellClassName, 'tabular-nums bp768:text-right')}>
              {label(1)}
              <span>{translator.number(line.quantity)}</span>
            </td>
            <td className={cn(cellClassName, 'tabular-nums bp768:text-right')}>
              {label(2)}
              <span className="whitespace-nowrap">{money(unitPrice)}</span>
            </td>
            <td className={cn(cellClassName, 'font-semibold tabular-nums bp768:text-right')}>
              {label(3)}
              <span className="whitespace-nowrap">{money(total)}</span>
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
 * the cart's lines (product, unit, quantity, unit price after the discount, total), the discount
 * percent, the totals before and after it, the client's name and phone, and the submit button.
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
  animated = true,
  onDiscountChange,
  onChange,
  onSubmit,
  emptyAction,
  className,
}: FastOrderPageProps): ReactNode {
  const translator = useT();
  const { t, money } = translator;
  const headingId = useId();

  return (
    <section
      data-slot="fast-order-page"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
    >
      <header className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-semibold bp768:text-3xl">
          {t('fastOrder.title')}
        </h1>
        {summary.rows.length > 0 ? <p className="text-muted">{t('fastOrder.intro')}</p> : null}
      </header>
      {summary.rows.length === 0 ? (
        <EmptyState
          className="py-10"
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
          <LinesTable rows={summary.rows} />
          <div className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4">
            <DiscountField
              discount={discount}
              readOnly={busy}
              onDiscountChange={onDiscountChange}
            />
            <dl data-slot="fast-order-totals" className="flex flex-col gap-1.5">
              {summary.discount > 0 ? (
                <>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <dt className="text-muted">{t('fastOrder.subtotal')}</dt>
                    <dd className="tabular-nums">{money(summary.subtotal)}</dd>
                  </div>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <dt className="text-muted">
                      {t('fastOrder.discountAmount', { percent: discount })}
                    </dt>
                    <dd className="text-settings-favorite tabular-nums">
                      {`−${money(summary.discount)}`}
                    </dd>
                  </div>
                </>
              ) : null}
              <div className="flex items-baseline justify-between gap-3 border-t border-black/10 pt-2">
                <dt className="font-medium">{t('fastOrder.toPay')}</dt>
                <dd className="text-xl font-semibold tabular-nums">{money(summary.total)}</dd>
              </div>
            </dl>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-semibold">{t('fastOrder.client')}</legend>
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
