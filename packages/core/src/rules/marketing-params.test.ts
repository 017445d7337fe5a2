import { describe, expect, it } from 'vitest';
import { withoutMarketingParams } from './marketing-params.js';

describe('withoutMarketingParams', () => {
  it('leaves out utm_*, gclid, fbclid and the like, and keeps the rest in order', () => {
    expect(withoutMarketingParams('?search=drill&utm_source=fb&UTM_Medium=cpc&gclid=x')).toBe(
      '?search=drill',
    );
    expect(withoutMarketingParams('?fbclid=1&msclkid=2&ttclid=3&gbraid=4&wbraid=5&yclid')).toBe('');
    expect(withoutMarketingParams('?page=2&sort=price')).toBe('?page=2&sort=price');
    expect(withoutMarketingParams('')).toBe('');
    // The first of them may stand first; the rest keeps its own spelling.
    expect(withoutMarketingParams('?utm_source=fb&q=a+b%20c&gclid')).toBe('?q=a+b%20c');
    // A name that merely starts like one is kept.
    expect(withoutMarketingParams('?utm=1&gclids=2&clidx=3&id=4')).toBe(
      '?utm=1&gclids=2&clidx=3&id=4',
    );
  });
});
