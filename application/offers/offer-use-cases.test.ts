import { describe, expect, it } from '@jest/globals';
import { productFixture } from '../../domain/catalogue/product-detail.fixture.js';
import { acceptedOfferContent } from '../../domain/offers/offer-content.js';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { DEMO_SELLER } from '../../domain/invoices/invoice.fixture.js';
import { transportTableKey, type TransportTable } from '../../domain/transport/transport-table.js';
import { fixedTransportTables } from '../cart/__tests__/cart-fakes.js';
import type { CheckoutSessionRequest, PaymentGateway } from '../payments/payment-gateway.port.js';
import { fakeVatContext } from '../vat/__tests__/fake-vat-number-registry.js';
import { InMemoryOffers, ReadableSecrets } from './__tests__/in-memory-offers.fake.js';
import { acceptOffer } from './accept-offer.use-case.js';
import { createOffer, type OfferRequest } from './create-offer.use-case.js';
import { remindOffers } from './remind-offers.use-case.js';
import { reviseOffer } from './revise-offer.use-case.js';
import { sendOffer } from './send-offer.use-case.js';
import { testOrderEmails } from '../orders/__tests__/test-order-emails.js';

const PRODUCT = productFixture();
const TABLE: TransportTable = new Map([[transportTableKey('BE', '20'), { country: 'BE', prefix: '20', single: 30_000, double: 45_000 }]]);
const NOW = new Date('2026-11-25T10:00:00.000Z');

const setUp = (gateway: Partial<PaymentGateway> = {}) => {
  const store = new InMemoryOffers();
  const secrets = new ReadableSecrets();
  const vat = fakeVatContext();
  const draft = { catalogue: { loadDetail: async (id: string) => (id === PRODUCT.id ? PRODUCT : null) }, transportTables: fixedTransportTables(TABLE), vat, validityDays: 30 };
  const settings = { publicUrl: 'https://shop.example', company: DEMO_COMPANY, companyMailbox: 'sales@shop.example', seller: DEMO_SELLER, validityDays: 30, reminderDays: 3, now: vat.now };
  const sessions: CheckoutSessionRequest[] = [];
  const payments: PaymentGateway = {
    createCheckoutSession: async (request) => {
      sessions.push(request);
      return { sessionId: 'cs_test_1', url: 'https://pay.example/cs_test_1' };
    },
    verifyWebhook: () => {
      throw new Error('not used');
    },
    ...gateway,
  };
  return {
    store,
    secrets,
    sessions,
    create: createOffer({ ...draft, offers: store, quotes: store.quoteSource }),
    revise: reviseOffer({ ...draft, offers: store }),
    send: sendOffer({ offers: store, moves: store, secrets, settings }),
    accept: acceptOffer({
      offers: store,
      secrets,
      acceptances: store,
      tokens: { issue: () => ({ token: 'order-token', hash: 'order-hash' }), matches: () => false },
      payments,
      emails: testOrderEmails({ companyMailbox: 'sales@shop.example', company: DEMO_COMPANY }),
      now: vat.now,
      logger: { error: () => undefined },
    }),
    remind: remindOffers({ moves: store, secrets, settings }),
  };
};

const body = (changes: Partial<OfferRequest['terms']> = {}): OfferRequest => ({
  customer: { name: 'Jan Peeters', email: 'jan@example.be', street: 'Meir 1', postalCode: '2000', city: 'Antwerpen' },
  language: 'nl',
  terms: { lines: [{ productId: PRODUCT.id, quantity: 2, unitPrice: 3000, discountPercent: 5 }], transport: { option: 'truck', country: 'BE', postcode: '2000' }, ...changes },
  by: 'admin@example.be',
});

