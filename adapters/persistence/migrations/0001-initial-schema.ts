import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema of both specs. Constraints do real work: one slug per
 * language and kind, checks on cents and quantities, unique payment ids.
 * Amounts are integer euro cents (`*_cents`).
 */
import { ACCOUNTS_SCHEMA } from './initial-schema/accounts.sql.js';
import { CATALOGUE_SCHEMA } from './initial-schema/catalogue.sql.js';
import { COMMERCE_SCHEMA } from './initial-schema/commerce.sql.js';
import { CONTENT_SCHEMA } from './initial-schema/content.sql.js';

/**
 * The whole schema of both specs. Constraints do real work: one slug per
 * language and kind, checks on cents and quantities, unique payment ids.
 * Amounts are integer euro cents (`*_cents`).
 */

export class InitialSchema1795000000001 implements MigrationInterface {
  name = 'InitialSchema1795000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const block of [CATALOGUE_SCHEMA, CONTENT_SCHEMA, ACCOUNTS_SCHEMA, COMMERCE_SCHEMA]) await queryRunner.query(block);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE IF EXISTS email_outbox, uploads, contact_messages, payment_events, order_status_changes,
        order_items, orders, quotes, cart_items, carts, email_tokens, sessions, user_roles, users, redirects,
        transport_rates, faq_translations, faqs, blog_post_translations, blog_posts, section_translations,
        sections, landing_page_translations, landing_pages, product_type_description_translations,
        product_type_descriptions, product_condition_info_translations, product_condition_info,
        product_main_condition_images, product_condition_images, product_images, product_translations, products CASCADE;
      DROP SEQUENCE IF EXISTS order_number_seq;
    `);
  }
}
