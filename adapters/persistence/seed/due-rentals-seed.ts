import type { RentalTerms } from '../../../domain/rentals/rental-invoice.js';
import { addDays } from '../../../domain/rentals/rental-days.js';
import { RENTAL_PERIOD_DAYS } from '../../../domain/rentals/rental-periods.js';
import { belgianDayStart } from '../../../domain/shared/belgian-day.js';
import { belgianConsumerDecision } from '../../../domain/vat/vat-decision.fixture.js';
import { CONSUMER, decideVatTreatment } from '../../../domain/vat/vat-treatment.js';

/** A consumer renting one 20ft container at 3.90 a day, Belgian VAT (the VAT domain decides it). */
const DAILY_CENTS = 390;
const PERIOD_NET = DAILY_CENTS * RENTAL_PERIOD_DAYS;
const PERIOD_VAT = 2_457;

export type Query = (sql: string, parameters: readonly unknown[]) => Promise<unknown>;

export interface DueContractsSeed {
  /** Contracts to make. */
  readonly count: number;
  /** The Belgian day period 2 of every contract is invoiced on (its start less the lead). */
  readonly billingDay: string;
  readonly leadDays: number;
}

/**
 * Inserts `count` paid rent orders, each with its order invoice (numbered in year 2000, so the
 * current year's series starts clean for the gapless check) and a delivered contract whose period 2
 * is due on `billingDay`: what the daily run finds after a month of rentals. One statement per
 * thousand contracts, as the shop's own writes would leave them (drills and the benchmark).
 */
export const seedDueContracts = async (query: Query, seed: DueContractsSeed): Promise<void> => {
  const delivery = addDays(seed.billingDay, seed.leadDays - RENTAL_PERIOD_DAYS);
  const placedAt = belgianDayStart(addDays(delivery, -3)).toISOString();
  const address = { name: 'Huurder', email: 'huurder@example.be', phone: '+32 3 000 00 00', companyName: null, street: 'Meir 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' };
  const invoiceAddress = { street: address.street, postalCode: address.postalCode, city: address.city, countryCode: 'BE' };
  const terms: Omit<RentalTerms, 'orderNumber'> = {
    language: 'nl',
    buyer: { name: address.name, companyName: null, vatNumber: null, email: address.email, ...invoiceAddress },
    deliveryAddress: invoiceAddress,
    productTitle: 'Huurcontainer 20ft',
    quantity: 1,
    dailyPrice: DAILY_CENTS,
    containerNumbers: [],
    vat: decideVatTreatment({ customer: CONSUMER, deliveryCountry: 'BE', collectedAtDepot: true, supply: 'rent', ossEnabled: true, date: delivery }),
  };
  for (let done = 0; done < seed.count; done += 1000) {
    const batch = Math.min(1000, seed.count - done);
    await query(
      `WITH o AS (
         INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, status, paid_at, vat_detail,
           customer_kind, created_at)
         SELECT 'seed', $5::integer, $6::integer, $5::integer + $6::integer, 'bank_transfer', $1::jsonb, 'nl', 'paid', $2::timestamptz, $3::jsonb, 'consumer', $2::timestamptz
         FROM generate_series(1, $4::integer)
         RETURNING id, order_number),
       i AS (
         INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type,
           color_type, transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
         SELECT id, 'Huurcontainer 20ft', 1, $5::integer, 0, $5::integer, 'rent', 'self_pickup', 'from_stack', NULL, 'S', 21, 'BE', 'service-in-belgium', $6::integer FROM o
         RETURNING id, order_id),
       numbered AS (
         SELECT o.id AS order_id, o.order_number, (SELECT coalesce(max(sequence), 0) FROM invoices WHERE series = 'INV' AND year = 2000) + row_number() OVER (ORDER BY o.order_number) AS sequence
         FROM o),
       v AS (
         INSERT INTO invoices (number, kind, series, year, sequence, order_id, issued_at, issue_date, language, customer_name, net_cents, vat_cents, total_cents, document, peppol_state)
         SELECT '2000-' || lpad(sequence::text, 6, '0'), 'invoice', 'INV', 2000, sequence, order_id, $2::timestamptz, $2::timestamptz::date, 'nl', 'Huurder', $5::integer, $6::integer, $5::integer + $6::integer,
           '{}'::jsonb, 'not_applicable'
         FROM numbered
         RETURNING id, order_id),
       c AS (
         INSERT INTO rental_contracts (order_id, order_item_id, terms, customer_name, customer_email, product_title, quantity, daily_price_cents, container_numbers,
           language, state, delivery_date, next_period_index, next_period_start, opened_at)
         SELECT i.order_id, i.id, $7::jsonb || jsonb_build_object('orderNumber', numbered.order_number), 'Huurder', 'huurder@example.be', 'Huurcontainer 20ft', 1, $8::integer, '{}',
           'nl', 'active', $9::date, 2, $9::date + 30, $2::timestamptz
         FROM i JOIN numbered ON numbered.order_id = i.order_id
         RETURNING id, order_id)
       INSERT INTO rental_periods (contract_id, period_index, days, invoice_id, total_cents, paid_on, issued_at)
       SELECT c.id, 1, 30, v.id, $5::integer + $6::integer, $2::timestamptz::date, $2::timestamptz FROM c JOIN v ON v.order_id = c.order_id`,
      [JSON.stringify(address), placedAt, JSON.stringify(belgianConsumerDecision(PERIOD_NET, PERIOD_VAT)), batch, PERIOD_NET, PERIOD_VAT, JSON.stringify(terms), DAILY_CENTS, delivery],
    );
  }
};
