import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../shared/language.js';
import { bankTransferInstructionsEmail } from './bank-transfer-instructions.js';
import { TRADER } from './order-email.fixture.js';

describe('bankTransferInstructionsEmail', () => {
  it('gives IBAN, BIC, the amount and the structured communication in each language', () => {
    const subjects = LANGUAGES.map((language) => bankTransferInstructionsEmail({ orderNumber: 97, amount: 121_00, company: TRADER }, language).subject);
    expect(subjects).toEqual([
      'Betalingsgegevens voor bestelling 97',
      'Zahlungsinformationen zu Bestellung 97',
      'Instructions de paiement pour la commande 97',
      'Payment instructions for order 97',
    ]);
    const email = bankTransferInstructionsEmail({ orderNumber: 97, amount: 121_00, company: TRADER }, 'en');
    expect(email.text).toContain('Beneficiary: Haven Containers NV');
    expect(email.text).toContain('IBAN: BE71 0961 2345 6769');
    expect(email.text).toContain('BIC: GKCCBEBB');
    expect(email.text).toContain('Team Haven Containers');
    expect(email.text).toContain('Amount: €121.00');
    expect(email.text).toContain('Structured communication: +++000/0000/09797+++');
    expect(email.html).toContain('+++000/0000/09797+++');
  });
});
