import type { Promotion } from '@shop/core/contract';
import { promotionState } from '@shop/core/rules';

/**
 * The ids of the promotions past their last day in Chișinău (core's `promotionState`), judged
 * once on the server so the rule stays out of the pages' browser code.
 */
export function endedIds(promotions: readonly Promotion[], now = new Date()): number[] {
  return promotions
    .filter((promotion) => promotionState(promotion, now) === 'ended')
    .map((promotion) => promotion.id);
}
