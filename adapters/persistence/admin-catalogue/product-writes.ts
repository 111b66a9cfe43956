import type { EntityManager } from 'typeorm';
import type { PerLanguage, ProductFields, ProductTranslationDraft } from '../../../application/admin-catalogue/admin-product.js';
import { LANGUAGES, type Language } from '../../../domain/shared/language.js';

const FIELD_COLUMNS = [
  'type', 'condition', 'size', 'price_cents', 'price_new_cents', 'price_used_a_cents', 'price_used_cw_cents',
  'price_rent_per_day_cents', 'leasing_price_cents', 'ask_offer_new', 'ask_offer_used_a', 'ask_offer_used_cw', 'ask_offer_rent',
  'is_available', 'stock_status', 'delivery_truck', 'delivery_truck_with_crane', 'delivery_self_pickup',
  'dimensions_inside', 'dimensions_outside', 'weight', 'capacity_cbm', 'pallet_places',
] as const;

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

const fieldValues = (fields: ProductFields): readonly unknown[] => [
  fields.type, fields.condition, fields.size, fields.price, fields.priceNew, fields.priceUsedA, fields.priceUsedCw,
  fields.priceRentPerDay, fields.leasingPrice, fields.askOfferNew, fields.askOfferUsedA, fields.askOfferUsedCw, fields.askOfferRent,
  fields.isAvailable, fields.stockStatus, fields.deliveryOptions.truck, fields.deliveryOptions.truck_with_crane, fields.deliveryOptions.self_pickup,
  json(fields.dimensionsInside), json(fields.dimensionsOutside), json(fields.weight), fields.capacityCbm, fields.palletPlaces,
];

export const insertProductRow = async (manager: EntityManager, fields: ProductFields): Promise<string> => {
  const placeholders = FIELD_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO products (${FIELD_COLUMNS.join(', ')}) VALUES (${placeholders}) RETURNING id`,
    [...fieldValues(fields)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('product insert returned no id');
  return id;
};

export const updateProductRow = async (manager: EntityManager, id: string, fields: ProductFields): Promise<void> => {
  const assignments = FIELD_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ');
  await manager.query(`UPDATE products SET ${assignments}, updated_at = now() WHERE id = $1`, [id, ...fieldValues(fields)]);
};

/** Languages whose slug another product already uses. */
export const takenSlugLanguages = async (
  manager: EntityManager,
  productId: string | null,
  translations: PerLanguage<ProductTranslationDraft>,
): Promise<readonly Language[]> => {
  const wanted = LANGUAGES.flatMap((language) => {
    const slug = translations[language]?.slug;
    return slug === undefined ? [] : [{ language, slug }];
  });
  if (wanted.length === 0) return [];
  const rows: { language: Language }[] = await manager.query(
    `SELECT t.language FROM product_translations t
     JOIN unnest($1::text[], $2::text[]) AS w(language, slug) ON w.language = t.language AND w.slug = t.slug
     WHERE $3::uuid IS NULL OR t.product_id <> $3::uuid`,
    [wanted.map((item) => item.language), wanted.map((item) => item.slug), productId],
  );
  return LANGUAGES.filter((language) => rows.some((row) => row.language === language));
};

export const currentSlugs = async (manager: EntityManager, productId: string): Promise<PerLanguage<string>> => {
  const rows: { language: Language; slug: string }[] = await manager.query(
    `SELECT language, slug FROM product_translations WHERE product_id = $1`,
    [productId],
  );
  return Object.fromEntries(rows.map((row) => [row.language, row.slug]));
};

/**
 * The spec's "delete and insert on update": the languages sent are the product's languages afterwards.
 * Written as delete-the-others and upsert, so a text edited in place stays one row and the audit trail
 * records what changed in it (docs/audit.md), not a deleted and a new row.
 */
export const replaceTranslations = async (
  manager: EntityManager,
  productId: string,
  translations: PerLanguage<ProductTranslationDraft>,
): Promise<void> => {
  const languages = LANGUAGES.filter((language) => translations[language] !== undefined);
  await manager.query(`DELETE FROM product_translations WHERE product_id = $1 AND NOT (language = ANY ($2::text[]))`, [productId, languages]);
  for (const language of languages) {
    const text = translations[language];
    if (text === undefined) continue;
    await manager.query(
      `INSERT INTO product_translations (product_id, language, title, slug, description, description_html, meta_title, meta_description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (product_id, language) DO UPDATE SET title = EXCLUDED.title, slug = EXCLUDED.slug, description = EXCLUDED.description,
         description_html = EXCLUDED.description_html, meta_title = EXCLUDED.meta_title, meta_description = EXCLUDED.meta_description`,
      [productId, language, text.title, text.slug, text.description, text.descriptionHtml, text.metaTitle, text.metaDescription],
    );
  }
};
