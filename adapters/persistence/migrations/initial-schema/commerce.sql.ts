import { LANGUAGE_CHECK, CONDITION_CHECK, CENTS } from './schema-checks.js';

/** Carts, quotes, orders, payments, messages, uploads and the email outbox. */
export const COMMERCE_SCHEMA = `
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
