import type { couponSchema } from '@shop/core/contract';
import {
  couponDiscount,
  couponProblem,
  toBani,
  toLeiString,
  type Bani,
  type CouponTerms,
  type FieldError,
} from '@shop/core/rules';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { promoCodes, promoCodeUses } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../http/errors.js';

/**
 * Discount codes (§4 "Coupon"): found whatever their case, judged by core's `couponProblem` with
 * the usage counted here, priced by core's `couponDiscount`. The check-promo-code call and the
 * order use the same path; the order locks the code's row first, so a usage limit holds when
 * many checkouts use the code at once.
 */

export type PromoRow = typeof promoCodes.$inferSelect;

/** Who uses a code: an account and/or the phone an order gives (a guest is known by the phone). */
export interface Customer {
  userId: number | null;
  phone: string | null;
}

export function termsOf(row: PromoRow): CouponTerms {
  return {
    kind: row.kind,
    value: row.value,
    minTotal: row.minTotal,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
  };
}

/** The code's row (locked until the transaction ends with `lock`), or undefined. */
export async function findPromo(
  db: Database,
  code: string,
  options: { lock?: boolean } = {},
): Promise<PromoRow | undefined> {
  const query = db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${code.trim()})`);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Orders of this customer that used the code (by account or by phone). */
async function usesBy(db: Database, promoId: number, customer: Customer): Promise<number> {
  const whose: SQL[] = [];
  if (customer.userId !== null) whose.push(eq(promoCodeUses.userId, customer.userId));
  if (customer.phone !== null) whose.push(eq(promoCodeUses.phone, customer.phone));
  if (whose.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, promoId), or(...whose)));
  return row?.n ?? 0;
}

/**
 * Why the code does not apply (a field error for `field`), or its discount on `itemsTotal` in
 * bani. `itemsTotal` null (the check without a total) skips the minimum and prices nothing.
 */
export async function judgePromo(
  db: Database,
  row: PromoRow | undefined,
  order: { itemsTotal: Bani | null; customer: Customer; now: Date },
): Promise<{ problem: FieldError } | { discount: Bani | null }> {
  const usage = row
    ? { used: row.usedCount, usedByCustomer: await usesBy(db, row.id, order.customer) }
    : { used: 0, usedByCustomer: 0 };
  const problem = couponProblem(row ? termsOf(row) : null, {
    now: order.now,
    itemsTotal: order.itemsTotal ?? Number.MAX_SAFE_INTEGER,
    usage,
  });
  if (problem) return { problem };
  if (!row || order.itemsTotal === null) return { discount: null };
  return { discount: couponDiscount(termsOf(row), order.itemsTotal) };
}

/** 400 with the code's problem under `field`. */
export function promoProblem(field: string, problem: FieldError): ApiProblem {
  return new ApiProblem(400, ERROR_DETAIL.invalidRequest, { [field]: problem });
}

/**
 * The use of a code by the order being written, as parts of its one write statement: a row of
 * `promo_code_uses` for the order `new_order` of that statement, and one more on the code's count.
 */
export function promoUseParts(row: PromoRow, use: Customer): SQL[] {
  return [
    sql`insert into ${promoCodeUses} (promo_code_id, order_id, user_id, phone)
      select ${row.id}, new_order.id, ${use.userId}, ${use.phone} from new_order`,
    sql`update ${promoCodes} set used_count = ${promoCodes.usedCount} + 1
      where ${promoCodes.id} = ${row.id}`,
  ];
}

type CouponAnswer = z.input<typeof couponSchema>;

/** The coupon data of the check call (§3 "Coupon data"). */
export function couponAnswer(row: PromoRow, discount: Bani | null): CouponAnswer {
  return {
    code: row.code,
    discount_percent: row.kind === 'percent' ? row.value : null,
    discount_amount: row.kind === 'fixed' ? row.value : null,
    min_total: row.minTotal,
    valid_until: row.endsAt?.toISOString() ?? null,
    discount: discount === null ? null : toLeiString(discount),
  };
}

/** A total in lei as the client sends it, in bani. */
export function baniOf(lei: number | undefined): Bani | null {
  return lei === undefined ? null : toBani(lei);
}
