import type { OfferCustomer } from './offer-customer.js';
import { checkOfferTerms, type OfferTermsInput } from './offer-input.js';
import { priceOffer } from './offer-pricing.js';
import { buildOfferRevision, type OfferRevision } from './offer-revision.js';
import { FREE_LINE_SUPPLY, productLineSupply, transportSupply } from './offer-supply.js';
import { transportTitle } from './offer-texts.js';
import type { VatCustomer } from '../vat/vat-treatment.js';

/** Test fixture: a Dutch business customer whose VAT number VIES confirmed. */
export const DUTCH_BUSINESS: OfferCustomer & { readonly vat: VatCustomer } = {
  name: 'Anna Visser',
  email: 'anna@haven.example',
  phone: '+31 20 123 4567',
  kind: 'business',
  companyName: 'Haven BV',
  vatNumber: 'NL004495445B01',
  street: 'Kade 1',
  postalCode: '1011AB',
  city: 'Amsterdam',
  country: 'netherlands',
  language: 'nl',
  vat: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true },
};

export const FIXTURE_PRODUCT_ID = '6f1c1a52-7c0e-4c77-9a53-2b1f6f0e9a01';

/** Test fixture: a revision priced as the shop prices one (two 20ft new with 10 % off, a door cut-out, transport to Amsterdam, 100 euros off). */
export const fixtureRevision = (terms: Partial<OfferTermsInput> = {}, who: OfferCustomer & { readonly vat: VatCustomer } = DUTCH_BUSINESS, revision = 1): OfferRevision => {
  const checked = checkOfferTerms(
    {
      lines: [
        { productId: FIXTURE_PRODUCT_ID, condition: 'new', quantity: 2, unitPrice: 3300, discountPercent: 10 },
        { description: 'Deuropening 2 × 1 m', quantity: 1, unitPrice: 450 },
      ],
      transport: { option: 'truck', country: 'NL', postcode: '1011AB', price: 406 },
      discount: { amount: 100 },
      validUntil: '2026-12-24',
      note: 'Levering binnen twee weken.',
      ...terms,
    },
    '2026-11-24',
  );
  if (!checked.ok) throw new Error(`fixture terms invalid: ${checked.error.map((error) => error.field).join(', ')}`);
  const { lines, transport, discount } = checked.value;
  const conditions = lines.flatMap((line) => (line.condition === null ? [] : [line.condition]));
  const priced = priceOffer(
    {
      lines: lines.map((line) => ({ ...line, supply: line.condition === null ? FREE_LINE_SUPPLY : productLineSupply(line.condition) })),
      transport: transport === null ? null : { price: transport.price ?? 0, supply: transportSupply(conditions) },
      discount,
      delivery: { country: transport?.country ?? 'BE', collectedAtDepot: transport?.country === null || transport === null },
    },
    who.vat,
    { ossEnabled: true, date: '2026-11-24' },
  );
  const { vat: _vat, ...customer } = who;
  return buildOfferRevision({
    revision,
    customer,
    terms: checked.value,
    productTitles: new Map([[FIXTURE_PRODUCT_ID, 'Zeecontainer 20ft']]),
    transportTitle: transport === null ? '' : transportTitle(transport.option, transport.country, transport.postcode, customer.language),
    priced,
    vatDetail: {
      customerKind: customer.kind,
      companyName: customer.companyName,
      vatNumber: customer.vatNumber,
      vatNumberCheck: who.vat.vatNumberConfirmed ? 'confirmed' : 'not_checked',
      viesConsultation: null,
      vatCheckedAt: null,
      ossEnabled: true,
      decidedAt: '2026-11-24T10:00:00.000Z',
      breakdown: priced.summary.groups,
    },
    validUntil: checked.value.validUntil ?? '2026-12-24',
  });
};
