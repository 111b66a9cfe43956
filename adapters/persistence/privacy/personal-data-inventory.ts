/**
 * Every column whose name says it may hold personal data (PERSONAL_COLUMN_NAME), and what the
 * privacy tools do with it (docs/privacy.md). `personal-data-inventory.test.ts` fails for a column
 * of the schema that matches the pattern and is missing here: a new table's names, addresses and
 * notes are taken into the export, the erasure and the sweep, or said not to be personal.
 */
export const PERSONAL_COLUMN_NAME = /(email|name|phone|address|ip_|user_agent|customer|note|message|subject|requirements|reason|street|city|postcode)/;

export const PERSONAL_DATA_INVENTORY: Readonly<Record<string, string>> = {
  'users.email': 'exported; the account is deleted on erasure (sessions, tokens and roles with it)',
  'users.email_verified_at': 'exported; deleted with the account',
  'contact_messages.name': 'exported; the message and its attachments are deleted on erasure and by the sweep',
  'contact_messages.email': 'matched, exported; deleted as above',
  'contact_messages.phone': 'exported; deleted as above',
  'contact_messages.subject': 'exported; deleted as above',
  'contact_messages.message': 'exported; deleted as above',
  'uploads.original_name': "exported with the file; deleted with its message (an unattached upload is purged after a day)",
  'uploads.contact_message_id': 'a key, not personal',
  'quotes.customer_name': 'exported; the request is deleted on erasure, and by the sweep when it never became an order',
  'quotes.email': 'matched, exported; deleted as above',
  'quotes.phone': 'exported; deleted as above',
  'quotes.company_name': 'exported; deleted as above',
  'quotes.delivery_address': 'exported; deleted as above',
  'quotes.special_requirements': 'exported; deleted as above',
  'quotes.transport_postcode': 'exported; deleted as above',
  'quotes.customer_kind': 'consumer or business, not personal',
  'orders.shipping_address': 'matched (its email), exported; on erasure all but the country and company become "[erased]"',
  'orders.billing_address': 'exported; on erasure the street, city and postcode become "[erased]" (the invoice keeps its own copy)',
  'orders.customer_vat_number': "exported; kept: a business's identifier and the VAT evidence of the order (VAT Code art. 60)",
  'orders.customer_kind': 'consumer or business, not personal',
  'order_items.transport_postcode': 'exported; kept: the delivery zone priced and taxed (place of supply), an accounting record',
  'order_status_changes.note': 'exported; "[erased]" on erasure (a note may name the customer)',
  'invoices.customer_name': 'exported as the invoice PDF; kept with the invoice for 10 years (VAT Code art. 60 §4)',
  'invoices.customer_vat_number': 'kept with the invoice for 10 years',
  'email_outbox.to_address': 'matched, exported (without the HTML body); deleted on erasure, and by the sweep once sent or given up',
  'email_outbox.subject': 'exported; deleted as above',
  'email_outbox.from_address': "the shop's own address, not personal",
  'offers.customer_name': 'exported; "[erased]" on erasure',
  'offers.customer_email': 'matched, exported; "[erased]" on erasure',
  'offers.decline_reason': "exported; the customer's words: \"[erased]\" on erasure",
  'offer_revisions.customer': 'matched (its email), exported; on erasure every revision\'s block, sent ones too, keeps only kind, country and language (JSON_COLUMN_INVENTORY)',
  'offer_revisions.note': 'exported; "[erased]" on erasure (a note may name the customer), sent revisions too',
  'offer_lines.transport_postcode': 'exported with the revision; kept: the delivery zone the line was priced for, as the order item keeps it (no name, street or number)',
  'offer_events.note': 'exported with the offer; "[erased]" on erasure (a decline reason is recorded here too)',
  'offer_acceptances.name': 'exported; "[erased]" on erasure, ordered or not (the invoice is the record the law keeps)',
  'offer_acceptances.ip_address': 'exported; as the name',
  'offer_acceptances.user_agent': 'exported; as the name',
  'rental_contracts.customer_name': 'exported; "[erased]" on erasure of an ended contract (a running one refuses the erasure)',
  'rental_contracts.customer_email': 'matched, exported; as the name',
  'rental_contracts.customer_notice_day': 'the day of the latest notice, not personal',
  'rental_contracts.customer_notices': 'a count of notices that day, not personal',
  'rental_periods.credit_note_id': 'a key, not personal',
  'cart_items.transport_postcode': "a visitor's anonymous cart: deleted by the sweep with the cart",
  'units.notes': "the shop's notes on a container, not about a person",
  'products.capacity_cbm': 'a product figure, not personal',
  'cache_versions.name': 'a cache name, not personal',
  'schema_migrations.name': 'a migration name, not personal',
  'scheduled_job_runs.name': 'a job name, not personal',
};

