import { erasedBillingAddress, erasedOfferCustomer, erasedOfferVatDecision, erasedRentalTerms, erasedShippingAddress } from '../../../domain/privacy/erased-values.js';

type JsonRecord = Readonly<Record<string, unknown>>;

/**
 * The JSON columns an erasure rewrites, each with the function that takes the person out of it
 * (domain/privacy/erased-values.ts). personal-data-inventory.test.ts checks that every JSON column of
 * the schema holding personal keys is here, deleted with its row, redacted, or kept by law.
 */
export const ERASED_JSON_COLUMNS = {
  'orders.shipping_address': erasedShippingAddress,
  'orders.billing_address': (address: JsonRecord): JsonRecord => erasedBillingAddress(address) ?? {},
  'offer_revisions.customer': erasedOfferCustomer,
  'offer_revisions.vat_detail': erasedOfferVatDecision,
  'rental_contracts.terms': erasedRentalTerms,
} as const satisfies Readonly<Record<string, (value: JsonRecord) => JsonRecord>>;
