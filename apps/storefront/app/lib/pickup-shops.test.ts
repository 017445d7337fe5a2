import { describe, expect, it } from 'vitest';
import { pickupShopsOf } from './pickup-shops.js';

describe('pickupShopsOf', () => {
  const shop = (id: number, products: [number, number][]) => ({
    id,
    title: `CasaPlus ${id}`,
    city: 'Chișinău',
    location: `str. Test ${id}`,
    phone: null,
    schedule: id === 1 ? 'Luni–Vineri: 9–18' : null,
    products: products.map(([product_id, available]) => ({ product_id, available })),
    complete: true,
  });
  const lines = [
    { productId: 5, name: 'Cuie', quantity: 2, pieces: 48 },
    { productId: 6, name: 'Ciocan', quantity: 1 },
    // A second line of the same product (another unit): its pieces count with the first.
    { productId: 5, name: 'Cuie', quantity: 2 },
  ];

  it('names what each shop cannot give in full, once; a complete shop stays choosable', () => {
    expect(
      pickupShopsOf(
        [
          shop(1, [
            [5, 50],
            [6, 1],
          ]),
          shop(2, [
            [5, 49],
            [6, 0],
          ]),
        ],
        lines,
      ),
    ).toEqual([
      { id: 1, title: 'CasaPlus 1', description: 'str. Test 1 · Luni–Vineri: 9–18' },
      {
        id: 2,
        title: 'CasaPlus 2',
        description: 'str. Test 2',
        missing: ['Cuie', 'Ciocan'],
      },
    ]);
  });

  it('without lines every shop is offered', () => {
    expect(pickupShopsOf([shop(3, [])], [])).toEqual([
      { id: 3, title: 'CasaPlus 3', description: 'str. Test 3' },
    ]);
  });
});
