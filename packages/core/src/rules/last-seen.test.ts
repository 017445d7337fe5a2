import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLastSeen, parseLastSeen } from './last-seen.js';

describe('last-seen list (§4, cap 8)', () => {
  it('puts new products first', () => {
    expect(addLastSeen([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
  });

  it('does not add a present product again', () => {
    expect(addLastSeen([3, 2, 1], 2)).toEqual([3, 2, 1]);
    expect(addLastSeen(['3', 2], 3)).toEqual(['3', 2]);
  });

  it('keeps 8, dropping the oldest', () => {
    const eight = [8, 7, 6, 5, 4, 3, 2, 1];
    expect(addLastSeen(eight, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('never exceeds 8 and never repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 })), (views) => {
        const list = views.reduce<(number | string)[]>((acc, id) => addLastSeen(acc, id), []);
        return list.length <= 8 && new Set(list).size === list.length;
      }),
    );
  });

  it('reads storage safely', () => {
    expect(parseLastSeen('[5,4,"slug-x"]')).toEqual([5, 4, 'slug-x']);
    expect(parseLastSeen(null)).toEqual([]);
    expect(parseLastSeen('{"a":1}')).toEqual([]);
    expect(parseLastSeen('not json')).toEqual([]);
    expect(parseLastSeen('[1,1,2,null,{},3,4,5,6,7,8,9]')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
