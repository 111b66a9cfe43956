import type { QuoteRecord } from '../../../application/quotes/quote-store.port.js';

/** A quotes row's columns as `quoteValues` fills them ($1…$23); a follow-up request adds previous_offer_id. */
export const QUOTE_COLUMNS = `id, product_id, customer_name, email, phone, company_name, quantity_requested, delivery_address,
  preferred_delivery_date, special_requirements, request_type, purchase_option, transport_type, transport_price_cents,
  color_type, ral_color, language, customer_kind, vat_number, vat_detail, transport_option, transport_country, transport_postcode`;

/** The parameters of QUOTE_COLUMNS, in order (a product may be missing: a follow-up of an offer of free lines only). */
export const quoteValues = (quote: Omit<QuoteRecord, 'productId'> & { readonly productId: string | null }): unknown[] => [
  quote.id,
  quote.productId,
  quote.customerName,
  quote.email,
  quote.phone,
  quote.companyName,
  quote.quantityRequested,
  quote.deliveryAddress,
  quote.preferredDeliveryDate,
  quote.specialRequirements,
  quote.requestType,
  quote.purchaseOption,
  quote.transportType,
  quote.transportPrice,
  quote.colorType,
  quote.ralColor,
  quote.language,
  quote.vatDecision.customerKind,
  quote.vatDecision.vatNumber,
  JSON.stringify(quote.vatDecision),
  quote.transport?.option ?? null,
  quote.transport?.country ?? null,
  quote.transport?.postcode ?? null,
];
