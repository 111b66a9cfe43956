import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/orders/order.js';
import { CHECKOUT_COUNTRIES } from '../../domain/forms/checkout-form.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { CustomerInputDto } from '../vat/customer-input.dto.js';

/*
 * Shapes only: every field is optional here so that the domain's checkout
 * rules (validateOrderAddresses) report the missing and bad ones with the
 * spec's messages. Unknown fields are refused by the global pipe.
 */

export class ShippingAddressInputDto {
  @ApiProperty({ type: String, example: 'Jan Peeters' }) @IsOptional() name?: unknown;
  @ApiProperty({ type: String, example: 'jan@example.be' }) @IsOptional() email?: unknown;
  @ApiProperty({ type: String, example: '+32 470 12 34 56' }) @IsOptional() phone?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() companyName?: unknown;
  @ApiProperty({ type: String, example: 'Kerkstraat 1' }) @IsOptional() street?: unknown;
  @ApiProperty({ type: String, example: 'Antwerpen' }) @IsOptional() city?: unknown;
  @ApiProperty({ type: String, example: '2000' }) @IsOptional() postalCode?: unknown;
  @ApiProperty({ type: String, enum: CHECKOUT_COUNTRIES }) @IsOptional() country?: unknown;
}

export class BillingAddressInputDto {
  @ApiProperty({ type: String }) @IsOptional() street?: unknown;
  @ApiProperty({ type: String }) @IsOptional() city?: unknown;
  @ApiProperty({ type: String }) @IsOptional() postalCode?: unknown;
  @ApiProperty({ type: String, enum: CHECKOUT_COUNTRIES }) @IsOptional() country?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() companyName?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() vatNumber?: unknown;
}

export class CreateOrderDto {
  @ApiProperty({ description: 'The visitor\'s cart id (POST /api/carts)' })
  @IsString()
  @MaxLength(200)
  cartId!: string;

  @ApiProperty({ enum: LANGUAGES, description: 'Language of the emails, the payment page and the messages' })
  @IsIn(LANGUAGES)
  lang!: Language;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS)
  paymentMethod!: PaymentMethod;

  @ApiProperty({ type: ShippingAddressInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ShippingAddressInputDto)
  shippingAddress!: ShippingAddressInputDto;

  @ApiPropertyOptional({ type: BillingAddressInputDto, nullable: true, description: 'Only when the billing address differs from the shipping address' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BillingAddressInputDto)
  billingAddress?: BillingAddressInputDto | null;

  @ApiPropertyOptional({ type: CustomerInputDto, description: 'Private (default) or business with company name and VAT number: decides the VAT (docs/vat.md)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CustomerInputDto)
  customer?: CustomerInputDto | null;
}
