import { describe, expect, it } from '@jest/globals';
import { normalizeSize, SIZE_GROUPS, SIZES, sizeGroupOf, sizeRank, isSizeGroup, UNKNOWN_SIZE_RANK } from './sizes.js';

describe('sizeRank', () => {
  it('follows the spec order with each HC size right after its base size', () => {
    const shuffled = ['special', '45ft', '20ft HC', '4ft', '40ft', '10ft HC', '6ft', '45ft HC', '5ft', '8ft', '20ft', '10ft', '40ft HC'];
    expect(shuffled.toSorted((a, b) => sizeRank(a) - sizeRank(b))).toEqual([...SIZES]);
  });

  it('ranks unknown sizes 999, after special', () => {
    expect(sizeRank('12ft')).toBe(999);
    expect(sizeRank('')).toBe(UNKNOWN_SIZE_RANK);
    expect(sizeRank('special')).toBeLessThan(sizeRank('30ft'));
  });

  it('tolerates case and spacing', () => {
    expect(sizeRank('20FT hc')).toBe(sizeRank('20ft HC'));
    expect(sizeRank(' 40 ft ')).toBe(sizeRank('40ft'));
    expect(normalizeSize('10Ft Hc')).toBe('10ft HC');
    expect(normalizeSize('SPECIAL')).toBe('special');
    expect(normalizeSize('20 foot')).toBeNull();
  });
});

describe('size groups', () => {
  it('has the four URL groups of the spec', () => {
    expect(Object.keys(SIZE_GROUPS)).toEqual(['4-10ft', '20ft', '40ft', '45ft']);
    expect(SIZE_GROUPS['4-10ft']).toEqual(['4ft', '5ft', '6ft', '8ft', '10ft', '10ft HC']);
  });

  it('puts HC sizes in their base size group', () => {
    expect(sizeGroupOf('20ft HC')).toBe('20ft');
    expect(sizeGroupOf('20FT hc')).toBe('20ft');
    expect(sizeGroupOf('40ft HC')).toBe('40ft');
    expect(sizeGroupOf('45ft HC')).toBe('45ft');
    expect(sizeGroupOf('10ft HC')).toBe('4-10ft');
    expect(sizeGroupOf('5ft')).toBe('4-10ft');
  });

  it('leaves special and unknown sizes out of every group', () => {
    expect(sizeGroupOf('special')).toBeNull();
    expect(sizeGroupOf('12ft')).toBeNull();
  });

  it('recognises group URL values only', () => {
    expect(isSizeGroup('4-10ft')).toBe(true);
    expect(isSizeGroup('45ft')).toBe(true);
    expect(isSizeGroup('20ft HC')).toBe(false);
    expect(isSizeGroup('10ft')).toBe(false);
    expect(isSizeGroup(20)).toBe(false);
  });
});
