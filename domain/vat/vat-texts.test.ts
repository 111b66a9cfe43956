import { describe, expect, it } from '@jest/globals';
import { vatRateLabel } from './vat-texts.js';

describe('vatRateLabel', () => {
  it('names the rate in each language, with a decimal comma outside English', () => {
    expect(vatRateLabel(21, 'nl')).toBe('Btw 21%');
    expect(vatRateLabel(19, 'de')).toBe('MwSt. 19%');
    expect(vatRateLabel(0, 'fr')).toBe('TVA 0%');
    expect(vatRateLabel(25.5, 'de')).toBe('MwSt. 25,5%');
    expect(vatRateLabel(25.5, 'en')).toBe('VAT 25.5%');
  });
});
