import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema of both specs. Constraints do real work: one slug per
 * language and kind, checks on cents and quantities, unique payment ids.
 * Amounts are integer euro cents (`*_cents`).
 */
const LANGUAGE_CHECK = `CHECK (language IN ('nl', 'de', 'fr', 'en'))`;
const CONDITION_CHECK = (column = 'condition'): string => `CHECK (${column} IN ('new', 'used-a', 'used-cw', 'rent'))`;
const CENTS = (column: string, nullable = true): string =>
  `${column} integer ${nullable ? '' : 'NOT NULL '}CHECK (${column} >= 0)`;

const CATALOGUE = `
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL DEFAULT '',
  condition text NOT NULL ${CONDITION_CHECK()},
  size text NOT NULL,
  ${CENTS('price_cents')},
  ${CENTS('price_new_cents')},
  ${CENTS('price_used_a_cents')},
  ${CENTS('price_used_cw_cents')},
  ${CENTS('price_rent_per_day_cents')},
  ${CENTS('leasing_price_cents')},
  ask_offer_new boolean NOT NULL DEFAULT false,
  ask_offer_used_a boolean NOT NULL DEFAULT false,
  ask_offer_used_cw boolean NOT NULL DEFAULT false,
  ask_offer_rent boolean NOT NULL DEFAULT false,
  is_available boolean NOT NULL DEFAULT true,
  stock_status text NOT NULL DEFAULT 'In Stock' CHECK (stock_status IN ('In Stock', 'Low Stock', 'Out of Stock')),
  delivery_truck boolean NOT NULL DEFAULT true,
  delivery_truck_with_crane boolean NOT NULL DEFAULT true,
  delivery_self_pickup boolean NOT NULL DEFAULT true,
  dimensions_inside jsonb,
  dimensions_outside jsonb,
  weight jsonb,
  capacity_cbm numeric(8, 2) CHECK (capacity_cbm >= 0),
  pallet_places integer CHECK (pallet_places >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_created_at_idx ON products (created_at DESC);

CREATE TABLE product_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text NOT NULL CHECK (length(title) > 0),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text NOT NULL DEFAULT '',
  description_html text,
  meta_title text,
  meta_description text,
  UNIQUE (product_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX product_translations_title_idx ON product_translations (language, lower(title));

CREATE TABLE product_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  image_url text NOT NULL,
  sort_order integer NOT NULL CHECK (sort_order >= 0)
);
CREATE INDEX product_images_product_idx ON product_images (product_id, sort_order);

CREATE TABLE product_condition_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  condition text NOT NULL ${CONDITION_CHECK()},
  image_url text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0)
);
CREATE INDEX product_condition_images_product_idx ON product_condition_images (product_id, sort_order);

CREATE TABLE product_main_condition_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  condition text NOT NULL ${CONDITION_CHECK()},
  image_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, condition)
);

CREATE TABLE product_condition_info (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  condition text NOT NULL ${CONDITION_CHECK()},
  image_url text,
  UNIQUE (product_id, condition)
);

CREATE TABLE product_condition_info_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  condition_info_id uuid NOT NULL REFERENCES product_condition_info(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  benefits jsonb NOT NULL DEFAULT '[]',
  badges jsonb NOT NULL DEFAULT '[]',
  UNIQUE (condition_info_id, language)
);

CREATE TABLE product_type_descriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL UNIQUE
);

CREATE TABLE product_type_description_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type_description_id uuid NOT NULL REFERENCES product_type_descriptions(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  features jsonb NOT NULL DEFAULT '[]',
  usage_examples jsonb NOT NULL DEFAULT '[]',
  UNIQUE (type_description_id, language)
);
`;

