import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyVatCustomer, anyVatSettings } from '../../test/arbitraries/vat.arbitraries.js';
import { CONDITIONS, DELIVERY_OPTIONS } from '../catalogue/product.js';
import { TRANSPORT_COUNTRIES } from '../transport/transport-country.js';
import { CONSUMER } from '../vat/vat-treatment.js';
import { cartLineTotal, cartTotals, type CartLine } from './cart-totals.js';

const anyUnitPrice = fc.integer({ min: 0, max: 10_000_000 });
const anyQuantity = fc.integer({ min: 1, max: 100 });
const anyTransportPrice = fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null });
const anyCartLine: fc.Arbitrary<CartLine> = fc.record({
  unitPrice: anyUnitPrice,
  quantity: anyQuantity,
  transportPrice: anyTransportPrice,
  condition: fc.constantFrom(...CONDITIONS),
  transportType: fc.constantFrom(...DELIVERY_OPTIONS),
  transportCountry: fc.option(fc.constantFrom(...TRANSPORT_COUNTRIES), { nil: null }),
});
const anyCart = fc.array(anyCartLine, { maxLength: 12 });

describe('cartTotals', () => {
  it('total is subtotal plus VAT, and the VAT is the sum of the breakdown', () => {
    fc.assert(fc.property(anyCart, anyVatCustomer, anyVatSettings, (lines, customer, settings) => {
      const totals = cartTotals(lines, customer, settings);
      expect(totals.total).toBe(totals.subtotal + totals.vat);
      expect(totals.vat).toBe(totals.vatPricing.summary.groups.reduce((sum, group) => sum + group.vat, 0));
      expect(totals.vat).toBeGreaterThanOrEqual(0);
    }));
  });

  it('a consumer collecting everything at the depot pays 21 % of the subtotal within half a cent', () => {
    const atDepot = anyCart.map((lines) => lines.map((line) => ({ ...line, transportType: 'self_pickup' as const, transportCountry: null })));
    fc.assert(fc.property(atDepot, anyVatSettings, (lines, settings) => {
      const { subtotal, vat } = cartTotals(lines, CONSUMER, settings);
      expect(Number.isInteger(vat)).toBe(true);
      expect(Math.abs(vat * 100 - subtotal * 21)).toBeLessThanOrEqual(50);
    }));
  });

  it('the subtotal is the sum of the line totals and the item count the sum of quantities', () => {
    fc.assert(fc.property(anyCart, anyVatCustomer, anyVatSettings, (lines, customer, settings) => {
      const totals = cartTotals(lines, customer, settings);
      const lineSum = lines.reduce((sum, line) => sum + cartLineTotal(line.unitPrice, line.quantity, line.transportPrice), 0);
      expect(totals.subtotal).toBe(lineSum);
      expect(totals.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
    }));
  });

  it('a concatenated cart has the summed subtotals and counts, and VAT within a cent per rate group of the parts', () => {
    fc.assert(fc.property(anyCart, anyCart, anyVatCustomer, anyVatSettings, (left, right, customer, settings) => {
      const whole = cartTotals([...left, ...right], customer, settings);
      const a = cartTotals(left, customer, settings);
      const b = cartTotals(right, customer, settings);
      expect(whole.subtotal).toBe(a.subtotal + b.subtotal);
      expect(whole.itemCount).toBe(a.itemCount + b.itemCount);
      expect(Math.abs(whole.vat - (a.vat + b.vat))).toBeLessThanOrEqual(whole.vatPricing.summary.groups.length);
    }));
  });

  it('a line total never falls below its transport price', () => {
    fc.assert(fc.property(anyCartLine, (line) => {
      expect(cartLineTotal(line.unitPrice, line.quantity, line.transportPrice)).toBeGreaterThanOrEqual(line.transportPrice ?? 0);
    }));
  });
});
