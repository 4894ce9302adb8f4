import { describe, expect, it } from 'vitest';
import { othersWithin } from '../../src/shared/stats.ts';

describe('othersWithin', () => {
  it('counts, for each value in its place, the other values within the tolerance', () => {
    // rows of marks' middles: three on one row (one a pixel off), two on another, one alone
    expect(othersWithin([100, 205, 101, 400, 99.5, 204], 1.5)).toEqual([2, 1, 2, 0, 2, 1]);
  });

  it('counts equal values as each other’s neighbours and an empty list as nothing', () => {
    expect(othersWithin([7, 7, 7], 0)).toEqual([2, 2, 2]);
    expect(othersWithin([], 1)).toEqual([]);
  });
});
