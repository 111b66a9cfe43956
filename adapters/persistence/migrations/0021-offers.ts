import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONDITION_CHECK, LANGUAGE_CHECK, CENTS } from './initial-schema/schema-checks.js';

const STORED_STATUSES = `('draft', 'sent', 'viewed', 'accepted', 'declined', 'ordered')`;
const DELIVERY_OPTIONS = `('truck', 'truck_with_crane', 'self_pickup')`;

/**
 * Offers (issue 31, docs/offers.md): an offer per number (`OF-YYYY-NNNNNN`, gapless per year from a
 * counter row locked by the creating transaction), its revisions (immutable once sent: trigger),
 * their priced lines, the customer's acceptance (one per offer: the primary key), the dated events
 * of every status, and the hashes of the secret links sent. A quote request keeps the delivery it
 * asked for (prefilling an offer) and, when asked again from an offer, that offer. An order line
 * made from an offer's free line (a modification, a service) has no condition.
 */
export class Offers1795000000021 implements MigrationInterface {
  name = 'Offers1795000000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE offer_counters (
        year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
        last_sequence integer NOT NULL CHECK (last_sequence BETWEEN 1 AND 999999)
      );

      CREATE TABLE offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE CHECK (number ~ '^OF-[0-9]{4}-[0-9]{6}$'),
        year integer NOT NULL,
        sequence integer NOT NULL,
        quote_id uuid REFERENCES quotes(id) ON DELETE SET NULL,
        status text NOT NULL CHECK (status IN ${STORED_STATUSES}),
        current_revision integer NOT NULL CHECK (current_revision >= 1),
        language text NOT NULL ${LANGUAGE_CHECK},
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        order_id uuid UNIQUE REFERENCES orders(id) ON DELETE RESTRICT,
        decline_reason text CHECK (decline_reason IS NULL OR length(decline_reason) <= 2000),
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (year, sequence),
        CHECK ((status = 'ordered') = (order_id IS NOT NULL))
      );
      CREATE INDEX offers_created_idx ON offers (created_at DESC, number DESC);
      CREATE INDEX offers_status_idx ON offers (status);
      CREATE INDEX offers_quote_idx ON offers (quote_id) WHERE quote_id IS NOT NULL;

      CREATE TABLE offer_revisions (
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        revision integer NOT NULL CHECK (revision >= 1),
        customer jsonb NOT NULL,
        discount_percent numeric(5, 2) CHECK (discount_percent > 0 AND discount_percent <= 100),
        ${CENTS('discount_cents')},
        ${CENTS('offer_discount_cents', false)},
        ${CENTS('subtotal_cents', false)},
        ${CENTS('vat_cents', false)},
        ${CENTS('total_cents', false)},
        vat_detail jsonb NOT NULL,
        valid_until date NOT NULL,
        note text CHECK (note IS NULL OR length(note) <= 4000),
        payment_methods text[] NOT NULL CHECK (cardinality(payment_methods) >= 1 AND payment_methods <@ ARRAY['bank_transfer', 'stripe']),
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        reminded_at timestamptz,
        PRIMARY KEY (offer_id, revision),
        CHECK (total_cents = subtotal_cents + vat_cents),
        CHECK (discount_percent IS NULL OR discount_cents IS NULL)
      );
      CREATE INDEX offer_revisions_reminder_idx ON offer_revisions (valid_until) WHERE sent_at IS NOT NULL AND reminded_at IS NULL;

      CREATE TABLE offer_lines (
        offer_id uuid NOT NULL,
        revision integer NOT NULL,
        position integer NOT NULL CHECK (position >= 0),
        kind text NOT NULL CHECK (kind IN ('product', 'free', 'transport')),
        product_id uuid REFERENCES products(id) ON DELETE SET NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 500),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        condition text ${CONDITION_CHECK()},
        color_type text NOT NULL CHECK (color_type IN ('from_stack', 'wish_color')),
        ral_color text,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        ${CENTS('unit_price_cents', false)},
        discount_percent numeric(5, 2) CHECK (discount_percent > 0 AND discount_percent <= 100),
        ${CENTS('line_discount_cents', false)},
        ${CENTS('offer_discount_cents', false)},
        ${CENTS('net_cents', false)},
        vat_category text NOT NULL CHECK (vat_category IN ('S', 'K', 'AE')),
        vat_rate_percent numeric(5, 2) NOT NULL CHECK (vat_rate_percent >= 0 AND vat_rate_percent < 100),
        vat_tax_country text NOT NULL CHECK (vat_tax_country ~ '^[A-Z]{2}$'),
        vat_rule text NOT NULL,
        ${CENTS('vat_cents', false)},
        transport_option text CHECK (transport_option IN ${DELIVERY_OPTIONS}),
        transport_country text CHECK (transport_country IN ('BE', 'NL', 'DE')),
        transport_postcode text,
        PRIMARY KEY (offer_id, revision, position),
        FOREIGN KEY (offer_id, revision) REFERENCES offer_revisions(offer_id, revision) ON DELETE CASCADE,
        CHECK (net_cents = quantity::bigint * unit_price_cents - line_discount_cents - offer_discount_cents),
        CHECK (kind = 'product' OR (product_id IS NULL AND condition IS NULL)),
        CHECK ((kind = 'transport') = (transport_option IS NOT NULL))
      );

      CREATE TABLE offer_acceptances (
        offer_id uuid PRIMARY KEY REFERENCES offers(id) ON DELETE CASCADE,
        revision integer NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        accepted_at timestamptz NOT NULL,
        ip_address text NOT NULL,
        user_agent text CHECK (user_agent IS NULL OR length(user_agent) <= 1000),
        content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
        payment_method text NOT NULL CHECK (payment_method IN ('bank_transfer', 'stripe')),
        FOREIGN KEY (offer_id, revision) REFERENCES offer_revisions(offer_id, revision)
      );

      CREATE TABLE offer_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        revision integer NOT NULL,
        status text NOT NULL CHECK (status IN ${STORED_STATUSES}),
        at timestamptz NOT NULL DEFAULT now(),
        by text NOT NULL,
        note text CHECK (note IS NULL OR length(note) <= 2000)
      );
      CREATE INDEX offer_events_offer_idx ON offer_events (offer_id, at, id);

      CREATE TABLE offer_links (
        token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX offer_links_offer_idx ON offer_links (offer_id);

      -- A sent revision is what the customer read and may accept: it never changes (its reminder's date aside).
      CREATE FUNCTION offer_revisions_stay_as_sent() RETURNS trigger LANGUAGE plpgsql AS $$
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
      END $$;
      CREATE TRIGGER offer_revisions_stay_as_sent BEFORE UPDATE OR DELETE ON offer_revisions
        FOR EACH ROW EXECUTE FUNCTION offer_revisions_stay_as_sent();

      CREATE FUNCTION offer_lines_stay_as_sent() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        line_offer uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.offer_id ELSE OLD.offer_id END;
        line_revision integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.revision ELSE OLD.revision END;
      BEGIN
        IF EXISTS (SELECT 1 FROM offer_revisions r WHERE r.offer_id = line_offer AND r.revision = line_revision AND r.sent_at IS NOT NULL) THEN
          RAISE EXCEPTION 'the lines of a sent offer revision cannot be changed (revision %)', line_revision;
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END $$;
      CREATE TRIGGER offer_lines_stay_as_sent BEFORE INSERT OR UPDATE OR DELETE ON offer_lines
        FOR EACH ROW EXECUTE FUNCTION offer_lines_stay_as_sent();

      ALTER TABLE quotes ADD COLUMN transport_option text CHECK (transport_option IN ${DELIVERY_OPTIONS});
      ALTER TABLE quotes ADD COLUMN transport_country text CHECK (transport_country IN ('BE', 'NL', 'DE'));
      ALTER TABLE quotes ADD COLUMN transport_postcode text;
      ALTER TABLE quotes ADD COLUMN previous_offer_id uuid REFERENCES offers(id) ON DELETE SET NULL;
      -- One follow-up request per offer: a second click on "ask for a new offer" finds the first.
      CREATE UNIQUE INDEX quotes_one_follow_up_per_offer ON quotes (previous_offer_id) WHERE previous_offer_id IS NOT NULL;

      ALTER TABLE order_items ALTER COLUMN selected_condition DROP NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      -- Lines without a condition came from offers' free lines; a schema without offers has no place for them.
      DELETE FROM order_items WHERE selected_condition IS NULL;
      ALTER TABLE order_items ALTER COLUMN selected_condition SET NOT NULL;
      DROP INDEX IF EXISTS quotes_one_follow_up_per_offer;
      ALTER TABLE quotes DROP COLUMN IF EXISTS previous_offer_id, DROP COLUMN IF EXISTS transport_postcode,
        DROP COLUMN IF EXISTS transport_country, DROP COLUMN IF EXISTS transport_option;
      DROP TABLE IF EXISTS offer_links;
      DROP TABLE IF EXISTS offer_events;
      DROP TABLE IF EXISTS offer_acceptances;
      DROP TRIGGER IF EXISTS offer_lines_stay_as_sent ON offer_lines;
      DROP FUNCTION IF EXISTS offer_lines_stay_as_sent();
      DROP TABLE IF EXISTS offer_lines;
      DROP TRIGGER IF EXISTS offer_revisions_stay_as_sent ON offer_revisions;
      DROP FUNCTION IF EXISTS offer_revisions_stay_as_sent();
      DROP TABLE IF EXISTS offer_revisions;
      DROP TABLE IF EXISTS offers;
      DROP TABLE IF EXISTS offer_counters;
    `);
  }
}
