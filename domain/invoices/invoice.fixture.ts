import { cartTotals } from '../pricing/cart-totals.js';
import type { Condition, DeliveryOption } from '../catalogue/product.js';
import type { TransportCountry } from '../transport/transport-country.js';
import type { VatDecision } from '../vat/vat-decision.js';
import type { VatCustomer } from '../vat/vat-treatment.js';
import type { SellerDetails } from './invoice-document.js';
import type { InvoiceOrder } from './invoice-from-order.js';

/** Test fixture: the demo seller (valid enterprise number and IBAN check digits, not a real company). */
export const DEMO_SELLER: SellerDetails = {
  name: 'Container Shop',
  legalName: 'Container Shop BV',
  street: 'Haven 1000',
  postalCode: '2030',
  city: 'Antwerpen',
  countryCode: 'BE',
  vatNumber: 'BE0123456749',
  enterpriseNumber: '0123456749',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  email: 'info@containershop.example',
  phone: '+32 3 000 00 00',
};

export interface FixtureLine {
  readonly title: string;
  readonly condition: Condition;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly transportType: DeliveryOption;
  readonly transportCountry: TransportCountry | null;
  readonly transportPrice: number;
}

export interface FixtureCustomer {
  readonly customer: VatCustomer;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
}

const COUNTRY_NAMES = { BE: 'belgium', NL: 'netherlands', DE: 'germany' } as const;

/** Test fixture: an order priced the way the shop prices it (cartTotals), with its VAT decision, ready to invoice. */
export const pricedOrder = (lines: readonly FixtureLine[], who: FixtureCustomer, paymentMethod: 'stripe' | 'bank_transfer' = 'bank_transfer'): InvoiceOrder => {
  const totals = cartTotals(lines, who.customer, { ossEnabled: true, date: '2026-11-25' });
  const decision: VatDecision = {
    customerKind: who.customer.kind,
    companyName: who.companyName,
    vatNumber: who.vatNumber,
    vatNumberCheck: who.customer.vatNumberConfirmed ? 'confirmed' : 'not_checked',
    viesConsultation: null,
    vatCheckedAt: null,
    ossEnabled: true,
    decidedAt: '2026-11-25T10:00:00.000Z',
    breakdown: totals.vatPricing.summary.groups,
  };
  const country = lines.find((line) => line.transportCountry !== null)?.transportCountry ?? 'BE';
  return {
    orderNumber: 100_001,
    language: 'nl',
    paymentMethod,
    structuredCommunication: paymentMethod === 'bank_transfer' ? '+++100/0010/00152+++' : null,
    shippingAddress: { name: 'Anna <Visser> & Zn', email: 'anna@example.nl', phone: '+31 20 1', companyName: who.companyName, street: 'Kade 1', city: 'Stad', postalCode: '1011AB', country: COUNTRY_NAMES[country] },
    billingAddress: null,
    items: lines.map((line, index) => ({
      productTitle: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      transportPrice: line.transportPrice,
      vat: totals.vatPricing.lines[index]?.treatment ?? { category: 'S', ratePercent: 21 },
    })),
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    vatDetail: decision,
  };
};
