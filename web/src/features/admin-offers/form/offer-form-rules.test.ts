import { describe, expect, it } from 'vitest';
import { checkOfferForm } from './offer-form-rules.js';
import { liveOfferTotals, type TransportPriceState } from './offer-live-totals.js';
import { emptyLine, emptyOfferForm, type OfferFormValues, type OfferLineValues } from './offer-form-values.js';

const TODAY = '2026-11-27';
const MESSAGES = { chooseProduct: 'Choose a product' };

const line = (change: Partial<OfferLineValues>): OfferLineValues => ({ ...emptyLine('free'), description: 'Door cut-out 2 × 1 m', quantity: '1', unitPrice: '100', ...change });

const offer = (change: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm('en'),
  customer: { ...emptyOfferForm('en').customer, name: 'Jan Peeters', email: 'jan@example.be' },
  lines: [line({})],
  ...change,
});

const totals = (values: OfferFormValues, transport: TransportPriceState = { kind: 'none' }) =>
  liveOfferTotals({ values, productConditions: new Map(), transport, ossEnabled: true, today: TODAY });

describe('checkOfferForm', () => {
  it('sends euros and whole quantities as numbers once every rule passes', () => {
    const checked = checkOfferForm(offer({ lines: [line({ unitPrice: '1250,50', quantity: '2', discountKind: 'percent', discount: '10' })], discountKind: 'amount', discount: '50' }), TODAY, 'en', MESSAGES);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input.lines).toEqual([
      { productId: null, colorType: 'from_stack', ralColor: null, description: 'Door cut-out 2 × 1 m', quantity: 2, unitPrice: 1250.5, discountPercent: 10, discountAmount: null },
    ]);
    expect(checked.input.discount).toEqual({ percent: null, amount: 50 });
    expect(checked.input.paymentMethods).toEqual(['bank_transfer', 'stripe']);
    expect(checked.input.validUntil).toBeNull();
  });

  it("names every wrong field at once by the server's field names, with the domain's messages in the admin's language", () => {
    const checked = checkOfferForm(
      offer({
        customer: { ...emptyOfferForm('en').customer, kind: 'business', email: 'not-an-email' },
        lines: [line({ unitPrice: '-5', quantity: '101' }), line({ description: '', discountKind: 'amount', discount: '500' }), { ...emptyLine('product') }],
        discountKind: 'percent',
        discount: '120',
        validUntil: '2026-11-26',
        paymentMethods: [],
      }),
      TODAY,
      'nl',
      MESSAGES,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      'customer.name': expect.any(String),
      'customer.email': expect.any(String),
      'customer.companyName': expect.any(String),
      'customer.vatNumber': expect.any(String),
      'lines.0.unitPrice': 'Een prijs kan niet negatief zijn.',
      'lines.0.quantity': 'Het aantal moet een geheel getal van 1 tot 100 zijn.',
      'lines.1.description': 'Een lijn zonder product heeft een omschrijving nodig.',
      'lines.2.productId': 'Choose a product',
      'discount.percent': 'Een korting in procent ligt tussen 0 en 100, met hoogstens twee decimalen.',
      validUntil: 'De geldigheidsdatum ligt in het verleden.',
      paymentMethods: 'Kies minstens één betaalwijze: overschrijving of kaart.',
    });
    // A product line without its product is named once, at the product.
    expect(checked.errors['lines.2.description']).toBeUndefined();
  });

  it('refuses a line discount over the line and an offer discount over the offer', () => {
    const over = checkOfferForm(offer({ lines: [line({ unitPrice: '100', discountKind: 'amount', discount: '100.01' })] }), TODAY, 'en', MESSAGES);
    expect(over.ok ? {} : over.errors).toEqual({ 'lines.0.discountAmount': 'The discount is larger than the amount of the line.' });
    const offerOver = checkOfferForm(offer({ discountKind: 'amount', discount: '101' }), TODAY, 'en', MESSAGES);
    expect(offerOver.ok ? {} : offerOver.errors).toEqual({ 'discount.amount': 'The discount is larger than the amount of the offer.' });
  });

  it('checks the transport postcode by the destination', () => {
    const checked = checkOfferForm(offer({ transport: { option: 'truck', country: 'NL', postcode: '1000', override: false, price: '' } }), TODAY, 'en', MESSAGES);
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual(['transport.postcode']);
  });
});

describe('liveOfferTotals', () => {
  it('prices the lines with the domain: line and offer discounts, transport, 21 % Belgian VAT for a consumer', () => {
    const values = offer({
      lines: [line({ unitPrice: '1000', quantity: '2', discountKind: 'percent', discount: '10' }), line({ unitPrice: '200' })],
      discountKind: 'amount',
      discount: '100',
      transport: { option: 'truck', country: 'BE', postcode: '2000', override: true, price: '300' },
    });
    const live = totals(values, { kind: 'price', cents: 30_000 });
    // 2 × 1000 − 10 % = 1800; + 200 = 2000; − 100 = 1900; + 300 transport = 2200 excl. VAT; 21 % = 462.
    expect({ subtotal: live.priced.subtotal, vat: live.priced.vat, total: live.priced.total, discount: live.priced.offerDiscount, complete: live.complete }).toEqual({
      subtotal: 220_000,
      vat: 46_200,
      total: 266_200,
      discount: 10_000,
      complete: true,
    });
    expect(live.priced.lines.map((priced) => priced.net)).toEqual([171_000, 19_000]);
  });

  it('leaves a line typed wrong out of the figures and says they are incomplete', () => {
    const live = totals(offer({ lines: [line({ unitPrice: 'abc' }), line({ unitPrice: '50' })] }));
    expect(live.pricedIndex).toEqual([null, 0]);
    expect(live.priced.subtotal).toBe(5_000);
    expect(live.complete).toBe(false);
  });

  it('prices a business with a well-formed number from another member state at 0 % with the mention (before VIES)', () => {
    const values = offer({
      customer: { ...offer().customer, kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495445B01', country: 'netherlands' },
      lines: [line({ unitPrice: '1000' })],
      transport: { option: 'truck', country: 'NL', postcode: '1011 AB', override: true, price: '200' },
    });
    const live = totals(values, { kind: 'price', cents: 20_000 });
    expect(live.priced.vat).toBe(0);
    expect(live.priced.summary.groups.every((group) => group.mention !== null)).toBe(true);
  });

  it('waits for the transport tables before calling the figures complete', () => {
    expect(totals(offer({ transport: { option: 'truck', country: 'BE', postcode: '2000', override: false, price: '' } }), { kind: 'pending' }).complete).toBe(false);
  });
});
