import { MANAGER_QUANTITY_CAP, UNIT_CODE } from './constants.js';
import { stockShown, type StockedProduct } from './prices.js';
import type { Role } from './roles.js';
import { LOCALES, type LocaleCode } from './locales.js';

/**
 * Sale units (SPEC §3 "Product unit", §4 "Manager unit modal", §5): a product is sold by the
 * piece, the set or the box; a unit's coefficient says how many pieces it holds.
 */
export interface SaleUnit {
  id: number;
  name: string;
  /** 1 = piece, 100 = set, 200 = box. */
  name_cod: number;
  coef: number;
}

/** The unit fields of a product that these rules read. */
export interface UnitProduct {
  products_units?: readonly SaleUnit[] | null;
  /** The smallest unit code a wholesale buyer may choose. */
  angro_min_sale_unit?: number | null;
  /** The usual wholesale quantity, the manager dialog's default. */
  angro_sale_qt?: number | null;
}

/**
 * The default unit 'Buc' (piece) supplied for a product without units (§3). Its id is 0, which
 * no stored unit has.
 */
export const DEFAULT_UNIT: SaleUnit = Object.freeze({
  id: 0,
  name: 'Buc',
  name_cod: UNIT_CODE.piece,
  coef: 1,
});

export type UnitKind = 'piece' | 'set' | 'box';

/** The kind of a unit code, for labels; unknown codes read as pieces. */
export function unitKind(nameCod: number): UnitKind {
  if (nameCod >= UNIT_CODE.box) return 'box';
  if (nameCod >= UNIT_CODE.set) return 'set';
  return 'piece';
}

/** A product's units, or the default 'Buc' when it has none. */
export function unitsOf(product: UnitProduct): SaleUnit[] {
  const units = product.products_units ?? [];
  return units.length > 0 ? [...units] : [DEFAULT_UNIT];
}

/**
 * Units the manager dialog offers: those whose code is at least angro_min_sale_unit (§5), smallest
 * first. A product that has no such unit offers none: it cannot be sold wholesale.
 */
export function offeredUnits(product: UnitProduct): SaleUnit[] {
  const minimum = product.angro_min_sale_unit ?? UNIT_CODE.piece;
  return unitsOf(product)
    .filter((unit) => unit.name_cod >= minimum)
    .sort((a, b) => a.name_cod - b.name_cod || a.coef - b.coef);
}

/** A manager's quantity within 1..100 (§5, §9). */
export function clampManagerQuantity(quantity: number): number {
  const q = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(Math.max(q, 1), MANAGER_QUANTITY_CAP);
}

/** The manager dialog's starting quantity: angro_sale_qt, or 1 (§5), within the cap. */
export function defaultManagerQuantity(product: UnitProduct): number {
  const usual = product.angro_sale_qt;
  return clampManagerQuantity(typeof usual === 'number' && usual > 0 ? usual : 1);
}

/** Choosing another unit resets the quantity to 1 (§4 "Manager unit modal"). */
export const QUANTITY_AFTER_UNIT_CHANGE = 1;

/**
 * The pieces one unit of a line holds: its coefficient, or 1 for no unit (sold by the piece) and
 * for a coefficient that is not a positive number (a broken unit must not make stock infinite).
 */
export function unitCoef(unit: Pick<SaleUnit, 'coef'> | null | undefined): number {
  return unit && Number.isFinite(unit.coef) && unit.coef > 0 ? unit.coef : 1;
}

/** Pieces a quantity of a unit holds (quantity × coefficient), for stock checks. */
export function piecesOf(quantity: number, unit: SaleUnit): number {
  return quantity * unitCoef(unit);
}

/**
 * The most units of a line a buyer may have (§5, §6): the stock the role draws from
 * (`stockShown`: the wholesale stock for a dealer or a manager) in whole units of the line's
 * unit, and for a manager at most `MANAGER_QUANTITY_CAP`. The cart offers up to this and the
 * server takes no more.
 *
 * @example maxLineUnits({ balance: 10, balance_angro: 250 }, box24, 'manager') // 10
 */
export function maxLineUnits(
  product: StockedProduct,
  unit: Pick<SaleUnit, 'coef'> | null | undefined,
  role: Role,
): number {
  const whole = Math.floor(stockShown(product, role) / unitCoef(unit));
  return role === 'manager' ? Math.min(whole, MANAGER_QUANTITY_CAP) : whole;
}

/**
 * A sale unit's name as a word after a number: a unit is named as a label ('Buc', 'Set'), and
 * after a count it is part of the sentence ('Doar 2 buc', 'În stoc: 3 set').
 *
 * @example unitWord('Buc', 'ro') // 'buc'
 */
export function unitWord(name: string, locale: LocaleCode): string {
  return name.toLocaleLowerCase(LOCALES[locale].iso);
}
