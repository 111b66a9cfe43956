import type { EntityManager } from 'typeorm';
import type { NewRentalContract, RentLineRow } from '../../../domain/rentals/paid-order-contracts.js';
import type { RentalOpeningStore } from '../../../application/rentals/rental-opening.port.js';
import type { VatCategory } from '../../../domain/vat/vat-category.js';
import type { VatRule } from '../../../domain/vat/vat-treatment.js';

interface RentLineSqlRow {
  readonly item_id: string;
  readonly product_title: string;
  readonly quantity: number;
  readonly unit_price_cents: number;
  readonly transport_price_cents: number;
  readonly line_total_cents: number;
  readonly vat_category: VatCategory;
  readonly vat_rate_percent: string | number;
  readonly vat_tax_country: string;
  readonly vat_rule: VatRule;
  readonly container_numbers: string[] | null;
}

/** Opening and ending contracts with their order, in the caller's transaction (its EntityManager). */
export const sqlRentalOpening = (manager: Pick<EntityManager, 'query'>): RentalOpeningStore => ({
  rentLines: async (orderId: string): Promise<readonly RentLineRow[]> => {
    const rows: RentLineSqlRow[] = await manager.query(
      `SELECT id AS item_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, vat_category, vat_rate_percent,
         vat_tax_country, vat_rule, container_numbers
       FROM order_items WHERE order_id = $1 AND selected_condition = 'rent' ORDER BY position, id`,
      [orderId],
    );
    return rows.map((row) => ({
      itemId: row.item_id,
      productTitle: row.product_title,
      quantity: row.quantity,
      unitPrice: row.unit_price_cents,
      transportPrice: row.transport_price_cents,
      lineTotal: row.line_total_cents,
      vat: { category: row.vat_category, ratePercent: Number(row.vat_rate_percent), taxCountry: row.vat_tax_country, rule: row.vat_rule },
      containerNumbers: row.container_numbers ?? [],
    }));
  },

  open: async (contracts: readonly NewRentalContract[]): Promise<void> => {
    if (contracts.length === 0) return;
    const input = contracts.map((contract) => ({
      order_id: contract.orderId,
      item_id: contract.itemId,
      terms: contract.terms,
      customer_name: contract.terms.buyer.name,
      customer_email: contract.terms.buyer.email,
      product_title: contract.terms.productTitle,
      quantity: contract.terms.quantity,
      daily_price_cents: contract.terms.dailyPrice,
      container_numbers: contract.terms.containerNumbers,
      language: contract.terms.language,
      opened_at: contract.openedAt.toISOString(),
      invoice_id: contract.firstPeriod.invoiceId,
      total_cents: contract.firstPeriod.total,
      paid_on: contract.firstPeriod.paidOn,
    }));
    // One statement: the contracts (a line that has one keeps it) and period 1 of each one opened, paid with the order's invoice.
    await manager.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(order_id uuid, item_id uuid, terms jsonb, customer_name text, customer_email text,
           product_title text, quantity integer, daily_price_cents integer, container_numbers text[], language text, opened_at timestamptz,
           invoice_id uuid, total_cents integer, paid_on date)),
       opened AS (
         INSERT INTO rental_contracts (order_id, order_item_id, terms, customer_name, customer_email, product_title, quantity, daily_price_cents,
           container_numbers, language, opened_at)
         SELECT order_id, item_id, terms, customer_name, customer_email, product_title, quantity, daily_price_cents, container_numbers, language, opened_at
         FROM input
         ON CONFLICT (order_item_id) DO NOTHING
         RETURNING id, order_item_id)
       INSERT INTO rental_periods (contract_id, period_index, days, invoice_id, total_cents, paid_on, issued_at)
       SELECT opened.id, 1, 30, input.invoice_id, input.total_cents, input.paid_on, input.opened_at
       FROM opened JOIN input ON input.item_id = opened.order_item_id`,
      [JSON.stringify(input)],
    );
  },

  endContractsOfOrder: async (orderId: string, at: Date): Promise<void> => {
    await manager.query(
      `WITH ended AS (
         UPDATE rental_contracts SET state = 'ended', ended_at = $2, next_period_start = NULL, updated_at = $2
         WHERE order_id = $1 AND state <> 'ended' RETURNING id)
       SELECT count(*) FROM ended`,
      [orderId, at.toISOString()],
    );
  },
});
