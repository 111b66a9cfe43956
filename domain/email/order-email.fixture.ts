import { belgianConsumerDecision } from '../vat/vat-decision.fixture.js';
import type { EmailCompany } from './company-details.js';
import type { OrderEmailData } from './order-email-data.js';

/** Test fixture: a configured trader (not the demo's details), so the tests show the configuration reaches the emails. */
export const TRADER: EmailCompany = { name: 'Haven Containers', legalName: 'Haven Containers NV', iban: 'BE71 0961 2345 6769', bic: 'GKCCBEBB' };

/** An order as the tests of the order emails use it: 2 × €2,450.00 + €310.00 transport, and a €99.50 line. */
export const anOrder = (overrides: Partial<OrderEmailData> = {}): OrderEmailData => ({
  orderNumber: 1234,
  paymentMethod: 'bank_transfer',
  lines: [
    { productTitle: '20ft Container', quantity: 2, unitPrice: 245_000, transportPrice: 31_000, lineTotal: 521_000 },
    { productTitle: 'Lock box', quantity: 1, unitPrice: 9_950, transportPrice: null, lineTotal: 9_950 },
  ],
  subtotal: 530_950,
  vat: 111_500,
  total: 642_450,
  vatDecision: belgianConsumerDecision(530_950, 111_500),
  shippingAddress: {
    name: 'Jan Peeters',
    email: 'jan@example.be',
    phone: '+32 470 12 34 56',
    companyName: null,
    street: 'Kaai 1',
    city: 'Antwerpen',
    postalCode: '2000',
    country: 'belgium',
  },
  billingAddress: null,
  company: TRADER,
  ...overrides,
});
