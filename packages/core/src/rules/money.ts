import { LOCALES, type LocaleCode } from './locales.js';

/**
 * Money is held as an integer number of bani (1 leu = 100 bani) so that sums are exact:
 * 0.1 + 0.2 never leaks into a total. Amounts arrive from the API in lei, as numbers or decimal
 * strings, and are converted once, at the edge, with decimal parsing rather than float maths.
 */
export type Bani = number;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * Lei (number or decimal string, e.g. 12.5 or '1299.99') to bani, rounding half away from zero
 * at the third decimal. Returns null for anything that is not a finite decimal amount.
 */
export function toBani(lei: number | string | null | undefined): Bani | null {
  if (lei === null || lei === undefined) return null;
  let text: string;
  if (typeof lei === 'number') {
    if (!Number.isFinite(lei)) return null;
    // The shortest decimal that round-trips the double, e.g. 1.005 → '1.005'; exponent forms
    // (1e-7, 1e21) fall outside any price and are rendered with toFixed.
    text = /e/i.test(String(lei)) ? lei.toFixed(3) : String(lei);
  } else {
    text = lei.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const value = cents + roundUp;
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' && value !== 0 ? -value : value;
}

/** Bani to lei as a number with at most two decimals (for payloads that carry lei). */
export function toLei(bani: Bani): number {
  return bani / 100;
}

/** Bani to a decimal string in lei with two decimals, '1299.90' (for payloads that want text). */
export function toLeiString(bani: Bani): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Applies a percent discount (e.g. 7.5) to an amount, rounding half up to the nearest ban.
 * Percents outside 0..100 are clamped; the result is never negative.
 */
export function applyDiscount(amount: Bani, percent: number | null | undefined): Bani {
  if (!percent || !Number.isFinite(percent) || percent <= 0) return amount;
  const p = Math.min(percent, 100);
  // Percent in hundredths (basis points) keeps the arithmetic in integers.
  const basisPoints = Math.round(p * 100);
  return Math.max(0, Math.round((amount * (10_000 - basisPoints)) / 10_000));
}

/** Multiplies an amount by a whole quantity (or a unit coefficient). */
export function multiply(amount: Bani, factor: number): Bani {
  return Math.round(amount * factor);
}

/** Adds amounts exactly. */
export function sum(amounts: readonly Bani[]): Bani {
  return amounts.reduce((total, amount) => total + amount, 0);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: LocaleCode, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[locale].iso, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in bani as the locale writes a number: two decimals, a trailing .00 dropped (§5).
 * 1234.5 lei in ro → '1.234,50'; 1234 lei in en → '1,234'.
 */
export function formatAmount(bani: Bani, locale: LocaleCode): string {
  const whole = bani % 100 === 0;
  return numberFormat(locale, whole ? 0 : 2).format(bani / 100);
}

/**
 * An amount with its two decimals always, for a document that lists amounts in columns (an
 * invoice): 1234 lei in ro → '1.234,00'.
 */
export function formatAmountInColumns(bani: Bani, locale: LocaleCode): string {
  return numberFormat(locale, 2).format(bani / 100);
}

/** The one money formatter: the amount and the currency, '1.234,50 lei', '1 234 лей' (§5). */
export function formatMoney(bani: Bani, locale: LocaleCode): string {
  return `${formatAmount(bani, locale)}\u00a0${LOCALES[locale].currency}`;
}

/**
 * A plain number with a trailing .00 dropped (§5: "Number formatting drops a trailing .00"):
 * 12 → '12', 12.5 → '12.50', '12.00' → '12'.
 */
export function formatNumber(value: number | string): string {
  const bani = toBani(value);
  if (bani === null) return String(value);
  const text = toLeiString(bani);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
