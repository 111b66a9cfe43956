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
