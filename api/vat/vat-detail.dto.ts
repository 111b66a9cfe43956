import { ApiProperty } from '@nestjs/swagger';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';
import { VAT_NUMBER_CHECK_STATUSES } from '../../domain/vat/vat-decision.js';
import { CUSTOMER_KINDS } from '../../domain/vat/vat-treatment.js';

/** One row of the VAT breakdown (EN 16931 BG-23): every line of one category and rate. */
export class VatBreakdownRowDto {
  @ApiProperty({ enum: VAT_CATEGORIES, description: 'EN 16931 VAT category: S standard rate, K intra-Community supply (exempt), AE reverse charge' })
  category!: string;
  @ApiProperty({ example: 21 }) ratePercent!: number;
  @ApiProperty({ description: 'Euros, taxable amount of the group' }) net!: number;
  @ApiProperty({ description: 'Euros, the VAT of the group, rounded once' }) vat!: number;
  @ApiProperty({ type: String, nullable: true, example: 'VATEX-EU-IC', description: 'CEF VATEX exemption reason code for K and AE' })
  exemptionReasonCode!: string | null;
}

/** How VAT was decided for this customer (docs/vat.md). */
export class VatDetailDto {
  @ApiProperty({ type: [VatBreakdownRowDto], description: 'Charged rates from high to low, then the zero-rated categories' })
  breakdown!: VatBreakdownRowDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The legal mention(s) in the language asked for, one per line; null when VAT is charged on everything' })
  mention!: string | null;
  @ApiProperty({ enum: CUSTOMER_KINDS }) customerKind!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'NL853060987B01', description: 'Normalised, with its country prefix' })
  vatNumber!: string | null;
  @ApiProperty({ description: 'True only when VIES confirmed the number; only then can a line be 0 %' }) vatNumberConfirmed!: boolean;
  @ApiProperty({
    enum: VAT_NUMBER_CHECK_STATUSES,
    description: 'unavailable: VIES could not be asked; VAT is then charged as for a customer without a confirmed number',
  })
  vatNumberCheck!: string;
  @ApiProperty({ type: String, nullable: true, description: "VIES's consultation number, the seller's proof of the check" })
  viesConsultation!: string | null;
}
