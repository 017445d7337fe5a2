import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNIT,
  QUANTITY_AFTER_UNIT_CHANGE,
  clampManagerQuantity,
  defaultManagerQuantity,
  maxLineUnits,
  offeredUnits,
  piecesOf,
  unitCoef,
  unitKind,
  unitsOf,
  type SaleUnit,
} from './units.js';
import fc from 'fast-check';
import { MANAGER_QUANTITY_CAP } from './constants.js';
import type { Role } from './roles.js';
import { stockShown } from './prices.js';

const piece: SaleUnit = { id: 11, name: 'Buc', name_cod: 1, coef: 1 };
const set: SaleUnit = { id: 12, name: 'Set', name_cod: 100, coef: 6 };
const box: SaleUnit = { id: 13, name: 'Cutie', name_cod: 200, coef: 24 };

describe('units (§3, §5)', () => {
  it("supplies 'Buc' (name_cod 1, coef 1) to a product without units", () => {
    expect(DEFAULT_UNIT).toMatchObject({ name: 'Buc', name_cod: 1, coef: 1 });
    expect(unitsOf({ products_units: [] })).toEqual([DEFAULT_UNIT]);
    expect(unitsOf({})).toEqual([DEFAULT_UNIT]);
  });

  it('names the codes 1 piece, 100 set, 200 box', () => {
    expect([1, 100, 200].map(unitKind)).toEqual(['piece', 'set', 'box']);
  });

  it('offers only units whose code is at least angro_min_sale_unit', () => {
    const product = { products_units: [box, piece, set] };
    expect(offeredUnits({ ...product, angro_min_sale_unit: 1 })).toEqual([piece, set, box]);
    expect(offeredUnits({ ...product, angro_min_sale_unit: 100 })).toEqual([set, box]);
    expect(offeredUnits({ ...product, angro_min_sale_unit: 200 })).toEqual([box]);
    expect(offeredUnits({ products_units: [piece], angro_min_sale_unit: 200 })).toEqual([]);
    expect(offeredUnits({ products_units: [box, piece] })).toEqual([piece, box]);
  });

  it('caps a manager quantity at 100 and keeps it at least 1', () => {
    expect(clampManagerQuantity(100)).toBe(100);
    expect(clampManagerQuantity(101)).toBe(100);
    expect(clampManagerQuantity(0)).toBe(1);
    expect(clampManagerQuantity(Number.NaN)).toBe(1);
  });

  it('starts at angro_sale_qt, or 1', () => {
    expect(defaultManagerQuantity({ angro_sale_qt: 12 })).toBe(12);
    expect(defaultManagerQuantity({ angro_sale_qt: null })).toBe(1);
    expect(defaultManagerQuantity({ angro_sale_qt: 0 })).toBe(1);
    expect(defaultManagerQuantity({ angro_sale_qt: 500 })).toBe(100);
  });

  it('a unit change resets the quantity to 1', () => {
    expect(QUANTITY_AFTER_UNIT_CHANGE).toBe(1);
  });

  it('counts pieces by coefficient', () => {
    expect(piecesOf(3, box)).toBe(72);
  });
});

describe('the most units of a line (§5, §6)', () => {
  const stock = { balance: 14, balance_angro: 250 };

  it('a unit’s coefficient; no unit, or a broken one, is a piece', () => {
    expect(unitCoef(box)).toBe(24);
    expect(unitCoef(null)).toBe(1);
    expect(unitCoef({ coef: 0 })).toBe(1);
    expect(unitCoef({ coef: Number.NaN })).toBe(1);
    expect(unitCoef({ coef: Number.POSITIVE_INFINITY })).toBe(1);
  });

  it('the role’s stock in whole units; a manager at most 100', () => {
    expect(maxLineUnits(stock, null, 'visitor')).toBe(14);
    expect(maxLineUnits(stock, null, 'customer')).toBe(14);
    expect(maxLineUnits(stock, null, 'dealer')).toBe(250);
    expect(maxLineUnits(stock, box, 'manager')).toBe(10);
    expect(maxLineUnits(stock, null, 'manager')).toBe(MANAGER_QUANTITY_CAP);
    expect(maxLineUnits({ balance: -3 }, null, 'customer')).toBe(0);
  });

  it('never negative, never more pieces than the stock, and one more unit would be too many', () => {
    const roles: Role[] = ['visitor', 'customer', 'dealer', 'manager'];
    fc.assert(
      fc.property(
        fc.record({
          balance: fc.integer({ min: -10, max: 100_000 }),
          balance_angro: fc.integer({ min: -10, max: 100_000 }),
        }),
        fc.option(fc.record({ coef: fc.integer({ min: 0, max: 500 }) }), { nil: null }),
        fc.constantFrom(...roles),
        (product, unit, role) => {
          const units = maxLineUnits(product, unit, role);
          const pieces = stockShown(product, role);
          expect(units).toBeGreaterThanOrEqual(0);
          expect(units * unitCoef(unit)).toBeLessThanOrEqual(pieces);
          if (role === 'manager') expect(units).toBeLessThanOrEqual(MANAGER_QUANTITY_CAP);
          const capped = role === 'manager' && units === MANAGER_QUANTITY_CAP;
          if (!capped) expect((units + 1) * unitCoef(unit)).toBeGreaterThan(pieces);
        },
      ),
    );
  });
});
