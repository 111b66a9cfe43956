import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../../domain/catalogue/product.js';
import { TRANSPORT_COUNTRIES, type TransportCountry } from '../../domain/transport/transport-country.js';

/** The delivery chosen for a cart line or a quote; its price is computed by the server (a `price` field is refused as unknown). */
export class TransportChoiceDto {
  @ApiProperty({ enum: DELIVERY_OPTIONS })
  @IsIn(DELIVERY_OPTIONS)
  option!: DeliveryOption;

  @ApiPropertyOptional({ enum: TRANSPORT_COUNTRIES, description: 'Required for truck and truck_with_crane' })
  @IsOptional()
  @IsIn(TRANSPORT_COUNTRIES)
  country?: TransportCountry;

  @ApiPropertyOptional({ example: '1000', description: 'Required for truck and truck_with_crane' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  postcode?: string;
}
