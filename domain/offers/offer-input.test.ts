import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { checkOfferTerms, type OfferLineInput, type OfferTermsInput } from './offer-input.js';
import { OFFER_MESSAGES } from './offer-messages.js';

const TODAY = '2026-03-10';
const PRODUCT = '6f1c1a52-7c0e-4c77-9a53-2b1f6f0e9a01';
const line = (overrides: Partial<OfferLineInput> = {}): OfferLineInput => ({ productId: PRODUCT, condition: 'new', quantity: 2, unitPrice: 3300, ...overrides });
const fieldsOf = (input: OfferTermsInput): string[] => {
  const checked = checkOfferTerms(input, TODAY);
  return checked.ok ? [] : checked.error.map((error) => error.field);
};

describe('checkOfferTerms', () => {
  it('takes a priced container, a free line, transport, an offer discount and a validity, in cents', () => {
    const checked = checkOfferTerms(
      {
        lines: [line({ discountPercent: 10 }), { description: 'Door cut-out 2 × 1 m', quantity: 1, unitPrice: 450.5, discountAmount: 50 }],
        transport: { option: 'truck', country: 'NL', postcode: '1011 ab' },
        discount: { amount: 100 },
        validUntil: '2026-03-10',
        note: '  Delivery within two weeks. ',
        paymentMethods: ['bank_transfer'],
      },
      TODAY,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.lines).toEqual([
      { productId: PRODUCT, condition: 'new', colorType: 'from_stack', ralColor: null, description: '', quantity: 2, unitPrice: 330_000, discount: { kind: 'percent', percent: 10 } },
      { productId: null, condition: null, colorType: 'from_stack', ralColor: null, description: 'Door cut-out 2 × 1 m', quantity: 1, unitPrice: 45_050, discount: { kind: 'amount', amount: 5_000 } },
    ]);
    expect(checked.value.transport).toEqual({ option: 'truck', country: 'NL', postcode: '1011AB', price: null });
    expect(checked.value.discount).toEqual({ kind: 'amount', amount: 10_000 });
    expect(checked.value.note).toBe('Delivery within two weeks.');
    expect(checked.value.paymentMethods).toEqual(['bank_transfer']);
  });

  it('names the field of each bad input: negative price, discount over 100 % or over the line, quantity outside 1..100, validity in the past, empty offer', () => {
    expect(fieldsOf({ lines: [] })).toEqual(['lines']);
    expect(fieldsOf({ lines: [line({ unitPrice: -1 })] })).toEqual(['lines.0.unitPrice']);
    expect(fieldsOf({ lines: [line(), line({ discountPercent: 100.5 })] })).toEqual(['lines.1.discountPercent']);
    expect(fieldsOf({ lines: [line({ discountAmount: 6600.01 })] })).toEqual(['lines.0.discountAmount']);
    expect(fieldsOf({ lines: [line({ discountAmount: 1, discountPercent: 1 })] })).toEqual(['lines.0.discountAmount']);
    expect(fieldsOf({ lines: [line({ quantity: 0 })] })).toEqual(['lines.0.quantity']);
    expect(fieldsOf({ lines: [line({ quantity: 101 })] })).toEqual(['lines.0.quantity']);
    expect(fieldsOf({ lines: [line({ quantity: 1.5 })] })).toEqual(['lines.0.quantity']);
    expect(fieldsOf({ lines: [line()], validUntil: '2026-03-09' })).toEqual(['validUntil']);
    expect(fieldsOf({ lines: [line()], validUntil: '2026-02-30' })).toEqual(['validUntil']);
    expect(fieldsOf({ lines: [line()], discount: { percent: 101 } })).toEqual(['discount.percent']);
    expect(fieldsOf({ lines: [line({ discountPercent: 50 })], discount: { amount: 3300.01 } })).toEqual(['discount.amount']);
    expect(fieldsOf({ lines: [{ quantity: 1, unitPrice: 1 }] })).toEqual(['lines.0.description']);
    expect(fieldsOf({ lines: [line({ unitPrice: 10.005 })] })).toEqual(['lines.0.unitPrice']);
    expect(fieldsOf({ lines: [line({ colorType: 'wish_color' })] })).toEqual(['lines.0.ralColor']);
    expect(fieldsOf({ lines: [line()], transport: { option: 'truck', country: 'BE' } })).toEqual(['transport.postcode']);
    expect(fieldsOf({ lines: [line()], transport: { option: 'truck', country: 'BE', postcode: '1000', price: -5 } })).toEqual(['transport.price']);
    expect(fieldsOf({ lines: [line()], paymentMethods: [] })).toEqual(['paymentMethods']);
    expect(fieldsOf({ lines: [line()], paymentMethods: ['cash'] })).toEqual(['paymentMethods']);
    expect(fieldsOf({ lines: [line({ unitPrice: -1, quantity: 0 })], validUntil: '2020-01-01' })).toEqual(['lines.0.quantity', 'lines.0.unitPrice', 'validUntil']);
  });

  it('says why in the four languages', () => {
    const checked = checkOfferTerms({ lines: [line({ unitPrice: -1 })] }, TODAY);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error[0]?.message).toEqual(OFFER_MESSAGES.negativePrice);
    for (const language of LANGUAGES) expect(OFFER_MESSAGES.negativePrice[language]).not.toBe('');
  });

  it('accepts every price from 0 with at most two decimals and every quantity from 1 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 100 }), (cents, quantity) => {
        const checked = checkOfferTerms({ lines: [line({ unitPrice: cents / 100, quantity })] }, TODAY);
        expect(checked.ok && checked.value.lines[0]?.unitPrice).toBe(cents);
      }),
    );
  });
});
