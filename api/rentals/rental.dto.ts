import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RENTAL_INVOICE_STATUSES } from '../../application/rentals/rental-view.js';
import { RENTAL_STATES } from '../../domain/rentals/rental-state.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';

/** Values (dates, states) are checked by the domain's rules (400 naming the field); the DTOs check the shape. */

export class RentalDocumentLinksDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ format: 'date', example: '2026-03-23' }) issueDate!: string;
  @ApiProperty({ description: 'Euros, incl. VAT' }) total!: number;
  @ApiProperty({ example: '/api/rentals/{token}/documents/2026-000123.pdf', description: 'Works with the link the request was made with (or, for admins, their session)' }) pdfUrl!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the buyer has no Peppol address (a consumer): the PDF is the invoice' }) ublUrl!: string | null;
}

export class RentalInvoiceDto extends RentalDocumentLinksDto {
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Null for period 1, paid with the order' }) dueDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) paidOn!: string | null;
  @ApiProperty({ enum: RENTAL_INVOICE_STATUSES }) status!: string;
  @ApiProperty({ description: 'Euros left to pay (after any credit note)' }) outstanding!: number;
  @ApiProperty({ type: String, nullable: true, example: '+++902/6000/12364+++', description: 'Bank transfer: the structured communication of this invoice' }) paymentReference!: string | null;
  @ApiProperty({ description: 'Late-payment reminders sent so far' }) remindersSent!: number;
}

export class RentalCreditNoteDto extends RentalDocumentLinksDto {
  @ApiProperty({ description: 'Unused days credited' }) days!: number;
}

export class RentalPeriodDto {
  @ApiProperty({ example: 2, description: '1 is the period paid with the order' }) index!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'First day rented; null before delivery' }) start!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Last day rented; null before delivery' }) end!: string | null;
  @ApiProperty({ example: 30 }) days!: number;
  @ApiProperty({ type: RentalInvoiceDto, description: "The period's invoice (period 1: the order's)" }) invoice!: RentalInvoiceDto;
  @ApiProperty({ type: RentalCreditNoteDto, nullable: true, description: 'Unused days given back at pick-up' }) creditNote!: RentalCreditNoteDto | null;
}

export class RentalNextPeriodDto {
  @ApiProperty({ example: 3 }) index!: number;
  @ApiProperty({ format: 'date' }) start!: string;
  @ApiProperty({ format: 'date' }) end!: string;
}

export class RentalNoticeFormDto {
  @ApiProperty({ description: 'Whether the customer can give notice now (delivered, not ended, not ended early by the shop)' }) allowed!: boolean;
  @ApiProperty({ example: 7, description: 'The notice period in days (RENTAL_NOTICE_DAYS)' }) noticeDays!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The earliest pick-up day that can be asked today' }) earliestPickupDate!: string | null;
}

export class RentalVatDto {
  @ApiProperty({ enum: VAT_CATEGORIES }) category!: string;
  @ApiProperty({ example: 21 }) ratePercent!: number;
  @ApiProperty({ type: String, nullable: true, description: "The legal mention (reverse charge) in the contract's language" }) mention!: string | null;
}

/** A rental contract as its customer sees it (the rental page). */
export class RentalDto {
  @ApiProperty({ example: 100001 }) orderNumber!: number;
  @ApiProperty({ enum: RENTAL_STATES }) state!: string;
  @ApiProperty({ enum: LANGUAGES, description: "The contract's language (its emails and documents)" }) language!: string;
  @ApiProperty({ example: 'Shipping container 20ft' }) productTitle!: string;
  @ApiProperty({ example: 1 }) quantity!: number;
  @ApiProperty({ type: [String], example: ['MSKU 123456 5'], description: 'The rented containers, when the product has units' }) containerNumbers!: string[];
  @ApiProperty({ example: 3.5, description: 'Euros per container and day, excl. VAT' }) dailyPrice!: number;
  @ApiProperty({ example: 105, description: 'Euros per period of 30 days for all the containers, excl. VAT' }) periodPrice!: number;
  @ApiProperty({ type: RentalVatDto, description: 'The VAT decided with the order, kept for every period' }) vat!: RentalVatDto;
  @ApiProperty({ type: String, format: 'date', nullable: true }) deliveryDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Set by notice (or when the shop ends the rent), confirmed at pick-up' }) pickupDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) noticeGivenAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day the next period is invoiced; null when none is to come' }) nextInvoiceDate!: string | null;
  @ApiProperty({ type: RentalNextPeriodDto, nullable: true }) nextPeriod!: RentalNextPeriodDto | null;
  @ApiProperty({ type: [RentalPeriodDto], description: 'Invoiced periods, in order' }) periods!: RentalPeriodDto[];
  @ApiProperty({ description: 'Euros left to pay on all invoices' }) outstanding!: number;
  @ApiProperty({ description: 'Euros of that past their due date' }) overdue!: number;
  @ApiProperty({ type: RentalNoticeFormDto }) notice!: RentalNoticeFormDto;
}

export class RentalLanguageQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class GiveNoticeDto {
  @ApiProperty({ format: 'date', example: '2026-05-15', description: 'The pick-up day: at least the notice period from today, at most a year ahead, not before delivery' })
  @IsString()
  @MaxLength(10)
  pickupDate!: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}
