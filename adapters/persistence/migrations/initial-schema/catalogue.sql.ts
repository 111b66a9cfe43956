import { LANGUAGE_CHECK, CONDITION_CHECK, CENTS } from './schema-checks.js';

/** Products and everything they own. */
export const CATALOGUE_SCHEMA = `
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
