import { describe, expect, it } from '@jest/globals';
import {
  isValidStructuredCommunication,
  orderNumberOfStructuredCommunication,
  structuredCommunication,
} from './structured-communication.js';

describe('structuredCommunication', () => {
  it('pads the order number to 10 digits and appends its mod-97 remainder', () => {
    // 1 mod 97 = 1
    expect(structuredCommunication(1)).toBe('+++000/0000/00101+++');
    // 1234 mod 97 = 70
    expect(structuredCommunication(1234)).toBe('+++000/0001/23470+++');
    // 1000 mod 97 = 30
    expect(structuredCommunication(1000)).toBe('+++000/0001/00030+++');
  });

  it('writes a remainder of 0 as 97', () => {
    expect(structuredCommunication(97)).toBe('+++000/0000/09797+++');
    expect(structuredCommunication(970)).toBe('+++000/0000/97097+++');
  });

  it('handles the largest 10-digit number', () => {
    // 9999999999 mod 97 = 48
    expect(structuredCommunication(9_999_999_999)).toBe('+++999/9999/99948+++');
  });

  it('refuses numbers that do not fit in 10 digits or are not whole', () => {
    for (const bad of [0, -1, 1.5, 10_000_000_000, Number.NaN]) {
      expect(() => structuredCommunication(bad)).toThrow(RangeError);
    }
  });

  it('validates a known Belgian communication and rejects a wrong check', () => {
    expect(isValidStructuredCommunication('+++000/0001/23470+++')).toBe(true);
    expect(isValidStructuredCommunication('***000/0001/23470***')).toBe(true);
    expect(isValidStructuredCommunication('+++000/0001/23471+++')).toBe(false);
    expect(isValidStructuredCommunication('+++000/0000/00000+++')).toBe(false);
    expect(isValidStructuredCommunication('hello')).toBe(false);
  });

  it('reads the order number back', () => {
    expect(orderNumberOfStructuredCommunication('+++000/0001/23470+++')).toBe(1234);
    expect(orderNumberOfStructuredCommunication('+++000/0001/23471+++')).toBeNull();
  });
});
