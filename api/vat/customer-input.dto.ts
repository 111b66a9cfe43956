import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CUSTOMER_KINDS, type CustomerKind } from '../../domain/vat/vat-treatment.js';

/** Who buys, for VAT: private (the default) or a business with its VAT number (checked with VIES). */
export class CustomerInputDto {
  @ApiPropertyOptional({ enum: CUSTOMER_KINDS, default: 'consumer' })
  @IsOptional()
  @IsIn(CUSTOMER_KINDS)
  kind?: CustomerKind;

  @ApiPropertyOptional({ description: 'Required for a business', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  companyName?: string;

  @ApiPropertyOptional({
    description: 'Required for a business; any common spelling (NL 8530.60.987 B01, be0403170701). Wrong check digits: 400 naming customer.vatNumber',
    maxLength: 40,
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  vatNumber?: string;
}
