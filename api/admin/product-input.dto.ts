import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { SALE_CONDITIONS, STOCK_STATUSES, type SaleCondition, type StockStatus } from '../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

const EUROS = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false } as const;
const MAX_EUROS = 10_000_000;

export class ProductTranslationInputDto {
  @ApiProperty({ example: '20ft zeecontainer' }) @IsString() @MaxLength(200) title!: string;
  @ApiProperty() @IsString() @MaxLength(20_000) description!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Sanitised on the server before it is stored' })
  @IsOptional() @IsString() @MaxLength(200_000) descriptionHtml?: string | null;
  @ApiProperty({ example: '20ft-zeecontainer', description: 'Lowercase letters, digits, single hyphens; unique per language' })
  @IsString() @MaxLength(200) slug!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(300) metaTitle?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(1000) metaDescription?: string | null;
}

export class ProductTranslationsInputDto {
  @ApiPropertyOptional({ type: ProductTranslationInputDto, description: 'Required' }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ProductTranslationInputDto) nl?: ProductTranslationInputDto;
  @ApiPropertyOptional({ type: ProductTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ProductTranslationInputDto) de?: ProductTranslationInputDto;
  @ApiPropertyOptional({ type: ProductTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ProductTranslationInputDto) fr?: ProductTranslationInputDto;
  @ApiPropertyOptional({ type: ProductTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ProductTranslationInputDto) en?: ProductTranslationInputDto;
}

export class DimensionsInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'metres' }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(100) length?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(100) width?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(100) height?: number | null;
}

export class WeightInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'kg' }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(1_000_000) gross?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(1_000_000) net?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(1_000_000) tare?: number | null;
}

export class DeliveryOptionsInputDto {
  @ApiProperty() @IsBoolean() truck!: boolean;
  @ApiProperty() @IsBoolean() truck_with_crane!: boolean;
  @ApiProperty() @IsBoolean() self_pickup!: boolean;
}

/** The product editor's save (create and update): general fields, specifications and translations. Prices in euros. */
export class ProductInputDto {
  @ApiProperty({ example: 'High Cube', description: 'Standard, High Cube, Refrigerated (Thermostatic), Open Top, Flat Rack, Tank; empty for Special' })
  @IsString() @MaxLength(60) type!: string;
  @ApiProperty({ enum: SALE_CONDITIONS }) @IsIn(SALE_CONDITIONS) condition!: SaleCondition;
  @ApiProperty({ example: '20ft' }) @IsString() @IsNotEmpty() @MaxLength(30) size!: string;
  @ApiProperty({ example: 2450, description: 'Base price in euros (required)' }) @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) price!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) priceNew?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) priceUsedA?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) priceUsedCw?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) priceRentPerDay?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(MAX_EUROS) leasingPrice?: number | null;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() askOfferNew?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() askOfferUsedA?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() askOfferUsedCw?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() askOfferRent?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isAvailable?: boolean;
  @ApiPropertyOptional({ enum: STOCK_STATUSES, default: 'In Stock' }) @IsOptional() @IsIn(STOCK_STATUSES) stockStatus?: StockStatus;
  @ApiPropertyOptional({ type: DeliveryOptionsInputDto, description: 'All true when left out' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DeliveryOptionsInputDto) deliveryOptions?: DeliveryOptionsInputDto;
  @ApiPropertyOptional({ type: DimensionsInputDto, nullable: true })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DimensionsInputDto) dimensionsInside?: DimensionsInputDto | null;
  @ApiPropertyOptional({ type: DimensionsInputDto, nullable: true })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DimensionsInputDto) dimensionsOutside?: DimensionsInputDto | null;
  @ApiPropertyOptional({ type: WeightInputDto, nullable: true })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => WeightInputDto) weight?: WeightInputDto | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm³' }) @IsOptional() @IsNumber(EUROS) @Min(0) @Max(999_999) capacityCbm?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsInt() @Min(0) @Max(10_000) palletPlaces?: number | null;
  @ApiProperty({ type: ProductTranslationsInputDto, description: 'Per language; nl required; title, description and slug required in each language sent' })
  @IsObject() @ValidateNested() @Type(() => ProductTranslationsInputDto) translations!: ProductTranslationsInputDto;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}
