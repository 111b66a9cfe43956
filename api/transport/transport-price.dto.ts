import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DELIVERY_OPTIONS } from '../../domain/catalogue/product.js';
import { TRANSPORT_COUNTRIES } from '../../domain/transport/transport-country.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';

/** The calculator's query. Values are checked by the use case against the domain's rules, naming the field. */
export class TransportPriceQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ enum: TRANSPORT_COUNTRIES, description: 'Required for truck and truck_with_crane' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  country?: string;

  @ApiPropertyOptional({ example: '1000', description: 'BE 4 digits, NL 4 digits and 2 letters, DE 5 digits' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  postcode?: string;

  @ApiProperty({ enum: DELIVERY_OPTIONS })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  option?: string;

  @ApiPropertyOptional({ example: '20ft', description: "The product's size; 40ft sizes pay the double price per container" })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  size?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 1 })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  quantity?: string;
}

export class TransportPriceDto {
  @ApiProperty({ example: 753, description: 'Euros excl. VAT' }) price!: number;
  @ApiProperty({ example: 'EUR' }) currency!: 'EUR';
}
