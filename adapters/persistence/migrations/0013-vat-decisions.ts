import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The VAT decision of issue 15, kept with every order and quote: the customer
 * (kind, company, VAT number, the VIES answer and its consultation number), the
 * breakdown charged, and per order line its category, rate, taxing country,
 * rule and share of the VAT. Orders placed before this migration were all
 * charged 21 % Belgian VAT; they get exactly that as their decision.
 */
export class VatDecisions1795000000013 implements MigrationInterface {
  name = 'VatDecisions1795000000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders ADD COLUMN vat_detail jsonb;
      UPDATE orders SET vat_detail = jsonb_build_object(
        'customerKind', 'consumer', 'companyName', NULL, 'vatNumber', NULL, 'vatNumberCheck', 'not_checked',
        'viesConsultation', NULL, 'vatCheckedAt', NULL, 'ossEnabled', false,
        'decidedAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'breakdown', jsonb_build_array(jsonb_build_object('category', 'S', 'ratePercent', 21, 'net', subtotal_cents,
          'vat', vat_cents, 'exemptionReasonCode', NULL, 'mention', NULL)));
      ALTER TABLE orders ALTER COLUMN vat_detail SET NOT NULL;
      ALTER TABLE orders ALTER COLUMN vat_rate DROP NOT NULL;
      ALTER TABLE orders ADD COLUMN customer_kind text NOT NULL DEFAULT 'consumer' CHECK (customer_kind IN ('consumer', 'business'));
      ALTER TABLE orders ALTER COLUMN customer_kind DROP DEFAULT;
      ALTER TABLE orders ADD COLUMN customer_vat_number text CHECK (customer_vat_number IS NULL OR customer_vat_number ~ '^[A-Z]{2}[0-9A-Z]{2,13}$');

      ALTER TABLE order_items ADD COLUMN transport_country text CHECK (transport_country IN ('BE', 'NL', 'DE'));
      ALTER TABLE order_items ADD COLUMN transport_postcode text;
      ALTER TABLE order_items ADD COLUMN vat_category text NOT NULL DEFAULT 'S' CHECK (vat_category IN ('S', 'K', 'AE'));
      ALTER TABLE order_items ADD COLUMN vat_rate_percent numeric(5, 2) NOT NULL DEFAULT 21 CHECK (vat_rate_percent >= 0 AND vat_rate_percent < 100);
      ALTER TABLE order_items ADD COLUMN vat_tax_country text NOT NULL DEFAULT 'BE' CHECK (vat_tax_country ~ '^[A-Z]{2}$');
      ALTER TABLE order_items ADD COLUMN vat_rule text NOT NULL DEFAULT 'domestic';
      -- Null only for lines of orders placed before VAT was decided per line (their order holds the VAT).
      ALTER TABLE order_items ADD COLUMN vat_cents integer CHECK (vat_cents >= 0);
      ALTER TABLE order_items ALTER COLUMN vat_category DROP DEFAULT;
      ALTER TABLE order_items ALTER COLUMN vat_rate_percent DROP DEFAULT;
      ALTER TABLE order_items ALTER COLUMN vat_tax_country DROP DEFAULT;
      ALTER TABLE order_items ALTER COLUMN vat_rule DROP DEFAULT;
      CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE paid_at IS NOT NULL;

      ALTER TABLE quotes ADD COLUMN customer_kind text NOT NULL DEFAULT 'consumer' CHECK (customer_kind IN ('consumer', 'business'));
      ALTER TABLE quotes ALTER COLUMN customer_kind DROP DEFAULT;
      ALTER TABLE quotes ADD COLUMN vat_number text;
      -- Null for quotes asked before VAT was decided.
      ALTER TABLE quotes ADD COLUMN vat_detail jsonb;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE quotes DROP COLUMN vat_detail, DROP COLUMN vat_number, DROP COLUMN customer_kind;
      DROP INDEX IF EXISTS orders_paid_at_idx;
      ALTER TABLE order_items DROP COLUMN vat_cents, DROP COLUMN vat_rule, DROP COLUMN vat_tax_country,
        DROP COLUMN vat_rate_percent, DROP COLUMN vat_category, DROP COLUMN transport_postcode, DROP COLUMN transport_country;
      UPDATE orders SET vat_rate = 0.21 WHERE vat_rate IS NULL;
      ALTER TABLE orders ALTER COLUMN vat_rate SET NOT NULL;
      ALTER TABLE orders DROP COLUMN customer_vat_number, DROP COLUMN customer_kind, DROP COLUMN vat_detail;
    `);
  }
}
