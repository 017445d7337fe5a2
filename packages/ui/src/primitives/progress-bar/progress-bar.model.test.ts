import { PROGRESS_BAR } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRESS_TIMING,
  PROGRESS_CREEP_TO,
  progressFrame,
  progressReducer,
  type ProgressEvent,
  type ProgressPhase,
} from './progress-bar.model.js';

const run = (events: ProgressEvent['type'][], from: ProgressPhase = 'idle') =>
  events.reduce<ProgressPhase>((phase, type) => progressReducer(phase, { type }), from);

describe('progress bar model', () => {
  it('uses the SPEC §9 timing: throttle 200 ms, duration 5000 ms', () => {
    expect(DEFAULT_PROGRESS_TIMING).toEqual({ throttleMs: 200, durationMs: 5000 });
    expect(DEFAULT_PROGRESS_TIMING).toBe(PROGRESS_BAR);
  });

  it('shows nothing for a load quicker than the throttle', () => {
    expect(run(['start'])).toBe('waiting');
    expect(progressFrame('waiting').visible).toBe(false);
    expect(run(['start', 'stop'])).toBe('idle');
    // A throttle timer that fires late changes nothing.
    expect(run(['start', 'stop', 'throttled'])).toBe('idle');
  });

  it('runs, finishes and goes back to idle for a slow load', () => {
    expect(run(['start', 'throttled'])).toBe('running');
    expect(run(['start', 'throttled', 'stop'])).toBe('finishing');
    expect(run(['start', 'throttled', 'stop', 'finished'])).toBe('idle');
  });

  it('carries on when a new load starts while the last one is finishing', () => {
    expect(run(['start'], 'finishing')).toBe('running');
    expect(run(['start'], 'running')).toBe('running');
    expect(run(['start'], 'waiting')).toBe('waiting');
  });

  it('ignores events that do not belong to the phase', () => {
    expect(run(['stop'])).toBe('idle');
    expect(run(['finished'])).toBe('idle');
    expect(run(['finished'], 'running')).toBe('running');
    expect(run(['throttled'], 'finishing')).toBe('finishing');
  });

  it('creeps to 90 % over the duration, then fills quickly', () => {
    expect(progressFrame('running')).toEqual({
      visible: true,
      value: PROGRESS_CREEP_TO,
      transitionMs: 5000,
    });
    expect(progressFrame('running', { throttleMs: 0, durationMs: 800 }).transitionMs).toBe(800);
    const finishing = progressFrame('finishing');
    expect(finishing.value).toBe(1);
    expect(finishing.transitionMs).toBeLessThan(500);
  });
});
