import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '../../domain/shared/language.js';

export class AdminQuoteSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The product's title in the quote's language (else English)" }) productTitle!: string | null;
  @ApiProperty({ enum: ['Lease', 'Special Modification', 'Bulk Order'] }) requestType!: string;
  @ApiProperty({ enum: ['new', 'used_a', 'used_cw', 'rent'] }) purchaseOption!: string;
  @ApiProperty() quantityRequested!: number;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminQuoteDetailDto extends AdminQuoteSummaryDto {
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveryAddress!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) preferredDeliveryDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) specialRequirements!: string | null;
  @ApiProperty({ type: String, enum: ['none', 'truck'], nullable: true }) transportType!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros' }) transportPrice!: number | null;
  @ApiProperty({ enum: ['from_stack', 'wish_color'] }) colorType!: string;
  @ApiProperty({ type: String, nullable: true }) ralColor!: string | null;
}

export class AdminQuoteListDto {
  @ApiProperty({ type: [AdminQuoteSummaryDto] }) items!: AdminQuoteSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AdminMessageSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['contact_page', 'home', 'landing'] }) source!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty() attachmentCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminAttachmentDto {
  @ApiProperty({ format: 'uuid', description: 'The upload id (the admin email links to #file-{id})' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ example: 'application/pdf' }) type!: string;
  @ApiProperty({ example: '/api/admin/attachments/{id}?expires=1767225600&signature=…', description: 'Signed download link, valid 15 minutes, for a signed-in admin' })
  downloadUrl!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class AdminMessageDetailDto extends AdminMessageSummaryDto {
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [AdminAttachmentDto] }) attachments!: AdminAttachmentDto[];
}

export class AdminMessageListDto {
  @ApiProperty({ type: [AdminMessageSummaryDto] }) items!: AdminMessageSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
