import type { ProgressBarViewProps } from '../progress-bar.js';

/** The bar's visible states, shared by the stories and the tests. */
export const progressBarExamples = {
  /** A load under way, part of the way through its creep. */
  running: { value: 0.45 },
  /** The creep's end: a slow load is never shown as complete. */
  creptToEnd: { value: 0.9 },
  /** The load has finished: full, about to go away. */
  finishing: { value: 1 },
  /** No load: transparent and hidden from assistive technology. */
  idle: { value: 0, visible: false },
} satisfies Record<string, ProgressBarViewProps>;
