import { orderProgress, type OrderStatus } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CheckSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const orderProgressVariants = cva(
  'grid grid-cols-1 gap-3 text-ink bp570:grid-cols-5 bp570:gap-0',
);

/** A step's round marker: filled when done, ringed while in process, grey ahead. */
export const orderProgressMarkerVariants = cva(
  'relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums [&_svg]:size-4',
  {
    variants: {
      state: {
        complete: 'border-settings-main bg-settings-main text-white',
        in_process: 'border-settings-main bg-white text-settings-main ring-4 ring-settings-main/20',
        not_reached: 'border-black/20 bg-white text-muted',
      },
    },
    defaultVariants: { state: 'not_reached' },
  },
);

/**
 * The line that leads into a step from the one before (none before the first): beside the
 * markers on phones, between them from 570 px. It is coloured once the step is reached.
 */
const connectorClass =
  "before:absolute before:content-[''] before:left-[0.9375rem] before:-top-3 before:h-3 before:w-0.5 bp570:before:top-[0.9375rem] bp570:before:right-1/2 bp570:before:left-auto bp570:before:h-0.5 bp570:before:w-full";

export interface OrderProgressProps {
  /** The order's status: a finished order has every step done, a cancelled one none in process. */
  status: OrderStatus;
  /**
   * How many of the five steps the order has gone through (the order's `steps_reached`).
   * @example reached={order.steps_reached}
   */
  reached: number;
  /** Extra classes for the list. */
  className?: string;
}

/**
 * The five-step progress of an order (SPEC §2 "Order detail … a five-step progress bar"):
 * placed, confirmed, packed, shipped, delivered. An ordered list named 'Progresul comenzii'; the
 * step in process is its `aria-current="step"` and every step says its state to screen readers.
 * Steps stand in a row from 570 px and one under another on phones.
 *
 * @example
 * ```tsx
 * <OrderProgress status={order.status} reached={order.steps_reached} />
 * ```
 */
export function OrderProgress({ status, reached, className }: OrderProgressProps): ReactNode {
  const { t } = useT();
  const steps = orderProgress(status, reached);
  return (
    <ol
      data-slot="order-progress"
      data-state={status}
      aria-label={t('orderProgress.label')}
      className={cn(orderProgressVariants(), className)}
    >
      {steps.map(({ step, state }, index) => (
        <li
          key={step}
          data-slot="order-progress-step"
          data-state={state}
          aria-current={state === 'in_process' ? 'step' : undefined}
          className={cn(
            'relative flex items-center gap-3 bp570:flex-col bp570:gap-2 bp570:text-center',
            index > 0 && connectorClass,
            index > 0 &&
              (state === 'not_reached' ? 'before:bg-black/15' : 'before:bg-settings-main'),
          )}
        >
          <span aria-hidden="true" className={orderProgressMarkerVariants({ state })}>
            {state === 'complete' ? (
              <CheckSmallIcon strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              index + 1
            )}
          </span>
          <span className={cn('text-sm', state === 'not_reached' ? 'text-muted' : 'font-medium')}>
            {t(`orderProgress.step.${step}`)}
            <span className="sr-only">{`, ${t(`orderProgress.state.${state}`)}`}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
