import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MAX_SEARCH_TEXT_LENGTH } from '../../application/content/search-text.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';

/** `lang` and a search text; its length is checked by the use case (400 naming `q`). */
export class SearchQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ maxLength: MAX_SEARCH_TEXT_LENGTH, description: 'Search text, case-insensitive' })
  @IsOptional()
  @IsString()
  q?: string;
}
