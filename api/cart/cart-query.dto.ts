import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { VAT_NUMBER_COUNTRIES, type VatNumberCountry } from '../../domain/vat/vat-number.js';
import { CUSTOMER_KINDS, type CustomerKind } from '../../domain/vat/vat-treatment.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';

/** GET /api/carts/{id}: the cart priced for the customer the checkout describes so far. */
export class CartQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ enum: CUSTOMER_KINDS, default: 'consumer' })
  @IsOptional()
  @IsIn(CUSTOMER_KINDS)
  customerKind?: CustomerKind;

  @ApiPropertyOptional({ description: "A business's VAT number, any common spelling; checked with VIES (a typo: 400 naming vatNumber)", maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  vatNumber?: string;

  @ApiPropertyOptional({
    enum: VAT_NUMBER_COUNTRIES,
    description: "The customer's country, for a VAT number typed without its country prefix",
  })
  @IsOptional()
  @IsIn(VAT_NUMBER_COUNTRIES)
  country?: VatNumberCountry;
}
