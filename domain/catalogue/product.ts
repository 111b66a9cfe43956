import type { Cents } from '../shared/money.js';

/** The conditions a container is sold or rented in; they are also the price types. */
export const CONDITIONS = ['new', 'used-a', 'used-cw', 'rent'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const SALE_CONDITIONS = ['new', 'used-a', 'used-cw'] as const satisfies readonly Condition[];
export type SaleCondition = (typeof SALE_CONDITIONS)[number];

export const isCondition = (value: unknown): value is Condition =>
  typeof value === 'string' && (CONDITIONS as readonly string[]).includes(value);

export const COLOR_TYPES = ['from_stack', 'wish_color'] as const;
export type ColorType = (typeof COLOR_TYPES)[number];

export const DELIVERY_OPTIONS = ['truck', 'truck_with_crane', 'self_pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export type DeliveryOptions = Readonly<Record<DeliveryOption, boolean>>;

export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The available container units of a product in one condition it can be ordered in (rent: any unit). */
export interface ConditionStock {
  readonly condition: Condition;
  readonly available: number;
  readonly stockStatus: StockStatus;
}

/** What a product managed by container units shows: derived from its available units (domain/units/unit-stock.ts), never set by hand. */
export interface UnitStock {
  /** Some unit is available. */
  readonly isAvailable: boolean;
  /** Of every available unit together. */
  readonly stockStatus: StockStatus;
  readonly available: number;
  /** Per condition a line can be ordered in (rent counts every available unit). */
  readonly conditions: readonly ConditionStock[];
}

/** Every price of a product, in cents; null means "no price for this type". */
export interface ProductPrices {
  readonly price: Cents | null;
  readonly priceNew: Cents | null;
  readonly priceUsedA: Cents | null;
  readonly priceUsedCw: Cents | null;
  readonly priceRentPerDay: Cents | null;
  readonly askOfferNew: boolean;
  readonly askOfferUsedA: boolean;
  readonly askOfferUsedCw: boolean;
  readonly askOfferRent: boolean;
}

/** A product as the listing shows it, in one language. */
export interface ProductSummary extends ProductPrices {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  /** Stored type: Standard, High Cube, Refrigerated, Flat Rack, Open Top, Tank, ... */
  readonly type: string;
  readonly condition: Condition;
  /** Size text: 4ft ... 45ft HC or special. */
  readonly size: string;
  readonly isAvailable: boolean;
  readonly createdAt: string;
}

export interface Dimensions {
  readonly length: number | null;
  readonly width: number | null;
  readonly height: number | null;
}

/** Weights in kilograms. */
export interface Weight {
  readonly gross: number | null;
  readonly net: number | null;
  readonly tare: number | null;
}

export interface ProductImage {
  readonly imageUrl: string;
  readonly sortOrder: number;
}

export interface ConditionImage {
  readonly condition: Condition;
  readonly imageUrl: string;
  readonly sortOrder: number;
}

export interface ConditionInfoBadge {
  readonly text: string;
  readonly type: 'success' | 'info' | 'warning' | 'error';
}

export interface ConditionInfo {
  readonly condition: Condition;
  readonly imageUrl: string | null;
  readonly title: string;
  readonly description: string;
  readonly benefits: readonly string[];
  readonly badges: readonly ConditionInfoBadge[];
}

export interface TypeDescription {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly usageExamples: readonly string[];
}

/** The product page: the summary plus everything the detail shows, in one language. */
export interface ProductDetail extends ProductSummary {
  readonly language: string;
  readonly descriptionHtml: string | null;
  readonly metaTitle: string | null;
  readonly images: readonly ProductImage[];
  readonly conditionImages: readonly ConditionImage[];
  readonly mainConditionImages: readonly Omit<ConditionImage, 'sortOrder'>[];
  readonly conditionInfo: readonly ConditionInfo[];
  readonly typeDescription: TypeDescription | null;
  readonly dimensionsInside: Dimensions | null;
  readonly dimensionsOutside: Dimensions | null;
  readonly weight: Weight | null;
  readonly capacityCbm: number | null;
  readonly palletPlaces: number | null;
  readonly leasingPrice: Cents | null;
  readonly stockStatus: StockStatus;
  /** For a product managed by container units: its available units per condition (it then decides isAvailable and stockStatus); else null. */
  readonly unitStock: UnitStock | null;
  readonly deliveryOptions: DeliveryOptions;
  /** The product's slug in every language it is translated to (language switch, hreflang). */
  readonly slugs: Readonly<Partial<Record<'nl' | 'de' | 'fr' | 'en', string>>>;
}
