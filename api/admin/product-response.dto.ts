import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONDITIONS, SALE_CONDITIONS, STOCK_STATUSES } from '../../domain/catalogue/product.js';
import { DeliveryOptionsInputDto as DeliveryOptionsOutputDto } from './product-input.dto.js';
import { ConditionInfoTextDto } from './product-media.dto.js';

export class ProductTranslationDto {
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ nullable: true, type: String }) descriptionHtml!: string | null;
  @ApiProperty() slug!: string;
  @ApiProperty({ nullable: true, type: String }) metaTitle!: string | null;
  @ApiProperty({ nullable: true, type: String }) metaDescription!: string | null;
}

export class ProductTranslationsDto {
  @ApiPropertyOptional({ type: ProductTranslationDto }) nl?: ProductTranslationDto;
  @ApiPropertyOptional({ type: ProductTranslationDto }) de?: ProductTranslationDto;
  @ApiPropertyOptional({ type: ProductTranslationDto }) fr?: ProductTranslationDto;
  @ApiPropertyOptional({ type: ProductTranslationDto }) en?: ProductTranslationDto;
}

export class AdminProductImageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() imageUrl!: string;
  @ApiProperty() sortOrder!: number;
}

export class AdminConditionImageDto extends AdminProductImageDto {
  @ApiProperty({ enum: CONDITIONS }) condition!: string;
}

export class AdminMainConditionImageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CONDITIONS }) condition!: string;
  @ApiProperty() imageUrl!: string;
}

export class ConditionInfoTextsOutputDto {
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) nl?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) de?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) fr?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) en?: ConditionInfoTextDto;
}

export class AdminConditionInfoDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SALE_CONDITIONS }) condition!: string;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ type: ConditionInfoTextsOutputDto }) translations!: ConditionInfoTextsOutputDto;
}

export class DimensionsOutputDto {
  @ApiProperty({ nullable: true, type: Number }) length!: number | null;
  @ApiProperty({ nullable: true, type: Number }) width!: number | null;
  @ApiProperty({ nullable: true, type: Number }) height!: number | null;
}

export class WeightOutputDto {
  @ApiProperty({ nullable: true, type: Number }) gross!: number | null;
  @ApiProperty({ nullable: true, type: Number }) net!: number | null;
  @ApiProperty({ nullable: true, type: Number }) tare!: number | null;
}

/** Everything the product editor loads; prices in euros. */
export class AdminProductDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: SALE_CONDITIONS }) condition!: string;
  @ApiProperty() size!: string;
  @ApiProperty() price!: number;
  @ApiProperty({ nullable: true, type: Number }) priceNew!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceUsedA!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceUsedCw!: number | null;
  @ApiProperty({ nullable: true, type: Number }) priceRentPerDay!: number | null;
  @ApiProperty({ nullable: true, type: Number }) leasingPrice!: number | null;
  @ApiProperty() askOfferNew!: boolean;
  @ApiProperty() askOfferUsedA!: boolean;
  @ApiProperty() askOfferUsedCw!: boolean;
  @ApiProperty() askOfferRent!: boolean;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: string;
  @ApiProperty({ type: DeliveryOptionsOutputDto }) deliveryOptions!: DeliveryOptionsOutputDto;
  @ApiProperty({ type: DimensionsOutputDto, nullable: true }) dimensionsInside!: DimensionsOutputDto | null;
  @ApiProperty({ type: DimensionsOutputDto, nullable: true }) dimensionsOutside!: DimensionsOutputDto | null;
  @ApiProperty({ type: WeightOutputDto, nullable: true }) weight!: WeightOutputDto | null;
  @ApiProperty({ nullable: true, type: Number }) capacityCbm!: number | null;
  @ApiProperty({ nullable: true, type: Number }) palletPlaces!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'The first image' }) imageUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: ProductTranslationsDto }) translations!: ProductTranslationsDto;
  @ApiProperty({ type: [AdminProductImageDto] }) images!: AdminProductImageDto[];
  @ApiProperty({ type: [AdminConditionImageDto] }) conditionImages!: AdminConditionImageDto[];
  @ApiProperty({ type: [AdminMainConditionImageDto] }) mainConditionImages!: AdminMainConditionImageDto[];
  @ApiProperty({ type: [AdminConditionInfoDto] }) conditionInfo!: AdminConditionInfoDto[];
}

export class AdminProductImagesDto {
  @ApiProperty({ type: [AdminProductImageDto] }) images!: AdminProductImageDto[];
}
