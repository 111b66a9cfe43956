import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DimensionsDto {
  @ApiProperty({ nullable: true, type: Number, example: 5.898 }) length!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 2.352 }) width!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 2.393 }) height!: number | null;
}

export class WeightDto {
  @ApiProperty({ nullable: true, type: Number, description: 'kg' }) gross!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'kg' }) net!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'kg' }) tare!: number | null;
}

/** A product as the listing shows it. Amounts are euros (at most two decimals); null means no price. */
export class ProductSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'zeecontainer-20ft-nieuw' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ example: 'Refrigerated', description: 'Stored type' }) type!: string;
  @ApiProperty({ example: 'Thermostatic', description: 'Type as shown (Refrigerated → Thermostatic, Flat Rack / Open Top → Special)' }) typeLabel!: string;
  @ApiProperty({ enum: ['new', 'used-a', 'used-cw', 'rent'] }) condition!: string;
  @ApiProperty({ example: '20ft' }) size!: string;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty({ nullable: true, type: Number, example: 1650 }) price!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceNew!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceUsedA!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceUsedCw!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Daily rent in euros' }) priceRentPerDay!: number | null;
  @ApiProperty() askOfferNew!: boolean;
  @ApiProperty() askOfferUsedA!: boolean;
  @ApiProperty() askOfferUsedCw!: boolean;
  @ApiProperty() askOfferRent!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductSummaryDto] }) items!: ProductSummaryDto[];
  @ApiProperty({ description: 'Products matching the filters' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class ProductImageDto {
  @ApiProperty() imageUrl!: string;
  @ApiProperty() sortOrder!: number;
}

export class ConditionImageDto {
  @ApiProperty({ enum: ['new', 'used-a', 'used-cw', 'rent'] }) condition!: string;
  @ApiProperty() imageUrl!: string;
  @ApiPropertyOptional() sortOrder?: number;
}

export class ConditionInfoBadgeDto {
  @ApiProperty() text!: string;
  @ApiProperty({ enum: ['success', 'info', 'warning', 'error'] }) type!: string;
}

export class ConditionInfoDto {
  @ApiProperty({ enum: ['new', 'used-a', 'used-cw', 'rent'] }) condition!: string;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) benefits!: string[];
  @ApiProperty({ type: [ConditionInfoBadgeDto] }) badges!: ConditionInfoBadgeDto[];
}

export class TypeDescriptionDto {
  @ApiProperty() type!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ type: [String] }) usageExamples!: string[];
}

export class DeliveryOptionsDto {
  @ApiProperty() truck!: boolean;
  @ApiProperty() truck_with_crane!: boolean;
  @ApiProperty() self_pickup!: boolean;
}

export class ConditionStockDto {
  @ApiProperty({ enum: ['new', 'used-a', 'used-cw', 'rent'], description: 'A condition a line can be ordered in (rent takes a unit of any condition)' }) condition!: string;
  @ApiProperty({ example: 2, description: 'Available units now' }) available!: number;
  @ApiProperty({ enum: ['In Stock', 'Low Stock', 'Out of Stock'] }) stockStatus!: string;
}

/** Stock of a product managed by container units (docs/units.md). */
export class ProductUnitStockDto {
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty({ enum: ['In Stock', 'Low Stock', 'Out of Stock'], description: 'Of every available unit together (Low Stock at or under the configured threshold)' }) stockStatus!: string;
  @ApiProperty({ description: 'Available units of every condition' }) available!: number;
  @ApiProperty({ type: [ConditionStockDto] }) conditions!: ConditionStockDto[];
}

export class LanguageSlugsDto {
  @ApiPropertyOptional() nl?: string;
  @ApiPropertyOptional() de?: string;
  @ApiPropertyOptional() fr?: string;
  @ApiPropertyOptional() en?: string;
}

export class ProductDetailDto extends ProductSummaryDto {
  @ApiProperty({ enum: ['nl', 'de', 'fr', 'en'], description: 'Language of the texts (after the nl-then-first fallback)' }) language!: string;
  @ApiProperty({ nullable: true, type: String }) descriptionHtml!: string | null;
  @ApiProperty({ nullable: true, type: String }) metaTitle!: string | null;
  @ApiProperty({ type: [ProductImageDto] }) images!: ProductImageDto[];
  @ApiProperty({ type: [ConditionImageDto] }) conditionImages!: ConditionImageDto[];
  @ApiProperty({ type: [ConditionImageDto] }) mainConditionImages!: ConditionImageDto[];
  @ApiProperty({ type: [ConditionInfoDto] }) conditionInfo!: ConditionInfoDto[];
  @ApiProperty({ type: TypeDescriptionDto, nullable: true }) typeDescription!: TypeDescriptionDto | null;
  @ApiProperty({ type: DimensionsDto, nullable: true }) dimensionsInside!: DimensionsDto | null;
  @ApiProperty({ type: DimensionsDto, nullable: true }) dimensionsOutside!: DimensionsDto | null;
  @ApiProperty({ type: WeightDto, nullable: true }) weight!: WeightDto | null;
  @ApiProperty({ nullable: true, type: Number }) capacityCbm!: number | null;
  @ApiProperty({ nullable: true, type: Number }) palletPlaces!: number | null;
  @ApiProperty({ nullable: true, type: Number }) leasingPrice!: number | null;
  @ApiProperty({ enum: ['In Stock', 'Low Stock', 'Out of Stock'], description: 'Hand-set, or for a product with container units derived from them' }) stockStatus!: string;
  @ApiProperty({
    type: ProductUnitStockDto,
    nullable: true,
    description: 'For a product with container units: its available units per condition (they decide isAvailable and stockStatus); null for a product without units',
  })
  unitStock!: ProductUnitStockDto | null;
  @ApiProperty({ type: DeliveryOptionsDto }) deliveryOptions!: DeliveryOptionsDto;
  @ApiProperty({ type: LanguageSlugsDto }) slugs!: LanguageSlugsDto;
}
