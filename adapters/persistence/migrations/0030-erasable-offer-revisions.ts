import type { MigrationInterface, QueryRunner } from 'typeorm';

const STAYS_AS_SENT = `
  CREATE OR REPLACE FUNCTION offer_revisions_stay_as_sent() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.sent_at IS NOT NULL THEN RAISE EXCEPTION 'a sent offer revision cannot be deleted (revision %)', OLD.revision; END IF;
      RETURN OLD;
    END IF;
    IF OLD.sent_at IS NOT NULL AND (ROW(NEW.discount_percent, NEW.discount_cents, NEW.offer_discount_cents, NEW.subtotal_cents,
         NEW.vat_cents, NEW.total_cents, NEW.valid_until, NEW.payment_methods, NEW.sent_at, NEW.created_at)
       IS DISTINCT FROM ROW(OLD.discount_percent, OLD.discount_cents, OLD.offer_discount_cents, OLD.subtotal_cents,
         OLD.vat_cents, OLD.total_cents, OLD.valid_until, OLD.payment_methods, OLD.sent_at, OLD.created_at)
       OR NOT (ROW(NEW.customer, NEW.vat_detail, NEW.note) IS NOT DISTINCT FROM ROW(OLD.customer, OLD.vat_detail, OLD.note)
         OR (current_setting('app.audit_erasure', true) = 'on' AND audit_values_only_erased(OLD.customer, NEW.customer)
             AND audit_values_only_erased(OLD.vat_detail, NEW.vat_detail)
             AND (NEW.note IS NOT DISTINCT FROM OLD.note OR NEW.note = '[erased]')))) THEN
      RAISE EXCEPTION 'a sent offer revision cannot be changed (revision %): make a new revision', OLD.revision;
    END IF;
    RETURN NEW;
  END $$`;

const STAYS_AS_SENT_BEFORE = `
  CREATE OR REPLACE FUNCTION offer_revisions_stay_as_sent() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.sent_at IS NOT NULL THEN RAISE EXCEPTION 'a sent offer revision cannot be deleted (revision %)', OLD.revision; END IF;
      RETURN OLD;
    END IF;
    IF OLD.sent_at IS NOT NULL AND (ROW(NEW.customer, NEW.discount_percent, NEW.discount_cents, NEW.offer_discount_cents, NEW.subtotal_cents,
         NEW.vat_cents, NEW.total_cents, NEW.vat_detail, NEW.valid_until, NEW.note, NEW.payment_methods, NEW.sent_at, NEW.created_at)
       IS DISTINCT FROM ROW(OLD.customer, OLD.discount_percent, OLD.discount_cents, OLD.offer_discount_cents, OLD.subtotal_cents,
         OLD.vat_cents, OLD.total_cents, OLD.vat_detail, OLD.valid_until, OLD.note, OLD.payment_methods, OLD.sent_at, OLD.created_at)) THEN
      RAISE EXCEPTION 'a sent offer revision cannot be changed (revision %): make a new revision', OLD.revision;
    END IF;
    RETURN NEW;
  END $$`;

/**
 * A sent offer revision stays as sent, except that an erasure (GDPR art. 17, docs/privacy.md) may
 * replace the person in it: in a transaction that set `app.audit_erasure`, the values of the customer
 * block and of the VAT decision (its company name, VAT number, VIES consultation) may become "[erased]"
 * (the same keys; null stays null, as the audit trail's rule), and the note may become "[erased]".
 * Prices, VAT amounts and breakdown, lines and dates never change.
 */
export class ErasableOfferRevisions1795000000030 implements MigrationInterface {
  name = 'ErasableOfferRevisions1795000000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(STAYS_AS_SENT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(STAYS_AS_SENT_BEFORE);
  }
}
