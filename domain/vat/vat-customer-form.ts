import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { VAT_CUSTOMER_MESSAGES } from './vat-customer-messages.js';
import { parseVatNumber, type VatNumber, type VatNumberCountry } from './vat-number.js';
import type { CustomerKind } from './vat-treatment.js';

/** The customer part of the checkout and quote forms, as typed. */
export interface VatCustomerInput {
  readonly kind?: CustomerKind | undefined;
  readonly companyName?: string | null | undefined;
  readonly vatNumber?: string | null | undefined;
}

export interface VatCustomerForm {
  readonly kind: CustomerKind;
  readonly companyName: string | null;
  /** Null for a consumer, and for a business when the number is not required and was left empty. */
  readonly vatNumber: VatNumber | null;
}

export interface VatCustomerFieldError {
  readonly field: 'companyName' | 'vatNumber';
  readonly message: LocalizedText;
}

export interface VatCustomerRules {
  /** Orders and quotes need both; the cart preview takes what there is. */
  readonly requireBusinessDetails: boolean;
  /** The customer's country, for a VAT number typed without its prefix. */
  readonly country?: VatNumberCountry | undefined;
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * Private or business, checked the same in the browser (before anything is sent)
 * and on the server: a business gives its company name and a VAT number whose
 * format and check digits are right. Every field error at once.
 */
export const checkVatCustomer = (input: VatCustomerInput, rules: VatCustomerRules): Result<VatCustomerForm, readonly VatCustomerFieldError[]> => {
  if ((input.kind ?? 'consumer') === 'consumer') return ok({ kind: 'consumer', companyName: null, vatNumber: null });
  const errors: VatCustomerFieldError[] = [];
  const companyName = trimmed(input.companyName);
  const typed = trimmed(input.vatNumber);
  if (companyName === null && rules.requireBusinessDetails) errors.push({ field: 'companyName', message: VAT_CUSTOMER_MESSAGES.companyNameRequired });
  if (companyName !== null && companyName.length > 200) errors.push({ field: 'companyName', message: VAT_CUSTOMER_MESSAGES.companyNameTooLong });
  let vatNumber: VatNumber | null = null;
  if (typed === null) {
    if (rules.requireBusinessDetails) errors.push({ field: 'vatNumber', message: VAT_CUSTOMER_MESSAGES.vatNumberRequired });
  } else {
    const parsed = parseVatNumber(typed, rules.country);
    if (parsed.ok) vatNumber = parsed.value;
    else errors.push({ field: 'vatNumber', message: parsed.error.message });
  }
  return errors.length > 0 ? err(errors) : ok({ kind: 'business', companyName, vatNumber });
};