/** What the erasure does with a JSON column that may hold a copy of the person. */
export type JsonColumnHandling =
  /** Rewritten in place by its function in ERASED_JSON_COLUMNS (adapters/persistence/privacy/erased-json-columns.ts). */
  | 'rewritten'
  /** The row it is in is deleted by the erasure (or the sweep). */
  | 'row deleted'
  /** The audit trail: every value but keys, states, dates and amounts becomes "[erased]". */
  | 'redacted'
  /** Kept whole because a law requires it (GDPR art. 17(3)(b)): the invoice only. */
  | 'kept by law';

export interface PersonalJsonColumn {
  /** The keys (dotted paths inside nested objects) whose values are the person. */
  readonly personalKeys: readonly string[];
  readonly onErasure: JsonColumnHandling;
  readonly why: string;
}

/**
 * Every json/jsonb column of the schema: the personal keys it holds and what the erasure does with
 * them, or null when it holds nothing about a person. personal-data-inventory.test.ts fails for a
 * JSON column missing here, and for a personal one the erasure neither rewrites nor deletes.
 */
export const JSON_COLUMN_INVENTORY: Readonly<Record<string, PersonalJsonColumn | null>> = {
  'orders.shipping_address': {
    personalKeys: ['name', 'email', 'phone', 'street', 'city', 'postalCode'],
    onErasure: 'rewritten',
    why: 'the country and company stay (place of supply, VAT Code art. 60)',
  },
  'orders.billing_address': { personalKeys: ['street', 'city', 'postalCode'], onErasure: 'rewritten', why: 'the company and VAT number stay (the reverse-charge evidence)' },
  'orders.vat_detail': {
    personalKeys: ['companyName', 'vatNumber', 'viesConsultation'],
    onErasure: 'kept by law',
    why: "a business's identifiers and the VIES check: the evidence of the order's VAT treatment (VAT Code art. 39bis and 60; Regulation 282/2011 art. 45a), as orders.customer_vat_number",
  },
  'offer_revisions.customer': {
    personalKeys: ['name', 'email', 'phone', 'companyName', 'vatNumber', 'street', 'postalCode', 'city'],
    onErasure: 'rewritten',
    why: 'no law keeps an offer; the order it became keeps its own copy, the invoice the one the law asks for',
  },
  'offer_revisions.vat_detail': { personalKeys: ['companyName', 'vatNumber', 'viesConsultation'], onErasure: 'rewritten', why: 'as the customer block; the rules and amounts stay' },
  'rental_contracts.terms': {
    personalKeys: ['buyer.name', 'buyer.companyName', 'buyer.vatNumber', 'buyer.email', 'buyer.street', 'buyer.postalCode', 'buyer.city', 'deliveryAddress.street', 'deliveryAddress.postalCode', 'deliveryAddress.city'],
    onErasure: 'rewritten',
    why: 'an ended contract bills no more; its invoices keep their own copy',
  },
  'quotes.vat_detail': { personalKeys: ['companyName', 'vatNumber'], onErasure: 'row deleted', why: 'the quote request is deleted' },
  'email_outbox.fallback': { personalKeys: ['html', 'text'], onErasure: 'row deleted', why: 'the email to (or answering to) the person is deleted' },
  'email_outbox.attachments': { personalKeys: ['content'], onErasure: 'row deleted', why: 'as the email' },
  'simulated_checkout_sessions.session': { personalKeys: ['customerEmail'], onErasure: 'row deleted', why: "deleted with the person's orders' sessions" },
  'audit_log.before': { personalKeys: ['*'], onErasure: 'redacted', why: 'docs/audit.md: keys, states, dates and amounts stay' },
  'audit_log.after': { personalKeys: ['*'], onErasure: 'redacted', why: 'as before' },
  'invoices.document': {
    personalKeys: ['buyer.name', 'buyer.email', 'buyer.street', 'buyer.postalCode', 'buyer.city', 'buyer.vatNumber'],
    onErasure: 'kept by law',
    why: 'Belgian VAT Code art. 60 §4 and Royal Decree no. 1: the invoice is kept whole for 10 years',
  },
  'scheduled_job_runs.outcome': null,
  'products.dimensions_inside': null,
  'products.dimensions_outside': null,
  'products.weight': null,
  'blog_post_translations.keywords': null,
  'landing_page_translations.structured_data': null,
  'product_condition_info_translations.badges': null,
  'product_condition_info_translations.benefits': null,
  'product_type_description_translations.features': null,
  'product_type_description_translations.usage_examples': null,
  'section_translations.highlight_boxes': null,
};
