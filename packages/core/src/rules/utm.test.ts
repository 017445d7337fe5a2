import { describe, expect, it } from 'vitest';
import { keepFirstUtm, parseStoredUtm, utmFromQuery } from './utm.js';

describe('UTM values (§4: stored once)', () => {
  it('reads the five keys from a query', () => {
    expect(
      utmFromQuery('?utm_source=facebook&utm_medium=cpc&utm_campaign=black_friday&x=1'),
    ).toEqual({ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'black_friday' });
    expect(
      utmFromQuery(new URLSearchParams({ utm_content: 'banner', utm_term: 'fierbator' })),
    ).toEqual({ utm_content: 'banner', utm_term: 'fierbator' });
  });

  it('gives null without UTM values and ignores empty ones', () => {
    expect(utmFromQuery('?page=2')).toBeNull();
    expect(utmFromQuery('?utm_source=')).toBeNull();
  });

  it('keeps the first record and ignores later ones', () => {
    const first = { utm_source: 'google' };
    expect(keepFirstUtm(null, first)).toBe(first);
    expect(keepFirstUtm(first, { utm_source: 'facebook' })).toBe(first);
    expect(keepFirstUtm({}, first)).toBe(first);
    expect(keepFirstUtm(null, null)).toBeNull();
  });

  it('reads a stored record and nothing else from storage', () => {
    expect(parseStoredUtm(JSON.stringify({ utm_source: ' google ', utm_medium: 'cpc' }))).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
    });
    expect(parseStoredUtm(JSON.stringify({ utm_source: 7, other: 'x' }))).toBeNull();
    expect(parseStoredUtm(JSON.stringify({ utm_term: 'a'.repeat(500) }))?.utm_term).toHaveLength(
      200,
    );
    for (const raw of [null, '', 'not json', '[]', '"text"', 'null']) {
      expect(parseStoredUtm(raw)).toBeNull();
    }
  });
});
