import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  isValidStructuredCommunication,
  orderNumberOfStructuredCommunication,
  structuredCommunication,
} from './structured-communication.js';

const anyOrderNumber = fc.integer({ min: 1, max: 9_999_999_999 });
const twoDifferentOrderNumbers = fc
  .tuple(anyOrderNumber, anyOrderNumber)
  .filter(([first, second]) => first !== second);

describe('structuredCommunication properties', () => {
  it('always has the +++xxx/xxxx/xxxxx+++ shape and valid mod-97 check digits', () => {
    fc.assert(
      fc.property(anyOrderNumber, (orderNumber) => {
        const communication = structuredCommunication(orderNumber);
        expect(communication).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
        const digits = communication.replace(/\D/g, '');
        const check = Number(digits.slice(10));
        expect(check).toBeGreaterThanOrEqual(1);
        expect(check).toBeLessThanOrEqual(97);
        expect(Number(digits.slice(0, 10)) % 97 === check % 97).toBe(true);
        expect(isValidStructuredCommunication(communication)).toBe(true);
      }),
    );
  });

  it('gives different numbers different communications and round-trips the order number', () => {
    fc.assert(
      fc.property(twoDifferentOrderNumbers, ([first, second]) => {
        expect(structuredCommunication(first)).not.toBe(structuredCommunication(second));
        expect(orderNumberOfStructuredCommunication(structuredCommunication(first))).toBe(first);
      }),
    );
  });
});
