import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { INVOICE_KINDS } from '../../domain/invoices/invoice-document.js';

export class InvoiceListQueryDto {
  @ApiPropertyOptional({ example: '2026-10-01', description: 'First issue day (YYYY-MM-DD), included' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last issue day (YYYY-MM-DD), included' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class InvoiceSummaryDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ enum: INVOICE_KINDS }) kind!: string;
  @ApiProperty({ format: 'date', example: '2026-11-25' }) issueDate!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty() orderNumber!: number;
  @ApiProperty() customerName!: string;
  @ApiProperty({ type: String, nullable: true }) customerVatNumber!: string | null;
  @ApiProperty({ description: 'Euros' }) net!: number;
  @ApiProperty({ description: 'Euros' }) vat!: number;
  @ApiProperty({ description: 'Euros' }) total!: number;
  @ApiProperty({ enum: ['not_applicable', 'pending', 'delivered'], description: 'Peppol delivery (Belgian business customers)' }) peppolState!: string;
  @ApiProperty({ type: String, nullable: true, description: "A credit note's invoice" }) correctsNumber!: string | null;
  @ApiProperty() pdfUrl!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the buyer has no Peppol address (a consumer): the PDF is the invoice' }) ublUrl!: string | null;
}

export class InvoiceListDto {
  @ApiProperty({ type: [InvoiceSummaryDto], description: 'Invoices by number, then credit notes' }) items!: InvoiceSummaryDto[];
}

export class ResentInvoiceDto {
  @ApiProperty({ example: '2026-000123' }) number!: string;
  @ApiProperty({ description: 'Where the email goes' }) to!: string;
}