const CONTENT = `
CREATE TABLE landing_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  is_published boolean NOT NULL DEFAULT false,
  visibility text NOT NULL DEFAULT 'hidden' CHECK (visibility IN ('hidden', 'header', 'footer', 'footer_subsection', 'both')),
  menu_section text CHECK (menu_section IN ('primary', 'secondary', 'products', 'company', 'services', 'support', 'resources')),
  menu_order integer NOT NULL DEFAULT 0,
  related_product_ids uuid[] NOT NULL DEFAULT '{}',
  related_blog_post_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE landing_page_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  landing_page_id uuid NOT NULL REFERENCES landing_pages(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text NOT NULL,
  slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  meta_title text,
  meta_description text,
  meta_keywords text,
  canonical_url text,
  content text,
  content_html text,
  og_title text,
  og_description text,
  og_image_url text,
  structured_data jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (landing_page_id, language),
  UNIQUE (language, slug)
);

-- Sections of the home page (landing_page_id NULL) and of landing pages.
-- The id is text so that the spec's well-known ids ('leasing-section') can be kept.
CREATE TABLE sections (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  landing_page_id uuid REFERENCES landing_pages(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('hero_with_image', 'content_with_image_left', 'content_with_image_right',
    'content_centered', 'highlight_boxes', 'content_two_columns', 'full_width_image', 'gradient_background',
    'contact_section', 'container_carousel')),
  order_index numeric(8, 2) NOT NULL,
  background_color text,
  background_gradient text,
  padding_top text,
  padding_bottom text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sections_page_order_idx ON sections (landing_page_id, order_index);

CREATE TABLE section_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  section_id text NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text,
  subtitle text,
  content_html text,
  image_url text,
  image_alt text,
  button_text text,
  button_url text,
  highlight_boxes jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (section_id, language)
);

CREATE TABLE blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  image_url text,
  image_alt text,
  image_title text,
  published_at timestamptz NOT NULL DEFAULT now(),
  custom_publish_date timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_post_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  blog_post_id uuid NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  title text NOT NULL CHECK (length(title) > 0),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  content text NOT NULL,
  meta_description text,
  keywords jsonb NOT NULL DEFAULT '[]',
  UNIQUE (blog_post_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE faqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_index integer NOT NULL
);

CREATE TABLE faq_translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  faq_id uuid NOT NULL REFERENCES faqs(id) ON DELETE CASCADE,
  language text NOT NULL ${LANGUAGE_CHECK},
  question text NOT NULL,
  answer text NOT NULL,
  UNIQUE (faq_id, language)
);

CREATE TABLE transport_rates (
  country text NOT NULL CHECK (country IN ('BE', 'NL', 'DE')),
  prefix text NOT NULL CHECK (prefix ~ '^[0-9]{2}$'),
  ${CENTS('single_cents', false)},
  ${CENTS('double_cents', false)},
  PRIMARY KEY (country, prefix)
);

CREATE TABLE redirects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  old_path text NOT NULL UNIQUE CHECK (old_path LIKE '/%'),
  new_path text NOT NULL CHECK (new_path LIKE '/%' AND new_path NOT LIKE '//%'),
  status_code integer NOT NULL DEFAULT 301 CHECK (status_code IN (301, 302, 200)),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (old_path <> new_path)
);
`;

const ACCOUNTS = `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`;

const COMMERCE = `
CREATE TABLE carts (
  id text PRIMARY KEY CHECK (length(id) >= 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  product_title text NOT NULL,
  condition text NOT NULL ${CONDITION_CHECK()},
  color_type text NOT NULL CHECK (color_type IN ('from_stack', 'wish_color')),
  ral_color text,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  ${CENTS('unit_price_cents', false)},
  transport_type text NOT NULL CHECK (transport_type IN ('truck', 'truck_with_crane', 'self_pickup')),
  transport_country text CHECK (transport_country IN ('BE', 'NL', 'DE')),
  transport_postcode text,
  ${CENTS('transport_price_cents', false)},
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_items_cart_idx ON cart_items (cart_id, created_at DESC);

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  customer_name text NOT NULL,
  email text NOT NULL,
  phone text,
  company_name text,
  quantity_requested integer NOT NULL CHECK (quantity_requested BETWEEN 1 AND 100),
  delivery_address text,
  preferred_delivery_date date,
  special_requirements text,
  request_type text NOT NULL CHECK (request_type IN ('Lease', 'Special Modification', 'Bulk Order')),
  purchase_option text NOT NULL CHECK (purchase_option IN ('new', 'used_a', 'used_cw', 'rent')),
  transport_type text CHECK (transport_type IN ('none', 'truck')),
  ${CENTS('transport_price_cents')},
  color_type text NOT NULL CHECK (color_type IN ('from_stack', 'wish_color')),
  ral_color text,
  language text NOT NULL ${LANGUAGE_CHECK},
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE order_number_seq START 100001;
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number bigint NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
  access_token_hash text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  ${CENTS('subtotal_cents', false)},
  ${CENTS('vat_cents', false)},
  ${CENTS('total_cents', false)},
  vat_rate numeric(4, 2) NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled')),
  payment_method text NOT NULL CHECK (payment_method IN ('stripe', 'bank_transfer')),
  payment_verified boolean NOT NULL DEFAULT false,
  stripe_session_id text UNIQUE,
  structured_communication text,
  shipping_address jsonb NOT NULL,
  billing_address jsonb,
  language text NOT NULL ${LANGUAGE_CHECK},
  cart_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK (total_cents = subtotal_cents + vat_cents)
);
CREATE INDEX orders_created_at_idx ON orders (created_at DESC);

CREATE TABLE order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  product_title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  ${CENTS('unit_price_cents', false)},
  ${CENTS('transport_price_cents', false)},
  ${CENTS('line_total_cents', false)},
  selected_condition text NOT NULL ${CONDITION_CHECK('selected_condition')},
  transport_type text NOT NULL,
  color_type text NOT NULL,
  ral_color text
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_status_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source text NOT NULL CHECK (source IN ('contact_page', 'home', 'landing')),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  subject text,
  message text NOT NULL,
  language text NOT NULL ${LANGUAGE_CHECK},
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  original_name text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  content_type text NOT NULL,
  contact_message_id uuid REFERENCES contact_messages(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_unattached_idx ON uploads (created_at) WHERE contact_message_id IS NULL;

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dedupe_key text UNIQUE,
  to_address text NOT NULL,
  from_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  fallback jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';
`;

export class InitialSchema1795000000001 implements MigrationInterface {
  name = 'InitialSchema1795000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const block of [CATALOGUE, CONTENT, ACCOUNTS, COMMERCE]) await queryRunner.query(block);
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
