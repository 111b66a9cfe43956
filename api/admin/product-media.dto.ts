import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CONDITIONS, SALE_CONDITIONS, type Condition, type SaleCondition } from '../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

const BADGE_TYPES = ['success', 'info', 'warning', 'error'] as const;

export class ProductImagesInputDto {
  @ApiProperty({ type: [String], example: ['/media/products/1795000000000-ab12cd.jpg'], description: 'The whole list in its new order; sort_order from 0' })
  @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) @MaxLength(2000, { each: true }) images!: string[];
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class ConditionImageInputDto {
  @ApiProperty({ enum: CONDITIONS }) @IsIn(CONDITIONS) condition!: Condition;
  @ApiProperty() @IsString() @MaxLength(2000) imageUrl!: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class ImageUrlInputDto {
  @ApiProperty() @IsString() @MaxLength(2000) imageUrl!: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class ConditionInfoBadgeInputDto {
  @ApiProperty() @IsString() @MaxLength(200) text!: string;
  @ApiProperty({ enum: BADGE_TYPES }) @IsIn(BADGE_TYPES) type!: (typeof BADGE_TYPES)[number];
}

export class ConditionInfoTextDto {
  @ApiProperty() @IsString() @MaxLength(200) title!: string;
  @ApiProperty() @IsString() @MaxLength(5000) description!: string;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(500, { each: true }) benefits!: string[];
  @ApiProperty({ type: [ConditionInfoBadgeInputDto] }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => ConditionInfoBadgeInputDto) badges!: ConditionInfoBadgeInputDto[];
}

export class ConditionInfoTextsDto {
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ConditionInfoTextDto) nl?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ConditionInfoTextDto) de?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ConditionInfoTextDto) fr?: ConditionInfoTextDto;
  @ApiPropertyOptional({ type: ConditionInfoTextDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ConditionInfoTextDto) en?: ConditionInfoTextDto;
}

export class CreateConditionInfoDto {
  @ApiProperty({ enum: SALE_CONDITIONS }) @IsIn(SALE_CONDITIONS) condition!: SaleCondition;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(2000) imageUrl?: string | null;
  @ApiProperty({ type: ConditionInfoTextsDto }) @IsObject() @ValidateNested() @Type(() => ConditionInfoTextsDto) translations!: ConditionInfoTextsDto;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class UpdateConditionInfoDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Left out: unchanged; null: removed' }) @IsOptional() @IsString() @MaxLength(2000) imageUrl?: string | null;
  @ApiProperty({ type: ConditionInfoTextsDto, description: 'Upserted per language sent' })
  @IsObject() @ValidateNested() @Type(() => ConditionInfoTextsDto) translations!: ConditionInfoTextsDto;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

/** The path of a main condition image: the product id and the condition. */
export class MainConditionParamsDto {
  @ApiProperty() @IsString() id!: string;
  @ApiProperty({ enum: CONDITIONS }) @IsIn(CONDITIONS) condition!: Condition;
}

export class UploadedImageDto {
  @ApiProperty({ example: '/media/products/1795000000000-ab12cd34ef56.jpg' }) url!: string;
}
