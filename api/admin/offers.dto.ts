import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../domain/orders/order.js';
import { OFFER_STATUSES } from '../../domain/offers/offer-status.js';
import { LANGUAGES } from '../../domain/shared/language.js';
import { OfferContentDto } from '../offers/offer.dto.js';
import { AdminPageQueryDto } from './orders.dto.js';

export class AdminOfferListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: OFFER_STATUSES, description: 'As people see it today (expired and paid included)' }) @IsOptional() @IsString() status?: string;
  @ApiPropertyOptional({ format: 'uuid', description: "Only the offers answering this quote request" }) @IsOptional() @IsString() quoteId?: string;
}

/** When the offer reached each status it has been in (the latest time, if more than once). */
export class OfferDatesDto {
  @ApiPropertyOptional({ type: String, format: 'date-time' }) draft?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) sent?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) viewed?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) accepted?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) declined?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', description: "Midnight in Brussels after the validity's last day" }) expired?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) ordered?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'When the order was paid' }) paid?: string;
}

export class AdminOfferSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'OF-2026-000001' }) number!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @ApiProperty({ type: 'integer', description: 'The current revision' }) revision!: number;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty({ description: 'Euros incl. VAT, of the current revision' }) total!: number;
  @ApiProperty({ type: String, format: 'date' }) validUntil!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) quoteId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) orderId!: string | null;
  @ApiProperty({ type: Number, nullable: true }) orderNumber!: number | null;
  @ApiProperty({ type: OfferDatesDto }) dates!: OfferDatesDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class AdminOfferListDto {
  @ApiProperty({ type: [AdminOfferSummaryDto] }) items!: AdminOfferSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** A revision with when it was made, sent and reminded. Immutable once sent. */
export class OfferRevisionDto extends OfferContentDto {
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: "The admin's email" }) createdBy!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) remindedAt!: string | null;
  @ApiProperty({ example: '/api/admin/offers/{id}/revisions/1/pdf' }) pdfUrl!: string;
}

export class OfferEventDto {
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @ApiProperty({ type: 'integer' }) revision!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ description: "An admin's email, customer or system" }) by!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A decline gives its reason here' }) note!: string | null;
}

/** What the customer's acceptance recorded. */
export class OfferAcceptanceDto {
  @ApiProperty({ type: 'integer' }) revision!: number;
  @ApiProperty({ description: 'The name typed' }) name!: string;
  @ApiProperty({ format: 'date-time' }) acceptedAt!: string;
  @ApiProperty({ description: 'The address the acceptance came from' }) ipAddress!: string;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ description: "SHA-256 (hex) of the accepted revision's canonical content (docs/offers.md)" }) contentHash!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: string;
}

export class OfferOrderLinkDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() orderNumber!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt!: string | null;
}

/** An offer: its current revision at the top level, every revision, the dated events, the acceptance and the order. */
export class AdminOfferDto extends OfferContentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'OF-2026-000001' }) number!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) quoteId!: string | null;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty({ type: String, nullable: true, description: "The customer's reason, when declined" }) declineReason!: string | null;
  @ApiProperty({ type: OfferDatesDto }) dates!: OfferDatesDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [OfferRevisionDto], description: 'Oldest first; every revision stays readable' }) revisions!: OfferRevisionDto[];
  @ApiProperty({ type: [OfferEventDto], description: 'Oldest first' }) events!: OfferEventDto[];
  @ApiProperty({ type: OfferAcceptanceDto, nullable: true }) acceptance!: OfferAcceptanceDto | null;
  @ApiProperty({ type: OfferOrderLinkDto, nullable: true }) order!: OfferOrderLinkDto | null;
}
