import { describe, expect, it } from 'vitest';
import { POPUPS_COOKIE, popupAt, popupSchedule, shouldFetchPopups } from './popups.js';

const popups = [
  { id: 1, inactive_time: 5, active_time: 10 },
  { id: 2, inactive_time: 3, active_time: 7 },
  { id: 3, inactive_time: 0, active_time: 0 },
  { id: 4, inactive_time: 2, active_time: 4 },
];

describe('popup chain (§4 "Popups")', () => {
  it('shows each after its inactive time and hides it after its active time, one after another', () => {
    expect(popupSchedule(popups)).toEqual([
      { id: 1, showAt: 5, hideAt: 15 },
      { id: 2, showAt: 18, hideAt: 25 },
      { id: 4, showAt: 27, hideAt: 31 },
    ]);
  });

  it('knows which popup is on screen', () => {
    const schedule = popupSchedule(popups);
    expect(popupAt(schedule, 0)).toBeNull();
    expect(popupAt(schedule, 5)?.id).toBe(1);
    expect(popupAt(schedule, 14.9)?.id).toBe(1);
    expect(popupAt(schedule, 15)).toBeNull();
    expect(popupAt(schedule, 20)?.id).toBe(2);
    expect(popupAt(schedule, 31)).toBeNull();
  });

  it('a closed popup stays hidden and the chain keeps its times', () => {
    const schedule = popupSchedule(popups);
    expect(popupAt(schedule, 6, new Set([1]))).toBeNull();
    expect(popupAt(schedule, 20, new Set([1]))?.id).toBe(2);
  });

  it('fetches once per 3 hours (cookie of 10800 s)', () => {
    expect(POPUPS_COOKIE.maxAgeSeconds).toBe(10800);
    expect(shouldFetchPopups(undefined)).toBe(true);
    expect(shouldFetchPopups('1')).toBe(false);
  });
});
