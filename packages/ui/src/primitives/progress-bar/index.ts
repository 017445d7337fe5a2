export { ProgressBar, ProgressBarView, progressBarVariants } from './progress-bar.js';
export type { ProgressBarProps, ProgressBarViewProps } from './progress-bar.js';
export type { ProgressTiming } from './progress-bar.model.js';
