import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { SORT_KEYS } from '../../domain/catalogue/product-sorting.js';
import { SIZE_GROUP_VALUES } from '../../domain/catalogue/sizes.js';
import { LanguageQueryDto } from './language-query.dto.js';

/** The listing state from the URL. Values are checked by the domain's tables (listing-query.ts), not here. */
export class ProductListQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ enum: SIZE_GROUP_VALUES, description: 'Size group; HC sizes belong to their base size' })
  @IsOptional()
  @IsString()
  size?: string;

  @ApiPropertyOptional({ example: 'high-cube', description: 'Type filter value (standard, high-cube, thermostatic, special, tank, …)' })
  @IsOptional()
  @IsString()
  type?: string;

  @ApiPropertyOptional({ enum: SORT_KEYS, default: 'size-small' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only products with a rent price or ask_offer_rent; price sorts use the daily rent' })
  @IsOptional()
  @IsString()
  rentable?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, description: 'Without it, all matching products are returned' })
  @IsOptional()
  @IsString()
  pageSize?: string;
}
