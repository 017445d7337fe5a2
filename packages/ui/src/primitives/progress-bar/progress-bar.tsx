import { cva } from 'class-variance-authority';
import { useEffect, useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import {
  DEFAULT_PROGRESS_TIMING,
  PROGRESS_FINISH_MS,
  progressFrame,
  progressReducer,
  type ProgressTiming,
} from './progress-bar.model.js';

export const progressBarVariants = cva(
  'shop:pointer-events-none shop:fixed shop:inset-x-0 shop:top-0 shop:z-[60] shop:h-[3px] shop:transition-opacity shop:motion-reduce:transition-none',
  {
    variants: {
      visible: { true: 'shop:opacity-100', false: 'shop:opacity-0' },
    },
    defaultVariants: { visible: true },
  },
);

export interface ProgressBarViewProps {
  /** How full the bar is, 0..1. */
  value: number;
  /**
   * How long the bar takes to reach `value` (a CSS width transition; none when the shopper asks
   * for reduced motion: the bar then jumps to each value).
   * @default 0
   */
  transitionMs?: number;
  /**
   * Shown; when not, the bar is transparent and hidden from assistive technology (no load).
   * @default true
   */
  visible?: boolean;
  className?: string;
}

/**
 * The bar itself, drawn from props alone (every state is a story). It is a `progressbar` without
 * a value: the creep is an estimate, so assistive technology hears "loading", not a percentage.
 * The width's transition is a class (its length a CSS variable), so `motion-reduce` can turn it
 * off, which an inline `transition` would override.
 */
export function ProgressBarView({
  value,
  transitionMs = 0,
  visible = true,
  className,
}: ProgressBarViewProps): ReactNode {
  const { t } = useT();
  const width = `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return (
    <div
      data-slot="progress-bar"
      data-visible={visible}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-hidden={visible ? undefined : true}
      className={cn(progressBarVariants({ visible }), className)}
    >
      <div
        data-slot="progress-bar-fill"
        className="shop:h-full shop:bg-settings-main shop:transition-[width] shop:duration-(--progress-duration) shop:ease-out shop:motion-reduce:transition-none"
        style={{ width, '--progress-duration': `${transitionMs}ms` } as CSSProperties}
      />
    </div>
  );
}

export interface ProgressBarProps {
  /** Whether a page load is under way (e.g. React Router's `navigation.state !== 'idle'`). */
  active: boolean;
  /** @default { throttleMs: 200, durationMs: 5000 } (SPEC §9) */
  timing?: ProgressTiming;
  className?: string;
}

/**
 * The top loading bar: hidden for loads shorter than 200 ms, then creeping towards 90 % over
 * 5 s, filling up and going away when the load ends. Between loads it stays in the page,
 * transparent and `aria-hidden`.
 *
 * @example
 * ```tsx
 * <ProgressBar active={useNavigation().state !== 'idle'} />
 * ```
 */
export function ProgressBar({
  active,
  timing = DEFAULT_PROGRESS_TIMING,
  className,
}: ProgressBarProps): ReactNode {
  const [phase, send] = useReducer(progressReducer, 'idle');
  // The creep needs one frame at 0 before the width transition to 90 % starts.
  const [started, setStarted] = useState(false);
  // Back to idle, the next load starts from an empty bar again (state adjusted during render).
  const [shownPhase, setShownPhase] = useState(phase);
  if (phase !== shownPhase) {
    setShownPhase(phase);
    if (phase === 'idle') setStarted(false);
  }

  useEffect(() => send({ type: active ? 'start' : 'stop' }), [active]);

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => send({ type: 'throttled' }), timing.throttleMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') {
      const frame = requestAnimationFrame(() => setStarted(true));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => send({ type: 'finished' }), PROGRESS_FINISH_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, timing.throttleMs]);

  const frame = progressFrame(phase, timing);
  const starting = phase === 'running' && !started;
  return (
    <ProgressBarView
      value={starting ? 0 : frame.value}
      transitionMs={starting ? 0 : frame.transitionMs}
      visible={frame.visible}
      className={className}
    />
  );
}
