import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  UNIT_BOX_ONLY,
  UNIT_BULK,
  UNIT_HINGE,
  UNIT_NONE,
  UNIT_PROMOTION,
} from './examples/unit-picker.samples.js';
import {
  sameTotals,
  selectUnitPickerCanAdd,
  selectUnitPickerOpen,
  selectUnitPickerQuantity,
  selectUnitPickerTotals,
  selectUnitPickerUnitId,
  selectUnitPickerUnits,
  unitPickerMachine,
  unitPickerOptions,
  type UnitPickerEmitted,
  type UnitPickerMachineInput,
} from './unit-picker.machine.js';

function setup(input: UnitPickerMachineInput = {}) {
  const actor = createActor(unitPickerMachine, { input });
  const emitted: UnitPickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, snap: () => actor.getSnapshot() };
}

describe('unitPickerMachine', () => {
  it('starts closed; OPEN offers the units smallest first, the first chosen', () => {
    const { actor, snap } = setup();
    expect(selectUnitPickerOpen(snap())).toBe(false);
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    expect(selectUnitPickerOpen(snap())).toBe(true);
    expect(selectUnitPickerUnits(snap()).map((unit) => unit.name)).toEqual(['Buc', 'Set', 'Cutie']);
    expect(selectUnitPickerUnitId(snap())).toBe(29);
  });

  it('offers only units whose code is at least angro_min_sale_unit (§5)', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_BOX_ONLY });
    expect(selectUnitPickerUnits(snap()).map((unit) => unit.name)).toEqual(['Cutie']);
    expect(selectUnitPickerUnitId(snap())).toBe(31);
  });

  it('the default quantity is angro_sale_qt, else 1, within the cap of 100', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    expect(selectUnitPickerQuantity(snap())).toBe(4);
    actor.send({ type: 'OPEN', product: UNIT_BOX_ONLY });
    expect(selectUnitPickerQuantity(snap())).toBe(1);
    actor.send({ type: 'OPEN', product: UNIT_BULK });
    expect(selectUnitPickerQuantity(snap())).toBe(100);
  });

  it('choosing another unit resets the quantity to 1 (§4); the same unit keeps it', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    actor.send({ type: 'CHOOSE_UNIT', unitId: 29 });
    expect(selectUnitPickerQuantity(snap())).toBe(4);
    actor.send({ type: 'CHOOSE_UNIT', unitId: 31 });
    expect(selectUnitPickerUnitId(snap())).toBe(31);
    expect(selectUnitPickerQuantity(snap())).toBe(1);
  });

  it('a unit that is not offered is not chosen', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_BOX_ONLY });
    actor.send({ type: 'CHOOSE_UNIT', unitId: 29 });
    expect(selectUnitPickerUnitId(snap())).toBe(31);
  });

  it('caps the quantity at 100 and keeps it at least 1', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    actor.send({ type: 'SET_QUANTITY', quantity: 250 });
    expect(selectUnitPickerQuantity(snap())).toBe(100);
    actor.send({ type: 'SET_QUANTITY', quantity: 0 });
    expect(selectUnitPickerQuantity(snap())).toBe(1);
  });

  it('prices with core: price_angro times the coefficient, less the manager discount', () => {
    const { actor, snap } = setup({ pricing: { role: 'manager', managerDiscount: 10 } });
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    actor.send({ type: 'CHOOSE_UNIT', unitId: 31 });
    actor.send({ type: 'SET_QUANTITY', quantity: 3 });
    // 14,20 lei less 10 % = 12,78 lei; a box of 12 = 153,36 lei; three boxes = 460,08 lei.
    expect(selectUnitPickerTotals(snap())).toEqual({
      unitPrice: 153_36,
      total: 460_08,
      pieces: 36,
      stock: 480,
    });
    actor.send({ type: 'SET_PRICING', pricing: { role: 'manager' } });
    expect(selectUnitPickerTotals(snap())?.unitPrice).toBe(170_40);
  });

  it('a promotion price wins, times the coefficient', () => {
    const { actor, snap } = setup({ pricing: { role: 'manager', managerDiscount: 10 } });
    actor.send({ type: 'OPEN', product: UNIT_PROMOTION });
    actor.send({ type: 'CHOOSE_UNIT', unitId: 30 });
    expect(selectUnitPickerTotals(snap())?.unitPrice).toBe(90_00);
  });

  it('ADD emits add with the unit and quantity, then closes', () => {
    const { actor, snap, emitted } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE, attributes: [{ id: 5, title: 'Nichel' }] });
    actor.send({ type: 'CHOOSE_UNIT', unitId: 30 });
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'ADD' });
    expect(emitted).toEqual([
      {
        type: 'add',
        product: UNIT_HINGE,
        unit: { id: 30, name: 'Set', name_cod: 100, coef: 6 },
        quantity: 2,
        attributes: [{ id: 5, title: 'Nichel' }],
      },
      { type: 'closed' },
    ]);
    expect(selectUnitPickerOpen(snap())).toBe(false);
  });

  it('with no unit offered nothing can be added', () => {
    const { actor, snap, emitted } = setup();
    actor.send({ type: 'OPEN', product: UNIT_NONE });
    expect(selectUnitPickerUnits(snap())).toEqual([]);
    expect(selectUnitPickerTotals(snap())).toBeNull();
    expect(selectUnitPickerCanAdd(snap())).toBe(false);
    actor.send({ type: 'ADD' });
    expect(emitted).toEqual([]);
    expect(selectUnitPickerOpen(snap())).toBe(true);
  });

  it('CLOSE closes without adding', () => {
    const { actor, snap, emitted } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    actor.send({ type: 'CLOSE' });
    expect(emitted).toEqual([{ type: 'closed' }]);
    expect(selectUnitPickerOpen(snap())).toBe(false);
  });

  it('sameTotals compares by value', () => {
    const a = { unitPrice: 1, total: 2, pieces: 3, stock: 4 };
    expect(sameTotals(a, { ...a })).toBe(true);
    expect(sameTotals(a, { ...a, total: 5 })).toBe(false);
    expect(sameTotals(null, null)).toBe(true);
    expect(sameTotals(a, null)).toBe(false);
  });
});

describe('unitPickerOptions', () => {
  it('prices each offered unit for the manager', () => {
    const { actor, snap } = setup();
    actor.send({ type: 'OPEN', product: UNIT_HINGE });
    expect(
      unitPickerOptions(snap().context).map(({ unit, unitPrice }) => [unit.name, unitPrice]),
    ).toEqual([
      ['Buc', 14_20],
      ['Set', 85_20],
      ['Cutie', 170_40],
    ]);
  });

  it('none before a product', () => {
    expect(unitPickerOptions({ product: null, units: [], pricing: { role: 'manager' } })).toEqual(
      [],
    );
  });
});
