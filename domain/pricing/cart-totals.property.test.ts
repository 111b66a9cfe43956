import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cartLineTotal, cartTotals, type CartLineAmounts } from './cart-totals.js';

const anyUnitPrice = fc.integer({ min: 0, max: 10_000_000 });
const anyQuantity = fc.integer({ min: 1, max: 100 });
const anyTransportPrice = fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null });
const anyCartLine: fc.Arbitrary<CartLineAmounts> = fc.record({
  unitPrice: anyUnitPrice,
  quantity: anyQuantity,
  transportPrice: anyTransportPrice,
});
const anyCart = fc.array(anyCartLine, { maxLength: 12 });

describe('cartTotals', () => {
  it('total is subtotal plus VAT', () => {
    fc.assert(fc.property(anyCart, (lines) => {
      const totals = cartTotals(lines);
      expect(totals.total).toBe(totals.subtotal + totals.vat);
    }));
  });

  it('VAT is the subtotal times 0.21 within half a cent, in whole cents', () => {
    fc.assert(fc.property(anyCart, (lines) => {
      const { subtotal, vat } = cartTotals(lines);
      expect(Number.isInteger(vat)).toBe(true);
      expect(Math.abs(vat * 100 - subtotal * 21)).toBeLessThanOrEqual(50);
    }));
  });

  it('the subtotal is the sum of the line totals and the item count the sum of quantities', () => {
    fc.assert(fc.property(anyCart, (lines) => {
      const totals = cartTotals(lines);
      const lineSum = lines.reduce((sum, line) => sum + cartLineTotal(line.unitPrice, line.quantity, line.transportPrice), 0);
      expect(totals.subtotal).toBe(lineSum);
      expect(totals.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
    }));
  });

  it('a concatenated cart has the summed subtotals and counts, and VAT within a cent of the parts', () => {
    fc.assert(fc.property(anyCart, anyCart, (left, right) => {
      const whole = cartTotals([...left, ...right]);
      const a = cartTotals(left);
      const b = cartTotals(right);
      expect(whole.subtotal).toBe(a.subtotal + b.subtotal);
      expect(whole.itemCount).toBe(a.itemCount + b.itemCount);
      expect(Math.abs(whole.vat - (a.vat + b.vat))).toBeLessThanOrEqual(1);
    }));
  });

  it('a line total never falls below its transport price', () => {
    fc.assert(fc.property(anyCartLine, (line) => {
      expect(cartLineTotal(line.unitPrice, line.quantity, line.transportPrice)).toBeGreaterThanOrEqual(line.transportPrice ?? 0);
    }));
  });
});
