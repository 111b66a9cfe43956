import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

export class LanguageQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'nl', description: 'Language of texts and messages' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}
