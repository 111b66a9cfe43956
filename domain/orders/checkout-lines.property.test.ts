import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Condition } from '../catalogue/product.js';
import { cartLineTotal, cartTotals } from '../pricing/cart-totals.js';
import { TRANSPORT_COUNTRIES } from '../transport/transport-country.js';
import { CONSUMER, type VatCustomer } from '../vat/vat-treatment.js';
import { anyVatCustomer } from '../../test/arbitraries/vat.arbitraries.js';
import type { Order, OrderLine } from './order.js';
import { checkoutLines } from './checkout-lines.js';

const anyUnitPrice = fc.integer({ min: 1, max: 5_000_000 });
const anyTransportPrice = fc.integer({ min: 0, max: 1_000_000 });
const anyQuantity = fc.integer({ min: 1, max: 100 });
const anyLanguage = fc.constantFrom('nl', 'de', 'fr', 'en' as const);
const SETTINGS = { ossEnabled: true, date: '2026-11-25' };

/** A cart's line as ordered: always a container, so always with its condition. */
type UntaxedLine = Omit<OrderLine, 'vat' | 'condition'> & { readonly condition: Condition };

const anyOrderLine: fc.Arbitrary<UntaxedLine> = fc
  .record({ unitPrice: anyUnitPrice, quantity: anyQuantity, transportPrice: anyTransportPrice, country: fc.constantFrom(...TRANSPORT_COUNTRIES) })
  .map(({ country, ...amounts }) => ({
    productId: null,
    productTitle: 'Container',
    condition: 'new',
    colorType: 'from_stack',
    ralColor: null,
    transportType: amounts.transportPrice === 0 ? 'self_pickup' : 'truck',
    transportCountry: amounts.transportPrice === 0 ? null : country,
    transportPostcode: amounts.transportPrice === 0 ? null : '1000',
    lineTotal: cartLineTotal(amounts.unitPrice, amounts.quantity, amounts.transportPrice),
    ...amounts,
  }));

/** An order priced the way placeOrder prices it: VAT per line for the customer, kept as its decision. */
const orderOf = (untaxed: readonly UntaxedLine[], language: Order['language'], customer: VatCustomer): Order => {
  const totals = cartTotals(untaxed, customer, SETTINGS);
  const items = untaxed.map((line, index): OrderLine => {
    const { treatment, vat } = totals.vatPricing.lines[index] ?? { treatment: null, vat: 0 };
    if (treatment === null) throw new Error('every line is priced');
    return { ...line, vat: { category: treatment.category, ratePercent: treatment.ratePercent, taxCountry: treatment.taxCountry, rule: treatment.rule, amount: vat } };
  });
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
    vatDetail: {
      customerKind: customer.kind,
      companyName: null,
      vatNumber: null,
      vatNumberCheck: customer.vatNumberConfirmed ? 'confirmed' : 'not_checked',
      viesConsultation: null,
      vatCheckedAt: null,
      ossEnabled: true,
      decidedAt: '2026-11-25T10:00:00.000Z',
      breakdown: totals.vatPricing.summary.groups,
    },
    structuredCommunication: null,
    stripeSessionId: null,
  };
};

/** A line collected by the customer: no transport, no transport VAT. */
const pickupLine: UntaxedLine = {
  productId: null,
  productTitle: 'C',
  condition: 'new',
  colorType: 'from_stack',
  ralColor: null,
  quantity: 1,
  unitPrice: 1000,
  transportType: 'self_pickup',
  transportPrice: 0,
  transportCountry: null,
  transportPostcode: null,
  lineTotal: 1000,
};

