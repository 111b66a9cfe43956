import type { OfferStatus } from '../../../../../domain/offers/offer-status.js';
import type { AdminOfferJson, OfferContentJson, OfferSummaryJson } from '../remote/offer-json.js';
import type { OfferProductJson } from '../remote/offer-products.js';

export const OFFER_ID = '0f0c0000-0000-4000-8000-0000000000a1';
export const PRODUCT_ID = '7f0c0000-0000-4000-8000-000000000001';

/** Test fixture: a listed 20ft container at 2,000 € used A-grade. */
export const product = (change: Partial<OfferProductJson> = {}): OfferProductJson => ({
  id: PRODUCT_ID,
  slug: 'dry-van-20ft',
  title: '20ft Dry Van',
  description: 'A dry van.',
  metaDescription: 'A dry van.',
  imageUrl: null,
  type: 'Dry Van',
  typeLabel: 'Standard',
  condition: 'used-a',
  size: '20ft',
  isAvailable: true,
  price: 2000,
  priceNew: 3000,
  priceUsedA: 2000,
  priceUsedCw: 1500,
  priceRentPerDay: 3,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: false,
  askOfferRent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

/** Test fixture: revision `revision` of an offer to a private customer: one 20ft at 2,000 €, transport 400 €, 21 % VAT. */
export const revision = (number: number, change: Partial<OfferContentJson> = {}): OfferContentJson => ({
  revision: number,
  customer: { name: 'Jan Peeters', email: 'jan@example.be', phone: null, kind: 'consumer', companyName: null, vatNumber: null, street: 'Kaai 1', postalCode: '2000', city: 'Antwerpen', country: 'belgium', language: 'nl' },
  lines: [
    {
      kind: 'product',
      productId: PRODUCT_ID,
      title: '20ft Dry Van',
      description: '',
      condition: 'used-a',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      unitPrice: 2000,
      discountPercent: null,
      lineDiscount: 0,
      offerDiscount: 0,
      net: 2000,
      vatCategory: 'S',
      vatRatePercent: 21,
      vat: 420,
      transportOption: null,
      transportCountry: null,
      transportPostcode: null,
    },
    {
      kind: 'transport',
      productId: null,
      title: 'Transport per vrachtwagen – België 2000',
      description: '',
      condition: null,
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      unitPrice: 400,
      discountPercent: null,
      lineDiscount: 0,
      offerDiscount: 0,
      net: 400,
      vatCategory: 'S',
      vatRatePercent: 21,
      vat: 84,
      transportOption: 'truck',
      transportCountry: 'BE',
      transportPostcode: '2000',
    },
  ],
  discountPercent: null,
  discountAmount: null,
  offerDiscount: 0,
  subtotal: 2400,
  vat: 504,
  total: 2904,
  vatDetail: { breakdown: [{ category: 'S', ratePercent: 21, net: 2400, vat: 504, exemptionReasonCode: null }], mention: null, customerKind: 'consumer', companyName: null, vatNumber: null, vatNumberConfirmed: false, vatNumberCheck: 'not_checked', viesConsultation: null },
  validUntil: '2099-12-31',
  note: null,
  paymentMethods: ['bank_transfer', 'stripe'],
  ...change,
});

type Revision = AdminOfferJson['revisions'][number];

const stored = (content: OfferContentJson, sentAt: string | null): Revision => ({
  ...content,
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'admin@example.com',
  sentAt,
  remindedAt: null,
  pdfUrl: `/api/admin/offers/${OFFER_ID}/revisions/${content.revision}/pdf`,
});

/** Test fixture: an offer in `status` whose revisions are `contents` (all but a draft's last one sent). */
export const adminOffer = (status: OfferStatus, contents: readonly OfferContentJson[] = [revision(1)]): AdminOfferJson => {
  const current = contents[contents.length - 1] ?? revision(1);
  return {
    ...current,
    id: OFFER_ID,
    number: 'OF-2026-000001',
    status,
    quoteId: null,
    language: 'nl',
    declineReason: null,
    dates: { draft: '2026-11-20T09:00:00.000Z' },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    revisions: contents.map((content, index) => stored(content, status === 'draft' && index === contents.length - 1 ? null : '2026-11-21T09:00:00.000Z')),
    events: [{ status: 'draft', revision: 1, at: '2026-11-20T09:00:00.000Z', by: 'admin@example.com', note: null }],
    acceptance: null,
    order: null,
  };
};

/** Test fixture: one row of the Offers list. */
export const summary = (number: string, status: OfferStatus, change: Partial<OfferSummaryJson> = {}): OfferSummaryJson => ({
  id: `offer-${number}`,
  number,
  status,
  revision: 1,
  customerName: `Customer ${number}`,
  customerEmail: `${number.toLowerCase()}@example.be`,
  language: 'nl',
  total: 2904,
  validUntil: '2026-12-20',
  quoteId: null,
  orderId: null,
  orderNumber: null,
  dates: { draft: '2026-11-20T09:00:00.000Z' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...change,
});
