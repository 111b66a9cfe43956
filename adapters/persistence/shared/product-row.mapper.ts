import type {
  Condition,
  ConditionInfo,
  ConditionInfoBadge,
  DeliveryOptions,
  Dimensions,
  ProductDetail,
  ProductPrices,
  ProductSummary,
  StockStatus,
  TypeDescription,
  Weight,
} from '../../../domain/catalogue/product.js';
import type { Language } from '../../../domain/shared/language.js';
import { pickTranslation } from '../../../domain/shared/translation-fallback.js';
import { productStock, type UnitCounts } from '../../../domain/units/unit-stock.js';

/** Columns of `products` as pg returns them (snake_case). */
export interface ProductRow {
  readonly id: string;
  readonly type: string;
  readonly condition: string;
  readonly size: string;
  readonly price_cents: number | null;
  readonly price_new_cents: number | null;
  readonly price_used_a_cents: number | null;
  readonly price_used_cw_cents: number | null;
  readonly price_rent_per_day_cents: number | null;
  readonly leasing_price_cents: number | null;
  readonly ask_offer_new: boolean;
  readonly ask_offer_used_a: boolean;
  readonly ask_offer_used_cw: boolean;
  readonly ask_offer_rent: boolean;
  readonly is_available: boolean;
  readonly stock_status: string;
  readonly delivery_truck: boolean;
  readonly delivery_truck_with_crane: boolean;
  readonly delivery_self_pickup: boolean;
  readonly dimensions_inside: Dimensions | null;
  readonly dimensions_outside: Dimensions | null;
  readonly weight: Weight | null;
  readonly capacity_cbm: string | null;
  readonly pallet_places: number | null;
  readonly created_at: Date;
}

export interface SummaryRow extends ProductRow {
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly meta_description: string | null;
  readonly image_url: string | null;
}

interface TranslationJson {
  readonly language: string;
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly descriptionHtml: string | null;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
}

interface LocalizedJson<T> {
  readonly translations: readonly (T & { readonly language: string })[] | null;
}

export interface DetailRow extends ProductRow {
  readonly translations: readonly TranslationJson[];
  readonly images: readonly { readonly imageUrl: string; readonly sortOrder: number }[];
  readonly condition_images: readonly { readonly condition: Condition; readonly imageUrl: string; readonly sortOrder: number }[];
  readonly main_condition_images: readonly { readonly condition: Condition; readonly imageUrl: string }[];
  readonly condition_info: readonly (LocalizedJson<{
    readonly title: string;
    readonly description: string;
    readonly benefits: readonly string[];
    readonly badges: readonly ConditionInfoBadge[];
  }> & { readonly condition: Condition; readonly imageUrl: string | null })[];
  readonly type_description:
    | (LocalizedJson<{
        readonly title: string;
        readonly description: string;
        readonly features: readonly string[];
        readonly usageExamples: readonly string[];
      }> & { readonly type: string })
    | null;
}

const toStockStatus = (value: string): StockStatus =>
  value === 'In Stock' || value === 'Low Stock' ? value : 'Out of Stock';

/** The price columns of `products`, as every reader of them maps them. */
export type PriceColumns = Pick<
  ProductRow,
  | 'price_cents'
  | 'price_new_cents'
  | 'price_used_a_cents'
  | 'price_used_cw_cents'
  | 'price_rent_per_day_cents'
  | 'ask_offer_new'
  | 'ask_offer_used_a'
  | 'ask_offer_used_cw'
  | 'ask_offer_rent'
>;

export const pricesOfRow = (row: PriceColumns): ProductPrices => ({
  price: row.price_cents,
  priceNew: row.price_new_cents,
  priceUsedA: row.price_used_a_cents,
  priceUsedCw: row.price_used_cw_cents,
  priceRentPerDay: row.price_rent_per_day_cents,
  askOfferNew: row.ask_offer_new,
  askOfferUsedA: row.ask_offer_used_a,
  askOfferUsedCw: row.ask_offer_used_cw,
  askOfferRent: row.ask_offer_rent,
});

