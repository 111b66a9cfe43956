import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COLOR_TYPES, CONDITIONS, DELIVERY_OPTIONS } from '../../domain/catalogue/product.js';
import { PAYMENT_METHODS } from '../../domain/orders/order.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { CHECKOUT_COUNTRIES, TRANSPORT_COUNTRIES } from '../../domain/transport/transport-country.js';
import { CUSTOMER_KINDS, type CustomerKind } from '../../domain/vat/vat-treatment.js';

/*
 * Shapes only: texts must be texts and lists lists; every value (amounts, quantities, discounts,
 * dates, the choices) is checked by the domain's offer rules (checkOfferTerms, checkOfferContact),
 * which name the field in four languages. Unknown fields are refused by the global pipe.
 */

export class OfferLineInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A catalogue product; left out (or null) for a free line such as a modification or a service' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  productId?: string | null;

  @ApiPropertyOptional({ type: String, enum: CONDITIONS, nullable: true, description: "A product line's condition; the product's own when left out" })
  @Allow()
  condition?: unknown;

  @ApiPropertyOptional({ type: String, enum: COLOR_TYPES, nullable: true, description: 'from_stack (default) or wish_color with ralColor' })
  @Allow()
  colorType?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, example: '5010', description: 'The RAL code of a wish colour' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  ralColor?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: "A free line's text (required there), or words added to a product's title" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100 })
  @Allow()
  quantity?: unknown;

  @ApiProperty({ type: Number, minimum: 0, example: 3300, description: 'Euros excl. VAT, at most two decimals' })
  @Allow()
  unitPrice?: unknown;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 100, description: "The line's discount in percent (or discountAmount, not both)" })
  @Allow()
  discountPercent?: unknown;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: "The line's discount in euros, at most the line's amount" })
  @Allow()
  discountAmount?: unknown;
}

export class OfferTransportInputDto {
  @ApiProperty({ type: String, enum: DELIVERY_OPTIONS })
  @Allow()
  option?: unknown;

  @ApiPropertyOptional({ type: String, enum: TRANSPORT_COUNTRIES, nullable: true, description: 'Required for a truck' })
  @Allow()
  country?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2000', description: 'Required for a truck' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  postcode?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Euros excl. VAT; left out: priced from the transport tables for the destination' })
  @Allow()
  price?: unknown;
}

export class OfferDiscountInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'Off the whole offer (not the transport), shared over its lines' })
  @Allow()
  percent?: unknown;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Euros off the whole offer (not the transport), shared over its lines' })
  @Allow()
  amount?: unknown;
}

export class OfferCustomerInputDto {
  @ApiPropertyOptional({ type: String, maxLength: 200 }) @IsOptional() @IsString() @MaxLength(400) name?: string | null;
  @ApiPropertyOptional({ type: String, format: 'email' }) @IsOptional() @IsString() @MaxLength(400) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(100) phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(400) street?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(100) postalCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(200) city?: string | null;
  @ApiPropertyOptional({ type: String, enum: CHECKOUT_COUNTRIES, nullable: true, description: 'belgium when left out' }) @Allow() country?: unknown;
  @ApiPropertyOptional({ enum: CUSTOMER_KINDS, default: 'consumer' }) @IsOptional() @IsIn(CUSTOMER_KINDS) kind?: CustomerKind;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required for a business' }) @IsOptional() @IsString() @MaxLength(200) companyName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required for a business; confirmed with VIES' }) @IsOptional() @IsString() @MaxLength(40) vatNumber?: string | null;
}

/** `POST /api/admin/offers` and `PUT /api/admin/offers/{id}` (docs/offers.md). */
export class OfferInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The quote request answered: its customer, and its container and delivery when lines and transport are left out' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  quoteId?: string | null;

  @ApiPropertyOptional({ type: OfferCustomerInputDto, nullable: true, description: 'Required without a quoteId; with one, what is given replaces what the request said' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => OfferCustomerInputDto)
  customer?: OfferCustomerInputDto | null;

  @ApiPropertyOptional({ enum: LANGUAGES, nullable: true, description: "The customer's language (emails, page, PDF); the request's, else nl" })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language | null;

  @ApiPropertyOptional({ type: [OfferLineInputDto], description: 'At least one; with a quoteId and left out, the request\'s container at its catalogue price' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => OfferLineInputDto)
  lines?: OfferLineInputDto[];

  @ApiPropertyOptional({ type: OfferTransportInputDto, nullable: true, description: 'null: no transport line' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => OfferTransportInputDto)
  transport?: OfferTransportInputDto | null;

  @ApiPropertyOptional({ type: OfferDiscountInputDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => OfferDiscountInputDto)
  discount?: OfferDiscountInputDto | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'The last day it can be accepted; OFFER_VALIDITY_DAYS (30) from today when left out' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  validUntil?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000, description: 'A note to the customer' })
  @IsOptional()
  @IsString()
  @MaxLength(8000)
  note?: string | null;

  @ApiPropertyOptional({ type: [String], enum: PAYMENT_METHODS, description: 'Offered payment methods; both when left out' })
  @IsOptional()
  @IsArray()
  paymentMethods?: unknown[];

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}