describe('checkoutLines', () => {
  it('adds up to the order total, with positive whole-cent amounts only, whatever the VAT of the customer', () => {
    fc.assert(
      fc.property(fc.array(anyOrderLine, { minLength: 1, maxLength: 10 }), anyLanguage, anyVatCustomer, (items, language, customer) => {
        const order = orderOf(items, language, customer);
        const lines = checkoutLines(order);
        expect(lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)).toBe(order.total);
        for (const line of lines) {
          expect(Number.isSafeInteger(line.unitAmount) && line.unitAmount > 0).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('names each VAT rate line in the order language', () => {
    const toGermany: UntaxedLine = { ...pickupLine, productTitle: 'D', transportType: 'truck', transportCountry: 'DE', transportPostcode: '10115' };
    expect(checkoutLines(orderOf([pickupLine, toGermany], 'de', CONSUMER))).toEqual([
      { name: 'C', unitAmount: 1000, quantity: 1 },
      { name: 'D', unitAmount: 1000, quantity: 1 },
      { name: 'MwSt. 21%', unitAmount: 210, quantity: 1 },
      { name: 'MwSt. 19%', unitAmount: 190, quantity: 1 },
    ]);
  });

  it('has no VAT line when nothing is charged (intra-Community supply)', () => {
    const toNetherlands: UntaxedLine = { ...pickupLine, transportType: 'truck', transportCountry: 'NL', transportPostcode: '1011' };
    const business: VatCustomer = { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true };
    expect(checkoutLines(orderOf([toNetherlands], 'nl', business))).toEqual([{ name: 'C', unitAmount: 1000, quantity: 1 }]);
  });
});

describe('checkoutLines of an order made from an offer', () => {
  /** An offer's line: no transport of its own, its discounts taken off its total (the transport is a line of the offer). */
  const anyDiscountShare = fc.double({ min: 0, max: 1, noNaN: true });

  it('adds up to the order total: a discounted line as "quantity × title" at its net, an undiscounted one at its unit price, a free one left out', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyOrderLine, anyDiscountShare), { minLength: 1, maxLength: 10 }), anyLanguage, (drawn, language) => {
        const cart = orderOf(drawn.map(([line]) => ({ ...line, transportPrice: 0, transportType: 'self_pickup', lineTotal: line.unitPrice * line.quantity })), language, CONSUMER);
        const items = cart.items.map((item, index) => {
          const share = drawn[index]?.[1] ?? 0;
          return { ...item, lineTotal: share < 0.2 ? item.lineTotal : Math.floor(item.lineTotal * (1 - share)) };
        });
        const order: Order = { ...cart, items, total: items.reduce((sum, item) => sum + item.lineTotal, 0) + cart.vat };
        const lines = checkoutLines(order);
        expect(lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)).toBe(order.total);
        for (const line of lines) expect(Number.isSafeInteger(line.unitAmount) && line.unitAmount > 0).toBe(true);
        for (const item of items) {
          if (item.lineTotal > 0 && item.lineTotal !== item.unitPrice * item.quantity) {
            expect(lines).toContainEqual({ name: `${item.quantity} × ${item.productTitle}`, unitAmount: item.lineTotal, quantity: 1 });
          }
        }
      }),
    );
  });

  it('shows the offer example as the customer pays it', () => {
    const offerLines: UntaxedLine[] = [
      { ...pickupLine, productTitle: 'Container 20ft', quantity: 2, unitPrice: 330_000, lineTotal: 660_000 },
      { ...pickupLine, productTitle: 'Deuropening 2 × 1 m', quantity: 1, unitPrice: 45_000, lineTotal: 45_000 },
    ];
    const cart = orderOf(offerLines, 'nl', CONSUMER);
    const [container, door] = cart.items;
    if (container === undefined || door === undefined) throw new Error('two lines');
    const order: Order = { ...cart, items: [{ ...container, lineTotal: 594_000 }, door], total: 594_000 + 45_000 + cart.vat };
    expect(checkoutLines(order)).toEqual([
      { name: '2 × Container 20ft', unitAmount: 594_000, quantity: 1 },
      { name: 'Deuropening 2 × 1 m', unitAmount: 45_000, quantity: 1 },
      { name: 'Btw 21%', unitAmount: cart.vat, quantity: 1 },
    ]);
  });
});
