import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { LOCALE_CODES } from './locales.js';

// The server renders prices with Node's ICU and the browser hydrates them with its own: the two
// must write every amount the same way, or hydration breaks. These are the strings Node writes.
const written = {
  ro: ['1.234,50\u00a0lei', '500\u00a0lei', '0,05\u00a0lei', '1.234.567\u00a0lei'],
  en: ['1,234.50\u00a0lei', '500\u00a0lei', '0.05\u00a0lei', '1,234,567\u00a0lei'],
  ru: ['1\u00a0234,50\u00a0лей', '500\u00a0лей', '0,05\u00a0лей', '1\u00a0234\u00a0567\u00a0лей'],
} as const;

describe('money in Chromium matches money on the server', () => {
  it.each(LOCALE_CODES)('%s', (locale) => {
    expect([123450, 50000, 5, 123456700].map((bani) => formatMoney(bani, locale))).toEqual(
      written[locale],
    );
  });
});
