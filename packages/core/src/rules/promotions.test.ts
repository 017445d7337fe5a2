import { describe, expect, it } from 'vitest';
import { promotionState } from './promotions.js';

describe('promotionState', () => {
  const november = { date: '2026-11-01', end_date: '2026-11-30' };

  it('runs from its first day to its last one, both included', () => {
    expect(promotionState(november, new Date('2026-11-01T00:30:00+02:00'))).toBe('running');
    expect(promotionState(november, new Date('2026-11-30T23:30:00+02:00'))).toBe('running');
  });

  it('is over from the day after its last one in Chișinău, not in UTC', () => {
    // 22:30 UTC on the 30th is already 1 December in Chișinău (UTC+2).
    expect(promotionState(november, new Date('2026-11-30T22:30:00Z'))).toBe('ended');
    expect(promotionState(november, new Date('2026-11-30T21:30:00Z'))).toBe('running');
  });

  it('has not started before its first day', () => {
    expect(promotionState(november, new Date('2026-10-31T12:00:00Z'))).toBe('upcoming');
  });

  it('never ends without an end date, and runs without any date', () => {
    expect(promotionState({ date: '2020-01-01', end_date: null }, new Date())).toBe('running');
    expect(promotionState({ date: null, end_date: null }, new Date())).toBe('running');
  });
});
