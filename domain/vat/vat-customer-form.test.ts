import { describe, expect, it } from '@jest/globals';
import { checkVatCustomer } from './vat-customer-form.js';

describe('checkVatCustomer', () => {
  it('a consumer needs nothing more', () => {
    expect(checkVatCustomer({}, { requireBusinessDetails: true })).toEqual({ ok: true, value: { kind: 'consumer', companyName: null, vatNumber: null } });
  });

  it('a business ordering names its company and a well-formed VAT number, every error at once', () => {
    const missing = checkVatCustomer({ kind: 'business', companyName: ' ', vatNumber: '' }, { requireBusinessDetails: true });
    expect(!missing.ok && missing.error.map((error) => error.field)).toEqual(['companyName', 'vatNumber']);
    const typo = checkVatCustomer({ kind: 'business', companyName: 'Hafen GmbH', vatNumber: 'DE136695977' }, { requireBusinessDetails: true });
    expect(!typo.ok && typo.error[0]?.message.de).toContain('Prüfziffer');
  });

  it('reads a number without prefix in the customer\'s country; the preview takes what there is', () => {
    const german = checkVatCustomer({ kind: 'business', companyName: 'Hafen GmbH', vatNumber: '136 695 976' }, { requireBusinessDetails: true, country: 'DE' });
    expect(german.ok && german.value.vatNumber).toEqual({ country: 'DE', number: '136695976' });
    expect(checkVatCustomer({ kind: 'business' }, { requireBusinessDetails: false })).toEqual({ ok: true, value: { kind: 'business', companyName: null, vatNumber: null } });
  });
});
