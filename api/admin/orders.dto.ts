import { VatDetailDto } from '../vat/vat-detail.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '../../domain/orders/order.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { BillingAddressDto, OrderItemDto, ShippingAddressDto } from '../orders/order.dto.js';
import { UnitDto } from './units.dto.js';

/** `page` / `pageSize` as the URL carries them; checked by the use case (400 naming the field). */
export class AdminPageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }) @IsOptional() @IsString() page?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 }) @IsOptional() @IsString() pageSize?: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminOrderListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES }) @IsOptional() @IsString() status?: string;
}

export class OrdersExportQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'Orders created from this day (UTC) or ISO timestamp on' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Orders created up to and including this day (UTC), or before this ISO timestamp' })
  @IsOptional()
  @IsString()
  to?: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminOrderSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 100001 }) orderNumber!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: string;
  @ApiProperty() paymentVerified!: boolean;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ description: 'Euros, excl. VAT' }) subtotal!: number;
  @ApiProperty({ description: 'Euros' }) vat!: number;
  @ApiProperty({ description: 'Euros, incl. VAT' }) total!: number;
  @ApiProperty() itemCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt!: string | null;
}

export class AdminOrderListDto {
  @ApiProperty({ type: [AdminOrderSummaryDto] }) items!: AdminOrderSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class OrderStatusChangeDto {
  @ApiProperty({ enum: ORDER_STATUSES }) fromStatus!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) toStatus!: string;
  @ApiProperty({ description: "The admin's email, or the payment provider" }) changedBy!: string;
  @ApiProperty({ format: 'date-time' }) changedAt!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

export class AdminOrderDocumentDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ enum: ['invoice', 'credit_note'] }) kind!: string;
  @ApiProperty({ example: '/api/admin/invoices/2026-000123.pdf' }) pdfUrl!: string;
  @ApiProperty({ type: String, nullable: true, example: '/api/admin/invoices/2026-000123.xml', description: 'Null when the buyer has no Peppol address (a consumer): the PDF is the invoice' })
  ublUrl!: string | null;
}

export class AdminOrderDetailDto extends AdminOrderSummaryDto {
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty({ type: [OrderItemDto] }) items!: OrderItemDto[];
  @ApiProperty({ type: ShippingAddressDto }) shippingAddress!: ShippingAddressDto;
  @ApiProperty({ type: BillingAddressDto, nullable: true }) billingAddress!: BillingAddressDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Bank transfer: +++xxx/xxxx/xxxxx+++' }) structuredCommunication!: string | null;
  @ApiProperty({ type: String, nullable: true }) stripeSessionId!: string | null;
  @ApiProperty({ type: VatDetailDto, description: "The VAT decision kept with the order; the mention in the order's language" }) vatDetail!: VatDetailDto;
  @ApiProperty({ type: [AdminOrderDocumentDto], description: "The order's invoice and credit notes" }) documents!: AdminOrderDocumentDto[];
  @ApiProperty({ type: [OrderStatusChangeDto], description: 'Oldest first' }) statusHistory!: OrderStatusChangeDto[];
  @ApiProperty({ type: [UnitDto], description: 'The container units the order holds now (reserved, or sold / rented out through it), by number' }) units!: UnitDto[];
}

export class ChangeOrderStatusDto {
  @ApiProperty({
    enum: ORDER_STATUSES,
    description: 'pending → paid (bank transfer only), paid → processing → shipped → completed, pending/paid → cancelled',
  })
  @IsIn(ORDER_STATUSES)
  status!: OrderStatus;

  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000) note?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}
