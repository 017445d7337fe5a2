import type { SizeChart } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../primitives/modal/index.js';

/** A cell of the table; the first column (the size) stays in view while the table scrolls. */
export const sizeChartCellVariants = cva(
  'shop:border-t shop:border-line shop:px-3 shop:py-2 shop:text-left shop:align-top shop:whitespace-nowrap',
  {
    variants: {
      kind: {
        heading: 'shop:bg-surface-muted shop:font-semibold',
        size: 'shop:sticky shop:left-0 shop:bg-white shop:font-semibold',
        corner: 'shop:sticky shop:left-0 shop:z-10 shop:bg-surface-muted shop:font-semibold',
        value: '',
      },
    },
    defaultVariants: { kind: 'value' },
  },
);

export interface SizeChartModalProps {
  /**
   * The chart of the product's category, in the page's language, as the product page's answer
   * carries it (`product.size_chart`).
   * @example chart={product.size_chart}
   */
  chart: SizeChart;
  /**
   * Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). Without a stack,
   * `open` / `defaultOpen` decide.
   * @example id="size-chart"
   */
  id?: string;
  /** Open (controlled, without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** The modal asks to open or close (Escape, the close button, the overlay). */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The size chart modal (SPEC §2 modals: product pages whose products have sizes): the chart of
 * the product's category as a table, its title the caption, headings over the columns and each
 * row headed by its size, the note under it. On a narrow screen the table scrolls sideways inside
 * its own box (reachable by keyboard) with the size column kept in view; the page never scrolls.
 * Focus stays in the modal, Escape closes it and focus goes back to what opened it.
 *
 * @example
 * <SizeChartModal chart={product.size_chart} open={open} onOpenChange={setOpen} />
 */
export function SizeChartModal({
  chart,
  id,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: SizeChartModalProps): ReactNode {
  const { t } = useT();
  const captionId = useId();
  const noteId = useId();
  const [headingFirst, ...headings] = chart.columns;

  return (
    <Modal
      id={id}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('sizeChart.title')}
      description={t('sizeChart.description')}
      className={className}
    >
      <div data-slot="size-chart-modal" className="shop:flex shop:flex-col shop:gap-3">
        <div
          data-slot="size-chart-scroll"
          role="region"
          aria-labelledby={captionId}
          // A box of its own scrolls the table sideways (the page never does); a frame that
          // scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="shop:max-w-full shop:overflow-x-auto shop:overscroll-x-contain shop:rounded-md shop:border shop:border-line shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
        >
          <table
            className="shop:w-full shop:border-collapse shop:text-sm"
            aria-describedby={chart.note ? noteId : undefined}
          >
            <caption
              id={captionId}
              className="shop:px-3 shop:pt-3 shop:pb-2 shop:text-left shop:text-base shop:font-semibold"
            >
              {chart.title}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={sizeChartCellVariants({ kind: 'corner' })}>
                  {headingFirst}
                </th>
                {headings.map((heading, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={sizeChartCellVariants({ kind: 'heading' })}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row, rowIndex) => {
                const [size, ...cells] = row;
                return (
                  <tr key={rowIndex}>
                    <th scope="row" className={sizeChartCellVariants({ kind: 'size' })}>
                      {size}
                    </th>
                    {cells.map((cell, cellIndex) => (
                      <td key={cellIndex} className={sizeChartCellVariants()}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {chart.note ? (
          <p id={noteId} data-slot="size-chart-note" className="shop:text-sm shop:text-muted">
            {chart.note}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
