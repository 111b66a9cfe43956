import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cartLineTotal, cartTotals } from '../../domain/pricing/cart-totals.js';
import type { Order, OrderLine } from './order.js';
import { checkoutLines } from './place-order.use-case.js';

const anyUnitPrice = fc.integer({ min: 1, max: 5_000_000 });
const anyTransportPrice = fc.integer({ min: 0, max: 1_000_000 });
const anyQuantity = fc.integer({ min: 1, max: 100 });
const anyLanguage = fc.constantFrom('nl', 'de', 'fr', 'en' as const);

const anyOrderLine = fc.record({ unitPrice: anyUnitPrice, quantity: anyQuantity, transportPrice: anyTransportPrice }).map(
  (amounts): OrderLine => ({
    productId: null,
    productTitle: 'Container',
    condition: 'new',
    colorType: 'from_stack',
    ralColor: null,
    transportType: amounts.transportPrice === 0 ? 'self_pickup' : 'truck',
    lineTotal: cartLineTotal(amounts.unitPrice, amounts.quantity, amounts.transportPrice),
    ...amounts,
  }),
);

const orderOf = (items: readonly OrderLine[], language: Order['language']): Order => {
  const totals = cartTotals(items);
  return {
    id: 'order',
    orderNumber: 100_001,
    status: 'pending',
    paymentMethod: 'stripe',
    paymentVerified: false,
    language,
    shippingAddress: { name: 'A', email: 'a@b.be', phone: '1', companyName: null, street: 'S', city: 'C', postalCode: '1000', country: 'belgium' },
    billingAddress: null,
    items,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    structuredCommunication: null,
    stripeSessionId: null,
  };
};

describe('checkoutLines', () => {
  it('adds up to the order total, with positive whole-cent amounts only', () => {
    fc.assert(
      fc.property(fc.array(anyOrderLine, { minLength: 1, maxLength: 10 }), anyLanguage, (items, language) => {
        const order = orderOf(items, language);
        const lines = checkoutLines(order);
        expect(lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)).toBe(order.total);
        for (const line of lines) {
          expect(Number.isSafeInteger(line.unitAmount) && line.unitAmount > 0).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('names the VAT line in the order language', () => {
    const line: OrderLine = {
      productId: null,
      productTitle: 'C',
      condition: 'new',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      unitPrice: 1000,
      transportType: 'self_pickup',
      transportPrice: 0,
      lineTotal: 1000,
    };
    const order = orderOf([line], 'de');
    expect(checkoutLines(order)).toEqual([
      { name: 'C', unitAmount: 1000, quantity: 1 },
      { name: 'MwSt. 21%', unitAmount: 210, quantity: 1 },
    ]);
  });
});
