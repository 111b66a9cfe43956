/**
 * The orders export's rows of rental invoices and credit notes (docs/rentals.md): one per document,
 * under its order, in the columns of an order line — issued at (as created_at), its line (the rent
 * of a period, quantity and days × daily price), its net, VAT and total as the line's and the
 * "order" amounts, the contract's frozen VAT; a credit note's amounts negative. The parameters are
 * the export's range (`$1` from, `$2` before), on the documents' issue time. The columns end with
 * the sort keys of the export (sort_at, sort_position, sort_id).
 */
export const RENTAL_EXPORT_ROWS = `
SELECT o.order_number, d.issued_at AS created_at, o.status, 'bank_transfer' AS payment_method,
  CASE WHEN d.kind = 'invoice' THEN p.paid_on::timestamp AT TIME ZONE 'Europe/Brussels' END AS paid_at,
  o.shipping_address->>'name' AS customer_name, o.shipping_address->>'email' AS customer_email,
  d.document->'lines'->0->>'description' AS product_title, 'rent' AS selected_condition,
  (d.document->'lines'->0->>'quantity')::integer AS quantity,
  s.sign * (d.document->'lines'->0->>'unitNet')::integer AS unit_price_cents, 'none' AS transport_type, 0 AS transport_price_cents,
  s.sign * d.net_cents AS line_total_cents, s.sign * d.net_cents AS subtotal_cents, s.sign * d.vat_cents AS vat_cents, s.sign * d.total_cents AS total_cents,
  o.customer_kind, o.customer_vat_number, c.terms->'vat'->>'category' AS vat_category, (c.terms->'vat'->>'ratePercent')::numeric AS vat_rate_percent,
  c.terms->'vat'->>'taxCountry' AS vat_tax_country, s.sign * d.vat_cents AS line_vat_cents,
  (SELECT f.number FROM offers f WHERE f.order_id = o.id) AS offer_number,
  d.issued_at AS sort_at, 1000000 AS sort_position, d.number AS sort_id
FROM invoices d
JOIN rental_contracts c ON c.id = d.rental_contract_id
JOIN orders o ON o.id = d.order_id
CROSS JOIN LATERAL (SELECT CASE WHEN d.kind = 'credit_note' THEN -1 ELSE 1 END AS sign) s
LEFT JOIN rental_periods p ON p.invoice_id = d.id AND p.contract_id = c.id
WHERE ($1::timestamptz IS NULL OR d.issued_at >= $1::timestamptz) AND ($2::timestamptz IS NULL OR d.issued_at < $2::timestamptz)`;
