export { ProgressBar, ProgressBarView, progressBarVariants } from './progress-bar.js';
export type { ProgressBarProps, ProgressBarViewProps } from './progress-bar.js';
export {
  DEFAULT_PROGRESS_TIMING,
  PROGRESS_CREEP_TO,
  PROGRESS_FINISH_MS,
  progressFrame,
  progressReducer,
} from './progress-bar.model.js';
export type {
  ProgressEvent,
  ProgressFrame,
  ProgressPhase,
  ProgressTiming,
} from './progress-bar.model.js';
