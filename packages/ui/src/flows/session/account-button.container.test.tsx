import { describe, expect, it } from 'vitest';
import { accountSummary } from './account-button.container.js';
import { SAMPLE_PROFILES } from './examples/session.samples.js';

describe('accountSummary', () => {
  it('greets by the first name, else the company, else nobody', () => {
    expect(accountSummary(SAMPLE_PROFILES.customer)).toEqual({ name: 'Ana' });
    expect(accountSummary(SAMPLE_PROFILES.company)).toEqual({ name: 'Construct Grup SRL' });
    expect(accountSummary(SAMPLE_PROFILES.nameless)).toEqual({ name: null });
  });
});
