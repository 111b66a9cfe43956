import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../domain/orders/order.js';
import { CHECKOUT_COUNTRIES } from '../../domain/forms/checkout-form.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';
import { VatDetailDto } from '../vat/vat-detail.dto.js';

export class PlacedOrderDto {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ description: 'Opens the confirmation (GET /api/orders/{orderId}?token=…); shown only once' }) accessToken!: string;
  @ApiPropertyOptional({ description: 'Online payment: where the browser goes to pay' }) paymentUrl?: string;
}

export class OrderConfirmationQueryDto {
  @ApiPropertyOptional({ description: 'The accessToken returned when the order was placed' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'nl', description: 'Language of the messages' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class ShippingAddressDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty({ enum: CHECKOUT_COUNTRIES }) country!: string;
}

export class ConfirmationShippingAddressDto extends OmitType(ShippingAddressDto, ['phone'] as const) {
  @ApiProperty({ type: String, nullable: true, description: 'null in the answer by payment session id (GET /api/orders/by-session/{id})' }) phone!: string | null;
}

export class BillingAddressDto {
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty({ enum: CHECKOUT_COUNTRIES }) country!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
}

export class OrderItemDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId!: string | null;
  @ApiProperty() productTitle!: string;
  @ApiProperty({ type: String, enum: ['new', 'used-a', 'used-cw', 'rent'], nullable: true, description: 'Null for a line of an order made from an offer that is no container (a modification, a service, the transport)' })
  condition!: string | null;
  @ApiProperty({ enum: ['from_stack', 'wish_color'] }) colorType!: string;
  @ApiProperty({ type: String, nullable: true }) ralColor!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Euros' }) unitPrice!: number;
  @ApiProperty({ enum: ['truck', 'truck_with_crane', 'self_pickup'] }) transportType!: string;
  @ApiProperty({ description: 'Euros' }) transportPrice!: number;
  @ApiProperty({ description: 'Euros excl. VAT: unit price × quantity + transport' }) lineTotal!: number;
  @ApiProperty({ enum: VAT_CATEGORIES }) vatCategory!: string;
  @ApiProperty({ example: 21 }) vatRatePercent!: number;
}

export class OrderDocumentLinkDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ description: "The PDF in the order's language; works with the order's token (or payment session)" }) pdfUrl!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The UBL 2.1 document (Peppol BIS Billing 3.0); null when the buyer has no Peppol address (a consumer)' })
  ublUrl!: string | null;
}

export class OrderConfirmationDto {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ example: 100001 }) orderNumber!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: string;
  @ApiProperty({ description: 'True once the payment provider confirmed the payment' }) paymentVerified!: boolean;
  @ApiProperty({ type: ConfirmationShippingAddressDto }) shippingAddress!: ConfirmationShippingAddressDto;
  @ApiProperty({ type: BillingAddressDto, nullable: true }) billingAddress!: BillingAddressDto | null;
  @ApiProperty({ type: [OrderItemDto] }) items!: OrderItemDto[];
  @ApiProperty({ description: 'Euros, excl. VAT' }) subtotal!: number;
  @ApiProperty({ description: 'Euros, the VAT total as decided when the order was placed' }) vat!: number;
  @ApiProperty({ description: 'Euros, incl. VAT' }) total!: number;
  @ApiProperty({ type: VatDetailDto, description: 'The VAT decision, kept unchanged since the order was placed; the mention in the order language' })
  vatDetail!: VatDetailDto;
  @ApiPropertyOptional({ description: 'Bank transfer: the Belgian structured communication +++xxx/xxxx/xxxxx+++' })
  structuredCommunication?: string;
  @ApiPropertyOptional({ type: OrderDocumentLinkDto, nullable: true, description: 'The invoice, once the order is paid' })
  invoice?: OrderDocumentLinkDto | null;
  @ApiPropertyOptional({ type: [OrderDocumentLinkDto], description: 'Credit notes correcting the invoice (a cancelled invoiced order)' })
  creditNotes?: OrderDocumentLinkDto[];
}