export const deliveryOptionsOfRow = (row: Pick<ProductRow, 'delivery_truck' | 'delivery_truck_with_crane' | 'delivery_self_pickup'>): DeliveryOptions => ({
  truck: row.delivery_truck,
  truck_with_crane: row.delivery_truck_with_crane,
  self_pickup: row.delivery_self_pickup,
});

const common = (row: ProductRow) => ({
  id: row.id,
  type: row.type,
  condition: row.condition as Condition,
  size: row.size,
  ...pricesOfRow(row),
  isAvailable: row.is_available,
  createdAt: row.created_at.toISOString(),
});

export const toProductSummary = (row: SummaryRow): ProductSummary => ({
  ...common(row),
  slug: row.slug,
  title: row.title,
  description: row.description,
  metaDescription: row.meta_description ?? '',
  imageUrl: row.image_url,
});

const conditionInfoIn = (row: DetailRow, language: Language): ConditionInfo[] =>
  row.condition_info.flatMap((info) => {
    const translation = pickTranslation(info.translations ?? [], language);
    if (translation === undefined) return [];
    return [
      {
        condition: info.condition,
        imageUrl: info.imageUrl,
        title: translation.title,
        description: translation.description,
        benefits: translation.benefits,
        badges: translation.badges,
      },
    ];
  });

const typeDescriptionIn = (row: DetailRow, language: Language): TypeDescription | null => {
  const description = row.type_description;
  const translation = description === null ? undefined : pickTranslation(description.translations ?? [], language);
  if (description === null || translation === undefined) return null;
  return {
    type: description.type,
    title: translation.title,
    description: translation.description,
    features: translation.features,
    usageExamples: translation.usageExamples,
  };
};

/** The detail in `language` with the spec's fallback, or null when the product has no translation at all. */
export const toProductDetail = (row: DetailRow, language: Language): ProductDetail | null => {
  const translation = pickTranslation(row.translations, language);
  if (translation === undefined) return null;
  const images = [...row.images].sort((a, b) => a.sortOrder - b.sortOrder);
  return {
    ...common(row),
    language: translation.language,
    slug: translation.slug,
    title: translation.title,
    description: translation.description,
    descriptionHtml: translation.descriptionHtml,
    metaTitle: translation.metaTitle,
    metaDescription: translation.metaDescription ?? '',
    imageUrl: images[0]?.imageUrl ?? null,
    images,
    conditionImages: [...row.condition_images].sort((a, b) => a.sortOrder - b.sortOrder),
    mainConditionImages: row.main_condition_images,
    conditionInfo: conditionInfoIn(row, language),
    typeDescription: typeDescriptionIn(row, language),
    dimensionsInside: row.dimensions_inside,
    dimensionsOutside: row.dimensions_outside,
    weight: row.weight,
    capacityCbm: row.capacity_cbm === null ? null : Number(row.capacity_cbm),
    palletPlaces: row.pallet_places,
    leasingPrice: row.leasing_price_cents,
    stockStatus: toStockStatus(row.stock_status),
    unitStock: null,
    deliveryOptions: deliveryOptionsOfRow(row),
    slugs: Object.fromEntries(row.translations.map((item) => [item.language, item.slug])),
  };
};

/** Available units per condition of the product (`p`), or null when it has no unit at all (migration 0022). */
export const UNIT_COUNTS_COLUMN = `(SELECT json_object_agg(c.condition, c.available) FROM (
    SELECT condition, count(*) FILTER (WHERE status = 'available') AS available FROM units WHERE product_id = p.id GROUP BY condition) c) AS unit_counts`;

/** A summary whose availability follows its units when it has any (docs/units.md). */
export const summaryWithUnits = (summary: ProductSummary, counts: UnitCounts | null, lowStockThreshold: number): ProductSummary =>
  counts === null ? summary : { ...summary, isAvailable: productStock({ isAvailable: summary.isAvailable, stockStatus: 'In Stock' }, counts, lowStockThreshold).isAvailable };

/** A detail whose availability, stock status and stock per condition follow its units when it has any. */
export const detailWithUnits = (detail: ProductDetail, counts: UnitCounts | null, lowStockThreshold: number): ProductDetail => ({
  ...detail,
  ...productStock({ isAvailable: detail.isAvailable, stockStatus: detail.stockStatus }, counts, lowStockThreshold),
});
