import { addDays, shopDay } from './dates.js';
import type { Bani } from './money.js';
import type { PayMethod } from './orders.js';

/**
 * The pro-forma invoice a company gets for an order paid by bank transfer: which orders have
 * one, the VAT its total includes, when it is due, and the total written in Romanian words, as
 * Moldovan invoices state it. The API draws the PDF with these; the order page offers it by the
 * same rule.
 */

/** Moldova's standard VAT rate, in percent; shop prices include it. */
export const VAT_PERCENT = 20;

/** Days a pro-forma invoice is valid for payment, counted from the order's day in the shop. */
export const INVOICE_DUE_DAYS = 5;

/** Whether an order paid this way has a pro-forma invoice: bank transfers only. */
export function hasProformaInvoice(payMethod: PayMethod | null): boolean {
  return payMethod === 'bank_transfer';
}

/** The VAT a price that includes it holds, to the nearest ban: 120 lei hold 20 lei. */
export function vatIncluded(amount: Bani): Bani {
  return Math.round((amount * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The last day (the shop's 'YYYY-MM-DD') the invoice of an order placed at `placedAt` is valid. */
export function invoiceDueDay(placedAt: Date): string {
  return addDays(shopDay(placedAt), INVOICE_DUE_DAYS);
}

type Gender = 'masculine' | 'feminine';

const UNITS_MASCULINE = [
  '',
  'unu',
  'doi',
  'trei',
  'patru',
  'cinci',
  'șase',
  'șapte',
  'opt',
  'nouă',
];
const TEENS_MASCULINE = [
  'zece',
  'unsprezece',
  'doisprezece',
  'treisprezece',
  'paisprezece',
  'cincisprezece',
  'șaisprezece',
  'șaptesprezece',
  'optsprezece',
  'nouăsprezece',
];
// A feminine noun changes one and two only: 'una', 'două', 'douăsprezece'.
const UNITS: Record<Gender, readonly string[]> = {
  masculine: UNITS_MASCULINE,
  feminine: ['', 'una', 'două', ...UNITS_MASCULINE.slice(3)],
};
const TEENS: Record<Gender, readonly string[]> = {
  masculine: TEENS_MASCULINE,
  feminine: TEENS_MASCULINE.map((word, index) => (index === 2 ? 'douăsprezece' : word)),
};
const TENS = [
  '',
  '',
  'douăzeci',
  'treizeci',
  'patruzeci',
  'cincizeci',
  'șaizeci',
  'șaptezeci',
  'optzeci',
  'nouăzeci',
];

/** 1–999 in words, its last figure agreeing with a noun of `gender`: 'două sute treizeci și doi'. */
function belowThousand(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('o sută');
  else if (hundreds > 1) words.push(`${UNITS.feminine[hundreds]!} sute`);
  if (rest >= 20) {
    const unit = rest % 10;
    words.push(
      unit === 0 ? TENS[rest / 10]! : `${TENS[Math.floor(rest / 10)]!} și ${UNITS[gender][unit]!}`,
    );
  } else if (rest >= 10) {
    words.push(TEENS[gender][rest - 10]!);
  } else if (rest > 0) {
    words.push(UNITS[gender][rest]!);
  }
  return words;
}

/** A noun counted: its article and form for one ('un leu', 'o mie'), its plural, its gender. */
interface Noun {
  a: 'un' | 'o';
  one: string;
  many: string;
  gender: Gender;
}

/**
 * A count with its noun, as Romanian writes it: 'un leu', 'o mie', 'doi lei', 'douăzeci de lei',
 * 'o sută unu lei' ('de' comes before the noun when the last two figures make 0 or 20 and up).
 */
function counted(n: number, noun: Noun): string {
  if (n === 1) return `${noun.a} ${noun.one}`;
  const rest = n % 100;
  const de = rest === 0 || rest >= 20 ? ' de' : '';
  return `${numberWords(n, noun.gender)}${de} ${noun.many}`;
}

const THOUSAND: Noun = { a: 'o', one: 'mie', many: 'mii', gender: 'feminine' };
// Neuter nouns: one like a masculine ('un milion'), more like a feminine ('două milioane').
const MILLION: Noun = { a: 'un', one: 'milion', many: 'milioane', gender: 'feminine' };
const BILLION: Noun = { a: 'un', one: 'miliard', many: 'miliarde', gender: 'feminine' };

/** A whole number from 0 up in Romanian words, its last figure agreeing with `gender`. */
function numberWords(n: number, gender: Gender): string {
  if (n === 0) return 'zero';
  const words: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  if (billions > 0) words.push(counted(billions, BILLION));
  if (millions > 0) words.push(counted(millions, MILLION));
  if (thousands > 0) words.push(counted(thousands, THOUSAND));
  words.push(...belowThousand(n % 1000, gender));
  return words.join(' ');
}

const LEU: Noun = { a: 'un', one: 'leu', many: 'lei', gender: 'masculine' };
const BAN: Noun = { a: 'un', one: 'ban', many: 'bani', gender: 'masculine' };

/**
 * An amount in words in Romanian, as an invoice states its total: 123 450 bani → 'o mie două
 * sute treizeci și patru de lei și cincizeci de bani'; whole lei leave the bani out. Negative
 * amounts are not an invoice's and are refused.
 */
export function amountInRomanianWords(amount: Bani): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`not an amount to write in words: ${String(amount)}`);
  }
  const lei = Math.floor(amount / 100);
  const bani = amount % 100;
  const leiWords = lei === 0 ? 'zero lei' : counted(lei, LEU);
  return bani === 0 ? leiWords : `${leiWords} și ${counted(bani, BAN)}`;
}
