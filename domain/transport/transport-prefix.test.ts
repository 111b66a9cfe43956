import { describe, expect, it } from '@jest/globals';
import { transportPrefix } from './transport-prefix.js';

describe('transportPrefix', () => {
  it('takes the first two digits', () => {
    expect(transportPrefix('BE', '9000')).toBe('90');
    expect(transportPrefix('BE', '2000')).toBe('20');
    expect(transportPrefix('NL', '1012AB')).toBe('10');
    expect(transportPrefix('NL', '3011CD')).toBe('30');
    expect(transportPrefix('DE', '01067')).toBe('01');
    expect(transportPrefix('DE', '10115')).toBe('10');
  });

  it('maps every Belgian postcode starting with 1 to 10', () => {
    expect(transportPrefix('BE', '1000')).toBe('10');
    expect(transportPrefix('BE', '1200')).toBe('10');
    expect(transportPrefix('BE', '1930')).toBe('10');
  });

  it('keeps a leading 1 as it is outside Belgium', () => {
    expect(transportPrefix('NL', '1910AB')).toBe('19');
    expect(transportPrefix('DE', '19053')).toBe('19');
  });

  it('throws on a postcode that was not validated', () => {
    expect(() => transportPrefix('BE', 'A100')).toThrow(RangeError);
    expect(() => transportPrefix('DE', '')).toThrow(RangeError);
  });
});
