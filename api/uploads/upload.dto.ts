import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../application/uploads/upload-key.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';

export class UploadQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ enum: UPLOAD_PURPOSES, default: 'contact', description: 'landing stores under landing-page/, else contact-form/' })
  @IsOptional()
  @IsIn(UPLOAD_PURPOSES)
  purpose?: UploadPurpose;
}

/** The text fields a multipart upload may carry besides the files. */
export class UploadFieldsDto {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class UploadedFileDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'floor-plan.pdf' })
  name!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({ example: 'application/pdf', description: 'The type found in the content' })
  type!: string;
}

export class UploadedFilesDto {
  @ApiProperty({ type: [UploadedFileDto] })
  files!: UploadedFileDto[];
}
