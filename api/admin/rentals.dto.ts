import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NOTICE_GIVERS, RENTAL_LIST_FILTER_NAMES, RENTAL_STATES } from '../../domain/rentals/rental-state.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { RentalDto } from '../rentals/rental.dto.js';

/** Values (dates) are checked by the domain's rules (400 naming the field); the DTOs check the shape. */

export class RentalCustomerDto {
  @ApiProperty({ description: 'The person, or for a business its company name' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
}

/** One contract in the admin's Rentals list. */
export class AdminRentalSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ example: 100001 }) orderNumber!: number;
  @ApiProperty({ enum: RENTAL_STATES }) state!: string;
  @ApiProperty({ type: RentalCustomerDto }) customer!: RentalCustomerDto;
  @ApiProperty() productTitle!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: [String], example: ['MSKU 123456 5'] }) containerNumbers!: string[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) deliveryDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) pickupDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) nextInvoiceDate!: string | null;
  @ApiProperty({ description: 'Euros left to pay' }) outstanding!: number;
  @ApiProperty({ description: 'Euros past their due date' }) overdue!: number;
  @ApiProperty({ format: 'date-time' }) openedAt!: string;
}

export class AdminRentalListDto {
  @ApiProperty({ type: [AdminRentalSummaryDto], description: 'Newest first' }) items!: AdminRentalSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** One contract with its periods, invoices and credit notes (file links for admins). */
export class AdminRentalDetailDto extends RentalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: RentalCustomerDto }) customer!: RentalCustomerDto;
  @ApiProperty({ type: String, enum: NOTICE_GIVERS, nullable: true, description: 'Who set the pick-up day' }) noticeBy!: string | null;
  @ApiProperty({ format: 'date-time' }) openedAt!: string;
}

export class OverdueRentalInvoiceDto {
  @ApiProperty({ type: AdminRentalSummaryDto }) rental!: AdminRentalSummaryDto;
  @ApiProperty() periodIndex!: number;
  @ApiProperty({ example: '2026-000123' }) invoiceNumber!: string;
  @ApiProperty({ format: 'date' }) dueDate!: string;
  @ApiProperty({ description: 'Euros left to pay' }) outstanding!: number;
  @ApiProperty() daysOverdue!: number;
  @ApiProperty() remindersSent!: number;
  @ApiProperty({ example: '/api/admin/invoices/2026-000123.pdf' }) pdfUrl!: string;
}

export class OverdueRentalListDto {
  @ApiProperty({ type: [OverdueRentalInvoiceDto], description: 'Oldest due first' }) items!: OverdueRentalInvoiceDto[];
}

export class AdminRentalListQueryDto {
  @ApiPropertyOptional({ enum: RENTAL_LIST_FILTER_NAMES, description: 'active: awaiting delivery or running; ending: notice given; ended' })
  @IsOptional()
  @IsString()
  state?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }) @IsOptional() @IsString() page?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 }) @IsOptional() @IsString() pageSize?: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class RentalDateDto {
  @ApiProperty({ format: 'date', example: '2026-04-01' }) @IsString() @MaxLength(10) date!: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class EndRentalDto {
  @ApiPropertyOptional({ format: 'date', example: '2026-04-10', description: 'The pick-up day of a delivered rent (default today); a rent never delivered ends at once' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  pickupDate?: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class MarkRentalInvoicePaidDto {
  @ApiPropertyOptional({ format: 'date', example: '2026-04-03', description: 'The day the payment arrived (default today)' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  paidOn?: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}
