import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_METHODS } from '../../domain/orders/order.js';
import { COLOR_TYPES, CONDITIONS, DELIVERY_OPTIONS } from '../../domain/catalogue/product.js';
import { OFFER_LINE_KINDS } from '../../domain/offers/offer-revision.js';
import { OFFER_REFUSALS, OFFER_STATUSES } from '../../domain/offers/offer-status.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { CHECKOUT_COUNTRIES, TRANSPORT_COUNTRIES } from '../../domain/transport/transport-country.js';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';
import { CUSTOMER_KINDS } from '../../domain/vat/vat-treatment.js';
import { PlacedOrderDto } from '../orders/order.dto.js';
import { VatDetailDto } from '../vat/vat-detail.dto.js';

/** One priced line of an offer revision; amounts in euros excl. VAT. */
export class OfferLineDto {
  @ApiProperty({ enum: OFFER_LINE_KINDS, description: 'product: a container; free: a modification or service; transport: the delivery' }) kind!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId!: string | null;
  @ApiProperty({ description: "The product's title in the offer's language, the free line's text, or the transport's label" }) title!: string;
  @ApiProperty({ description: "The admin's words added to a product line (may be empty)" }) description!: string;
  @ApiProperty({ type: String, enum: CONDITIONS, nullable: true }) condition!: string | null;
  @ApiProperty({ enum: COLOR_TYPES }) colorType!: string;
  @ApiProperty({ type: String, nullable: true }) ralColor!: string | null;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ description: 'Euros' }) unitPrice!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The line's own discount in percent, as given" }) discountPercent!: number | null;
  @ApiProperty({ description: "Euros: the line's own discount" }) lineDiscount!: number;
  @ApiProperty({ description: "Euros: the line's share of the offer's discount" }) offerDiscount!: number;
  @ApiProperty({ description: 'Euros: quantity × unit price − both discounts' }) net!: number;
  @ApiProperty({ enum: VAT_CATEGORIES }) vatCategory!: string;
  @ApiProperty({ example: 21 }) vatRatePercent!: number;
  @ApiProperty({ description: "Euros: the line's share of its rate group's VAT" }) vat!: number;
  @ApiProperty({ type: String, enum: DELIVERY_OPTIONS, nullable: true, description: 'A transport line: how' }) transportOption!: string | null;
  @ApiProperty({ type: String, enum: TRANSPORT_COUNTRIES, nullable: true }) transportCountry!: string | null;
  @ApiProperty({ type: String, nullable: true }) transportPostcode!: string | null;
}

/** Who the offer is for, as frozen with the revision. */
export class OfferCustomerDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: CUSTOMER_KINDS }) kind!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty() street!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ enum: CHECKOUT_COUNTRIES }) country!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
}

/** What a revision says and costs; amounts in euros. */
export class OfferContentDto {
  @ApiProperty({ type: 'integer', example: 1 }) revision!: number;
  @ApiProperty({ type: OfferCustomerDto }) customer!: OfferCustomerDto;
  @ApiProperty({ type: [OfferLineDto], description: 'The transport line last' }) lines!: OfferLineDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'The offer-wide discount in percent, as given' }) discountPercent!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros: the offer-wide discount as an amount, as given' }) discountAmount!: number | null;
  @ApiProperty({ description: "Euros: what the offer's discount took off (shared over the lines)" }) offerDiscount!: number;
  @ApiProperty({ description: 'Euros excl. VAT' }) subtotal!: number;
  @ApiProperty({ description: 'Euros' }) vat!: number;
  @ApiProperty({ description: 'Euros incl. VAT' }) total!: number;
  @ApiProperty({ type: VatDetailDto, description: "The VAT decided for the customer (as for orders); the mention in the offer's language" }) vatDetail!: VatDetailDto;
  @ApiProperty({ type: String, format: 'date', description: 'The last Belgian day it can be accepted' }) validUntil!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ enum: PAYMENT_METHODS, isArray: true }) paymentMethods!: string[];
}

/** `GET /api/offers/{token}`: the newest revision sent to the customer. */
export class CustomerOfferDto extends OfferContentDto {
  @ApiProperty({ example: 'OF-2026-000001' }) number!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @ApiProperty({ type: String, enum: OFFER_REFUSALS, nullable: true, description: 'Why it can no longer be accepted; null while it can' }) refusal!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The refusal said in the language asked for' }) refusalMessage!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
  @ApiProperty({ example: '/api/offers/{token}/pdf', description: 'The PDF of this revision' }) pdfUrl!: string;
}

export class OfferLinkQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'nl', description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

/** `POST /api/offers/{token}/accept`: checked by the offer rules, each field named in four languages. */
export class AcceptOfferDto {
  @ApiProperty({ type: String, maxLength: 200, description: 'The name of who accepts, as typed' }) @Allow() name?: unknown;
  @ApiProperty({ type: Boolean, description: '"I accept this offer", ticked: must be true' }) @Allow() accepted?: unknown;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The revision the customer read: only the latest can be accepted' }) @Allow() revision?: unknown;
  @ApiProperty({ type: String, enum: PAYMENT_METHODS, description: 'One of the methods the offer offers' }) @Allow() paymentMethod?: unknown;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

/** The order an accepted offer became (as `POST /api/orders` answers). */
export class OfferAcceptedDto extends PlacedOrderDto {}

export class DeclineOfferDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(4000) reason?: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class RequestNewOfferDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'What the customer would like changed' }) @IsOptional() @IsString() @MaxLength(4000) message?: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class OfferFollowUpDto {
  @ApiProperty({ format: 'uuid', description: 'The new quote request, linked to the offer (the same one on a second click)' }) quoteId!: string;
  @ApiProperty({ description: 'False when the request had been made already' }) created!: boolean;
}
