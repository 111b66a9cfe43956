import type { OfferAcceptance, OfferEvent, StoredOffer, StoredRevision } from '../../../application/offers/offer.js';
import type { OfferCustomer } from '../../../domain/offers/offer-customer.js';
import type { Discount } from '../../../domain/offers/offer-discount.js';
import type { OfferLine } from '../../../domain/offers/offer-revision.js';
import type { StoredOfferStatus } from '../../../domain/offers/offer-status.js';
import type { OfferPaymentMethod } from '../../../domain/offers/offer-terms.js';
import type { Language } from '../../../domain/shared/language.js';
import type { VatDecision } from '../../../domain/vat/vat-decision.js';

/** A revision as OFFER_SELECT aggregates it (JSON: numbers as numbers, times as ISO text). */
interface RevisionJson {
  readonly revision: number;
  readonly customer: OfferCustomer;
  readonly discountPercent: number | null;
  readonly discountCents: number | null;
  readonly offerDiscount: number;
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  readonly vatDetail: VatDecision;
  readonly validUntil: string;
  readonly note: string | null;
  readonly paymentMethods: readonly OfferPaymentMethod[];
  readonly createdBy: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly remindedAt: string | null;
  readonly lines: readonly OfferLine[];
}

/** An offer row with its revisions, events, acceptance and order aggregated as JSON (OFFER_SELECT). */
export interface OfferRow {
  readonly id: string;
  readonly number: string;
  readonly quote_id: string | null;
  readonly status: StoredOfferStatus;
  readonly current_revision: number;
  readonly language: Language;
  readonly decline_reason: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly revisions: readonly RevisionJson[];
  readonly events: readonly { readonly status: StoredOfferStatus; readonly revision: number; readonly at: string; readonly by: string; readonly note: string | null }[];
  readonly acceptance: (Omit<OfferAcceptance, 'acceptedAt'> & { readonly acceptedAt: string }) | null;
  readonly order: { readonly id: string; readonly orderNumber: number | string; readonly status: string; readonly paidAt: string | null } | null;
}

const LINE_JSON = `json_build_object('kind', l.kind, 'productId', l.product_id, 'title', l.title, 'description', l.description,
  'condition', l.condition, 'colorType', l.color_type, 'ralColor', l.ral_color, 'quantity', l.quantity, 'unitPrice', l.unit_price_cents,
  'discountPercent', l.discount_percent, 'lineDiscount', l.line_discount_cents, 'offerDiscount', l.offer_discount_cents, 'net', l.net_cents,
  'vat', json_build_object('category', l.vat_category, 'ratePercent', l.vat_rate_percent, 'taxCountry', l.vat_tax_country, 'rule', l.vat_rule, 'amount', l.vat_cents),
  'transport', CASE WHEN l.transport_option IS NULL THEN NULL
    ELSE json_build_object('option', l.transport_option, 'country', l.transport_country, 'postcode', l.transport_postcode) END)`;

/** An offer with everything it holds; the caller adds its WHERE clause on `o`. */
export const OFFER_SELECT = `
SELECT o.id, o.number, o.quote_id, o.status, o.current_revision, o.language, o.decline_reason, o.created_at, o.updated_at,
  (SELECT json_agg(json_build_object('revision', r.revision, 'customer', r.customer, 'discountPercent', r.discount_percent,
      'discountCents', r.discount_cents, 'offerDiscount', r.offer_discount_cents, 'subtotal', r.subtotal_cents, 'vat', r.vat_cents,
      'total', r.total_cents, 'vatDetail', r.vat_detail, 'validUntil', to_char(r.valid_until, 'YYYY-MM-DD'), 'note', r.note,
      'paymentMethods', r.payment_methods, 'createdBy', r.created_by, 'createdAt', r.created_at, 'sentAt', r.sent_at, 'remindedAt', r.reminded_at,
      'lines', (SELECT coalesce(json_agg(${LINE_JSON} ORDER BY l.position), '[]') FROM offer_lines l WHERE l.offer_id = r.offer_id AND l.revision = r.revision))
    ORDER BY r.revision) FROM offer_revisions r WHERE r.offer_id = o.id) AS revisions,
  (SELECT coalesce(json_agg(json_build_object('status', e.status, 'revision', e.revision, 'at', e.at, 'by', e.by, 'note', e.note) ORDER BY e.at, e.id), '[]')
    FROM offer_events e WHERE e.offer_id = o.id) AS events,
  (SELECT json_build_object('revision', a.revision, 'name', a.name, 'acceptedAt', a.accepted_at, 'ipAddress', a.ip_address, 'userAgent', a.user_agent,
      'contentHash', a.content_hash, 'paymentMethod', a.payment_method) FROM offer_acceptances a WHERE a.offer_id = o.id) AS acceptance,
  (SELECT json_build_object('id', ord.id, 'orderNumber', ord.order_number, 'status', ord.status, 'paidAt', ord.paid_at) FROM orders ord WHERE ord.id = o.order_id) AS "order"
FROM offers o`;

const discountOf = (revision: RevisionJson): Discount | null => {
  if (revision.discountPercent !== null) return { kind: 'percent', percent: Number(revision.discountPercent) };
  return revision.discountCents === null ? null : { kind: 'amount', amount: revision.discountCents };
};

const lineOf = (line: OfferLine): OfferLine => ({
  ...line,
  discountPercent: line.discountPercent === null ? null : Number(line.discountPercent),
  vat: { ...line.vat, ratePercent: Number(line.vat.ratePercent) },
});

const revisionOf = (row: RevisionJson): StoredRevision => ({
  revision: row.revision,
  customer: row.customer,
  lines: row.lines.map(lineOf),
  discount: discountOf(row),
  offerDiscount: row.offerDiscount,
  subtotal: row.subtotal,
  vat: row.vat,
  total: row.total,
  vatDetail: row.vatDetail,
  validUntil: row.validUntil,
  note: row.note,
  paymentMethods: row.paymentMethods,
  createdAt: new Date(row.createdAt),
  createdBy: row.createdBy,
  sentAt: row.sentAt === null ? null : new Date(row.sentAt),
  remindedAt: row.remindedAt === null ? null : new Date(row.remindedAt),
});

const eventOf = (event: OfferRow['events'][number]): OfferEvent => ({ ...event, at: new Date(event.at) });

export const toStoredOffer = (row: OfferRow): StoredOffer => ({
  id: row.id,
  number: row.number,
  quoteId: row.quote_id,
  status: row.status,
  currentRevision: row.current_revision,
  language: row.language,
  declineReason: row.decline_reason,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  revisions: row.revisions.map(revisionOf),
  events: row.events.map(eventOf),
  acceptance: row.acceptance === null ? null : { ...row.acceptance, acceptedAt: new Date(row.acceptance.acceptedAt) },
  order:
    row.order === null
      ? null
      : { id: row.order.id, orderNumber: Number(row.order.orderNumber), status: row.order.status, paidAt: row.order.paidAt === null ? null : new Date(row.order.paidAt) },
});
