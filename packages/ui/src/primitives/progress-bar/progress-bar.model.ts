import { PROGRESS_BAR } from '@shop/core/rules';

/**
 * The top loading bar as a pure state model, so its timing can be tested without React or a
 * browser. A load shorter than the throttle never shows a bar (no flash on fast navigations);
 * a longer one creeps towards `CREEP_TO` over the duration and jumps to the end when the load
 * finishes, then goes away.
 *
 * idle --start--> waiting --throttled--> running --stop--> finishing --finished--> idle
 *                 waiting --stop--> idle (the load was quicker than the throttle)
 */
export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export type ProgressEvent =
  { type: 'start' } | { type: 'stop' } | { type: 'throttled' } | { type: 'finished' };

/** How far the bar creeps while the load runs: it never claims to be done before it is. */
export const PROGRESS_CREEP_TO = 0.9;

/** How long the bar takes to fill the rest and fade once the load has finished. */
export const PROGRESS_FINISH_MS = 200;

export interface ProgressTiming {
  /** Loads shorter than this show nothing. @default 200 (SPEC §9) */
  throttleMs: number;
  /** How long the bar takes to creep to 90 %. @default 5000 (SPEC §9) */
  durationMs: number;
}

export const DEFAULT_PROGRESS_TIMING: ProgressTiming = PROGRESS_BAR;

export function progressReducer(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event.type) {
    case 'start':
      // A new load while the previous bar is still finishing carries on from where it is.
      return phase === 'idle' ? 'waiting' : phase === 'finishing' ? 'running' : phase;
    case 'throttled':
      return phase === 'waiting' ? 'running' : phase;
    case 'stop':
      return phase === 'waiting' ? 'idle' : phase === 'running' ? 'finishing' : phase;
    case 'finished':
      return phase === 'finishing' ? 'idle' : phase;
  }
}

/** What the view draws in a phase: how full the bar is and how long it takes to get there. */
export interface ProgressFrame {
  visible: boolean;
  /** 0..1 */
  value: number;
  /** The width transition's length, in ms. */
  transitionMs: number;
}

export function progressFrame(
  phase: ProgressPhase,
  timing: ProgressTiming = DEFAULT_PROGRESS_TIMING,
): ProgressFrame {
  switch (phase) {
    case 'idle':
    case 'waiting':
      return { visible: false, value: 0, transitionMs: 0 };
    case 'running':
      return { visible: true, value: PROGRESS_CREEP_TO, transitionMs: timing.durationMs };
    case 'finishing':
      return { visible: true, value: 1, transitionMs: PROGRESS_FINISH_MS };
  }
}
