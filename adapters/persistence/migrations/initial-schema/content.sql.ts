import { LANGUAGE_CHECK, CENTS } from './schema-checks.js';

/** Landing pages, sections, blog, FAQ, transport rates and redirects. */
export const CONTENT_SCHEMA = `
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
