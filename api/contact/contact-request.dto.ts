import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_SOURCES } from '../../domain/forms/contact-form.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

/**
 * A contact form. The fields are checked by the domain's validateContactForm
 * (the contact page's schema for contact_page; name, email and message for
 * home and landing), so they are only allowed here.
 */
export class ContactRequestDto {
  @ApiProperty({ enum: CONTACT_SOURCES })
  @Allow()
  source?: unknown;

  @ApiProperty({ type: String })
  @Allow()
  name?: unknown;

  @ApiProperty({ type: String, format: 'email' })
  @Allow()
  email?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  phone?: unknown;

  @ApiPropertyOptional({ type: String, description: 'Required (at least 2 characters) on the contact page' })
  @Allow()
  subject?: unknown;

  @ApiProperty({ type: String })
  @Allow()
  message?: unknown;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: 5, description: 'Ids from POST /api/uploads, not yet attached to a message' })
  @Allow()
  attachmentIds?: unknown;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  lang!: Language;

  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}
