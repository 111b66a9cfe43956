import { CustomerInputDto } from '../vat/customer-input.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { COLOR_TYPES, CONDITIONS, type Condition } from '../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { TransportChoiceDto } from '../transport/transport-choice.dto.js';

/**
 * Spec point 3's quote form. The form fields are checked by the domain's
 * validateQuoteForm (localized messages), so they are only allowed here.
 */
export class QuoteRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  productId!: string;

  @ApiProperty({ type: String, maxLength: 200 })
  @Allow()
  customerName?: unknown;

  @ApiProperty({ type: String, format: 'email' })
  @Allow()
  email?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  phone?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  companyName?: unknown;

  @ApiProperty({ type: Number, minimum: 1, maximum: 100 })
  @Allow()
  quantityRequested?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  deliveryAddress?: unknown;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-12-01' })
  @Allow()
  preferredDeliveryDate?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  specialRequirements?: unknown;

  @ApiProperty({ enum: CONDITIONS })
  @IsIn(CONDITIONS)
  condition!: Condition;

  @ApiPropertyOptional({ enum: COLOR_TYPES, default: 'from_stack' })
  @Allow()
  colorType?: unknown;

  @ApiPropertyOptional({ type: String, description: "Required with wish_color; 'N/A' is stored for from_stack without one" })
  @Allow()
  ralColor?: unknown;

  @ApiPropertyOptional({ type: TransportChoiceDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TransportChoiceDto)
  transport?: TransportChoiceDto;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  lang!: Language;

  @ApiPropertyOptional({ type: CustomerInputDto, description: 'Private (default) or business with company name and VAT number: decides the VAT the quote states' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CustomerInputDto)
  customer?: CustomerInputDto;

  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class CreatedIdDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
