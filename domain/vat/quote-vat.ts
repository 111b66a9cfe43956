import type { VatCategory, VatExemptionReasonCode } from './vat-category.js';
import type { VatDecision } from './vat-decision.js';
import type { VatRule } from './vat-treatment.js';
import type { LocalizedText } from '../shared/language.js';

/**
 * The VAT decision kept with a quote: the customer as for an order, and the
 * treatment of what the quote asks for (a quote has no amounts yet, so no breakdown).
 */
export interface QuoteVatDecision extends Omit<VatDecision, 'breakdown'> {
  readonly treatment: {
    readonly category: VatCategory;
    readonly ratePercent: number;
    readonly taxCountry: string;
    readonly rule: VatRule;
    readonly exemptionReasonCode: VatExemptionReasonCode | null;
    readonly mention: LocalizedText | null;
  };
}
