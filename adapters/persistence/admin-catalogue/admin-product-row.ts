import type { AdminProduct, AdminConditionInfo, ConditionInfoText, PerLanguage, ProductTranslationInput } from '../../../application/admin-catalogue/admin-product.js';
import type { Condition, ConditionInfoBadge, SaleCondition, StockStatus } from '../../../domain/catalogue/product.js';
import type { Language } from '../../../domain/shared/language.js';
import { deliveryOptionsOfRow, pricesOfRow, type ProductRow } from '../shared/product-row.mapper.js';

/** One product with every translation, image and condition record, as JSON columns. */
export const ADMIN_PRODUCT_SQL = `
SELECT p.*,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'description', t.description, 'descriptionHtml', t.description_html, 'metaTitle', t.meta_title,
      'metaDescription', t.meta_description) ORDER BY t.language), '[]')
   FROM product_translations t WHERE t.product_id = p.id) AS translations,
  (SELECT coalesce(json_agg(json_build_object('id', i.id, 'imageUrl', i.image_url, 'sortOrder', i.sort_order) ORDER BY i.sort_order, i.id), '[]')
   FROM product_images i WHERE i.product_id = p.id) AS images,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'condition', c.condition, 'imageUrl', c.image_url, 'sortOrder', c.sort_order)
      ORDER BY c.condition, c.sort_order, c.id), '[]')
   FROM product_condition_images c WHERE c.product_id = p.id) AS condition_images,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'condition', m.condition, 'imageUrl', m.image_url) ORDER BY m.condition), '[]')
   FROM product_main_condition_images m WHERE m.product_id = p.id) AS main_condition_images,
  (SELECT coalesce(json_agg(json_build_object('id', ci.id, 'condition', ci.condition, 'imageUrl', ci.image_url,
      'translations', (SELECT coalesce(json_agg(json_build_object('language', cit.language, 'title', cit.title,
          'description', cit.description, 'benefits', cit.benefits, 'badges', cit.badges)), '[]')
        FROM product_condition_info_translations cit WHERE cit.condition_info_id = ci.id)) ORDER BY ci.condition), '[]')
   FROM product_condition_info ci WHERE ci.product_id = p.id) AS condition_info
FROM products p WHERE p.id = $1`;

interface TranslationJson extends ProductTranslationInput {
  readonly language: Language;
}

interface ConditionInfoJson {
  readonly id: string;
  readonly condition: SaleCondition;
  readonly imageUrl: string | null;
  readonly translations: readonly (ConditionInfoText & { readonly language: Language })[];
}

export interface AdminProductRow extends Omit<ProductRow, 'condition' | 'stock_status'> {
  readonly condition: SaleCondition;
  readonly stock_status: StockStatus;
  readonly updated_at: Date;
  readonly translations: readonly TranslationJson[];
  readonly images: AdminProduct['images'];
  readonly condition_images: readonly { id: string; condition: Condition; imageUrl: string; sortOrder: number }[];
  readonly main_condition_images: AdminProduct['mainConditionImages'];
  readonly condition_info: readonly ConditionInfoJson[];
}

const byLanguage = <T extends { readonly language: Language }>(items: readonly T[]): PerLanguage<Omit<T, 'language'>> =>
  Object.fromEntries(items.map(({ language, ...rest }) => [language, rest]));

export const toConditionInfo = (info: ConditionInfoJson): AdminConditionInfo => ({
  id: info.id,
  condition: info.condition,
  imageUrl: info.imageUrl,
  translations: byLanguage(info.translations.map((text) => ({ ...text, badges: text.badges as readonly ConditionInfoBadge[] }))),
});

export const toAdminProduct = (row: AdminProductRow): AdminProduct => ({
  id: row.id,
  type: row.type,
  condition: row.condition,
  size: row.size,
  ...pricesOfRow(row),
  price: row.price_cents ?? 0,
  leasingPrice: row.leasing_price_cents,
  isAvailable: row.is_available,
  stockStatus: row.stock_status,
  deliveryOptions: deliveryOptionsOfRow(row),
  dimensionsInside: row.dimensions_inside,
  dimensionsOutside: row.dimensions_outside,
  weight: row.weight,
  capacityCbm: row.capacity_cbm === null ? null : Number(row.capacity_cbm),
  palletPlaces: row.pallet_places,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  translations: byLanguage(row.translations),
  images: row.images,
  conditionImages: row.condition_images,
  mainConditionImages: row.main_condition_images,
  conditionInfo: row.condition_info.map(toConditionInfo),
});