describe('offer use cases (in memory)', () => {
  it('makes an offer from a quote request: its customer, its container at the catalogue price, its delivery priced from the tables', async () => {
    const shop = setUp();
    shop.store.quotes.set('10000000-0000-4000-8000-000000000001', {
      id: '10000000-0000-4000-8000-000000000001',
      productId: PRODUCT.id,
      condition: 'new',
      quantity: 2,
      colorType: 'from_stack',
      ralColor: null,
      customerName: 'An Peeters',
      email: 'an@example.be',
      phone: null,
      companyName: null,
      deliveryAddress: 'Meir 1, Antwerpen',
      language: 'fr',
      customerKind: 'consumer',
      vatNumber: null,
      transport: { option: 'truck', country: 'BE', postcode: '2000' },
    });
    const created = await shop.create({ quoteId: '10000000-0000-4000-8000-000000000001', terms: {}, by: 'admin@example.be' });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const revision = created.value.offer.revisions[0];
    expect(created.value.offer.number).toBe('OF-2026-000001');
    expect(revision?.customer).toMatchObject({ name: 'An Peeters', email: 'an@example.be', language: 'fr', street: 'Meir 1, Antwerpen', postalCode: '2000', country: 'belgium' });
    // Two 20ft on one truck: the double price; the container at the catalogue's 3.300.
    expect(revision?.lines.map((line) => [line.kind, line.unitPrice, line.net])).toEqual([
      ['product', 330_000, 660_000],
      ['transport', 45_000, 45_000],
    ]);
    expect(revision?.validUntil).toBe('2026-12-25');
    const unknown = await shop.create({ quoteId: '10000000-0000-4000-8000-000000000009', terms: {}, by: 'admin@example.be' });
    expect(!unknown.ok && unknown.error.kind === 'invalid-input' && unknown.error.errors.map((error) => error.field)).toEqual(['quoteId']);
  });

  it('writes nothing on bad input, every field named at once', async () => {
    const shop = setUp();
    const refused = await shop.create({ ...body({ lines: [{ productId: PRODUCT.id, quantity: 0, unitPrice: -5 }], validUntil: '2026-11-24' }), customer: { name: '', email: 'x' } });
    expect(!refused.ok && refused.error.kind === 'invalid-input' && refused.error.errors.map((error) => error.field)).toEqual(['customer.name', 'customer.email', 'lines.0.quantity', 'lines.0.unitPrice', 'validUntil']);
    expect(shop.store.offers.size).toBe(0);
  });

  it('changes a draft in place, gives a sent offer its next revision, and never changes an accepted one', async () => {
    const shop = setUp();
    const created = await shop.create(body());
    if (!created.ok) throw new Error('not created');
    const { id } = created.value.offer;
    const edited = await shop.revise(id, body({ lines: [{ productId: PRODUCT.id, quantity: 3, unitPrice: 3000 }] }));
    expect(edited.ok && [edited.value.offer.currentRevision, edited.value.offer.revisions.length]).toEqual([1, 1]);
    await shop.send(id, 'admin@example.be');
    const revised = await shop.revise(id, body({ lines: [{ productId: PRODUCT.id, quantity: 4, unitPrice: 3000 }] }));
    expect(revised.ok && [revised.value.status, revised.value.offer.currentRevision, revised.value.offer.revisions.length]).toEqual(['draft', 2, 2]);
    await shop.send(id, 'admin@example.be');
    const token = shop.secrets.tokens.at(-1) ?? '';
    const accepted = await shop.accept({ token, name: 'Jan', accepted: true, revision: 2, paymentMethod: 'bank_transfer', ipAddress: '192.0.2.1', userAgent: null });
    expect(accepted.ok).toBe(true);
    const again = await shop.revise(id, body());
    expect(!again.ok && again.error.kind).toBe('conflict');
  });

  it('accepts once into an order at the frozen prices, recording the hash of the accepted content; the second acceptance is refused', async () => {
    const shop = setUp();
    const created = await shop.create(body({ discount: { percent: 10 } }));
    if (!created.ok) throw new Error('not created');
    await shop.send(created.value.offer.id, 'admin@example.be');
    const token = shop.secrets.tokens[0] ?? '';
    const request = { token, name: ' Jan Peeters ', accepted: true, revision: 1, paymentMethod: 'bank_transfer', ipAddress: '192.0.2.7', userAgent: 'Test' };
    const [first, second] = await Promise.all([shop.accept(request), shop.accept(request)]);
    expect([first.ok, second.ok]).toEqual([true, false]);
    expect(!second.ok && second.error.kind).toBe('conflict');
    expect(shop.store.orders).toHaveLength(1);
    const [write] = shop.store.orders;
    const offer = shop.store.offers.get(created.value.offer.id);
    const revision = offer?.revisions[0];
    if (write === undefined || offer === undefined || revision === undefined) throw new Error('missing');
    expect(write.order).toMatchObject({ status: 'pending', total: revision.total, subtotal: revision.subtotal, structuredCommunication: expect.stringMatching(/^\+\+\+/) });
    expect(write.order.items.map((item) => item.lineTotal)).toEqual(revision.lines.map((line) => line.net));
    expect(write.emails.map((email) => email.dedupeKey)).toEqual([`order-confirmation:${write.order.id}`, `order-notification:${write.order.id}`]);
    expect(offer.acceptance).toMatchObject({ name: 'Jan Peeters', ipAddress: '192.0.2.7', revision: 1, contentHash: shop.secrets.contentHash(acceptedOfferContent(offer.number, revision)) });
    expect(offer.status).toBe('ordered');
  });

  it('undoes the acceptance when the card payment page cannot be made, so the customer can accept again', async () => {
    const shop = setUp({ createCheckoutSession: async () => Promise.reject(new Error('provider down')) });
    const created = await shop.create(body());
    if (!created.ok) throw new Error('not created');
    await shop.send(created.value.offer.id, 'admin@example.be');
    const token = shop.secrets.tokens[0] ?? '';
    const failed = await shop.accept({ token, name: 'Jan', accepted: true, revision: 1, paymentMethod: 'stripe', ipAddress: '192.0.2.1', userAgent: null });
    expect(!failed.ok && failed.error.kind).toBe('unavailable');
    const offer = shop.store.offers.get(created.value.offer.id);
    expect([offer?.status, offer?.acceptance, shop.store.cancelledOrders.length]).toEqual(['sent', null, 1]);
  });

  it('does not accept when another order took the containers meanwhile: 409 naming the product and how many are left, the offer still open', async () => {
    const shop = setUp();
    const created = await shop.create(body());
    if (!created.ok) throw new Error('not created');
    await shop.send(created.value.offer.id, 'admin@example.be');
    shop.store.unitsLeft.set(PRODUCT.id, 0);
    const token = shop.secrets.tokens[0] ?? '';
    const refused = await shop.accept({ token, name: 'Jan', accepted: true, revision: 1, paymentMethod: 'bank_transfer', ipAddress: '192.0.2.1', userAgent: null });
    expect(!refused.ok && refused.error.kind).toBe('conflict');
    expect(!refused.ok && refused.error.message.en).toContain(PRODUCT.title);
    const offer = shop.store.offers.get(created.value.offer.id);
    expect([offer?.status, offer?.acceptance, shop.store.orders.length]).toEqual(['sent', null, 0]);
  });

  it('reminds once per revision, only in the last days of its validity', async () => {
    const shop = setUp();
    const soon = await shop.create(body({ validUntil: '2026-11-27' }));
    const later = await shop.create(body({ validUntil: '2026-12-20' }));
    if (!soon.ok || !later.ok) throw new Error('not created');
    await shop.send(soon.value.offer.id, 'admin@example.be');
    await shop.send(later.value.offer.id, 'admin@example.be');
    expect(await shop.remind(NOW)).toBe(1);
    expect(await shop.remind(NOW)).toBe(0);
    expect(shop.store.emails.filter((email) => email.dedupeKey?.startsWith('offer-reminder:')).map((email) => email.dedupeKey)).toEqual([`offer-reminder:${soon.value.offer.id}:1`]);
    expect(await shop.remind(new Date('2026-12-18T10:00:00.000Z'))).toBe(1);
  });
});
