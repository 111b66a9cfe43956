import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';

export const PLACEMENTS = ['footer'] as const;

export class FooterQueryDto extends LanguageQueryDto {
  @ApiProperty({ enum: PLACEMENTS, description: "Where the pages are listed; only 'footer' (visibility footer_subsection)" })
  @IsIn(PLACEMENTS)
  placement!: (typeof PLACEMENTS)[number];
}
