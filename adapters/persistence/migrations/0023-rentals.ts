import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LANGUAGE_CHECK } from './initial-schema/schema-checks.js';

/**
 * Rentals (issue 33, docs/rentals.md): a contract per paid rent order line with its frozen terms
 * (buyer, daily price, containers, the VAT treatment decided with the order); its invoiced periods,
 * one row per (contract, period) — UNIQUE, so a period is never invoiced twice however many
 * billing runs race for it — each with its invoice, its credit note, due date, payment and the
 * reminders sent; the hashes of the secret links to the rental page; and the record of the daily
 * jobs' runs (adapters/scheduling). The contract's next period to invoice is kept on it
 * (`next_period_index`, `next_period_start`) so the daily run finds what is due through an index.
 *
 * Invoices: a rental invoice belongs to its order (the exports and the order's documents list it)
 * and names its contract; the order's own invoice stays one per order.
 */
export class Rentals1795000000023 implements MigrationInterface {
  name = 'Rentals1795000000023';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rental_contracts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
        order_item_id uuid NOT NULL UNIQUE REFERENCES order_items(id) ON DELETE RESTRICT,
        terms jsonb NOT NULL,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        product_title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        daily_price_cents integer NOT NULL CHECK (daily_price_cents >= 0),
        container_numbers text[] NOT NULL DEFAULT '{}',
        language text NOT NULL ${LANGUAGE_CHECK},
        state text NOT NULL DEFAULT 'awaiting-delivery' CHECK (state IN ('awaiting-delivery', 'active', 'notice-given', 'ended')),
        delivery_date date,
        pickup_date date,
        notice_given_at timestamptz,
        notice_by text CHECK (notice_by IN ('customer', 'shop')),
        ended_at timestamptz,
        next_period_index integer NOT NULL DEFAULT 2 CHECK (next_period_index >= 2),
        next_period_start date,
        opened_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rental_contracts_delivered CHECK (state IN ('awaiting-delivery', 'ended') OR delivery_date IS NOT NULL),
        CONSTRAINT rental_contracts_notice_has_pickup CHECK (state <> 'notice-given' OR pickup_date IS NOT NULL),
        CONSTRAINT rental_contracts_pickup_after_delivery CHECK (pickup_date IS NULL OR delivery_date IS NULL OR pickup_date >= delivery_date),
        CONSTRAINT rental_contracts_billing_only_while_running CHECK (next_period_start IS NULL OR state IN ('active', 'notice-given'))
      );
      CREATE INDEX rental_contracts_due_idx ON rental_contracts (next_period_start, id) WHERE next_period_start IS NOT NULL;
      CREATE INDEX rental_contracts_state_idx ON rental_contracts (state, opened_at DESC, id);
      CREATE INDEX rental_contracts_order_idx ON rental_contracts (order_id);

      ALTER TABLE invoices ADD COLUMN rental_contract_id uuid REFERENCES rental_contracts(id) ON DELETE RESTRICT;
      DROP INDEX invoices_one_per_order;
      CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice' AND rental_contract_id IS NULL;
      CREATE INDEX invoices_rental_contract_idx ON invoices (rental_contract_id) WHERE rental_contract_id IS NOT NULL;
      CREATE OR REPLACE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'an issued invoice cannot be deleted (%): issue a credit note', OLD.number;
        END IF;
        IF NEW.number <> OLD.number OR NEW.kind <> OLD.kind OR NEW.order_id <> OLD.order_id OR NEW.document <> OLD.document
           OR NEW.issue_date <> OLD.issue_date OR NEW.total_cents <> OLD.total_cents OR NEW.vat_cents <> OLD.vat_cents
           OR NEW.rental_contract_id IS DISTINCT FROM OLD.rental_contract_id THEN
          RAISE EXCEPTION 'an issued invoice cannot be changed (%): issue a credit note', OLD.number;
        END IF;
        RETURN NEW;
      END $$;

      CREATE TABLE rental_periods (
        contract_id uuid NOT NULL REFERENCES rental_contracts(id) ON DELETE RESTRICT,
        period_index integer NOT NULL CHECK (period_index >= 1),
        start_date date,
        days integer NOT NULL CHECK (days BETWEEN 1 AND 30),
        invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE RESTRICT,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        due_date date,
        paid_on date,
        credit_note_id uuid UNIQUE REFERENCES invoices(id) ON DELETE RESTRICT,
        credited_days integer NOT NULL DEFAULT 0 CHECK (credited_days BETWEEN 0 AND days),
        credited_cents integer NOT NULL DEFAULT 0 CHECK (credited_cents BETWEEN 0 AND total_cents),
        last_reminder integer CHECK (last_reminder >= 1),
        issued_at timestamptz NOT NULL,
        PRIMARY KEY (contract_id, period_index),
        CONSTRAINT rental_periods_later_ones_dated CHECK (period_index = 1 OR (start_date IS NOT NULL AND due_date IS NOT NULL))
      );
      CREATE INDEX rental_periods_invoice_idx ON rental_periods (invoice_id);
      CREATE INDEX rental_periods_unpaid_idx ON rental_periods (due_date, contract_id, period_index) WHERE paid_on IS NULL AND due_date IS NOT NULL;

      CREATE TABLE rental_reminders (
        contract_id uuid NOT NULL,
        period_index integer NOT NULL,
        reminder_number integer NOT NULL CHECK (reminder_number >= 1),
        sent_on date NOT NULL,
        PRIMARY KEY (contract_id, period_index, reminder_number),
        FOREIGN KEY (contract_id, period_index) REFERENCES rental_periods (contract_id, period_index) ON DELETE RESTRICT
      );

      CREATE TABLE rental_links (
        token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        contract_id uuid NOT NULL REFERENCES rental_contracts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX rental_links_contract_idx ON rental_links (contract_id);

      CREATE TABLE scheduled_job_runs (
        name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{0,62}$'),
        last_day date,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        outcome jsonb
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE IF EXISTS scheduled_job_runs;
      DROP TABLE IF EXISTS rental_links;
      DROP TABLE IF EXISTS rental_reminders;
      DROP TABLE IF EXISTS rental_periods;
      DROP INDEX IF EXISTS invoices_rental_contract_idx;
      DROP INDEX IF EXISTS invoices_one_per_order;
      ALTER TABLE invoices DROP COLUMN IF EXISTS rental_contract_id;
      CREATE OR REPLACE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'an issued invoice cannot be deleted (%): issue a credit note', OLD.number;
        END IF;
        IF NEW.number <> OLD.number OR NEW.kind <> OLD.kind OR NEW.order_id <> OLD.order_id OR NEW.document <> OLD.document
           OR NEW.issue_date <> OLD.issue_date OR NEW.total_cents <> OLD.total_cents OR NEW.vat_cents <> OLD.vat_cents THEN
          RAISE EXCEPTION 'an issued invoice cannot be changed (%): issue a credit note', OLD.number;
        END IF;
        RETURN NEW;
      END $$;
      CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice';
      DROP TABLE IF EXISTS rental_contracts;
    `);
  }
}
