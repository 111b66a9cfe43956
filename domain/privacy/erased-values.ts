import { ERASED_VALUE } from '../audit/audit-entry.js';

/** The shipping address of an order whose customer was erased: the country stays (where the goods went decides the VAT, VAT Code art. 60); the person goes. */
export const erasedShippingAddress = (address: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => ({
  name: ERASED_VALUE,
  email: ERASED_VALUE,
  phone: ERASED_VALUE,
  companyName: address['companyName'] ?? null,
  street: ERASED_VALUE,
  city: ERASED_VALUE,
  postalCode: ERASED_VALUE,
  country: address['country'] ?? null,
});

/**
 * The billing address of an erased customer's order: its copy on the invoice stays (kept for the
 * legal period); here the company and its VAT number stay (a business's identifiers, the reverse-charge
 * evidence), the street goes.
 */
export const erasedBillingAddress = (address: Readonly<Record<string, unknown>> | null): Readonly<Record<string, unknown>> | null =>
  address === null
    ? null
    : {
        street: ERASED_VALUE,
        city: ERASED_VALUE,
        postalCode: ERASED_VALUE,
        country: address['country'] ?? null,
        companyName: address['companyName'] ?? null,
        vatNumber: address['vatNumber'] ?? null,
      };

type JsonRecord = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record whose values become "[erased]", but for the kept keys; null stays null (the rule the stored copies' triggers allow). */
const erasedExcept = (record: JsonRecord, kept: readonly string[]): JsonRecord =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === null || kept.includes(key) ? value : ERASED_VALUE]));

/**
 * The customer block of an offer revision whose customer was erased: what kind of customer, the
 * country and the language stay (how VAT saw them, the language of the page); the person, their
 * company, VAT number and address go. The order the offer became keeps its own (VAT Code art. 60).
 */
export const erasedOfferCustomer = (customer: JsonRecord): JsonRecord => erasedExcept(customer, ['kind', 'country', 'language']);

/** An offer revision's VAT decision without who the customer is: the kind, the rules and the amounts stay. */
export const erasedOfferVatDecision = (decision: JsonRecord): JsonRecord =>
  Object.fromEntries(Object.entries(decision).map(([key, value]) => [key, value !== null && ['companyName', 'vatNumber', 'viesConsultation'].includes(key) ? ERASED_VALUE : value]));

/** A rental contract's frozen terms without the buyer and the delivery address (their countries stay); its invoices keep their own copy. */
export const erasedRentalTerms = (terms: JsonRecord): JsonRecord => ({
  ...terms,
  ...(isRecord(terms['buyer']) ? { buyer: erasedExcept(terms['buyer'], ['countryCode']) } : {}),
  ...(isRecord(terms['deliveryAddress']) ? { deliveryAddress: erasedExcept(terms['deliveryAddress'], ['countryCode']) } : {}),
});

/**
 * Audit record fields that stay when the records of an erased person are redacted: keys, states,
 * dates, amounts and codes, none of which says who the person is. Every other recorded value becomes
 * "[erased]" (the audit trail's trigger allows nothing else).
 */
export const AUDIT_FIELDS_KEPT_ON_ERASURE =
  /^(id|[a-z_]*_id|status|[a-z_]*_status|[a-z_]*_at|[a-z_]*_date|[a-z_]*_cents|language|kind|number|order_number|payment_method|payment_verified|quantity|position|revision|role|series|year|sequence|attempts|using_fallback|customer_kind|vat_rate|vat_rate_percent|vat_category)$/;

export const keptOnErasure = (field: string): boolean => AUDIT_FIELDS_KEPT_ON_ERASURE.test(field);

/** Recorded values with every field that is not kept replaced by "[erased]" (nulls stay null). */
export const redactedAuditValues = (values: Readonly<Record<string, unknown>> | null): Readonly<Record<string, unknown>> | null =>
  values === null ? null : Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value === null || keptOnErasure(field) ? value : ERASED_VALUE]));
