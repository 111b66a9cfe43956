import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

/** The address a request is about; in the body, so it stays out of URLs and access logs. */
export class PrivacyRequestDto {
  @ApiProperty({ example: 'klant@example.be' }) @IsString() @MaxLength(320) email!: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class KeptInvoiceDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ format: 'date' }) issueDate!: string;
  @ApiProperty({ format: 'date', description: 'Kept until this day: 10 years from 1 January after its date (VAT Code art. 60 §4)' }) keptUntil!: string;
}

export class PersonalDataSummaryDto {
  @ApiProperty({ description: 'The address, normalised (trimmed, lowercase)' }) email!: string;
  @ApiProperty() hasAccount!: boolean;
  @ApiProperty({ description: 'An admin account is not erased through the privacy tools' }) isAdmin!: boolean;
  @ApiProperty() orders!: number;
  @ApiProperty() quotes!: number;
  @ApiProperty() messages!: number;
  @ApiProperty() attachments!: number;
  @ApiProperty() offers!: number;
  @ApiProperty() rentals!: number;
  @ApiProperty({ description: 'Emails sent (or to be sent) to the address' }) emails!: number;
  @ApiProperty({ type: [Number], description: 'Orders not completed or cancelled yet: they hold an erasure back' }) openOrders!: number[];
  @ApiProperty({ description: 'Rental contracts not ended yet: they hold an erasure back' }) runningRentals!: number;
  @ApiProperty({ type: [KeptInvoiceDto], description: 'Kept through an erasure for their legal period' }) invoices!: KeptInvoiceDto[];
}

export class ErasureCountsDto {
  @ApiProperty({ description: 'Accounts deleted (with their sessions, tokens and roles)' }) account!: number;
  @ApiProperty({ description: 'Orders whose addresses were replaced by "[erased]" (amounts, lines and country kept)' }) ordersAnonymised!: number;
  @ApiProperty() orderNotes!: number;
  @ApiProperty() quotes!: number;
  @ApiProperty() messages!: number;
  @ApiProperty() attachments!: number;
  @ApiProperty() emails!: number;
  @ApiProperty() offersAnonymised!: number;
  @ApiProperty() rentalsAnonymised!: number;
  @ApiProperty() signInFailures!: number;
  @ApiProperty({ description: 'Earlier audit records about these records whose personal values became "[erased]"' }) auditRecordsRedacted!: number;
}

export class ErasureReportDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: ErasureCountsDto }) counts!: ErasureCountsDto;
  @ApiProperty({ description: 'Invoices and credit notes kept for their legal period, still downloadable' }) invoicesKept!: number;
  @ApiProperty({ description: 'Stored files that could not be deleted (their records are gone)' }) failedFiles!: number;
}
