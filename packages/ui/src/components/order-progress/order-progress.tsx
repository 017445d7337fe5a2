import { orderProgress, type OrderStatus } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CheckSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const orderProgressVariants = cva(
  'shop:grid shop:grid-cols-1 shop:gap-3 shop:text-ink shop:bp570:grid-cols-5 shop:bp570:gap-0',
);

/** A step's round marker: filled when done, ringed while in process, grey ahead. */
export const orderProgressMarkerVariants = cva(
  'shop:relative shop:z-10 shop:inline-flex shop:size-8 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:border-2 shop:text-sm shop:font-semibold shop:tabular-nums shop:[&_svg]:size-4',
  {
    variants: {
      state: {
        complete: 'shop:border-settings-main shop:bg-settings-main shop:text-white',
        in_process:
          'shop:border-settings-main shop:bg-white shop:text-settings-main shop:ring-4 shop:ring-settings-main/20',
        not_reached: 'shop:border-black/20 shop:bg-white shop:text-muted',
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
  "shop:before:absolute shop:before:content-[''] shop:before:left-[0.9375rem] shop:before:-top-3 shop:before:h-3 shop:before:w-0.5 shop:bp570:before:top-[0.9375rem] shop:bp570:before:right-1/2 shop:bp570:before:left-auto shop:bp570:before:h-0.5 shop:bp570:before:w-full";

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
            'shop:relative shop:flex shop:items-center shop:gap-3 shop:bp570:flex-col shop:bp570:gap-2 shop:bp570:text-center',
            index > 0 && connectorClass,
            index > 0 &&
              (state === 'not_reached'
                ? 'shop:before:bg-black/15'
                : 'shop:before:bg-settings-main'),
          )}
        >
          <span aria-hidden="true" className={orderProgressMarkerVariants({ state })}>
            {state === 'complete' ? (
              <CheckSmallIcon strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              index + 1
            )}
          </span>
          <span
            className={cn(
              'shop:text-sm',
              state === 'not_reached' ? 'shop:text-muted' : 'shop:font-medium',
            )}
          >
            {t(`orderProgress.step.${step}`)}
            <span className="shop:sr-only">{`, ${t(`orderProgress.state.${state}`)}`}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
