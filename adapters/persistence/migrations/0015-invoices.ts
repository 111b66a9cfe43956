import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes (issue 16): gapless numbers per series and calendar
 * year from a counter row locked by the issuing transaction (a rolled-back
 * transaction gives its number back; a sequence would not), one invoice per
 * order and one credit note per invoice, the frozen document, and its Peppol
 * delivery state. Issued documents cannot be changed or deleted (trigger).
 */
export class Invoices1795000000015 implements MigrationInterface {
  name = 'Invoices1795000000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_counters (
        series text NOT NULL CHECK (series IN ('INV', 'CN')),
        year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
        last_sequence integer NOT NULL CHECK (last_sequence BETWEEN 1 AND 999999),
        PRIMARY KEY (series, year)
      );
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        series text NOT NULL,
        year integer NOT NULL,
        sequence integer NOT NULL,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
        corrects_id uuid REFERENCES invoices(id) ON DELETE RESTRICT,
        issued_at timestamptz NOT NULL,
        issue_date date NOT NULL,
        language text NOT NULL CHECK (language IN ('nl', 'de', 'fr', 'en')),
        customer_name text NOT NULL,
        customer_vat_number text,
        net_cents integer NOT NULL CHECK (net_cents >= 0),
        vat_cents integer NOT NULL CHECK (vat_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents = net_cents + vat_cents),
        document jsonb NOT NULL,
        peppol_state text NOT NULL CHECK (peppol_state IN ('not_applicable', 'pending', 'delivered')),
        peppol_delivery_id text,
        peppol_attempts integer NOT NULL DEFAULT 0,
        peppol_next_attempt_at timestamptz,
        peppol_last_error text,
        UNIQUE (series, year, sequence),
        CHECK ((kind = 'invoice') = (corrects_id IS NULL))
      );
      CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice';
      CREATE UNIQUE INDEX invoices_one_credit_note_per_invoice ON invoices (corrects_id) WHERE kind = 'credit_note';
      CREATE INDEX invoices_issue_date_idx ON invoices (issue_date, number);
      CREATE INDEX invoices_peppol_due_idx ON invoices (peppol_next_attempt_at) WHERE peppol_state = 'pending';

      CREATE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CREATE TRIGGER invoices_stay_as_issued BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_stay_as_issued();

      -- Files attached when an email is sent (by reference: an invoice's PDF is made from its frozen document then).
      ALTER TABLE email_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_outbox DROP COLUMN IF EXISTS attachments;
      DROP TRIGGER IF EXISTS invoices_stay_as_issued ON invoices;
      DROP FUNCTION IF EXISTS invoices_stay_as_issued();
      DROP TABLE IF EXISTS invoices;
      DROP TABLE IF EXISTS invoice_counters;
    `);
  }
}
